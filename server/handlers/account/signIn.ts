import type { FastifyRequest } from 'fastify';
import { logSecurityEvent } from '../../auth/audit';
import { clearLoginFailures, recordLoginFailure } from '../../auth/loginThrottle';
import type { UserRow } from '../../repositories/users';
import type { Services } from '../../services';
import { profileOf } from './profileView';

/** How a sign-in was proven (the sessions' `method` once they land). */
export type SignInMethod = 'password' | 'passkey';

/**
 * The one place a proven sign-in becomes a token, for Login, VerifySecondFactor and
 * FinishPasskeySignIn: the account's failed sign-ins are forgotten, the sign-in is logged and a
 * token issued. (When sessions land, the token comes from sessions.startSession with `method`.)
 */
export async function completeSignIn(
  services: Services,
  request: FastifyRequest,
  user: UserRow,
  rememberMe: boolean,
  method: SignInMethod,
  secondFactor?: 'totp' | 'recovery_code' | 'passkey',
) {
  await clearLoginFailures(services.db, user.username);
  logSecurityEvent(services.log, {
    action: 'login_succeeded',
    actor: { userId: user.id, username: user.username },
    address: request.ip,
    details: { method, ...(secondFactor ? { secondFactor } : {}) },
  });
  const token = services.tokens.issue(
    { userId: user.id, username: user.username, passwordChangedAt: user.password_changed_at },
    rememberMe,
  );
  return { status: 'signedIn' as const, token, user: await profileOf(services.db, user) };
}

/** A refused second factor: counted against the account like a wrong password, and logged. */
export async function secondFactorFailed(
  services: Services,
  request: FastifyRequest,
  user: Pick<UserRow, 'id' | 'username'>,
  reason: string,
): Promise<void> {
  logSecurityEvent(services.log, {
    action: 'login_failed',
    actor: { userId: user.id, username: user.username },
    address: request.ip,
    details: { reason },
  });
  await recordLoginFailure(services.db, user.username, request.ip, {
    limit: services.config.loginAccountLimit,
    windowMinutes: services.config.loginAccountWindowMinutes,
  });
}
