/**
 * How redux-persist keeps the auth slice in localStorage (src/app/store.ts: key 'auth', only
 * the token): one JSON object whose fields are themselves JSON. Read by the tabs that watch
 * each other's sign-ins (useSessionFromOtherTabs) and written by the login page's enhancer
 * (src/features/account/enhancer), which signs in before the store exists: the app then
 * boots signed in, exactly as after its own sign-in. No React, no store: the enhancer's budget.
 */
export const AUTH_PERSIST_KEY = 'auth';

/** The localStorage key of the persisted auth slice. */
export const PERSISTED_AUTH_KEY = `persist:${AUTH_PERSIST_KEY}`;

/** redux-persist's default version (persistReducer's config sets none). */
const PERSIST_VERSION = -1;

/** The token another tab stored, or null once it logged out (redux-persist stores each field as JSON). */
export function storedToken(value: string | null): string | null {
  if (!value) return null;
  try {
    const slice: unknown = JSON.parse(value);
    if (
      typeof slice !== 'object' ||
      slice === null ||
      !('token' in slice) ||
      typeof slice.token !== 'string'
    )
      return null;
    const token: unknown = JSON.parse(slice.token);
    return typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}

/** Stores the token (null forgets it) as the store's persistence would. */
export function persistToken(storage: Pick<Storage, 'setItem'>, token: string | null): void {
  storage.setItem(
    PERSISTED_AUTH_KEY,
    JSON.stringify({
      token: JSON.stringify(token),
      _persist: JSON.stringify({ version: PERSIST_VERSION, rehydrated: true }),
    }),
  );
}
