/** Why single sign-on came back without signing in (server/auth/oidc/routes.ts `SsoError`). */
const SSO_ERRORS: Record<string, string> = {
  unverified:
    'Single sign-on was refused: your identity provider has not verified your e-mail address. Verify it there, or ask your administrator.',
  ambiguous:
    'Single sign-on was refused: more than one account here uses your e-mail address. Please ask your administrator.',
  removed: 'Single sign-on was refused: your account here has been removed.',
  state:
    'Single sign-on could not be completed: the sign-in was interrupted or altered. Please try again.',
  denied: 'Single sign-on was cancelled at your identity provider.',
  failed:
    'Single sign-on could not be completed. Please try again, or ask your administrator if it keeps failing.',
};

export const ssoButtonLabel = (label: string) => `Sign in with ${label}`;

export function ssoErrorMessage(code: string): string {
  return SSO_ERRORS[code] ?? SSO_ERRORS.failed;
}

/**
 * What the provider's round trip left in the login page's URL fragment (never sent to a server):
 * the single-use code to trade for a token, or why it failed.
 */
export function ssoOutcomeOf(hash: string): { code: string } | { error: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('ssoCode');
  if (code) return { code };
  const error = params.get('ssoError');
  return error ? { error } : null;
}
