import { isApiError, isNoResponse } from '@/api/apiError';

/** The account screens' own wording (spec sections 5 and 8). */
export const messages = {
  required: 'Required.',
  usernameRequired: 'Required',
  minPassword: 'Min 8 characters',
  passwordsDiffer: 'The entered passwords do not match',
  loginThrownPrefix:
    'There was an error logging in. Please contact the provider if you continue to have problems',
} as const;

/**
 * The server said no ('Login error: {message}'); nothing came back (the call's fallback,
 * 'Failed to log in.'); anything else was thrown on the way (the long prefix plus what broke).
 * Returns null for a canceled call, which the user caused and needs no message.
 */
export function loginErrorMessage(error: unknown): string | null {
  if (!isApiError(error)) {
    const detail = error instanceof Error ? error.message : String(error);
    return `${messages.loginThrownPrefix}: ${detail}`;
  }
  if (typeof error.status === 'number') return `Login error: ${error.message}`;
  if (error.status === 'CANCELED') return null;
  if (isNoResponse(error)) return error.message;
  return `${messages.loginThrownPrefix}: ${error.detail ?? error.message}`;
}

/** 'Register error: {message}' when the server refused; the fallback when there was no answer. */
export function registerErrorMessage(error: unknown): string | null {
  if (!isApiError(error))
    return `Register error: ${error instanceof Error ? error.message : String(error)}`;
  if (typeof error.status === 'number') return `Register error: ${error.message}`;
  if (error.status === 'CANCELED') return null;
  return error.message;
}
