import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { readConfig } from '../config';
import type { MailMessage } from '../mail/mailer';
import { createTestApp, type TestApp } from '../test/testApp';

/*
 * Issue 9, hole 6 (part): PasswordResetRequest answers as fast for an existing user as for
 * an unknown one, even when mail is slow (SMTP), so its timing does not reveal who exists.
 */
const MAIL_DELAY_MS = 1500;
let t: TestApp;
let app: FastifyInstance;
let baseUrl: string;
let dataDir: string;
const mails: MailMessage[] = [];

beforeAll(async () => {
  t = await createTestApp();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-requests-reset-'));
  const config = { ...readConfig({ NODE_ENV: 'test' }), dataDir, jwtSecret: 'test-secret-test-secret-test-secret' };
  const slowMailer = {
    send: async (message: MailMessage) => {
      await new Promise((resolve) => setTimeout(resolve, MAIL_DELAY_MS));
      mails.push(message);
    },
  };
  app = await buildApp({ config, db: t.db, logger: false, clientDir: path.join(dataDir, 'no-client'), mailer: slowMailer });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  // Let the last mail finish before the database goes.
  await new Promise((resolve) => setTimeout(resolve, MAIL_DELAY_MS));
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await t.close();
});

async function timedReset(username: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/Account/PasswordResetRequest?username=${username}`, { method: 'POST' });
  expect(res.status).toBe(200);
  return performance.now() - started;
}

it('answers an existing user without waiting for the mail, which still goes out', async () => {
  const unknown = await timedReset('no-such-user');
  const known = await timedReset('jlee');
  // Both well under the mail's delay: the answer does not wait for it.
  expect(known).toBeLessThan(MAIL_DELAY_MS / 2);
  expect(unknown).toBeLessThan(MAIL_DELAY_MS / 2);
  await new Promise((resolve) => setTimeout(resolve, MAIL_DELAY_MS + 500));
  expect(mails.map((m) => m.to)).toEqual(['jlee@lab.example.com']);
  const key = await t.db.query<{ activation_key_hash: string | null }>("SELECT activation_key_hash FROM users WHERE username = 'jlee'");
  expect(key.rows[0]?.activation_key_hash).not.toBeNull();
});
