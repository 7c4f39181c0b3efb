import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The browser tab a write came from (issue 18): the client sends a random id of its own tab as
 * `X-Client-Id` on every write, and the change events the write publishes keep it as their
 * `origin`. The hub sends it back only on the streams of the user who made the change
 * (server/events/hub.ts), so the tab that wrote can skip refetching what its own write already
 * refreshed, and no one else learns anything of who did what. An id that does not fit the pattern
 * is ignored (no origin), never refused: it is only a hint.
 */
export const CLIENT_ID_HEADER = 'x-client-id';

const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;

const origins = new AsyncLocalStorage<string | null>();

/** The header's value when it is a well-formed client id, else null. */
export function clientIdOf(header: string | string[] | undefined): string | null {
  return typeof header === 'string' && CLIENT_ID.test(header) ? header : null;
}

/** Runs a call's handler with its client id as the origin of whatever it publishes. */
export function withOrigin<T>(origin: string | null, work: () => T): T {
  return origins.run(origin, work);
}

/** The origin of the call being handled (null outside one, or without a client id). */
export function currentOrigin(): string | null {
  return origins.getStore() ?? null;
}
