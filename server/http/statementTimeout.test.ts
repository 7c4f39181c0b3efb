import { readConfig } from '../config';
import { createPool } from '../db/pool';
import { listenWith, testAppWithDir } from '../test/appOnTestDb';
import { testConfig } from '../test/testApp';
import { isQueryCanceled } from './errorHandler';

/* Issue 9, hole 5 (part): no query holds a connection for long (statement_timeout). */
const files = testAppWithDir('timeout');

it('sets STATEMENT_TIMEOUT_MS on every connection of the pool as main.ts makes it, and PostgreSQL cancels a longer query through the app', async () => {
  const env = { STATEMENT_TIMEOUT_MS: '300' };
  const pool = createPool(String(files.t.db.options.connectionString), {
    max: 3,
    statementTimeoutMs: testConfig(files.dir, env).statementTimeoutMs,
  });
  const app = await listenWith(pool, files.dir, { env });
  try {
    // Three connections at once: each has the limit from its first query (it came with the connection's startup).
    const shown = await Promise.all(
      [1, 2, 3].map(async () => {
        const client = await pool.connect();
        try {
          return (await client.query<{ statement_timeout: string }>('SHOW statement_timeout'))
            .rows[0]?.statement_timeout;
        } finally {
          client.release();
        }
      }),
    );
    expect(shown).toEqual(['300ms', '300ms', '300ms']);
    const slow = await pool.query('SELECT pg_sleep(2)').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isQueryCanceled(slow)).toBe(true);
  } finally {
    await app.close();
    await pool.end();
  }
});

it('is 30 seconds by default', () => {
  expect(readConfig({}).statementTimeoutMs).toBe(30_000);
});
