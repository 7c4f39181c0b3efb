import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db, Queryable } from './pool';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** The migration files this code brings, in the order they apply. */
export async function migrationFiles(): Promise<string[]> {
  return (await fs.readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
}

/** The table of applied migrations: its names are the schema version. */
export const MIGRATIONS_TABLE_SQL =
  'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_on timestamptz NOT NULL DEFAULT now())';

export const readMigration = (file: string) => fs.readFile(path.join(MIGRATIONS_DIR, file), 'utf8');

/** Runs one migration file and records it, inside the caller's transaction. */
export async function applyMigration(client: Queryable, file: string): Promise<void> {
  await client.query(await readMigration(file));
  await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
}

/** Moves the data versions (013_auth_version.sql) past every number a server may have kept. */
export async function bumpDataVersions(client: Queryable): Promise<void> {
  const bump = await client.query<{ found: boolean }>(
    `SELECT to_regprocedure('data_versions_bump()') IS NOT NULL AS found`,
  );
  if (bump.rows[0]?.found) await client.query('SELECT data_versions_bump()');
}

/**
 * Applies the numbered SQL files of db/migrations that this database has not seen yet,
 * each in its own transaction, in name order. An advisory lock keeps two starting
 * servers from migrating at once.
 */
export async function migrate(db: Db): Promise<string[]> {
  const client = await db.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock(727274)');
    await client.query(MIGRATIONS_TABLE_SQL);
    const done = new Set(
      (await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map(
        (r) => r.name,
      ),
    );
    const files = await migrationFiles();
    for (const file of files) {
      if (done.has(file)) continue;
      await client.query('BEGIN');
      try {
        await applyMigration(client, file);
        await client.query('COMMIT');
        applied.push(file);
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
    }
    // What servers keep is checked against the data versions (013_auth_version.sql); a
    // migration's DDL can change what a kept value was read from without firing a trigger.
    // Asked only when something was applied: a start with nothing new makes no extra query.
    if (applied.length > 0) await bumpDataVersions(client);
  } finally {
    await client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
    client.release();
  }
  return applied;
}
