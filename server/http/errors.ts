import type { components } from '@/api/generated/openapi';

/** The envelope's `code` of an error answer (`ErrorCode` in openapi.yaml). */
export type ErrorCode = components['schemas']['ErrorCode'];

/** The code an error answer of this status carries unless it says otherwise (409 is `conflict`; a stale edit says `stale`). */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'validation';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 408:
      return 'timeout';
    case 409:
      return 'conflict';
    case 413:
    case 431:
      return 'too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    case 503:
      return 'unavailable';
    default:
      return status < 500 ? 'validation' : 'internal';
  }
}

/** The body of every error answer; `field` names the request field it is about, if one. */
export function errorEnvelope(
  status: number,
  message: string,
  code = codeForStatus(status),
  field?: string,
) {
  return { success: false as const, message, code, ...(field ? { field } : {}), result: null };
}

/** An error whose message is safe to show the user; the error handler sends it in the envelope. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly statusCode: number,
    message: string,
    code?: ErrorCode,
    /** The request field the refusal is about (the envelope's `field`). */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code ?? codeForStatus(statusCode);
  }
}

export const badRequest = (message: string, field?: string) =>
  new ApiError(400, message, undefined, field);
export const unauthorized = (message = 'Your session has expired. Please log in again.') =>
  new ApiError(401, message);
export const forbidden = (message: string, field?: string) =>
  new ApiError(403, message, undefined, field);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string, field?: string) =>
  new ApiError(409, message, undefined, field);
/** A save of a record someone else saved since it was loaded (optimistic concurrency). */
export const stale = (message: string) => new ApiError(409, message, 'stale');
