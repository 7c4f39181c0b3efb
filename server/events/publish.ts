import { afterCommit, type Db, type Queryable } from '../db/pool';
import { currentOrigin } from './origin';

/** What a change event can be about (the contract's `ChangeEvent.kind`, stored in change_events). */
export type ChangeKind =
  | 'request'
  | 'note'
  | 'attachment'
  | 'organization'
  | 'user'
  | 'workflow'
  | 'notification'
  | 'platform';

export interface ChangeToPublish {
  kind: ChangeKind;
  /** The changed record's id: an integer (requests) or a UUID. */
  recordId: string | number;
  /** Its version after the change, where the record has one. */
  version?: number | null;
  /** For request, note and attachment events: the request they are about (decides who hears). */
  requestId?: number | null;
  /** For notification events: the one user it is for. */
  userId?: string | null;
  /** For platform events: the platform's manufacturer (decides who hears). */
  manufacturerId?: number | null;
  /** Who made the change. */
  actorId?: string | null;
}

/** The channel every server LISTENs on (server/events/hub.ts); a payload is ids, comma-separated. */
export const CHANGE_CHANNEL = 'change_events';

/**
 * Tells every server listening on the database of these (committed) rows: a NOTIFY in a
 * transaction of its own that waits for no WAL flush, so notifying writers do not queue behind one
 * another's fsync (migration 015). The ids are integers of ours, written as text.
 */
export async function announceChanges(db: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const payload = ids.map((id) => String(Math.trunc(id))).join(',');
  await db.query(
    `BEGIN; SET LOCAL synchronous_commit = off; SELECT pg_notify('${CHANGE_CHANNEL}', '${payload}'); COMMIT`,
  );
}

/** Ids per announcement: a NOTIFY payload holds under 8,000 bytes. */
const IDS_PER_ANNOUNCEMENT = 300;

interface Announcer {
  waiting: number[];
  sending: boolean;
}
const announcers = new WeakMap<Db, Announcer>();

/**
 * Announces a committed change soon, off the writer's path: one announcement at a time per pool,
 * each carrying every id committed while the last one was under way. One that fails is left to the
 * hubs' sweep.
 */
export function announceSoon(pool: Db, id: number): void {
  let announcer = announcers.get(pool);
  if (!announcer) announcers.set(pool, (announcer = { waiting: [], sending: false }));
  announcer.waiting.push(id);
  if (!announcer.sending) void announceWaiting(pool, announcer);
}

async function announceWaiting(pool: Db, announcer: Announcer): Promise<void> {
  announcer.sending = true;
  while (announcer.waiting.length > 0) {
    const ids = announcer.waiting.splice(0, IDS_PER_ANNOUNCEMENT);
    await announceChanges(pool, ids).catch(() => undefined);
  }
  announcer.sending = false;
}

/**
 * Records a change for the live stream. Call it with the transaction's client that makes the change:
 * the row exists only if that transaction commits, and it is announced (announceChanges) only once
 * it has, so a stream never hears of a change that was rolled back. Should an announcement be lost
 * (the server dies between the commit and it), the hubs' sweep finds the row (server/events/hub.ts).
 */
export async function publishChange(db: Queryable, change: ChangeToPublish): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO change_events
       (kind, record_id, version, request_id, user_id, actor_id, manufacturer_id, origin)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      change.kind,
      String(change.recordId),
      change.version ?? null,
      change.requestId ?? null,
      change.userId ?? null,
      change.actorId ?? null,
      change.manufacturerId ?? null,
      // The tab the call came from (X-Client-Id), told back to its user's streams only.
      change.actorId ? currentOrigin() : null,
    ],
  );
  const id = rows[0]?.id;
  if (id !== undefined) await afterCommit(db, async (pool) => announceSoon(pool, id));
}
