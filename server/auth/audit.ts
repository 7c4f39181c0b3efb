import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/pool';
import type { AuthUser } from './authUser';

export type SecurityAction = 'roles_changed' | 'password_set' | 'user_invited';

export interface SecurityEvent {
  action: SecurityAction;
  actor: Pick<AuthUser, 'userId' | 'username'>;
  target: { userId: string; username: string };
  details?: Record<string, unknown>;
  address: string;
}

/**
 * Records a change of roles or password (or an invite) in security_events, inside the
 * caller's transaction so the record and the change land together, and writes the same as
 * one structured log line for whoever watches the log.
 */
export async function recordSecurityEvent(db: Queryable, log: FastifyBaseLogger, event: SecurityEvent): Promise<void> {
  const details = event.details ?? {};
  await db.query(
    `INSERT INTO security_events (action, actor_user_id, actor_username, target_user_id, target_username, details, address)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [event.action, event.actor.userId, event.actor.username, event.target.userId, event.target.username, JSON.stringify(details), event.address],
  );
  log.info(
    {
      securityEvent: event.action,
      actor: event.actor.username,
      actorId: event.actor.userId,
      target: event.target.username,
      targetId: event.target.userId,
      details,
      address: event.address,
      at: new Date().toISOString(),
    },
    `security event: ${event.action}`,
  );
}
