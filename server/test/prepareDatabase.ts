import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded';
import { createPool } from '../db/pool';
import { migrate } from '../db/migrate';
import { seedDemoIfEmpty } from '../seed/demo';
import { TEST_DEMO_PASSWORD, TEMPLATE_DATABASE } from './constants';

declare global {
  var __TEST_PG_STOP__: (() => Promise<void>) | undefined;
}

/**
 * One real PostgreSQL for the whole server run: TEST_DATABASE_URL when given, else an
 * embedded one in a temporary directory. A template database is migrated and seeded once;
 * each test file clones it (CREATE DATABASE ... TEMPLATE), which takes a few milliseconds.
 */
export async function prepareDatabase(): Promise<void> {
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-requests-test-'));
    fs.chmodSync(dir, 0o755);
    const embedded = await startEmbeddedPostgres(dir, { persistent: false });
    adminUrl = embedded.url;
    globalThis.__TEST_PG_STOP__ = async () => {
      await embedded.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  const db = createPool(templateUrl.toString());
  await migrate(db);
  await seedDemoIfEmpty(db, TEST_DEMO_PASSWORD);
  await db.end();
  process.env.TEST_PG_ADMIN_URL = adminUrl;
}
