import { http, HttpResponse } from 'msw';
import type { ErrorCode, Permissions, TokenUser } from '@/api/generated/accountApi';
import { allPermissions, tokenUser, user, VALID_TOKEN } from './fixtures';

/** Every response keeps the contract's envelope: { success, message, result }. */
export function ok<T>(result: T, message = '') {
  return HttpResponse.json({ success: true, message, result });
}

/** The code the server sends with each status unless it names another (a stale save's 409 is `stale`). */
const STATUS_CODES: Readonly<Record<number, ErrorCode>> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'unavailable',
};

export function fail(status: number, message: string, code = STATUS_CODES[status] ?? 'internal') {
  return HttpResponse.json({ success: false, message, code, result: null }, { status });
}

export const api = (path: string) => `*/api/${path}`;

/** GetTokenInformation answering valid for VALID_TOKEN with the given flags (and user). */
export function tokenInformation(
  permissions: Permissions = allPermissions,
  signedIn: TokenUser = tokenUser,
) {
  return http.get(api('Account/GetTokenInformation'), ({ request }) => {
    const token = new URL(request.url).searchParams.get('token');
    return token === VALID_TOKEN
      ? ok({ valid: true, user: signedIn, permissions })
      : ok({ valid: false, user: null, permissions: null });
  });
}

export const handlers = [
  tokenInformation(),
  http.post(api('Account/Login'), async ({ request }) => {
    const body = (await request.json()) as { username?: string; password?: string };
    if (body.username === 'alice' && body.password === 'password123') {
      return ok({ token: VALID_TOKEN, user });
    }
    return fail(401, 'Invalid username or password.');
  }),
  http.post(api('Account/Logout'), () => ok(null, 'You have been logged out.')),
  http.post(api('Account/RegisterAccount'), () => ok(null, 'Account activated.')),
  http.post(api('Account/PasswordResetRequest'), () =>
    ok(null, 'If the account exists, a reset e-mail has been sent.'),
  ),
  http.post(api('Account/SubmitTicket'), () => ok(null, 'Your ticket has been submitted.')),
  // The signed-in user's own profile (the /UserProfile page loads it); other usernames are 404.
  http.get(api('Account/GetUserInformation'), ({ request }) =>
    new URL(request.url).searchParams.get('username') === user.username
      ? ok(user)
      : fail(404, 'No such user.'),
  ),
  http.get(api('Account/GetAssignableRoles'), () => ok([])),
  http.get(api('Account/GetUsers'), () => ok({ rowCount: 0, gridRows: [] })),
  http.get(api('BinaryRequest/GetRequests'), () => ok({ rowCount: 0, gridRows: [] })),
  // The other lists a signed-in user can land on (after sign-in, or visiting every route).
  http.get(api('SoftwareValidation/GetSoftwareValidations'), () =>
    ok({ rowCount: 0, gridRows: [] }),
  ),
  http.get(api('SSIFSubmission/GetSubmissions'), () => ok({ rowCount: 0, gridRows: [] })),
  http.get(api('Administrative/GetOrganizations'), () => ok({ rowCount: 0, gridRows: [] })),
  // Data Management's first tab loads the workflows as soon as the page opens.
  http.get(api('Management/GetWorkflows'), () => ok([])),
];
