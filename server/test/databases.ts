import crypto from 'node:crypto';
import pg from 'pg';
import { listTables, quote } from '../backup/catalog';
import { TEMPLATE_DATABASE } from './constants';

/** Test helpers: empty databases on the tests' PostgreSQL, and a table-by-table fingerprint. */

function adminUrl(): string {
  const url = process.env.TEST_PG_ADMIN_URL;
  if (!url) throw new Error('TEST_PG_ADMIN_URL is not set: run server tests through jest.');
  return url;
}

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.ClientBase) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A new database, empty (from template0) or a copy of the migrated and seeded demo lab; returns
 * its URL and how to drop it.
 */
export async function newDatabase(
  from: 'empty' | 'demo' = 'empty',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `r_${crypto.randomBytes(6).toString('hex')}`;
  const template = from === 'demo' ? TEMPLATE_DATABASE : 'template0';
  await admin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: databaseUrl(name),
    drop: () =>
      admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

/**
 * Every table's row count and an MD5 over its rows as text in sorted order (generated columns
 * and bytea included): two databases with equal fingerprints hold the same rows. The migration
 * list is compared by name (a restore applies them anew, at its own time).
 */
export async function fingerprint(client: pg.ClientBase): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  // Times as text in one zone and style, whichever server's defaults.
  await client.query("SET TimeZone = 'UTC'; SET DateStyle = ISO");
  for (const { name } of await listTables(client)) {
    const { rows } = await client.query<{ n: string; h: string }>(
      `SELECT count(*)::text AS n, md5(coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '')) AS h
         FROM ${quote(name)} x`,
    );
    result[name] = `${rows[0]?.n} rows ${rows[0]?.h}`;
  }
  const migrations = await client.query<{ names: string }>(
    "SELECT string_agg(name, ',' ORDER BY name) AS names FROM schema_migrations",
  );
  result.schema_migrations = migrations.rows[0]?.names ?? '';
  return result;
}

export async function withClient<T>(url: string, work: (client: pg.ClientBase) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
