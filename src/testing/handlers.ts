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
