import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  appliedMigrations,
  connect,
  listSequences,
  listTables,
  quote,
  serverVersion,
} from './catalog';
import {
  FORMAT_VERSION,
  countRows,
  headerText,
  type BackupHeader,
  type SequenceEntry,
  type TableEntry,
} from './format';
import { meter } from './payload';
import { dumpWithPgDump, matchingPgTool } from './pgDump';

export interface BackupOptions {
  /** 'auto' (default): pg_dump when one of the server's major version is installed, else copy. */
  method?: 'auto' | 'copy' | 'pg_dump';
  /**
   * Called with the exported snapshot while the backup holds it: another session can
   * `SET TRANSACTION SNAPSHOT` to it and see exactly what the backup saw (the tests do).
   */
  onSnapshot?: (snapshot: string) => Promise<void>;
}

/** Each table's COPY text, one after the other, into one gzip stream in `payloadFile`. */
async function copyTables(
  client: pg.Client,
  tables: { name: string; columns: string[] }[],
  payloadFile: string,
): Promise<{ entries: TableEntry[]; payload: { bytes: number; sha256: string } }> {
  // Level 3: most of level 6's size (bytea's hex text shrinks to about its bytes) at half its time.
  const gzip = zlib.createGzip({ level: 3 });
  const stored = meter();
  const written = pipeline(gzip, stored.stage, fs.createWriteStream(payloadFile, { mode: 0o600 }));
  const entries: TableEntry[] = [];
  try {
    for (const table of tables) {
      const hash = createHash('sha256');
      let bytes = 0;
      let rows = 0;
      const columns = table.columns.map(quote).join(', ');
      const stream = client.query(copyTo(`COPY ${quote(table.name)} (${columns}) TO STDOUT`));
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        hash.update(chunk);
        bytes += chunk.length;
        rows += countRows(chunk);
        if (!gzip.write(chunk)) await once(gzip, 'drain');
      }
      entries.push({ ...table, rows, bytes, sha256: hash.digest('hex') });
    }
  } finally {
    gzip.end();
    await written;
  }
  return { entries, payload: stored.result() };
}

/**
 * Sequences are not transactional: read after the snapshot, each value is at least what any
 * row in the snapshot was given, so a restored sequence never hands out a number already used.
 */
async function readSequences(client: pg.Client): Promise<SequenceEntry[]> {
  const entries: SequenceEntry[] = [];
  for (const name of await listSequences(client)) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text AS last_value, is_called FROM ${quote(name)}`,
    );
    const row = rows[0];
    if (row) entries.push({ name, lastValue: row.last_value, isCalled: row.is_called });
  }
  return entries;
}

/**
 * Backs up the database at `url` into `file`, consistently while the app runs and writes go on:
 * everything is read inside one REPEATABLE READ READ ONLY transaction, i.e. one snapshot, as
 * pg_dump does. ACCESS SHARE locks on every table (what pg_dump takes) block nothing but DDL,
 * so a migration cannot change a table under the backup. The file is written beside `file`
 * and renamed into place when complete: a failed backup never leaves a file that looks whole.
 */
export async function backupDatabase(
  url: string,
  file: string,
  options: BackupOptions = {},
): Promise<BackupHeader> {
  const client = await connect(url, 'image-requests-backup');
  const partial = `${file}.partial`;
  const payloadFile = `${file}.payload.partial`;
  try {
    const version = await serverVersion(client);
    const tool =
      options.method === 'copy' ? undefined : await matchingPgTool('pg_dump', version.major);
    if (options.method === 'pg_dump' && !tool)
      throw new Error(
        `No pg_dump of PostgreSQL ${version.major} is installed (the server is ${version.text}).`,
      );
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    // now() is the transaction's start: the moment the backup shows the database as it was.
    const taken = (
      await client.query<{ id: string; at: Date }>('SELECT pg_export_snapshot() AS id, now() AS at')
    ).rows[0];
    if (!taken) throw new Error('PostgreSQL exported no snapshot.');
    const snapshot = taken.id;
    const tables = await listTables(client);
    if (tables.length)
      await client.query(
        `LOCK TABLE ${tables.map((t) => quote(t.name)).join(', ')} IN ACCESS SHARE MODE`,
      );
    await options.onSnapshot?.(snapshot);
    const migrations = await appliedMigrations(client);
    const sequences = await readSequences(client);
    let entries: TableEntry[];
    let payload: { bytes: number; sha256: string };
    if (tool) {
      // pg_dump reads the very snapshot this transaction holds (--snapshot); the counts below are its rows.
      entries = [];
      for (const table of tables) {
        const { rows } = await client.query<{ rows: string }>(
          `SELECT count(*)::text AS rows FROM ${quote(table.name)}`,
        );
        entries.push({ ...table, rows: Number(rows[0]?.rows ?? 0), bytes: 0, sha256: '' });
      }
      payload = await dumpWithPgDump(tool, url, snapshot, payloadFile);
    } else {
      ({ entries, payload } = await copyTables(client, tables, payloadFile));
    }
    await client.query('COMMIT');
    const header: BackupHeader = {
      formatVersion: FORMAT_VERSION,
      method: tool ? 'pg_dump' : 'copy',
      createdAt: taken.at.toISOString(),
      migrations,
      server: version.text,
      tables: entries,
      sequences,
      payload,
    };
    // Only its owner may read it: it holds password hashes and every attachment.
    const out = fs.createWriteStream(partial, { mode: 0o600 });
    out.write(headerText(header));
    await pipeline(fs.createReadStream(payloadFile), out);
    const handle = await fs.promises.open(partial, 'r+');
    await handle.sync();
    await handle.close();
    await fs.promises.rename(partial, file);
    return header;
  } finally {
    await client.end().catch(() => undefined);
    await fs.promises.rm(payloadFile, { force: true });
    await fs.promises.rm(partial, { force: true });
  }
}
