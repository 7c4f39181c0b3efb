/**
 * Endpoints whose failures the calling screen reports itself (with its own prefix, such as
 * 'Login error: {message}'), so the global error snackbar stays quiet for them.
 * Screens that add their own error wording add the endpoint here.
 */
export const endpointsReportingOwnErrors: ReadonlySet<string> = new Set([
  // The route guard redirects to /login silently.
  'getTokenInformation',
  'login',
  'registerAccount',
  'saveUserInformation',
  'saveNewPassword',
  'sendUserInvite',
  // The profile form says 'Gathering the assignable roles has failed' (spec section 8).
  'getAssignableRoles',
  'addAttachments',
  // 'Error when saving the organization information: {message}'.
  'saveOrganizationInformation',
  'updateOrganization',
  // Logout goes on to /login whatever the server answers; a failure has nothing to tell.
  'logout',
]);

/** Calls made without a session: a 401 from them means bad credentials, not an expired session. */
export const endpointsWithoutSession: ReadonlySet<string> = new Set([
  'login',
  'registerAccount',
  'passwordResetRequest',
  'getTokenInformation',
]);
