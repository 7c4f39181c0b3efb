import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate } from '../db/migrate';
import { debianPostgresBin, startDebianPostgres } from '../test/debianPostgres';
import { fingerprint, newDatabase, withClient } from '../test/databases';
import { backupDatabase } from './backup';
import { restoreDatabase } from './restore';
import { verifyBackup } from './verify';

/**
 * On Debian's PostgreSQL (which .ci/run installs; without it this file has nothing to run on and
 * says so): an external database whose server version has a pg_dump installed is backed up by
 * `pg_dump -Fc` of the backup's own snapshot and restored by pg_restore; a copy backup of the
 * embedded PostgreSQL 18 restores into it.
 */

const bin = debianPostgresBin();
const describeWithServer = bin ? describe : describe.skip;
if (!bin) console.warn("No Debian PostgreSQL server with pg_dump: this file's tests are skipped.");

describeWithServer("an external database: Debian's PostgreSQL", () => {
  let server: { url: string; stop(): Promise<void> };
  let dir: string;
  const urlOf = (name: string) => {
    const url = new URL(server.url);
    url.pathname = `/${name}`;
    return url.toString();
  };

  beforeAll(async () => {
    server = await startDebianPostgres(bin ?? '');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-requests-pgdump-'));
    await withClient(server.url, async (client) => {
      await client.query('CREATE DATABASE source');
      await client.query('CREATE DATABASE target');
    });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('dumps the snapshot it holds and pg_restore brings back every row and attachment byte', async () => {
    const source = new pg.Pool({ connectionString: urlOf('source') });
    const bytes = crypto.randomBytes(50_000);
    try {
      await migrate(source);
      await source.query(
        "INSERT INTO users (username, first_name, email) VALUES ('ops', 'Olive', 'ops@example.com')",
      );
      await source.query(
        `INSERT INTO support_tickets (user_id, name, email, description)
           SELECT id, 'Olive', email, 'Is it safe?' FROM users WHERE username = 'ops'`,
      );
      await source.query(
        `INSERT INTO support_ticket_attachments (ticket_id, file_name, mime_type, data)
           SELECT id, 'dump.bin', 'application/octet-stream', $1 FROM support_tickets`,
        [bytes],
      );
      const snapshotReader = await source.connect();
      let expected: Record<string, string> = {};
      try {
        const file = path.join(dir, 'external.backup');
        const header = await backupDatabase(urlOf('source'), file, {
          onSnapshot: async (snapshot) => {
            await snapshotReader.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
            await snapshotReader.query(`SET TRANSACTION SNAPSHOT '${snapshot}'`);
            // Committed after the snapshot: not in the backup.
            await source.query("UPDATE users SET first_name = 'Later' WHERE username = 'ops'");
          },
        });
        expected = await fingerprint(snapshotReader);
        await snapshotReader.query('COMMIT');
        expect(header.method).toBe('pg_dump');
        await expect(verifyBackup(file)).resolves.toMatchObject({ notes: [] });
        const { migrated } = await restoreDatabase(urlOf('target'), file);
        expect(migrated).toEqual([]);
      } finally {
        snapshotReader.release();
      }
      await withClient(urlOf('target'), async (client) => {
        const restored = await fingerprint(client);
        for (const table of ['auth_version', 'request_list_version']) {
          delete restored[table];
          delete expected[table];
        }
        expect(restored).toEqual(expected);
        const { rows } = await client.query<{ first_name: string; data: Buffer }>(
          `SELECT u.first_name, a.data FROM users u, support_ticket_attachments a WHERE u.username = 'ops'`,
        );
        expect(rows[0]?.first_name).toBe('Olive');
        expect(rows[0]?.data.equals(bytes)).toBe(true);
      });
    } finally {
      await source.end();
    }
  }, 60_000);

  it('a copy backup of the embedded PostgreSQL 18 restores into this older server (moving to an external database)', async () => {
    const demo = await newDatabase('demo');
    try {
      const file = path.join(dir, 'moved.backup');
      await backupDatabase(demo.url, file, { method: 'copy' });
      await withClient(server.url, (client) => client.query('CREATE DATABASE moved'));
      await restoreDatabase(urlOf('moved'), file);
      const [source, moved] = await Promise.all([
        withClient(demo.url, fingerprint),
        withClient(urlOf('moved'), fingerprint),
      ]);
      for (const table of ['auth_version', 'request_list_version']) {
        delete source[table];
        delete moved[table];
      }
      expect(moved).toEqual(source);
    } finally {
      await demo.drop();
    }
  }, 60_000);
});
