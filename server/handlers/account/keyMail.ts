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
      `Open ${loginUrl} and, under 'Register a New Account', enter:`,
      `  Username: ${user.username}`,
      `  Activation key: ${key}`,
      'and choose your password (at least 8 characters).',
      '',
      `The key works once and expires in ${ACTIVATION_KEY_DAYS} days.`,
    ].join('\n'),
  };
}
