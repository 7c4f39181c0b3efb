import { keptPerDatabase } from '../../db/keptValues';
import type { Queryable } from '../../db/pool';

/**
 * What the request list learnt, kept under the list version (server/db/keptValues.ts): the pages,
 * searched or not (every user opening Binary Requests asks for the same first page), and of
 * searches their capped count and match density, the live total, and where their matches begin
 * in a sort order (paging through the same search, or re-sorting it, asks for them again and
 * again). The list version (005_request_list_speed.sql, 013_auth_version.sql) moves with every
 * committed write to image_requests or workflow_actions. At most 1,000 values and about 32 MB
 * per database pool.
 */
export const MAX_KEPT_LIST_BYTES = 32 * 1024 * 1024;
const keptList = keptPerDatabase<unknown>({ maxEntries: 1000, maxBytes: MAX_KEPT_LIST_BYTES });

/** A key of a kept list value; `T` is what is kept under it (its first word names the kind). */
export interface ListKey<T> {
  readonly text: string;
  /** Never set: it ties the key to its value's type. */
  readonly value?: T;
}

export function listKey<T>(
  kind: 'page' | 'count' | 'live' | 'first',
  ...parts: unknown[]
): ListKey<T> {
  return { text: JSON.stringify([kind, ...parts]) };
}

/** The value kept under `key` at this version, if any. */
export function recallListValue<T>(db: Queryable, version: number, key: ListKey<T>): T | undefined {
  // Each key's kind holds one type of value (listKey's callers), so the kept value is a T.
  return keptList(db).get(version, key.text) as T | undefined;
}

/** Keeps `value` under `key`, unless the data has moved on from `version` meanwhile. */
export function rememberListValue<T>(
  db: Queryable,
  version: number,
  key: ListKey<T>,
  value: T,
  bytes?: number,
): void {
  keptList(db).set(version, key.text, value, { bytes });
}

/** The kept value, or `compute`'s, kept unless the data moved while computing. */
export async function keptListValue<T>(
  db: Queryable,
  version: number,
  key: ListKey<T>,
  compute: () => Promise<T>,
  bytesOf?: (value: T) => number,
): Promise<T> {
  const known = recallListValue(db, version, key);
  if (known !== undefined) return known;
  const value = await compute();
  rememberListValue(db, version, key, value, bytesOf?.(value));
  return value;
}
