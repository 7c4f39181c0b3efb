import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { createPool } from '../db/pool';
import { createTestApp, type TestApp } from '../test/testApp';
import { isQueryCanceled } from './errorHandler';

/* Issue 9, hole 5 (part): no query holds a connection for long (statement_timeout). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it('sets STATEMENT_TIMEOUT_MS on every connection of the pool as main.ts makes it, and PostgreSQL cancels a longer query through the app', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-requests-timeout-'));
  const config = { ...readConfig({ NODE_ENV: 'test', STATEMENT_TIMEOUT_MS: '300' }), dataDir, jwtSecret: 'test-secret-test-secret-test-secret' };
  const pool = createPool(String(t.db.options.connectionString), { max: 3, statementTimeoutMs: config.statementTimeoutMs });
  const app = await buildApp({ config, db: pool, logger: false, clientDir: path.join(dataDir, 'no-client'), mailer: { send: async () => undefined } });
  try {
    // Three connections at once: each has the limit from its first query (it came with the connection's startup).
    const shown = await Promise.all([1, 2, 3].map(async () => {
      const client = await pool.connect();
      try {
        return (await client.query<{ statement_timeout: string }>('SHOW statement_timeout')).rows[0]?.statement_timeout;
      } finally {
        client.release();
      }
    }));
    expect(shown).toEqual(['300ms', '300ms', '300ms']);
    const slow = await pool.query('SELECT pg_sleep(2)').then(() => undefined, (error: unknown) => error);
    expect(isQueryCanceled(slow)).toBe(true);
  } finally {
    await app.close();
    await pool.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

it('is 30 seconds by default', () => {
  expect(readConfig({}).statementTimeoutMs).toBe(30_000);
});
