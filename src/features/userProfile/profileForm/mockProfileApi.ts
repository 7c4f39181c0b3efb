/**
 * Tests only: the account calls behind the profile form and User Management, answering
 * per the contract from an in-memory lab, and recording what the screens send.
 */
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type {
  Role,
  SaveNewPasswordRequest,
  SaveUserInformationRequest,
  SendUserInviteRequest,
  User,
} from '@/api/generated/accountApi';
import { tokenUser, user as aliceUser } from '@/testing/fixtures';
import { failure, mockOperation, okWith } from '@/testing/mockApi';
import { server } from '@/testing/server';

const stamp = {
  createdOn: '2026-01-05T09:30:00.000Z',
  createdBy: 'admin',
  updatedOn: '2026-06-01T14:45:00.000Z',
  updatedBy: 'root',
};

export const roles: Record<'admin' | 'staff' | 'vendor' | 'viewer' | 'root', Role> = {
  admin: {
    objectId: '11111111-1111-4111-8111-111111111111',
    description: 'Administrator',
    isSuperUser: false,
    isManufacturerRestrictingRoles: false,
    ...stamp,
  },
  staff: {
    objectId: '22222222-2222-4222-8222-222222222222',
    description: 'Lab Staff',
    isSuperUser: false,
    isManufacturerRestrictingRoles: false,
    ...stamp,
  },
  vendor: {
    objectId: '33333333-3333-4333-8333-333333333333',
    description: 'Manufacturer Representative',
    isSuperUser: false,
    isManufacturerRestrictingRoles: true,
    ...stamp,
  },
  viewer: {
    objectId: '44444444-4444-4444-8444-444444444444',
    description: 'Auditor',
    isSuperUser: false,
    isManufacturerRestrictingRoles: false,
    ...stamp,
    updatedOn: null,
    updatedBy: null,
  },
  /** Held by bob but not assignable by the signed-in admin. */
  root: {
    objectId: '55555555-5555-4555-8555-555555555555',
    description: 'Super User',
    isSuperUser: true,
    isManufacturerRestrictingRoles: false,
    ...stamp,
  },
};

/** What alice (the signed-in test user) may assign. */
export const assignableRoles: Role[] = [roles.admin, roles.viewer, roles.staff, roles.vendor];

export const alice: User = {
  ...aliceUser,
  title: 'Engineer',
  department: 'Testing',
  badgeNumber: 'B-1',
  userRoles: [roles.admin],
  passwordExpirationDate: '2027-05-20T12:00:00.000Z',
};

export const bob: User = {
  userId: '7a2d3c4b-5e6f-4a70-8b91-a2b3c4d5e6f7',
  version: 1,
  username: 'bob',
  firstName: 'Bob',
  lastName: 'Baker',
  email: 'bob@example.com',
  title: '',
  department: 'Lab',
  badgeNumber: '',
  userRoles: [roles.staff, roles.root],
  passwordExpirationDate: null,
};

export const carol: User = {
  userId: '8b3e4d5c-6f70-4b81-9ca2-b3c4d5e6f708',
  version: 1,
  username: 'carol',
  firstName: 'Carol',
  lastName: 'Clark',
  email: 'carol@example.com',
  title: '',
  department: '',
  badgeNumber: '',
  userRoles: [roles.viewer],
  passwordExpirationDate: null,
};

export interface Sent {
  /** The bearer token of each GetUserInformation call. */
  profileTokens: string[];
  users: URLSearchParams[];
  assignable: string[];
  saves: SaveUserInformationRequest[];
  passwords: SaveNewPasswordRequest[];
  invites: SendUserInviteRequest[];
  /** Someone else saves the user meanwhile (the version moves on). */
  saveElsewhere(username: string, changes: Partial<User>): void;
}

export const STALE_USER =
  'This user was changed by someone else since you opened it. Reload it to see their changes.';

/** Installs the handlers over `people` (kept in sync with saves and invites); returns what was sent. */
export function mockProfileApi(people: User[] = [alice, bob, carol]) {
  const lab = people.map((person) => ({ ...person }));
  // Like the server: one's own password change revokes the tokens issued before it.
  const revoked = new Set<string>();
  const sent: Sent = {
    profileTokens: [],
    users: [],
    assignable: [],
    saves: [],
    passwords: [],
    invites: [],
    saveElsewhere(username, changes) {
      const index = lab.findIndex((p) => p.username === username);
      lab[index] = { ...lab[index], ...changes, version: lab[index].version + 1 };
    },
  };
  server.use(
    mockOperation('GetUsers', ({ request }) => {
      const query = new URL(request.url).searchParams;
      sent.users.push(query);
      const term = (query.get('searchTerm') ?? '').toLowerCase();
      const rows = lab
        .filter((p) =>
          [p.firstName, p.lastName, p.username, p.email].some((v) =>
            v.toLowerCase().includes(term),
          ),
        )
        .sort((a, b) => a.firstName.localeCompare(b.firstName))
        .map(({ userId, username, firstName, lastName, email }) => ({
          userId,
          username,
          firstName,
          lastName,
          email,
        }));
      return { rowCount: rows.length, gridRows: rows };
    }),
    mockOperation('GetUserInformation', ({ query, request }) => {
      const token = request.headers.get('authorization')?.replace('Bearer ', '') ?? '';
      sent.profileTokens.push(token);
      if (revoked.has(token))
        return failure({ status: 401, message: 'Your session has expired. Please log in again.' });
      const username = query.username;
      const found = lab.find((p) => p.username === username);
      return found
        ? found
        : failure({ status: 404, message: `No user named '${username}' exists.` });
    }),
    mockOperation('GetAssignableRoles', ({ query }) => {
      sent.assignable.push(query.username ?? '');
      return assignableRoles;
    }),
    mockOperation('SaveUserInformation', async ({ body }) => {
      sent.saves.push(body);
      const index = lab.findIndex((p) => p.userId === body.userId);
      const { userRoles, version, ...fields } = body;
      if (version !== undefined && version !== lab[index].version)
        return failure({ status: 409, message: STALE_USER, code: 'stale' });
      lab[index] = {
        ...lab[index],
        ...fields,
        ...(userRoles ? { userRoles } : {}),
        version: lab[index].version + 1,
      };
      return okWith('SaveUserInformation', lab[index], 'Profile saved successfully');
    }),
    mockOperation('SaveNewPassword', async ({ body, request }) => {
      sent.passwords.push(body);
      const own = body.userId === tokenUser.userId;
      if (own) revoked.add(request.headers.get('authorization')?.replace('Bearer ', '') ?? '');
      return okWith(
        'SaveNewPassword',
        { token: own ? 'fresh-token' : null },
        'New password saved successfully',
      );
    }),
    mockOperation('SendUserInvite', async ({ body }) => {
      sent.invites.push(body);
      lab.push({
        userId: '9c4f5e6d-7081-4c92-8db3-c4d5e6f70819',
        version: 1,
        username: body.username,
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        title: body.title ?? '',
        department: body.department ?? '',
        badgeNumber: body.badgeNumber ?? '',
        userRoles: body.userRoles,
        passwordExpirationDate: null,
      });
      return okWith('SendUserInvite', null, `An invitation has been sent to ${body.email}.`);
    }),
  );
  return sent;
}

/** A call that gets no answer at all. */
export const noAnswer = () => HttpResponse.error();

/** The snackbar's message and its colour (error, success or info), as the user sees it. */
export function snackbarOf(status: HTMLElement): { text: string; type: string | undefined } {
  const alert = status.querySelector('.ant-alert');
  const type = ['error', 'success', 'info'].find((name) =>
    alert?.classList.contains(`ant-alert-${name}`),
  );
  return { text: status.textContent ?? '', type };
}

/** Replaces a field's text the way a user pastes it: one input event, not one per key (antd is slow in jsdom). */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.paste(text);
}
