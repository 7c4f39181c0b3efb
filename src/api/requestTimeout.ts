/** How long a call waits for its answer (src/api/baseQuery.ts, the login enhancer). */
export const REQUEST_TIMEOUT_MS = 30_000;
