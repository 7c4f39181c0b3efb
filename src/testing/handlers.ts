import { HttpResponse } from 'msw';
import type { Permissions, TokenUser } from '@/api/generated/accountApi';
import { failure, mockOperation, ok as okOperation } from './mockApi';
import { allPermissions, tokenUser, user, VALID_TOKEN } from './fixtures';

/** Every response keeps the contract's envelope: { success, message, result }.
 * @deprecated Mock by operation with `ok` / `mockOperation` from `./mockApi` (kept only until
 * test files written meanwhile on other branches are moved over). */
export function ok<T>(result: T, message = '') {
  return HttpResponse.json({ success: true, message, result });
}

/** @deprecated Use `fail` / `failure` from `./mockApi`. */
export function fail(status: number, message: string) {
  return HttpResponse.json({ success: false, message, result: null }, { status });
}

/** @deprecated Name the operation instead (`mockOperation` from `./mockApi`). */
export const api = (path: string) => `*/api/${path}`;

/** GetTokenInformation answering valid for VALID_TOKEN with the given flags (and user). */
export function tokenInformation(
  permissions: Permissions = allPermissions,
  signedIn: TokenUser = tokenUser,
) {
  return mockOperation('GetTokenInformation', ({ query }) =>
    query.token === VALID_TOKEN
      ? { valid: true, user: signedIn, permissions }
      : { valid: false, user: null, permissions: null },
  );
}

export const handlers = [
  tokenInformation(),
  mockOperation('Login', ({ body }) =>
    body.username === 'alice' && body.password === 'password123'
      ? { token: VALID_TOKEN, user }
      : failure({ status: 401, message: 'Invalid username or password.' }),
  ),
  okOperation('Logout', null, 'You have been logged out.'),
  okOperation('RegisterAccount', null, 'Account activated.'),
  okOperation('PasswordResetRequest', null, 'If the account exists, a reset e-mail has been sent.'),
  okOperation('SubmitTicket', null, 'Your ticket has been submitted.'),
  // The signed-in user's own profile (the /UserProfile page loads it); other usernames are 404.
  mockOperation('GetUserInformation', ({ query }) =>
    query.username === user.username ? user : failure({ status: 404, message: 'No such user.' }),
  ),
  okOperation('GetAssignableRoles', []),
  okOperation('GetUsers', { rowCount: 0, gridRows: [] }),
  okOperation('GetRequests', { rowCount: 0, rowCountCapped: false, gridRows: [] }),
  // The other lists a signed-in user can land on (after sign-in, or visiting every route).
  okOperation('GetSoftwareValidations', { rowCount: 0, gridRows: [] }),
  okOperation('GetSubmissions', { rowCount: 0, gridRows: [] }),
  okOperation('GetOrganizations', { rowCount: 0, gridRows: [] }),
  // Data Management's first tab loads the workflows as soon as the page opens.
  okOperation('GetWorkflows', []),
];
