import type { Queryable } from '../db/pool';

/** How a session was signed in (019_sessions.sql). */
export type SessionMethod = 'password' | 'sso' | 'passkey';

export interface SessionRow {
  id: string;
  method: SessionMethod;
  createdAt: Date;
  lastSeenAt: Date;
  address: string;
  userAgent: string;
}

/** Longest user agent kept: enough to name a browser and system, never a client's essay. */
const USER_AGENT_MAX = 400;

export async function insertSession(
  db: Queryable,
  session: {
    userId: string;
    method: SessionMethod;
    lifetimeSeconds: number;
    address: string;
    userAgent: string;
  },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO sessions (user_id, method, expires_at, address, user_agent)
     VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5) RETURNING id`,
    [
      session.userId,
      session.method,
      session.lifetimeSeconds,
      session.address,
      session.userAgent.slice(0, USER_AGENT_MAX),
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('the session was not stored');
  return id;
}

/** A new token of a session lives longer than its first: the session then lasts as long. */
export async function extendSession(
  db: Queryable,
  sessionId: string,
  lifetimeSeconds: number,
): Promise<void> {
  await db.query(
    `UPDATE sessions SET expires_at = greatest(expires_at, now() + make_interval(secs => $2))
      WHERE id = $1`,
    [sessionId, lifetimeSeconds],
  );
}

/** A user's open, unexpired sessions, the most recently seen first. */
export async function openSessions(db: Queryable, userId: string): Promise<SessionRow[]> {
  const { rows } = await db.query<SessionRow>(
    `SELECT id, method, created_at AS "createdAt", last_seen_at AS "lastSeenAt", address,
            user_agent AS "userAgent"
       FROM sessions
      WHERE user_id = $1 AND ended_at IS NULL AND expires_at > now()
      ORDER BY last_seen_at DESC, created_at DESC`,
    [userId],
  );
  return rows;
}

/**
 * Ends sessions: one (`sessionId`, and only if it is `userId`'s when given), or all of a user's but
 * `except`. Returns how many were open. The update moves auth_version (019_sessions.sql), so every
 * server drops the users it kept for their tokens and the next call with one answers 401.
 */
export async function endSessions(
  db: Queryable,
  which: { sessionId: string; userId?: string } | { userId: string; except?: string },
): Promise<number> {
  const result =
    'sessionId' in which
      ? await db.query(
          `UPDATE sessions SET ended_at = now()
            WHERE id = $1 AND ($2::uuid IS NULL OR user_id = $2) AND ended_at IS NULL`,
          [which.sessionId, which.userId ?? null],
        )
      : await db.query(
          `UPDATE sessions SET ended_at = now()
            WHERE user_id = $1 AND ended_at IS NULL AND ($2::uuid IS NULL OR id <> $2)`,
          [which.userId, which.except ?? null],
        );
  return result.rowCount ?? 0;
}

/** Sessions this server has seen, and when it last wrote that: kept to a few per server. */
const LAST_SEEN_SIZE = 10_000;
/** How stale "last seen" may be: a minute, so a busy browser writes once a minute, not per call. */
export const LAST_SEEN_EVERY_MS = 60_000;

/**
 * Writes a session's last_seen_at at most once a minute per server. The write is not awaited: the
 * call it rides on does not wait for it, and its failure (the database gone for a moment) only
 * leaves "last seen" a minute older. It moves no version (the trigger watches ended_at only).
 */
export class LastSeen {
  private readonly written = new Map<string, number>();

  touch(db: Queryable, sessionId: string, now = Date.now()): void {
    const last = this.written.get(sessionId);
    if (last !== undefined && now - last < LAST_SEEN_EVERY_MS) return;
    if (this.written.size >= LAST_SEEN_SIZE) this.forgetBefore(now - LAST_SEEN_EVERY_MS);
    this.written.set(sessionId, now);
    db.query(`UPDATE sessions SET last_seen_at = now() WHERE id = $1 AND ended_at IS NULL`, [
      sessionId,
    ]).catch(() => undefined);
  }

  private forgetBefore(cutoff: number): void {
    for (const [id, at] of this.written) if (at < cutoff) this.written.delete(id);
    // All seen within the minute: forget the oldest, which at worst writes once more.
    if (this.written.size >= LAST_SEEN_SIZE)
      this.written.delete(this.written.keys().next().value as string);
  }
}
