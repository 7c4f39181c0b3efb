import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../audit/trail';
import type { Queryable } from '../db/pool';
import type { AuthUser } from './authUser';

/** Changes of a user's access, kept in the audit trail (kind `user`) and logged. */
export type SecurityAction =
  | 'roles_changed'
  | 'password_set'
  | 'user_invited'
  | 'sessions_ended'
  | 'sso_account_created'
  | 'sso_account_linked'
  | 'second_factor_reset';
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
  /** What changed, as the audit trail shows it (never a password or key). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  address: string;
}

/** The audit trail's action for each (018_audit_trail.sql moved the older rows the same way). */
const AUDIT_ACTION: Record<SecurityAction, string> = {
  roles_changed: 'rolesChanged',
  password_set: 'passwordSet',
  user_invited: 'invited',
  sessions_ended: 'sessionsEnded',
  sso_account_created: 'ssoAccountCreated',
  sso_account_linked: 'ssoAccountLinked',
  second_factor_reset: 'secondFactorReset',
};

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
 * Records a change of roles or password (or an invite) in the audit trail, inside the caller's
 * transaction so the record and the change land together, and logs it.
 */
export async function recordSecurityEvent(
  db: Queryable,
  log: FastifyBaseLogger,
  event: SecurityEvent,
): Promise<void> {
  const details = event.details ?? {};
  await recordAudit(db, {
    actor: { userId: event.actor.userId, username: event.actor.username, address: event.address },
    kind: 'user',
    action: AUDIT_ACTION[event.action],
    target: { id: event.target.userId, label: event.target.username },
    before: event.before,
    after: event.after,
    details,
  });
  logSecurityEvent(log, {
    action: event.action,
    actor: event.actor,
    target: event.target,
    details,
    address: event.address,
  });
}

/** Where a logged-only event of an anonymous call (sign-in, registration, reset) goes in the trail. */
const ANONYMOUS_TRAIL: Partial<
  Record<LoggedSecurityAction, { kind: 'signIn' | 'user'; action: string }>
> = {
  login_succeeded: { kind: 'signIn', action: 'succeeded' },
  login_failed: { kind: 'signIn', action: 'failed' },
  account_registered: { kind: 'user', action: 'registered' },
  registration_failed: { kind: 'user', action: 'registrationFailed' },
  password_reset_requested: { kind: 'user', action: 'passwordResetRequested' },
};

/**
 * Logs a sign-in, registration or reset request and appends it to the audit trail on `db` (the
 * pool: it changes nothing else, so a failure is on record although the call answers an error).
 * The actor is the username given, and its user's id when one has it.
 */
export async function recordAccessEvent(
  db: Queryable,
  log: FastifyBaseLogger,
  event: LoggedSecurityEvent,
): Promise<void> {
  logSecurityEvent(log, event);
  const trail = ANONYMOUS_TRAIL[event.action];
  if (!trail) return;
  await recordAudit(db, {
    actor: {
      userId: event.actor?.userId ?? null,
      username: event.actor?.username ?? '',
      address: event.address,
    },
    ...trail,
    target: event.actor?.userId ? { id: event.actor.userId, label: event.actor.username } : null,
    details: event.details ?? {},
  });
}
