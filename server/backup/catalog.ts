import pg from 'pg';

/** What a backup and a restore read of the database's own catalogue. */

export const quote = (name: string) => pg.escapeIdentifier(name);

/**
 * Settings that make COPY's text the same whichever server or session reads it back, as pg_dump
 * sets them: ISO dates, floats to their last digit, one encoding; no statement limit.
 */
export const SESSION_SETTINGS = [
  "SET client_encoding = 'UTF8'",
  'SET datestyle = ISO',
  'SET intervalstyle = postgres',
  'SET extra_float_digits = 3',
  'SET statement_timeout = 0',
  'SET idle_in_transaction_session_timeout = 0',
].join('; ');

/** Where the app's tables live. */
export const SCHEMA = 'public';
/** Holds the schema version: written by the migrations of a restore, not copied. */
export const MIGRATIONS_TABLE = 'schema_migrations';

export interface TableColumns {
  name: string;
  columns: string[];
}

export async function connect(url: string, name: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: name });
  await client.connect();
  await client.query(SESSION_SETTINGS);
  return client;
}

/** The app's tables (no partitions: the schema has none) with the columns COPY moves. */
export async function listTables(client: pg.ClientBase): Promise<TableColumns[]> {
  const { rows } = await client.query<{ name: string; columns: string[] | null }>(
    `SELECT c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum)
              FILTER (WHERE a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid
      WHERE n.nspname = $1 AND c.relkind = 'r' AND c.relname <> $2
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
      GROUP BY c.relname
      ORDER BY c.relname`,
    [SCHEMA, MIGRATIONS_TABLE],
  );
  return rows.map((row) => ({ name: row.name, columns: row.columns ?? [] }));
}

export async function listSequences(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind = 'S' ORDER BY c.relname`,
    [SCHEMA],
  );
  return rows.map((row) => row.name);
}

/** The applied migrations, in order; none when the database has never been migrated. */
export async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const found = await client.query<{ found: boolean }>(
    'SELECT to_regclass($1) IS NOT NULL AS found',
    [`${SCHEMA}.${MIGRATIONS_TABLE}`],
  );
  if (!found.rows[0]?.found) return [];
  const { rows } = await client.query<{ name: string }>(
    `SELECT name FROM ${quote(MIGRATIONS_TABLE)} ORDER BY name`,
  );
  return rows.map((row) => row.name);
}

export async function serverVersion(
  client: pg.ClientBase,
): Promise<{ text: string; major: number }> {
  const { rows } = await client.query<{ text: string; num: string }>(
    "SELECT current_setting('server_version') AS text, current_setting('server_version_num') AS num",
  );
  const row = rows[0];
  return { text: row?.text ?? '', major: Math.floor(Number(row?.num ?? 0) / 10000) };
}
