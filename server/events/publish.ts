import type { Queryable } from '../db/pool';

/** What a change event can be about (the contract's `ChangeEvent.kind`, stored in change_events). */
export type ChangeKind =
  'request' | 'note' | 'attachment' | 'organization' | 'user' | 'workflow' | 'notification';

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
  /** Who made the change. */
  actorId?: string | null;
}

/**
 * Records a change for the live stream. Call it with the transaction's client that makes the change:
 * the row and its NOTIFY (migration 015) exist only if that transaction commits, so a stream never
 * announces a change that was rolled back, and never misses one that was not.
 */
export async function publishChange(db: Queryable, change: ChangeToPublish): Promise<void> {
  await db.query(
    `INSERT INTO change_events (kind, record_id, version, request_id, user_id, actor_id)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      change.kind,
      String(change.recordId),
      change.version ?? null,
      change.requestId ?? null,
      change.userId ?? null,
      change.actorId ?? null,
    ],
  );
}
