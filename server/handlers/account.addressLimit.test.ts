import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { expectContract } from '../test/contract';
import { createTestApp, type TestApp } from '../test/testApp';

/*
 * Issue 9, hole 6 (part): the per-address limit of Login (AUTH_RATE_LIMIT a minute) is kept
 * in the database, so two servers sharing it share one count.
 */
let t: TestApp;
let dataDir: string;
const servers: Array<{ app: FastifyInstance; baseUrl: string }> = [];

beforeAll(async () => {
  t = await createTestApp();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-requests-address-'));
  const config = { ...readConfig({ NODE_ENV: 'test', AUTH_RATE_LIMIT: '3' }), dataDir, jwtSecret: 'test-secret-test-secret-test-secret' };
  for (let i = 0; i < 2; i++) {
    const app = await buildApp({ config, db: t.db, logger: false, clientDir: path.join(dataDir, 'no-client'), mailer: { send: async () => undefined } });
    servers.push({ app, baseUrl: await app.listen({ port: 0, host: '127.0.0.1' }) });
  }
});
afterAll(async () => {
  for (const { app } of servers) await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await t.close();
});

async function login(server: number, username: string) {
  const res = await fetch(`${servers[server]?.baseUrl}/api/Account/Login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'Demo!2026' }),
  });
  const raw = Buffer.from(await res.arrayBuffer());
  expectContract({ statusCode: res.status, headers: {}, body: raw, json: <T,>() => JSON.parse(raw.toString('utf8')) as T }, 'Login');
  return res.status;
}

it('counts one address across both servers: the 4th sign-in within a minute is 429 on either', async () => {
  expect(await login(0, 'admin')).toBe(200);
  expect(await login(1, 'staff')).toBe(200);
  expect(await login(0, 'viewer')).toBe(200);
  expect(await login(1, 'jlee')).toBe(429);
  expect(await login(0, 'jlee')).toBe(429);
  // Other rate-limited calls count on their own.
  const reset = await fetch(`${servers[1]?.baseUrl}/api/Account/PasswordResetRequest?username=nobody`, { method: 'POST' });
  expect(reset.status).toBe(200);
});

it('starts a new window once the minute has passed', async () => {
  await t.db.query(`UPDATE rate_limits SET started_at = started_at - interval '61 seconds'`);
  expect(await login(1, 'jlee')).toBe(200);
});
