import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { createTestApp, type TestApp } from '../test/testApp';
import { redactUrl } from './logging';

/*
 * Issue 9, hole 3: GetTokenInformation takes the token in its query string and the request
 * log writes the URL. No log line may carry a token (query or Authorization header), and
 * token answers must not be cached.
 */
let t: TestApp;
let logged: LoggedApp;
type LoggedApp = { app: FastifyInstance; baseUrl: string; lines: () => string; dataDir: string };

beforeAll(async () => {
  t = await createTestApp();
  // A second app on the same database with its log captured (the test app logs nothing).
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-requests-log-'));
  const config = { ...readConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' }), dataDir, jwtSecret: 'test-secret-test-secret-test-secret' };
  const built = await buildApp({ config, db: t.db, logStream: stream, clientDir: path.join(dataDir, 'no-client'), mailer: { send: async () => undefined } });
  const baseUrl = await built.listen({ port: 0, host: '127.0.0.1' });
  logged = { app: built, baseUrl, lines: () => text, dataDir };
});
afterAll(async () => {
  await logged.app.close();
  fs.rmSync(logged.dataDir, { recursive: true, force: true });
  await t.close();
});

async function login(): Promise<string> {
  const res = await fetch(`${logged.baseUrl}/api/Account/Login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'staff', password: 'Demo!2026' }),
  });
  const body = (await res.json()) as { result: { token: string } };
  return body.result.token;
}

describe('the request log', () => {
  it('never writes a token, from the query string or the Authorization header', async () => {
    const token = await login();
    const info = await fetch(`${logged.baseUrl}/api/Account/GetTokenInformation?token=${encodeURIComponent(token)}`);
    expect(info.status).toBe(200);
    const withHeader = await fetch(`${logged.baseUrl}/api/Account/GetUserOrganizations?token=${token}&x=1`, { headers: { authorization: `Bearer ${token}` } });
    expect(withHeader.status).toBe(200);
    const unknown = await fetch(`${logged.baseUrl}/api/Nope?TOKEN=${token}`, { headers: { authorization: `Bearer ${token}` } });
    expect(unknown.status).toBe(404);
    // pino writes asynchronously: let the last lines arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const log = logged.lines();
    expect(log).toContain('/api/Account/GetTokenInformation?token=[redacted]');
    expect(log).toContain('/api/Account/GetUserOrganizations?token=[redacted]&x=1');
    // Neither the whole token nor its signature (the part that makes it usable) appears.
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.split('.')[2]);
  });

  it('redacts secret query parameters whatever their case or encoding', () => {
    expect(redactUrl('/a?token=abc.def&page=2')).toBe('/a?token=[redacted]&page=2');
    expect(redactUrl('/a?Token=abc&%74oken=def&activationKey=k&q=token')).toBe('/a?Token=[redacted]&%74oken=[redacted]&activationKey=[redacted]&q=token');
    expect(redactUrl('/a')).toBe('/a');
  });
});

describe('GetTokenInformation', () => {
  it('answers Cache-Control: no-store, valid token or not', async () => {
    const valid = await t.inject({ method: 'GET', url: `/api/Account/GetTokenInformation?token=${await t.login('viewer')}` });
    expect(valid.headers['cache-control']).toBe('no-store');
    const invalid = await t.inject({ method: 'GET', url: '/api/Account/GetTokenInformation?token=nope' });
    expect(invalid.statusCode).toBe(200);
    expect(invalid.headers['cache-control']).toBe('no-store');
    const login = await t.inject({ method: 'POST', url: '/api/Account/Login', payload: { username: 'viewer', password: 'Demo!2026' } });
    expect(login.headers['cache-control']).toBe('no-store');
  });
});
