import { HttpResponse } from 'msw';
import type {
  Jurisdiction,
  Organization,
  OrganizationJurisdictionsRequest,
  OrganizationRow,
  OrganizationSave,
  OrganizationUsersRequest,
  UserListRow,
} from '@/api/generated/administrativeApi';
import type { Workflow } from '@/api/generated/managementApi';
import { screen, waitFor, within } from '@testing-library/react';
import type { Permissions } from '@/api/generated/accountApi';
import { permissionsWith } from '@/testing/fixtures';
import { tokenInformation } from '@/testing/handlers';
import { failure, mockOperation, ok, okWith } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';

/** Test data and a small in-memory Administrative API (answers shaped by the contract). */
export const users: UserListRow[] = [
  {
    userId: 'a1b2c3d4-0000-4000-8000-000000000001',
    username: 'pnovak',
    firstName: 'Petra',
    lastName: 'Novak',
    email: 'petra@example.com',
  },
  {
    userId: 'a1b2c3d4-0000-4000-8000-000000000002',
    username: 'jlee',
    firstName: 'Jordan',
    lastName: 'Lee',
    email: 'jordan@example.com',
  },
  {
    userId: 'a1b2c3d4-0000-4000-8000-000000000003',
    username: 'mgarcia',
    firstName: 'Maria',
    lastName: 'Garcia',
    email: 'maria@example.com',
  },
];
export const [petra, jordan, maria] = users;

export const workflows: Workflow[] = [
  { id: 'b1b2c3d4-0000-4000-8000-000000000001', name: 'Standard Image Request' },
  { id: 'b1b2c3d4-0000-4000-8000-000000000002', name: 'Expedited Review' },
];

export const jurisdictions: Jurisdiction[] = [
  { jurisdictionId: 129, jurisdictionName: 'Nevada' },
  { jurisdictionId: 18, jurisdictionName: 'New Jersey' },
  { jurisdictionId: 77, jurisdictionName: 'Ontario' },
];

export const NORTH_ID = 'c1b2c3d4-0000-4000-8000-000000000001';
export const UNNAMED_ID = 'c1b2c3d4-0000-4000-8000-000000000002';
export const NEW_ID = 'c1b2c3d4-0000-4000-8000-0000000000ff';

const superUserName = (u: UserListRow) => `${u.firstName} ${u.lastName}`;

function initialOrganizations(): OrganizationRow[] {
  return [
    {
      objectId: NORTH_ID,
      version: 3,
      name: 'North Lab',
      propertyCode: 'NL-01',
      serverIP: '10.20.1.15',
      superUserName: superUserName(petra),
      superUser: petra,
      serverPortNumber: 8443,
      workflowId: workflows[0].id,
    },
    {
      objectId: UNNAMED_ID,
      version: 1,
      name: null,
      propertyCode: 'XX-09',
      serverIP: null,
      superUserName: superUserName(jordan),
      superUser: jordan,
      serverPortNumber: null,
      workflowId: workflows[1].id,
    },
  ];
}

export interface Sent {
  listQueries: URLSearchParams[];
  saves: OrganizationSave[];
  updates: OrganizationSave[];
  removals: string[];
  jurisdictionsAdded: OrganizationJurisdictionsRequest[];
  jurisdictionsRemoved: OrganizationJurisdictionsRequest[];
  usersAdded: OrganizationUsersRequest[];
  usersRemoved: OrganizationUsersRequest[];
  /** Someone else saves the organization meanwhile (its version moves on). */
  saveElsewhere(objectId: string, changes: Partial<OrganizationRow>): void;
}

export const STALE_ORGANIZATION =
  'This organization was changed by someone else since you opened it. Reload it to see their changes.';

const organizationId = (request: Request) =>
  new URL(request.url).searchParams.get('organizationId') ?? '';

/** Installs the fake Administrative and Management calls; returns what the screen sent. */
export function mockOrganizationsApi(): Sent {
  const organizations = initialOrganizations();
  const members = new Map<string, string[]>([
    [NORTH_ID, [petra.userId, maria.userId]],
    [UNNAMED_ID, [jordan.userId]],
  ]);
  const orgJurisdictions = new Map<string, number[]>([
    [NORTH_ID, [129]],
    [UNNAMED_ID, []],
  ]);
  const sent: Sent = {
    listQueries: [],
    saves: [],
    updates: [],
    removals: [],
    jurisdictionsAdded: [],
    jurisdictionsRemoved: [],
    usersAdded: [],
    usersRemoved: [],
    saveElsewhere(objectId, changes) {
      const index = organizations.findIndex((o) => o.objectId === objectId);
      organizations[index] = {
        ...organizations[index],
        ...changes,
        version: organizations[index].version + 1,
      };
    },
  };
  const usersOf = (id: string) => users.filter((u) => (members.get(id) ?? []).includes(u.userId));
  const jurisdictionsOf = (id: string) =>
    jurisdictions.filter((j) => (orgJurisdictions.get(id) ?? []).includes(j.jurisdictionId));
  const full = (row: OrganizationRow): Organization => ({
    ...row,
    name: row.name ?? '',
    users: usersOf(row.objectId),
    jurisdictions: jurisdictionsOf(row.objectId),
  });
  const fromSave = (body: OrganizationSave, objectId: string, version: number): OrganizationRow => {
    const superUser = users.find((u) => u.userId === body.superUser.userId) ?? petra;
    return {
      objectId,
      version,
      name: body.name,
      propertyCode: body.propertyCode ?? '',
      serverIP: body.serverIP ?? null,
      superUserName: superUserName(superUser),
      superUser,
      serverPortNumber: body.serverPortNumber ?? null,
      workflowId: body.workflowId,
    };
  };

  server.use(
    mockOperation('GetOrganizations', ({ request }) => {
      const query = new URL(request.url).searchParams;
      sent.listQueries.push(query);
      const sorted = [...organizations].sort((a, b) => (b.name ?? '').localeCompare(a.name ?? ''));
      return { rowCount: sorted.length, gridRows: sorted };
    }),
    ok('GetWorkflows', workflows),
    ok('GatherAllUsers', users),
    mockOperation('SaveOrganizationInformation', async ({ body }) => {
      sent.saves.push(body);
      const row = fromSave(body, NEW_ID, 1);
      organizations.push(row);
      members.set(NEW_ID, [body.superUser.userId]);
      return okWith(
        'SaveOrganizationInformation',
        full(row),
        'Successfully saved organization information',
      );
    }),
    mockOperation('UpdateOrganization', async ({ body }) => {
      sent.updates.push(body);
      const index = organizations.findIndex((o) => o.objectId === body.objectId);
      if (index < 0)
        return failure({
          status: 404,
          message: 'The organization does not exist or has been removed.',
        });
      const { version } = organizations[index];
      if (body.version !== undefined && body.version !== version)
        return failure({ status: 409, message: STALE_ORGANIZATION, code: 'stale' });
      organizations[index] = fromSave(body, body.objectId, version + 1);
      return okWith(
        'UpdateOrganization',
        full(organizations[index]),
        'Successfully saved organization information',
      );
    }),
    mockOperation('RemoveOrganization', ({ request }) => {
      const id = organizationId(request);
      sent.removals.push(id);
      organizations.splice(
        organizations.findIndex((o) => o.objectId === id),
        1,
      );
      return okWith('RemoveOrganization', null, 'Organization removed successfully');
    }),
    mockOperation('GetOrganizationJurisdictions', ({ request }) =>
      jurisdictionsOf(organizationId(request)),
    ),
    mockOperation('GetAvailableJurisdictionsForOrganization', ({ request }) => {
      const own = orgJurisdictions.get(organizationId(request)) ?? [];
      return jurisdictions.filter((j) => !own.includes(j.jurisdictionId));
    }),
    mockOperation('AddOrganizationJurisdictions', async ({ body }) => {
      sent.jurisdictionsAdded.push(body);
      const own = orgJurisdictions.get(body.organizationId) ?? [];
      orgJurisdictions.set(body.organizationId, [...own, ...body.jurisdictions]);
      return jurisdictionsOf(body.organizationId);
    }),
    mockOperation('RemoveOrganizationJurisdictions', async ({ body }) => {
      sent.jurisdictionsRemoved.push(body);
      const own = orgJurisdictions.get(body.organizationId) ?? [];
      orgJurisdictions.set(
        body.organizationId,
        own.filter((id) => !body.jurisdictions.includes(id)),
      );
      return jurisdictionsOf(body.organizationId);
    }),
    mockOperation('GetOrganizationUsers', ({ request }) => usersOf(organizationId(request))),
    mockOperation('GetUsersNotPartOfOrganization', ({ request }) => {
      const own = members.get(organizationId(request)) ?? [];
      return users.filter((u) => !own.includes(u.userId));
    }),
    mockOperation('AddOrganizationUsers', async ({ body }) => {
      sent.usersAdded.push(body);
      members.set(body.organizationId, [
        ...(members.get(body.organizationId) ?? []),
        ...body.users,
      ]);
      return usersOf(body.organizationId);
    }),
    mockOperation('RemoveOrganizationUsers', async ({ body }) => {
      sent.usersRemoved.push(body);
      const own = members.get(body.organizationId) ?? [];
      members.set(
        body.organizationId,
        own.filter((id) => !body.users.includes(id)),
      );
      return usersOf(body.organizationId);
    }),
  );
  return sent;
}

/** No answer at all: the client's fallback message applies. */
export const noAnswer = () => HttpResponse.error();

/** The Organizations screen, signed in with these permission flags over all of them. */
export function renderOrganizations(permissions: Partial<Permissions> = {}) {
  server.use(tokenInformation(permissionsWith(permissions)));
  return renderApp('/Organizations');
}

/** The selected organization's form, once North Lab (the first) is loaded into it. */
export const detailsForm = async () => {
  const form = await screen.findByRole('form', { name: 'Organization Details' });
  await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveValue('North Lab'));
  return form;
};
