import { prepared, row, rows, type PreparedStatement, type Queryable } from '../db/pool';
import type { ChangeKind } from './publish';

/** A row of change_events (migration 015) as the stream reads it. */
export interface ChangeRow {
  /** The stream's event id. */
  id: number;
  kind: ChangeKind;
  recordId: string;
  version: number | null;
  requestId: number | null;
  /** For a notification: its recipient. */
  userId: string | null;
  /** For a platform event: the platform's manufacturer. */
  manufacturerId: number | null;
  /** Who made the change, and the tab it came from (X-Client-Id): told to that user alone. */
  actorId: string | null;
  origin: string | null;
}

const COLUMNS = `c.id, c.kind, c.record_id AS "recordId", c.version, c.request_id AS "requestId",
  c.user_id AS "userId", c.manufacturer_id AS "manufacturerId", c.actor_id AS "actorId", c.origin`;

// The auth version rides along (one round trip): a batch is sent only to subscribers as they
// stand after every role or token change committed before it (server/events/hub.ts).
const BY_IDS_SQL = prepared(`
  SELECT ${COLUMNS}, a.version AS "authVersion"
    FROM auth_version a LEFT JOIN change_events c ON c.id = ANY($1::bigint[])
   ORDER BY c.id`);

const SINCE_SQL = prepared(`
  SELECT ${COLUMNS}, a.version AS "authVersion"
    FROM auth_version a LEFT JOIN change_events c ON c.id > $1
   ORDER BY c.id LIMIT $2`);

export interface ChangeBatch {
  changes: ChangeRow[];
  authVersion: number;
}

/** The changes of these ids (those still kept), in id order, and the auth version now. */
export const changesByIds = (db: Queryable, ids: number[]) => batch(db, BY_IDS_SQL, [ids]);

/** Up to `limit` changes after `lastId`, in id order, and the auth version now. */
export const changesSince = (db: Queryable, lastId: number, limit: number) =>
  batch(db, SINCE_SQL, [lastId, limit]);

async function batch(
  db: Queryable,
  statement: PreparedStatement,
  values: unknown[],
): Promise<ChangeBatch> {
  const found = await rows<ChangeRow & { id: number | null; authVersion: number }>(
    db,
    statement,
    values,
  );
  const changes: ChangeRow[] = [];
  for (const { authVersion: _version, ...change } of found)
    if (change.id !== null) changes.push({ ...change, id: change.id });
  return { changes, authVersion: found[0]?.authVersion ?? 0 };
}

const AFTER_SQL = prepared(`
  SELECT ${COLUMNS} FROM change_events c WHERE c.id > $1 ORDER BY c.id LIMIT $2`);

/** Up to `limit` changes after `lastId`, in id order. */
export async function changesAfter(
  db: Queryable,
  lastId: number,
  limit: number,
): Promise<ChangeRow[]> {
  return rows<ChangeRow>(db, AFTER_SQL, [lastId, limit]);
}

/** Whether the change of this id is still kept (so what followed it can be replayed). */
export async function changeKept(db: Queryable, id: number): Promise<boolean> {
  return (await row(db, prepared('SELECT 1 FROM change_events WHERE id = $1'), [id])) !== undefined;
}

/** The last change's id (0 when none is kept). */
export async function lastChangeId(db: Queryable): Promise<number> {
  const found = await row<{ id: number | null }>(db, 'SELECT max(id) AS id FROM change_events');
  return found?.id ?? 0;
}

/** The auth version now (users, roles, revoked tokens: server/db/dataVersions.ts). */
export async function authVersionNow(db: Queryable): Promise<number> {
  const found = await row<{ version: number }>(db, 'SELECT version FROM auth_version');
  return found?.version ?? 0;
}

/** Forgets changes older than `keepMs`: a client away longer is told to refresh instead. */
export async function pruneChanges(db: Queryable, keepMs: number): Promise<number> {
  const result = await db.query(
    `DELETE FROM change_events WHERE created_at < now() - $1 * interval '1 millisecond'`,
    [keepMs],
  );
  return result.rowCount ?? 0;
}
