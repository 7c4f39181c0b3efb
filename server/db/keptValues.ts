import type { Queryable } from './pool';

/**
 * What a server keeps between calls, never stale: the signed-in user behind each token
 * (server/auth/tokens.ts, under the auth version) and what the request list learnt (its pages,
 * and a search's count, density and first match: server/repositories/requestList, under the list
 * version). Each value is kept under the data version read with it (dataVersions.ts,
 * 013_auth_version.sql), which every committed change behind it moves; a value is used only by a
 * call that read the same version, so a change made through any server, or straight in the
 * database, shows on the very next call everywhere.
 *
 * Versions only grow: the first call to read a newer one drops everything kept (none of it can
 * match again), and a call that read an older one (just before a write committed) finds nothing
 * and keeps nothing, rather than throwing out what the newer version's calls learnt. A store holds
 * at most `maxEntries` values and `maxBytes` by the sizes their callers estimate, the least
 * recently used first out, and hands out frozen values (every caller shares them).
 */
export interface KeptLimits {
  maxEntries: number;
  /** A bound on the values' estimated sizes (the `bytes` given to `set`). */
  maxBytes?: number;
}

interface Entry<T> {
  value: T;
  bytes: number;
  /** In ms; from then on the value is not used (e.g. a token's exp). */
  expiresAt: number;
}

export interface KeepOptions {
  /** An estimate of the value's memory, counted against `maxBytes` (256 unless given). */
  bytes?: number;
  expiresAt?: number;
}

export class KeptValues<T> {
  private version = Number.NEGATIVE_INFINITY;
  private readonly entries = new Map<string, Entry<T>>();
  private bytes = 0;

  constructor(private readonly limits: KeptLimits) {}

  /** Whether the store is at `version`, moving to it (and dropping all) when it is newer. */
  private at(version: number): boolean {
    if (version > this.version) {
      this.version = version;
      this.entries.clear();
      this.bytes = 0;
    }
    return version === this.version;
  }

  /** The value kept for `key` at this version, unexpired, if any. */
  get(version: number, key: string, now = Date.now()): T | undefined {
    if (!this.at(version)) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.remove(key, entry);
    if (now >= entry.expiresAt) return undefined;
    // Most recently used last: a Map iterates in insertion order.
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    return entry.value;
  }

  /** Whether anything is kept for `key` (its version unchecked): worth reading the version for. */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Keeps `value` for `key`, unless the data has moved on from `version` meanwhile. */
  set(version: number, key: string, value: T, options: KeepOptions = {}): void {
    const { bytes = 256, expiresAt = Number.POSITIVE_INFINITY } = options;
    const maxBytes = this.limits.maxBytes ?? Number.POSITIVE_INFINITY;
    if (!this.at(version) || bytes > maxBytes) return;
    this.delete(key);
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size < this.limits.maxEntries && this.bytes + bytes <= maxBytes) break;
      this.remove(oldest, entry);
    }
    // Shared by every call that finds it: frozen, so no caller can change what another is answered.
    this.entries.set(key, { value: deepFreeze(value), bytes, expiresAt });
    this.bytes += bytes;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry) this.remove(key, entry);
  }

  private remove(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * One store per database pool (tests and the benchmark may hold several in one process; a value
 * read from one database is never an answer for another).
 */
export function keptPerDatabase<T>(limits: KeptLimits): (db: Queryable) => KeptValues<T> {
  const stores = new WeakMap<Queryable, KeptValues<T>>();
  return (db) => {
    let store = stores.get(db);
    if (!store) {
      store = new KeptValues<T>(limits);
      stores.set(db, store);
    }
    return store;
  };
}
