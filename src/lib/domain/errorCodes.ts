/**
 * The envelope's `code` an error answer of each status carries unless it names another
 * (`ErrorCode` in openapi.yaml; a 409 is `conflict`, a stale save's `stale`). The server sends
 * it (server/http/errors.ts) and the client's mocks answer with it (src/testing/mockApi.ts);
 * both return it as the contract's generated ErrorCode, so a code the contract lacks fails to
 * compile there.
 */
const BY_STATUS = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  408: 'timeout',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'too_large',
  503: 'unavailable',
} as const;

/** The codes a status alone gives. */
export type StatusErrorCode = (typeof BY_STATUS)[keyof typeof BY_STATUS] | 'internal';

const byStatus: Readonly<Partial<Record<number, StatusErrorCode>>> = BY_STATUS;

/** The code of an error answer of this status; another 4xx is the caller's input, `validation`. */
export function codeForStatus(status: number): StatusErrorCode {
  return byStatus[status] ?? (status < 500 ? 'validation' : 'internal');
}
