import type pg from 'pg';
import { prepared, row, type Queryable } from './pool';

/**
 * What a server may keep between calls is checked against these, read in one snapshot
 * (013_auth_version.sql): every committed change behind a kept value moves its number.
 */
export interface DataVersions {
  /** auth_version: users, their roles and role flags, revoked tokens. */
  auth: number;
  /** request_list_version: image_requests and workflow_actions. */
  list: number;
  /** The database's current date in UTC ('YYYY-MM-DD'): "past due" changes with it. */
  today: string;
}

// One tiny prepared statement in place of the signed-in user's query on every authenticated call.
const VERSIONS_SQL = prepared(`
  SELECT a.version AS auth, l.version AS list, (now() AT TIME ZONE 'UTC')::date AS today
    FROM auth_version a CROSS JOIN request_list_version l`);

async function queryDataVersions(db: Queryable): Promise<DataVersions> {
  const found = await row<DataVersions>(db, VERSIONS_SQL);
  // Both tables hold their one row from their migration on; a missing one is a broken database.
  if (!found) throw new Error('auth_version or request_list_version has lost its row');
  return found;
}

interface Waiting {
  promise: Promise<DataVersions>;
  resolve: (versions: DataVersions) => void;
  reject: (error: unknown) => void;
}

/**
 * Calls that arrive together share one read of the versions, and none is answered by a read
 * older than itself: a read's snapshot is taken after it is sent, so it shows every change
 * committed before any call that was waiting when it was sent. Calls that arrive while a read
 * is under way wait for the next one, sent as soon as that read ends; so at most one read is
 * under way at a time and, under load, one read serves every call that arrived during the last.
 * Each call sees the data as fresh as a read of its own would (a change committed before it
 * arrived), with one round trip per batch instead of one per call.
 */
/** A read that takes longer fails its calls (503) and the next read goes out: one stuck connection must not hold every call. */
export const VERSION_READ_TIMEOUT_MS = 5_000;

export class VersionReads {
  private underWay = false;
  private next: Waiting | null = null;

  constructor(
    private readonly read: () => Promise<DataVersions>,
    private readonly timeoutMs = VERSION_READ_TIMEOUT_MS,
  ) {}

  get(): Promise<DataVersions> {
    const waiting = this.next ?? this.waitForNext();
    if (!this.underWay) this.send();
    return waiting.promise;
  }

  private waitForNext(): Waiting {
    let resolve: Waiting['resolve'] = () => undefined;
    let reject: Waiting['reject'] = () => undefined;
    const promise = new Promise<DataVersions>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    this.next = { promise, resolve, reject };
    return this.next;
  }

  private send(): void {
    const batch = this.next;
    if (!batch) return;
    this.next = null;
    this.underWay = true;
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      finish();
      this.underWay = false;
      if (this.next) this.send();
    };
    // ETIMEDOUT: the database counts as unavailable (503, pool.ts), as when a connection times out.
    const timedOut = Object.assign(
      new Error('The database did not answer the version read in time.'),
      { code: 'ETIMEDOUT' },
    );
    const timer = setTimeout(() => settle(() => batch.reject(timedOut)), this.timeoutMs);
    timer.unref();
    this.read().then(
      (versions) => settle(() => batch.resolve(versions)),
      (error: unknown) => settle(() => batch.reject(error)),
    );
  }
}

// One per pool; a client inside a transaction reads for itself.
const readsByPool = new WeakMap<pg.Pool, VersionReads>();

function isPool(db: Queryable): db is pg.Pool {
  return 'totalCount' in db;
}

/** The versions as of this call (see VersionReads): shared with the calls that arrived with it. */
export async function readDataVersions(db: Queryable): Promise<DataVersions> {
  if (!isPool(db)) return queryDataVersions(db);
  let reads = readsByPool.get(db);
  if (!reads) {
    reads = new VersionReads(() => queryDataVersions(db));
    readsByPool.set(db, reads);
  }
  return reads.get();
}
