import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import {
  applyMigration,
  bumpDataVersions,
  migrate,
  migrationFiles,
  MIGRATIONS_TABLE_SQL,
  readMigration,
} from '../db/migrate';
import { createPool } from '../db/pool';
import { connect, listTables, quote, SCHEMA, serverVersion } from './catalog';
import { BackupFileError, readHeader, type BackupHeader } from './format';
import { checkPayload, checkStoredPayload, meter, walkPayload } from './payload';
import { matchingPgTool, restoreWithPgRestore } from './pgDump';

/** A restore that must not go ahead: the message says why and what to do. */
export class RestoreRefused extends Error {}

export interface RestoreResult {
  header: BackupHeader;
  /** The migrations applied after the data, bringing an older backup to this code's schema. */
  migrated: string[];
}

/** Refuses a backup whose schema has migrations this code does not have: it would not run on it. */
export async function checkSchemaVersion(header: BackupHeader): Promise<void> {
  const known = new Set(await migrationFiles());
  const unknown = header.migrations.filter((name) => !known.has(name));
  if (unknown.length)
    throw new RestoreRefused(
      `The backup's schema is newer than this code: it has migrations this code does not know (${unknown.join(', ')}). ` +
        'Restore it with the version of Image Requests that made it, or a later one.',
    );
}

/** Tables the migrations fill themselves (counters, version rows): rows there are no one's data. */
async function tablesFilledByMigrations(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const file of await migrationFiles())
    for (const match of (await readMigration(file)).matchAll(/INSERT\s+INTO\s+(\w+)/gi))
      if (match[1]) names.add(match[1].toLowerCase());
  return names;
}

/** The tables that hold data (for the refusal's message); none for an empty or new database. */
async function tablesWithData(client: pg.Client): Promise<string[]> {
  const ignored = await tablesFilledByMigrations();
  const held: string[] = [];
  for (const { name } of await listTables(client)) {
    if (ignored.has(name)) continue;
    const { rows } = await client.query<{ found: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${quote(name)}) AS found`,
    );
    if (rows[0]?.found) held.push(name);
  }
  return held;
}

/**
 * Empties the database: drops and recreates its schema (everything the migrations made, the
 * pg_trgm and btree_gin extensions with it), inside the restore's transaction. The role must own the schema:
 * the embedded database's does; on PostgreSQL 15 and later the database's owner does.
 */
async function clearSchema(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ used: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1)
         OR EXISTS (SELECT 1 FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = $1) AS used`,
    [SCHEMA],
  );
  if (!rows[0]?.used) return;
  await client.query(`DROP SCHEMA ${quote(SCHEMA)} CASCADE`);
  await client.query(`CREATE SCHEMA ${quote(SCHEMA)}`);
  await client.query(`GRANT USAGE ON SCHEMA ${quote(SCHEMA)} TO PUBLIC`);
}

/**
 * Drops the indexes no constraint stands on and returns their definitions to build after the
 * rows are in: a trigram index takes rows one by one far slower than it is built at once.
 */
async function dropIndexes(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT quote_ident(x.relname) AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
       JOIN pg_class x ON x.oid = i.indexrelid
       JOIN pg_namespace n ON n.oid = x.relnamespace
      WHERE n.nspname = $1 AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
    [SCHEMA],
  );
  for (const index of rows) await client.query(`DROP INDEX ${quote(SCHEMA)}.${index.name}`);
  return rows.map((index) => index.definition);
}

/** The copy method: the backup's schema by its own migrations, then every table's rows by COPY. */
async function restoreCopy(client: pg.Client, header: BackupHeader, file: string, offset: number) {
  await client.query(MIGRATIONS_TABLE_SQL);
  for (const migration of header.migrations) await applyMigration(client, migration);
  // As pg_restore --disable-triggers: no trigger fires (no version bump, no event, no derived
  // row is written twice) and no foreign key is checked while the rows come in, in any order.
  await client.query('SET LOCAL session_replication_role = replica').catch((error: unknown) => {
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : '';
    if (code !== '42501') throw error;
    throw new RestoreRefused(
      'The database role may not set session_replication_role, which a restore needs to load rows without firing triggers. ' +
        'Restore as a superuser, or grant it once (PostgreSQL 15 and later): GRANT SET ON PARAMETER session_replication_role TO <role>.',
    );
  });
  const tables = await listTables(client);
  const byName = new Map(tables.map((table) => [table.name, table.columns.join(',')]));
  for (const table of header.tables)
    if (byName.get(table.name) !== table.columns.join(','))
      throw new BackupFileError(
        `The backup's table ${table.name} does not match the schema its migrations make: the file is damaged.`,
      );
  // Rows the migrations wrote (counters, version rows) are in the backup as they were.
  if (tables.length)
    await client.query(`TRUNCATE ${tables.map((table) => quote(table.name)).join(', ')}`);
  const indexes = await dropIndexes(client);
  await walkPayload(file, offset, header, async (table, text) => {
    const columns = table.columns.map(quote).join(', ');
    const sink = client.query(copyFrom(`COPY ${quote(table.name)} (${columns}) FROM STDIN`));
    await pipeline(text, sink);
    if (sink.rowCount !== table.rows)
      throw new BackupFileError(
        `The backup is damaged: table ${table.name} restored ${sink.rowCount} rows, its header says ${table.rows}.`,
      );
  });
  // One sort per index after the load, as pg_restore does, not one insertion per row.
  await client.query("SET LOCAL maintenance_work_mem = '256MB'");
  for (const definition of indexes) await client.query(definition);
  for (const sequence of header.sequences)
    await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
      `${quote(SCHEMA)}.${quote(sequence.name)}`,
      sequence.lastValue,
      sequence.isCalled,
    ]);
  // Some version triggers fire even in replica mode (013_auth_version.sql); whatever they left,
  // the versions end past every number a server may have kept from before the restore.
  await bumpDataVersions(client);
}

/** The pg_dump method: the archive, checked, then pg_restore in one transaction of its own. */
async function restorePgDump(url: string, header: BackupHeader, file: string, offset: number) {
  const client = await connect(url, 'image-requests-restore');
  let major: number;
  try {
    major = (await serverVersion(client)).major;
  } finally {
    await client.end();
  }
  const tool = await matchingPgTool('pg_restore', major);
  if (!tool)
    throw new RestoreRefused(
      `This backup was made by pg_dump; restoring it needs pg_restore of PostgreSQL ${major} (the server's version), which is not installed.`,
    );
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'image-requests-restore-'));
  const archive = path.join(dir, 'archive.dump');
  try {
    const stored = meter();
    await pipeline(
      fs.createReadStream(file, { start: offset }),
      stored.stage,
      fs.createWriteStream(archive),
    );
    checkPayload(header, stored.result());
    await restoreWithPgRestore(tool, url, archive);
    const after = await connect(url, 'image-requests-restore');
    await bumpDataVersions(after).finally(() => after.end());
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Restores `file` into the database at `url`, which no server may be using. Refuses a backup
 * newer than the code and, without `force`, a database that holds data. The data comes back in
 * one transaction (nothing of it stays if any check fails); then the code's newer migrations, if any, apply.
 */
export async function restoreDatabase(
  url: string,
  file: string,
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  const { header, offset } = await readHeader(file);
  await checkSchemaVersion(header);
  if (header.method === 'copy') await checkStoredPayload(file, offset, header);
  const client = await connect(url, 'image-requests-restore');
  try {
    const held = await tablesWithData(client);
    if (held.length && !options.force)
      throw new RestoreRefused(
        `The database is not empty (${held.slice(0, 5).join(', ')}${held.length > 5 ? ', …' : ''} hold rows). ` +
          'Restore with --force to replace everything in it by the backup.',
      );
    await client.query('BEGIN');
    try {
      await clearSchema(client);
      if (header.method === 'copy') await restoreCopy(client, header, file, offset);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  } finally {
    await client.end().catch(() => undefined);
  }
  if (header.method === 'pg_dump') await restorePgDump(url, header, file, offset);
  const db = createPool(url, { max: 1 });
  try {
    return { header, migrated: await migrate(db) };
  } finally {
    await db.end();
  }
}
