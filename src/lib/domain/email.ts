/**
 * An e-mail address (product spec section 5: 'Not a valid e-mail address', a "simple
 * {email} pattern"): something@something.something, no spaces. The forms check it; the server
 * gives the same pattern to Ajv as the contract's `format: email` (server/app.ts), so an
 * address the browser takes is one the server takes. email.test.ts checks the contract.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contract's maxLength of every e-mail field (the longest address RFC 5321 allows). */
export const MAX_EMAIL_LENGTH = 320;

export function isEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value);
}
