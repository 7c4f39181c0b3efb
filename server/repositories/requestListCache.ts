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
 * whichever server instance (or psql session) made the write. At most 1,000 values and about
 * 32 MB by the sizes their callers estimate, the least recently used first out.
 */
const MAX_ENTRIES = 1000;
export const MAX_LIST_CACHE_BYTES = 32 * 1024 * 1024;

interface Entry {
  value: unknown;
  bytes: number;
}

interface ListCache {
  version: number;
  values: Map<string, Entry>;
  bytes: number;
}

// One cache per database pool (tests and the benchmark may hold several in one process).
const caches = new WeakMap<Queryable, ListCache>();

// Versions only grow: a call that read an older one (just before a write committed) finds
// nothing and keeps nothing, rather than throwing out what the newer version's calls learnt.
function cacheOf(db: Queryable, version: number): ListCache | undefined {
  let cache = caches.get(db);
  if (!cache || version > cache.version) {
    cache = { version, values: new Map(), bytes: 0 };
    caches.set(db, cache);
  }
  return cache.version === version ? cache : undefined;
}

/** The value remembered for `key` at this version, if any. */
export function recallListValue<T>(db: Queryable, version: number, key: string): T | undefined {
  const values = cacheOf(db, version)?.values;
  const entry = values?.get(key);
  if (!values || !entry) return undefined;
  // Most recently used last: a Map iterates in insertion order.
  values.delete(key);
  values.set(key, entry);
  return entry.value as T;
}

/** Remembers `value` for `key`, unless the data has moved on from `version` meanwhile. */
export function rememberListValue<T>(
  db: Queryable,
  version: number,
  key: string,
  value: T,
  bytes = 256,
): void {
  const current = cacheOf(db, version);
  if (!current || bytes > MAX_LIST_CACHE_BYTES) return;
  const replaced = current.values.get(key);
  if (replaced) {
    current.values.delete(key);
    current.bytes -= replaced.bytes;
  }
  for (const [oldest, entry] of current.values) {
    if (current.values.size < MAX_ENTRIES && current.bytes + bytes <= MAX_LIST_CACHE_BYTES) break;
    current.values.delete(oldest);
    current.bytes -= entry.bytes;
  }
  // Shared by every call that finds it: frozen, so no caller can change what another is answered.
  current.values.set(key, { value: deepFreeze(value), bytes });
  current.bytes += bytes;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** `bytesOf`: an estimate of the value's memory (what the cache's bound counts). */
export async function cachedListValue<T>(
  db: Queryable,
  version: number,
  key: string,
  compute: () => Promise<T>,
  bytesOf?: (value: T) => number,
): Promise<T> {
  const known = recallListValue<T>(db, version, key);
  if (known !== undefined) return known;
  const value = await compute();
  // The data may have moved while computing: only values of the version asked for are kept.
  rememberListValue(db, version, key, value, bytesOf?.(value));
  return value;
}
