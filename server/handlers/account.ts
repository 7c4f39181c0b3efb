import { joinParts } from './joinParts';
import { profileHandlers } from './account/profile';
import { passkeyHandlers } from './account/passkeys';
import { registrationHandlers } from './account/registration';
import { secondFactorHandlers } from './account/secondFactor';
import { sessionHandlers } from './account/session';
import { sessionListHandlers } from './account/sessions';
import { ssoHandlers } from './account/sso';
import { ticketHandlers } from './account/ticket';
import { userHandlers } from './account/users';

export { LOGIN_FAILED, loginThrottled } from './account/session';
export { REGISTER_FAILED, RESET_ANSWER } from './account/registration';
export { OTHERS_EMAIL, OTHERS_PASSWORD, STALE_USER } from './account/profile';
export { NO_ROLES } from './account/users';
export { TICKET_SUBMITTED } from './account/ticket';

/** The Account operations, answered by the parts in ./account/. */
export const accountHandlers = joinParts(
  'Account',
  sessionHandlers,
  sessionListHandlers,
  ssoHandlers,
  registrationHandlers,
  profileHandlers,
  userHandlers,
  ticketHandlers,
  secondFactorHandlers,
  passkeyHandlers,
);
