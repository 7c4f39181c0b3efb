import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded';
import { withClient } from '../test/databases';
import { backupSource, restoreTarget, runningEmbeddedUrl } from './target';

/**
 * A backup beside a running server finds its embedded PostgreSQL (a new port at every start)
 * through postmaster.pid; a restore refuses while it runs.
 */

let dir: string;
let embedded: EmbeddedDatabase | undefined;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-requests-target-'));
  fs.chmodSync(dir, 0o755);
  embedded = await startEmbeddedPostgres(dir, { persistent: false });
}, 60_000);

afterAll(async () => {
  await embedded?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('finds the running embedded database under DATA_DIR, and a restore refuses it', async () => {
  const config = readConfig({ DATA_DIR: dir });
  const source = await backupSource(config);
  expect(source.url).toBe(embedded?.url);
  expect(source.label).toContain(path.join(dir, 'postgres'));
  await withClient(source.url, async (client) => {
    const { rows } = await client.query<{ name: string }>('SELECT current_database() AS name');
    expect(rows[0]?.name).toBe('image_requests');
  });
  await source.release();
  await expect(restoreTarget(config)).rejects.toThrow('Stop it before restoring');
});

it('finds none once it stopped, nor in a DATA_DIR without one', async () => {
  expect(runningEmbeddedUrl(path.join(dir, 'elsewhere'))).toBeUndefined();
  await embedded?.stop();
  embedded = undefined;
  expect(runningEmbeddedUrl(dir)).toBeUndefined();
  await expect(backupSource(readConfig({ DATA_DIR: path.join(dir, 'elsewhere') }))).rejects.toThrow(
    'No database to back up',
  );
});
