import { ERROR_CODES, type ErrorCode } from './generated/operationFacts';

export type { ErrorCode };

/** Transport failures the client tells apart (spec section 8, "client transport errors"). */
export type TransportErrorStatus =
  'TIMEOUT' | 'NETWORK_ERROR' | 'CANCELED' | 'BAD_RESPONSE' | 'BAD_REQUEST';

/**
 * The one error shape every endpoint rejects with.
 * - `status` is the HTTP status when the server answered with the envelope (`success: false`),
 *   else the transport failure.
 * - `message` is the server's message, or the call's fallback message when there was no usable answer.
 * - `code` is the envelope's code (`ErrorCode` in openapi.yaml) when the server answered with
 *   one: what the app decides by, never the message's words.
 * - `field` is the envelope's `field`: the request field the refusal is about, which forms mark.
 * - `detail` says what went wrong in transport, for screens that show more than the fallback.
 */
export interface ApiError {
  status: number | TransportErrorStatus;
  message: string;
  code?: ErrorCode;
  field?: string;
  detail?: string;
}

export const transportDetails: Readonly<Record<TransportErrorStatus, string>> = {
  TIMEOUT: 'The server did not answer in time.',
  NETWORK_ERROR: 'The server could not be reached.',
  CANCELED: 'The request was canceled.',
  BAD_RESPONSE: 'The server sent a response that could not be read.',
  BAD_REQUEST: 'The server rejected the request.',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function isApiError(value: unknown): value is ApiError {
  return (
    isRecord(value) &&
    typeof value.message === 'string' &&
    (typeof value.status === 'number' || typeof value.status === 'string')
  );
}

const errorCodes: ReadonlySet<string> = new Set(ERROR_CODES);

export const isErrorCode = (value: string): value is ErrorCode => errorCodes.has(value);

/** Which of a form's fields a refusal is about: the envelope's `field`, when the form shows it. */
export function refusedField<F extends string>(error: unknown, shown: readonly F[]): F | undefined {
  if (!isApiError(error)) return undefined;
  return shown.find((name) => name === error.field);
}

/** A save refused because someone else saved the record since it was loaded (409 `stale`). */
export function isStaleError(error: unknown): error is ApiError {
  return isApiError(error) && error.code === 'stale';
}

/** True when nothing usable came back: the user sees only the call's fallback message. */
export function isNoResponse(error: ApiError): boolean {
  return error.status === 'TIMEOUT' || error.status === 'NETWORK_ERROR';
}
