import { row, type Queryable } from '../db/pool';

/**
 * Counts of request-list searches, kept until image_requests changes. A search count scans
 * every match (a common word can match a third of the lab), while paging through the same
 * search, or re-sorting it, asks for the same count again and again. The key includes the
 * database's list version (005_request_list_speed.sql), which every write moves, so a count
 * is never served stale, whichever server instance made the write.
 */
const MAX_ENTRIES = 1000;

interface CountCache {
  version: number;
  counts: Map<string, number>;
}

// One cache per database pool (tests and the benchmark may hold several in one process).
const caches = new WeakMap<Queryable, CountCache>();

export async function listVersion(db: Queryable): Promise<number> {
  const result = await row<{ version: number }>(db, 'SELECT version FROM request_list_version');
  return result?.version ?? 0;
}

export async function cachedSearchCount(db: Queryable, version: number, key: string, count: () => Promise<number>): Promise<number> {
  let cache = caches.get(db);
  if (!cache || cache.version !== version) {
    cache = { version, counts: new Map() };
    caches.set(db, cache);
  }
  const known = cache.counts.get(key);
  if (known !== undefined) return known;
  const value = await count();
  // The data may have moved while counting: only remember counts of the version asked for.
  const current = caches.get(db);
  if (current?.version === version) {
    if (current.counts.size >= MAX_ENTRIES) current.counts.delete(current.counts.keys().next().value as string);
    current.counts.set(key, value);
  }
  return value;
}
