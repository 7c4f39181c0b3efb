import pg from 'pg';

// Dates stay dates: a DATE column comes back as 'YYYY-MM-DD', not a local-midnight Date.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
// bigint counts (count(*)) fit in a JS number for any list this app holds.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export type Db = pg.Pool;
export type DbClient = pg.PoolClient;
/** Anything that can run a query: the pool or a client inside a transaction. */
export type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

export function createPool(connectionString: string): Db {
  return new pg.Pool({ connectionString, max: 10 });
}

/** Runs `work` in one transaction: all of its writes land, or none do. */
export async function inTransaction<T>(db: Db, work: (client: DbClient) => Promise<T>): Promise<T> {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** Typed rows: `rows<UserRow>(db, 'select ...', [id])`. */
export async function rows<T extends pg.QueryResultRow>(db: Queryable, text: string, values: unknown[] = []): Promise<T[]> {
  const result = await db.query<T>(text, values);
  return result.rows;
}

/** The first row, or undefined. */
export async function row<T extends pg.QueryResultRow>(db: Queryable, text: string, values: unknown[] = []): Promise<T | undefined> {
  const result = await db.query<T>(text, values);
  return result.rows[0];
}
