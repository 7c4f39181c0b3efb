import type { FastifyRequest } from 'fastify';
import { recordAccessEvent } from '../../auth/audit';
import { startSession, type SessionMethod } from '../../auth/sessions';
import { clearLoginFailures, recordLoginFailure } from '../../auth/loginThrottle';
import type { UserRow } from '../../repositories/users';
import type { Services } from '../../services';
import { profileOf } from './profileView';

/** How a sign-in was proven (the session's `method`). */
export type SignInMethod = Exclude<SessionMethod, 'sso'>;

/**
 * The one place a proven sign-in becomes a token, for Login, VerifySecondFactor and
 * FinishPasskeySignIn: the account's failed sign-ins are forgotten, the sign-in goes on the audit
 * trail and a session starts (its token).
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
  await recordAccessEvent(services.db, services.log, {
    action: 'login_succeeded',
    actor: { userId: user.id, username: user.username },
    address: request.ip,
    details: { method, ...(secondFactor ? { secondFactor } : {}) },
  });
  const { token } = await startSession(
    services.db,
    services.tokens,
    { userId: user.id, username: user.username, passwordChangedAt: user.password_changed_at },
    { method, rememberMe, address: request.ip, userAgent: request.headers['user-agent'] },
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
  await recordAccessEvent(services.db, services.log, {
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
