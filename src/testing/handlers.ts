import type { Permissions, TokenUser } from '@/api/generated/accountApi';
import { failure, mockOperation, ok } from './mockApi';
import { quietEventStream } from './eventStream';
import { allPermissions, tokenUser, user, VALID_TOKEN } from './fixtures';

/** GetTokenInformation answering valid for VALID_TOKEN with the given flags (and user). */
export function tokenInformation(
  permissions: Permissions = allPermissions,
  signedIn: TokenUser = tokenUser,
) {
  return mockOperation('GetTokenInformation', ({ query }) =>
    query.token === VALID_TOKEN
      ? { valid: true, user: signedIn, permissions, secondFactorEnrolmentRequired: false }
      : { valid: false, user: null, permissions: null, secondFactorEnrolmentRequired: false },
  );
}

export const handlers = [
  tokenInformation(),
  mockOperation('Login', ({ body }) =>
    body.username === 'alice' && body.password === 'password123'
      ? { status: 'signedIn' as const, token: VALID_TOKEN, user }
      : failure({ status: 401, message: 'Invalid username or password.' }),
  ),
  ok('Logout', null, 'You have been logged out.'),
  ok('RegisterAccount', null, 'Account activated.'),
  ok('PasswordResetRequest', null, 'If the account exists, a reset e-mail has been sent.'),
  ok('SubmitTicket', null, 'Your ticket has been submitted.'),
  // The signed-in user's own profile (the /UserProfile page loads it); other usernames are 404.
  mockOperation('GetUserInformation', ({ query }) =>
    query.username === user.username ? user : failure({ status: 404, message: 'No such user.' }),
  ),
  ok('GetAssignableRoles', []),
  ok('GetUsers', { rowCount: 0, gridRows: [] }),
  ok('GetRequests', { rowCount: 0, rowCountCapped: false, gridRows: [] }),
  // The Binary Requests filter bar's choices (statuses, manufacturers, organizations).
  ok('GetRequestStatuses', [
    {
      id: '5a000000-0000-4000-8000-000000000001',
      description: 'In Review',
      workflowName: 'Standard',
    },
    {
      id: '5a000000-0000-4000-8000-000000000002',
      description: 'Completed',
      workflowName: 'Standard',
    },
  ]),
  ok('GetManufacturerPlatforms', [
    {
      manufacturerId: 3,
      manufacturerName: 'Apex Gaming',
      platforms: [{ mid: 7, platform: 'H', name: 'Apex Helios', gSAID: null, sASID: null }],
    },
  ]),
  ok('GetUserOrganizations', [{ id: '3b0c6f0e-8a51-4c2e-9d7a-1f2e3d4c5b6a', name: 'Main Lab' }]),
  // The other lists a signed-in user can land on (after sign-in, or visiting every route).
  ok('GetSoftwareValidations', { rowCount: 0, gridRows: [] }),
  ok('GetSubmissions', { rowCount: 0, gridRows: [] }),
  ok('GetOrganizations', { rowCount: 0, gridRows: [] }),
  // Data Management's first tab loads the workflows as soon as the page opens.
  ok('GetWorkflows', []),
  // The header's Notifications bell on every signed-in page, and what the request details and
  // the profile ask about notifications: nothing yet, followed by nobody, the default delivery.
  ok('GetNotifications', { rowCount: 0, unreadCount: 0, gridRows: [] }),
  mockOperation('GetRequestFollowing', ({ query }) => ({
    requestId: Number(query.requestId),
    following: false,
  })),
  ok('GetNotificationPreferences', { delivery: 'inAppAndEmail' }),
  // The login page's options: the password form only (no single sign-on configured).
  ok('GetSignInOptions', { passwordLogin: true, sso: null }),
  // The profile's sessions: this browser only.
  ok('GetMySessions', [
    {
      sessionId: '0c0c0c0c-0000-4000-8000-000000000001',
      method: 'password',
      createdAt: '2026-11-20T08:00:00.000Z',
      lastSeenAt: '2026-11-20T09:00:00.000Z',
      address: '10.0.0.5',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      current: true,
    },
  ]),
  // The profile's two-factor card: nothing set up yet.
  ok('GetSecondFactors', {
    totpEnabled: false,
    recoveryCodesLeft: 0,
    passkeys: [],
    enrolmentRequired: false,
  }),
  // The signed-in frame opens the live event stream.
  quietEventStream,
];
