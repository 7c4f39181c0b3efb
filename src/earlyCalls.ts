import { coldRequestListUrl, startEarlyCall, tokenCheckUrl } from './api/earlyCalls';
import { PERSISTED_AUTH_KEY, storedToken } from './features/auth/persistedAuth';

/**
 * The page's first script, a few hundred bytes that run as soon as they arrive: on a signed-in
 * load of a guarded screen, it starts the route's token check (src/api/earlyCalls.ts) while the
 * app's scripts are still on their way, and on Binary Requests its list. The sign-in pages check
 * no token.
 */
const UNGUARDED = new Set(['/login', '/ResetPassword']);

function storedSessionToken(): string | null {
  try {
    return storedToken(window.localStorage.getItem(PERSISTED_AUTH_KEY));
  } catch {
    // Storage refused (a locked-down browser): the app asks itself, as before.
    return null;
  }
}

if (!UNGUARDED.has(window.location.pathname)) {
  const token = storedSessionToken();
  if (token) {
    startEarlyCall(tokenCheckUrl(window.location.origin, token), token);
    const list = coldRequestListUrl(window.location);
    if (list) startEarlyCall(list, token);
  }
}
