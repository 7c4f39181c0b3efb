import { createHash } from 'node:crypto';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../config';
import { Sql, toQuery, type SqlQuery } from './sql';

// Dates stay dates: a DATE column comes back as 'YYYY-MM-DD', not a local-midnight Date.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
// bigint counts (count(*)) fit in a JS number for any list this app holds.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export type Db = pg.Pool;
export type DbClient = pg.PoolClient;
/** Anything that can run a query: the pool or a client inside a transaction. */
export type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

export interface PoolOptions {
  /** Told of an idle connection the database dropped. */
  onIdleError?: (error: Error) => void;
  /** Connections kept open (the server's DB_POOL_SIZE, see config.ts). */
  max?: number;
  /**
   * The longest a query may run, in ms (the server's STATEMENT_TIMEOUT_MS; 0 = none): sent with
   * each connection's startup, so it holds from the connection's first query without a SET of its own.
   */
  statementTimeoutMs?: number;
}

export function createPool(
  connectionString: string,
  { onIdleError, max = DEFAULT_POOL_SIZE, statementTimeoutMs }: PoolOptions = {},
): Db {
  const pool = new pg.Pool({
    connectionString,
    max,
    // A database that does not answer fails a call in 5 s rather than holding it forever.
    connectionTimeoutMillis: 5_000,
    // A connection whose network path silently drops traffic is found out by TCP keepalives.
    keepAlive: true,
    ...(statementTimeoutMs === undefined
      ? {}
      : { statement_timeout: Math.max(0, Math.trunc(statementTimeoutMs)) }),
  });
  // An idle connection the database drops (restart, shutdown) emits 'error' on the pool; unheard,
  // that would end the process. The pool replaces the connection on the next call.
  pool.on('error', (error) => onIdleError?.(error));
  return pool;
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  // admin_shutdown, crash_shutdown, cannot_connect_now; connection exceptions.
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/**
 * Whether an error says the database cannot be reached (down, restarting, connection lost),
 * as opposed to a fault of the query: such a call answers 503 and may be retried.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const code = 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message : '';
  // A stopped PostgreSQL removes its Unix socket: connecting to it then fails with ENOENT.
  const socketGone = code === 'ENOENT' && 'syscall' in error && error.syscall === 'connect';
  return (
    UNAVAILABLE_CODES.has(code) ||
    socketGone ||
    /Connection terminated|timeout exceeded when trying to connect|connection error|the database system is (shutting down|starting up)/i.test(
      message,
    )
  );
}

/** What runs once each open transaction (by its client) has committed: see afterCommit. */
type CommitHook = (pool: Db) => Promise<void>;
const commitHooks = new WeakMap<Queryable, CommitHook[]>();

/**
 * Runs `hook` with the pool once the transaction `db` is the client of (inTransaction) has
 * committed; never if it rolls back. On the pool itself (autocommit) the statement before has
 * committed already: it runs at once. On any other client it does not run (that client may be
 * inside a transaction of its own). A failing hook does not fail the work.
 */
export async function afterCommit(db: Queryable, hook: CommitHook): Promise<void> {
  const hooks = commitHooks.get(db);
  if (hooks) hooks.push(hook);
  else if (db instanceof pg.Pool) await hook(db).catch(() => undefined);
}

/** Runs `work` in one transaction: all of its writes land, or none do. */
export async function inTransaction<T>(db: Db, work: (client: DbClient) => Promise<T>): Promise<T> {
  const client = await db.connect();
  const hooks: CommitHook[] = [];
  commitHooks.set(client, hooks);
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    commitHooks.delete(client);
    client.release();
    for (const hook of hooks) await hook(db).catch(() => undefined);
    return result;
  } catch (error) {
    commitHooks.delete(client);
    // On a lost connection the ROLLBACK fails too; the original error is the one to report,
    // and the broken connection is discarded rather than returned to the pool.
    await client.query('ROLLBACK').catch(() => undefined);
    client.release(isDatabaseUnavailable(error));
    throw error;
  }
}

/**
 * A statement each connection parses and plans once, then runs by name (PostgreSQL's prepared
 * statements): for the fixed queries of every call (the signed-in user, a request's details, the
 * list's page), whose planning costs several times their execution. Not for searches: a plan
 * kept for one pattern can be a poor one for another.
 */
export interface PreparedStatement {
  name: string;
  text: string;
}

const preparedByText = new Map<string, PreparedStatement>();

/**
 * `rows(db, prepared('SELECT …'), values)`, or `rows(db, prepared(sql`SELECT …`))`: named after its
 * text, so one text is one statement.
 */
export function prepared(text: string): PreparedStatement;
export function prepared(statement: Sql): SqlQuery;
export function prepared(textOrSql: string | Sql): PreparedStatement | SqlQuery {
  if (textOrSql instanceof Sql) {
    const query = toQuery(textOrSql);
    return { ...query, name: prepared(query.text).name };
  }
  let statement = preparedByText.get(textOrSql);
  if (!statement) {
    const name = `s${createHash('sha1').update(textOrSql).digest('hex').slice(0, 20)}`;
    statement = { name, text: textOrSql };
    preparedByText.set(textOrSql, statement);
  }
  return statement;
}

/** A query: its text (values apart), a prepared statement (values apart), or one built by `sql` (server/db/sql.ts). */
export type Statement = string | PreparedStatement | Sql | SqlQuery;

async function run<T extends pg.QueryResultRow>(
  db: Queryable,
  query: Statement,
  values: unknown[],
) {
  if (typeof query === 'string') return db.query<T>(query, values);
  if (query instanceof Sql) return db.query<T>(toQuery(query));
  if ('values' in query) return db.query<T>(query);
  return db.query<T>({ name: query.name, text: query.text, values });
}

/** Typed rows: `rows<UserRow>(db, 'select ...', [id])` or `rows<UserRow>(db, sql`select … ${id}`)`. */
export async function rows<T extends pg.QueryResultRow>(
  db: Queryable,
  query: Statement,
  values: unknown[] = [],
): Promise<T[]> {
  const result = await run<T>(db, query, values);
  return result.rows;
}

/** The first row, or undefined. */
export async function row<T extends pg.QueryResultRow>(
  db: Queryable,
  query: Statement,
  values: unknown[] = [],
): Promise<T | undefined> {
  const result = await run<T>(db, query, values);
  return result.rows[0];
}
