import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { applyMigration, migrationFiles, MIGRATIONS_TABLE_SQL } from '../db/migrate';
import { databaseUrl, fingerprint, newDatabase, withClient } from '../test/databases';
import { backupDatabase } from './backup';
import { BackupFileError, headerText, readHeader, type BackupHeader } from './format';
import { restoreDatabase, RestoreRefused } from './restore';
import { verifyBackup } from './verify';

/** What a restore refuses, what --force allows, an older backup brought up to date, --verify on damaged files. */

const run = promisify(execFile);
const TSX = path.resolve('node_modules/.bin/tsx');
const CLI = path.resolve('server/backup/cli.ts');

let dir: string;
let demo: { url: string; drop(): Promise<void> };
let demoFile: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-requests-refusals-'));
  demo = await newDatabase('demo');
  demoFile = path.join(dir, 'demo.backup');
  await backupDatabase(demo.url, demoFile, { method: 'copy' });
});

afterAll(async () => {
  await demo.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of `file` whose header `change` edits (the payload stays as it was). */
async function withHeader(file: string, change: (header: BackupHeader) => void): Promise<string> {
  const { header, offset } = await readHeader(file);
  change(header);
  const out = path.join(dir, `edited-${Math.random().toString(36).slice(2)}.backup`);
  fs.writeFileSync(
    out,
    Buffer.concat([Buffer.from(headerText(header)), fs.readFileSync(file).subarray(offset)]),
  );
  return out;
}

/** The CLI as an operator runs it, on DATABASE_URL: its exit code and what it printed. */
async function cli(args: string[], databaseUrl: string) {
  try {
    const { stdout } = await run(TSX, [CLI, ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_OPTIONS: '' },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

const tableCount = (url: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'",
    );
    return rows[0]?.n ?? -1;
  });

it('refuses a backup whose schema is newer than the code, with a clear message and exit code 1', async () => {
  const newer = await withHeader(demoFile, (header) =>
    header.migrations.push('999_from_the_future.sql'),
  );
  const target = await newDatabase();
  try {
    await expect(restoreDatabase(target.url, newer)).rejects.toThrow(RestoreRefused);
    const { code, output } = await cli(['restore', newer], target.url);
    expect(code).toBe(1);
    expect(output).toContain("The backup's schema is newer than this code");
    expect(output).toContain('999_from_the_future.sql');
    expect(await tableCount(target.url)).toBe(0);
  } finally {
    await target.drop();
  }
});

it('refuses a database that holds data unless --force, which replaces all of it', async () => {
  const target = await newDatabase('demo');
  try {
    await withClient(target.url, (client) =>
      client.query("UPDATE users SET first_name = 'Changed' WHERE username = 'admin'"),
    );
    const refused = await cli(['restore', demoFile], target.url);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('The database is not empty');
    expect(refused.output).toContain('--force');
    const admin = await withClient(target.url, (client) =>
      client.query<{ first_name: string }>("SELECT first_name FROM users WHERE username = 'admin'"),
    );
    expect(admin.rows[0]?.first_name).toBe('Changed');

    const forced = await cli(['restore', '--force', demoFile], target.url);
    expect(forced.code).toBe(0);
    expect(forced.output).toContain('Restored');
    const [source, restored] = await Promise.all([
      withClient(demo.url, fingerprint),
      withClient(target.url, fingerprint),
    ]);
    for (const table of ['auth_version', 'request_list_version']) {
      delete source[table];
      delete restored[table];
    }
    expect(restored).toEqual(source);
  } finally {
    await target.drop();
  }
});

it('a database the app only migrated counts as empty', async () => {
  const target = await newDatabase();
  try {
    await withClient(target.url, async (client) => {
      await client.query(MIGRATIONS_TABLE_SQL);
      for (const file of await migrationFiles()) await applyMigration(client, file);
    });
    await expect(restoreDatabase(target.url, demoFile)).resolves.toMatchObject({ migrated: [] });
  } finally {
    await target.drop();
  }
});

it('brings an older backup up to the code: its migrations, its rows, then the newer migrations', async () => {
  const files = await migrationFiles();
  const older = files.slice(0, -1);
  const source = await newDatabase();
  const target = await newDatabase();
  try {
    await withClient(source.url, async (client) => {
      await client.query(MIGRATIONS_TABLE_SQL);
      for (const file of older) await applyMigration(client, file);
      await client.query(
        "INSERT INTO users (username, first_name, last_name, email) VALUES ('old', 'Olga', 'Older', 'old@example.com')",
      );
    });
    const file = path.join(dir, 'older.backup');
    const header = await backupDatabase(source.url, file, { method: 'copy' });
    expect(header.migrations).toEqual(older);
    const { migrated } = await restoreDatabase(target.url, file);
    expect(migrated).toEqual(files.slice(-1));
    await withClient(target.url, async (client) => {
      const { rows } = await client.query<{ name: string }>(
        'SELECT name FROM schema_migrations ORDER BY name',
      );
      expect(rows.map((r) => r.name)).toEqual(files);
      const users = await client.query<{ first_name: string }>(
        "SELECT first_name FROM users WHERE username = 'old'",
      );
      expect(users.rows[0]?.first_name).toBe('Olga');
    });
  } finally {
    await source.drop();
    await target.drop();
  }
});

it('as a role that is not a superuser: says what to grant, then restores once it is granted', async () => {
  const suffix = Math.random().toString(36).slice(2, 10);
  const role = `restorer_${suffix}`;
  const name = `owned_${suffix}`;
  const admin = databaseUrl('postgres');
  await withClient(admin, async (client) => {
    await client.query(`CREATE ROLE ${role} LOGIN PASSWORD 'restorer'`);
    await client.query(`CREATE DATABASE ${name} OWNER ${role} TEMPLATE template0`);
  });
  const url = new URL(databaseUrl(name));
  url.username = role;
  url.password = 'restorer';
  try {
    const refused = await cli(['restore', demoFile], url.toString());
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`GRANT SET ON PARAMETER session_replication_role TO <role>`);
    expect(await tableCount(url.toString())).toBe(0);
    await withClient(admin, (client) =>
      client.query(`GRANT SET ON PARAMETER session_replication_role TO ${role}`),
    );
    await expect(restoreDatabase(url.toString(), demoFile)).resolves.toMatchObject({
      migrated: [],
    });
  } finally {
    await withClient(admin, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.query(`REVOKE SET ON PARAMETER session_replication_role FROM ${role}`);
      await client.query(`DROP ROLE IF EXISTS ${role}`);
    });
  }
});

describe('--verify', () => {
  it('passes a sound backup (readable by its owner only), exit code 0', async () => {
    expect(fs.statSync(demoFile).mode & 0o777).toBe(0o600);
    const { code, output } = await cli(['backup', '--verify', demoFile], 'postgres://unused');
    expect(code).toBe(0);
    expect(output).toContain('is a sound backup');
    await expect(verifyBackup(demoFile)).resolves.toMatchObject({ notes: [] });
  });

  it('finds a flipped byte, a truncated file, a wrong row count and a damaged header; a restore of one changes nothing', async () => {
    const { offset } = await readHeader(demoFile);
    const bytes = fs.readFileSync(demoFile);
    const flipped = Buffer.from(bytes);
    const middle = offset + Math.floor((bytes.length - offset) / 2);
    flipped[middle] = (flipped[middle] ?? 0) ^ 0x55;
    const flippedFile = path.join(dir, 'flipped.backup');
    fs.writeFileSync(flippedFile, flipped);
    const truncatedFile = path.join(dir, 'truncated.backup');
    fs.writeFileSync(truncatedFile, bytes.subarray(0, bytes.length - 100));
    const wrongCount = await withHeader(demoFile, (header) => {
      const users = header.tables.find((table) => table.name === 'users');
      if (users) users.rows += 1;
    });
    const notJson = path.join(dir, 'not-json.backup');
    fs.writeFileSync(
      notJson,
      Buffer.concat([bytes.subarray(0, 40), Buffer.from('}'), bytes.subarray(41)]),
    );
    for (const damaged of [flippedFile, truncatedFile, wrongCount, notJson])
      await expect(verifyBackup(damaged)).rejects.toThrow(BackupFileError);
    const { code, output } = await cli(['backup', '--verify', flippedFile], 'postgres://unused');
    expect(code).toBe(1);
    expect(output).toContain('The backup is damaged');

    const target = await newDatabase();
    try {
      for (const damaged of [flippedFile, truncatedFile, wrongCount])
        await expect(restoreDatabase(target.url, damaged)).rejects.toThrow(BackupFileError);
      expect(await tableCount(target.url)).toBe(0);
    } finally {
      await target.drop();
    }
  });
});

it('a wrong command line exits 2 with the usage', async () => {
  const { code, output } = await cli(['restore', '--everything', 'x'], 'postgres://unused');
  expect(code).toBe(2);
  expect(output).toContain('npm run restore -- [--force] FILE');
});
