/**
 * Passwords (product spec sections 5 and 9): at least 8 characters, in the login, register
 * and password-change forms and on the server (which also refuses a confirmation that
 * differs). The contract states the same limits on every password field; password.test.ts
 * keeps them equal.
 */
export const MIN_PASSWORD_LENGTH = 8;

export function isLongEnoughPassword(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH;
}
