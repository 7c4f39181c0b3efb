/**
 * This tab's random id, sent as `X-Client-Id` on every write (src/api/baseQuery.ts). The change
 * events of those writes come back with it as `origin`, on this user's streams only
 * (openapi.yaml, StreamEvents): this tab refreshed what it wrote itself and skips them
 * (liveTags.ts); the user's other tabs and browsers, whose ids differ, refetch. Random per tab
 * and never stored, so it says nothing about who the user is. getRandomValues, not randomUUID:
 * the latter exists only in secure contexts, and a lab may serve the app over plain http.
 */
function randomId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const TAB_ID = randomId();

export const CLIENT_ID_HEADER = 'X-Client-Id';
