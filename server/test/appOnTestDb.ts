import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app';
import type { Db } from '../db/pool';
import { createTestApp, testConfig, type TestApp } from './testApp';

/**
 * A test app and a temporary directory for one test file: made before its tests, removed after.
 * Read them as `.t` and `.dir` inside hooks and tests.
 */
export function testAppWithDir(name: string): { readonly t: TestApp; readonly dir: string } {
  let t: TestApp | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `image-requests-${name}-`));
  });
  afterAll(async () => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    await t?.close();
  });
  return {
    get t() {
      if (!t) throw new Error('the test app is made in beforeAll');
      return t;
    },
    get dir() {
      if (!dir) throw new Error('the directory is made in beforeAll');
      return dir;
    },
  };
}

/**
 * Another app on a test database with settings of its own (`env`) and, when given, its log
 * written to `logStream` (no log otherwise), listening on loopback until closed.
 */
export async function listenWith(db: Db, dataDir: string, { env, logStream }: { env?: Record<string, string>; logStream?: DestinationStream }) {
  const app = await buildApp({
    config: testConfig(dataDir, env),
    db,
    ...(logStream ? { logStream } : { logger: false }),
    clientDir: path.join(dataDir, 'no-client'),
    mailer: { send: async () => undefined },
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return { baseUrl, close: () => app.close() };
}
