import type { Services } from '../../services';
import { ACTIVATION_KEY_DAYS } from '../../repositories/users';

/** The mail carrying an activation key, for an invitation or a password reset. */
export function keyMail(
  services: Services,
  user: { username: string; email: string },
  key: string,
  reason: 'invite' | 'reset',
) {
  const loginUrl = `${services.config.publicUrl}/login`;
  // The register form's fields, filled in by the login page. In the fragment, which browsers
  // never send: the key stays out of the server's (and any proxy's) request log.
  const fields = new URLSearchParams({ username: user.username, activationKey: key });
  const link = `${loginUrl}#${fields.toString()}`;
  const intro =
    reason === 'invite'
      ? 'An account has been created for you in Image Requests.'
      : 'A password reset was requested for your Image Requests account. If you did not ask for it, ignore this message: your password stays unchanged.';
  return {
    to: user.email,
    subject:
      reason === 'invite' ? 'Your Image Requests account' : 'Reset your Image Requests password',
    text: [
      intro,
      '',
      `Open ${link}`,
      'and choose your password (at least 8 characters): your username and activation key are filled in.',
      '',
      `If the link does not open, go to ${loginUrl} and, under 'Register a New Account', enter:`,
      `  Username: ${user.username}`,
      `  Activation key: ${key}`,
      '',
      `The key works once and expires in ${ACTIVATION_KEY_DAYS} days.`,
    ].join('\n'),
  };
}
