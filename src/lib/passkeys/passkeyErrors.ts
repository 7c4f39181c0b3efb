/**
 * What to tell a user whose passkey ceremony failed in the browser: the user closed the
 * browser's dialog or it timed out (NotAllowedError), the authenticator already holds a passkey
 * of this account (InvalidStateError), or anything else.
 */
export function passkeyFailure(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError') return 'The passkey request was cancelled or timed out.';
  if (name === 'InvalidStateError') return 'This device already holds a passkey for your account.';
  return `The passkey could not be used: ${error instanceof Error ? error.message : String(error)}`;
}
