import { row, type Queryable } from '../db/pool';

/**
 * What request-list searches learnt, kept until image_requests changes: a search's capped
 * count and its match density, and where its matches begin in a sort order. Paging through
 * the same search, or re-sorting it, asks for them again and again. The key includes the
 * database's list version (005_request_list_speed.sql), which every write moves, so nothing
 * is ever served stale, whichever server instance made the write.
 */
const MAX_ENTRIES = 1000;

interface SearchCache {
  version: number;
  values: Map<string, unknown>;
}

// One cache per database pool (tests and the benchmark may hold several in one process).
const caches = new WeakMap<Queryable, SearchCache>();

export async function listVersion(db: Queryable): Promise<number> {
  const result = await row<{ version: number }>(db, 'SELECT version FROM request_list_version');
  return result?.version ?? 0;
}

function cacheOf(db: Queryable, version: number): SearchCache {
  let cache = caches.get(db);
  if (!cache || cache.version !== version) {
    cache = { version, values: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** The value remembered for `key` at this version, if any. */
export function recallSearch<T>(db: Queryable, version: number, key: string): T | undefined {
  return cacheOf(db, version).values.get(key) as T | undefined;
}

/** Remembers `value` for `key`, unless the data has moved on from `version` meanwhile. */
export function rememberSearch<T>(db: Queryable, version: number, key: string, value: T): void {
  const current = caches.get(db);
  if (current?.version !== version) return;
  if (current.values.size >= MAX_ENTRIES) current.values.delete(current.values.keys().next().value as string);
  current.values.set(key, value);
}

export async function cachedSearch<T>(db: Queryable, version: number, key: string, compute: () => Promise<T>): Promise<T> {
  const known = recallSearch<T>(db, version, key);
  if (known !== undefined) return known;
  const value = await compute();
  // The data may have moved while computing: only values of the version asked for are kept.
  rememberSearch(db, version, key, value);
  return value;
}
