import { isApiError } from './apiError';

/** The server's message, or the call's fallback when no answer came (both carried by ApiError). */
export function failureMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return error instanceof Error ? error.message : String(error);
}
