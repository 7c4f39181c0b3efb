import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app';
import type { Db } from '../db/pool';
import type { Mailer } from '../mail/mailer';
import { createTestApp, testConfig, type TestApp } from './testApp';

type Listening = Awaited<ReturnType<typeof listenWith>>;

/**
 * A test app and a temporary directory for one test file: made before its tests, removed after.
 * Read them as `.t` and `.dir` inside hooks and tests; `.listen` starts another app on the test
 * app's database (see listenWith), closed after the tests before that database goes.
 */
export function testAppWithDir(name: string) {
  let t: TestApp | undefined;
  let dir: string | undefined;
  const others: Listening[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `image-requests-${name}-`));
  });
  afterAll(async () => {
    for (const other of others) await other.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    await t?.close();
  });
  const files = {
    get t() {
      if (!t) throw new Error('the test app is made in beforeAll');
      return t;
    },
    get dir() {
      if (!dir) throw new Error('the directory is made in beforeAll');
      return dir;
    },
    async listen(options: ListenOptions) {
      const other = await listenWith(files.t.db, files.dir, options);
      others.push(other);
      return other;
    },
  };
  return files;
}

interface ListenOptions {
  env?: Record<string, string>;
  logStream?: DestinationStream;
  mailer?: Mailer;
}

/**
 * Another app on a test database with settings of its own (`env`), when given its log written
 * to `logStream` (no log otherwise) and its mail sent through `mailer` (dropped otherwise),
 * listening on loopback until closed.
 */
export async function listenWith(
  db: Db,
  dataDir: string,
  { env, logStream, mailer = { send: async () => undefined } }: ListenOptions,
) {
  const app = await buildApp({
    config: testConfig(dataDir, env),
    db,
    ...(logStream ? { logStream } : { logger: false }),
    clientDir: path.join(dataDir, 'no-client'),
    mailer,
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return { baseUrl, close: () => app.close() };
}
