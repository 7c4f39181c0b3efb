import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/pool';
import type { AuthUser } from './authUser';

/** Changes kept in the security_events table (and logged). */
export type SecurityAction =
  'roles_changed' | 'password_set' | 'user_invited' | 'second_factor_reset';
/** Events only logged: sign-ins, registrations, reset requests, refusals. */
export type LoggedSecurityAction =
  | SecurityAction
  | 'login_succeeded'
  | 'login_failed'
  | 'account_registered'
  | 'registration_failed'
  | 'password_reset_requested'
  | 'access_refused'
  | 'totp_enabled'
  | 'totp_disabled'
  | 'passkey_added'
  | 'passkey_removed';

export interface SecurityEvent {
  action: SecurityAction;
  actor: Pick<AuthUser, 'userId' | 'username'>;
  target: { userId: string; username: string };
  details?: Record<string, unknown>;
  address: string;
}

export interface LoggedSecurityEvent {
  action: LoggedSecurityAction;
  /** Who acted: the signed-in user, or the username given (login, reset), or nobody. */
  actor?: { userId?: string; username: string } | null;
  target?: { userId?: string; username: string } | null;
  details?: Record<string, unknown>;
  address: string;
}

/**
 * One structured log line per security event (issue 9, hole 7): what (`securityEvent`), who
 * (`actor`, `actorId`), whose (`target`, `targetId`), when (`at`, UTC) and from where
 * (`address`). Never a password or token.
 */
export function logSecurityEvent(log: FastifyBaseLogger, event: LoggedSecurityEvent): void {
  const level =
    event.action === 'login_failed' ||
    event.action === 'registration_failed' ||
    event.action === 'access_refused'
      ? 'warn'
      : 'info';
  log[level](
    {
      securityEvent: event.action,
      actor: event.actor?.username ?? null,
      actorId: event.actor?.userId ?? null,
      target: event.target?.username ?? null,
      targetId: event.target?.userId ?? null,
      details: event.details ?? {},
      address: event.address,
      at: new Date().toISOString(),
    },
    `security event: ${event.action}`,
  );
}

/**
 * Records a change of roles or password (or an invite) in security_events, inside the
 * caller's transaction so the record and the change land together, and logs it.
 */
export async function recordSecurityEvent(
  db: Queryable,
  log: FastifyBaseLogger,
  event: SecurityEvent,
): Promise<void> {
  const details = event.details ?? {};
  await db.query(
    `INSERT INTO security_events (action, actor_user_id, actor_username, target_user_id, target_username, details, address)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      event.action,
      event.actor.userId,
      event.actor.username,
      event.target.userId,
      event.target.username,
      JSON.stringify(details),
      event.address,
    ],
  );
  logSecurityEvent(log, { ...event, details });
}
