import type { Queryable } from '../db/pool';

/**
 * What the request list learnt, kept until its data changes: the pages of the list without a
 * search (every user opening Binary Requests asks for the same first page), and of searches
 * their capped count and match density, and where their matches begin in a sort order
 * (paging through the same search, or re-sorting it, asks for them again and again).
 * Each value is kept under the database's list version (005_request_list_speed.sql,
 * 013_auth_version.sql), which every committed write to image_requests or workflow_actions
 * moves, read at the start of the call that computes it (server/db/dataVersions.ts): a value
 * is used only by a call that read the same version, so nothing is ever served stale,
 * whichever server instance (or psql session) made the write. At most 1,000 values (pages
 * hold at most 100 rows): a few megabytes.
 */
const MAX_ENTRIES = 1000;

interface ListCache {
  version: number;
  values: Map<string, unknown>;
}

// One cache per database pool (tests and the benchmark may hold several in one process).
const caches = new WeakMap<Queryable, ListCache>();

// Versions only grow: a call that read an older one (just before a write committed) finds
// nothing and keeps nothing, rather than throwing out what the newer version's calls learnt.
function cacheOf(db: Queryable, version: number): ListCache | undefined {
  let cache = caches.get(db);
  if (!cache || version > cache.version) {
    cache = { version, values: new Map() };
    caches.set(db, cache);
  }
  return cache.version === version ? cache : undefined;
}

/** The value remembered for `key` at this version, if any. */
export function recallListValue<T>(db: Queryable, version: number, key: string): T | undefined {
  return cacheOf(db, version)?.values.get(key) as T | undefined;
}

/** Remembers `value` for `key`, unless the data has moved on from `version` meanwhile. */
export function rememberListValue<T>(db: Queryable, version: number, key: string, value: T): void {
  const current = caches.get(db);
  if (current?.version !== version) return;
  if (current.values.size >= MAX_ENTRIES) current.values.delete(current.values.keys().next().value as string);
  current.values.set(key, value);
}

export async function cachedListValue<T>(db: Queryable, version: number, key: string, compute: () => Promise<T>): Promise<T> {
  const known = recallListValue<T>(db, version, key);
  if (known !== undefined) return known;
  const value = await compute();
  // The data may have moved while computing: only values of the version asked for are kept.
  rememberListValue(db, version, key, value);
  return value;
}
