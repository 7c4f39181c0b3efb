import type { components } from '../generated/openapi';
import { codeForStatus as statusCode } from '@/lib/domain/errorCodes';

/** The envelope's `code` of an error answer (`ErrorCode` in openapi.yaml). */
export type ErrorCode = components['schemas']['ErrorCode'];

/** The code an error answer of this status carries unless it says otherwise (src/lib/domain/errorCodes.ts). */
export function codeForStatus(status: number): ErrorCode {
  return statusCode(status);
}

/** The body of every error answer. */
export function errorEnvelope(status: number, message: string, code = codeForStatus(status)) {
  return { success: false as const, message, code, result: null };
}

/** An error whose message is safe to show the user; the error handler sends it in the envelope. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly statusCode: number,
    message: string,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code ?? codeForStatus(statusCode);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = 'Your session has expired. Please log in again.') =>
  new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
/** A save of a record someone else saved since it was loaded (optimistic concurrency). */
export const stale = (message: string) => new ApiError(409, message, 'stale');
