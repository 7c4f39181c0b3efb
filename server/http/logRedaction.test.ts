import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { buildApp } from '../app';
import { testAppWithDir } from '../test/appOnTestDb';
import { testConfig } from '../test/testApp';
import { redactUrl } from './logging';

/*
 * Issue 9, hole 3: GetTokenInformation takes the token in its query string and the request
 * log writes the URL. No log line may carry a token (query or Authorization header), and
 * token answers must not be cached.
 */
const files = testAppWithDir('log');
let logged: { baseUrl: string; lines: () => string };

beforeAll(async () => {
  // A second app on the same database with its log captured (the test app logs nothing).
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const { baseUrl } = await files.listen({ env: { LOG_LEVEL: 'info' }, logStream: stream });
  logged = { baseUrl, lines: () => text };
});

async function login(): Promise<string> {
  const res = await fetch(`${logged.baseUrl}/api/Account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'staff', password: 'Demo!2026' }),
  });
  const body = (await res.json()) as { result: { token: string } };
  return body.result.token;
}

describe('the request log', () => {
  it('never writes a token, from the query string or the Authorization header', async () => {
    const token = await login();
    const info = await fetch(
      `${logged.baseUrl}/api/Account/GetTokenInformation?token=${encodeURIComponent(token)}`,
    );
    expect(info.status).toBe(200);
    // Parameters the call does not declare are refused (400), and logged all the same.
    const withHeader = await fetch(
      `${logged.baseUrl}/api/Account/GetUserOrganizations?token=${token}&x=1`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(withHeader.status).toBe(400);
    const unknown = await fetch(`${logged.baseUrl}/api/Nope?TOKEN=${token}`, {
      headers: { authorization: `Bearer ${token}` },
    });
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

  it('never writes METRICS_TOKEN, sent to /metrics right or wrong', async () => {
    const metricsToken = 'metrics-secret-0123456789abcdef';
    const stream = new PassThrough();
    let text = '';
    stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    const { baseUrl } = await files.listen({
      env: { LOG_LEVEL: 'debug', METRICS_TOKEN: metricsToken },
      logStream: stream,
    });
    const scrape = (authorization: string, query = '') =>
      fetch(`${baseUrl}/metrics${query}`, { headers: { authorization } });
    expect((await scrape(`Bearer ${metricsToken}`)).status).toBe(200);
    expect((await scrape(`Bearer ${metricsToken}-wrong`)).status).toBe(403);
    expect((await scrape(`Bearer ${metricsToken}`, `?token=${metricsToken}`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(text).toContain('/metrics?token=[redacted]');
    expect(text).not.toContain(metricsToken);
  });

  it('redacts secret query parameters whatever their case or encoding', () => {
    expect(redactUrl('/a?token=abc.def&page=2')).toBe('/a?token=[redacted]&page=2');
    expect(redactUrl('/a?Token=abc&%74oken=def&activationKey=k&q=token')).toBe(
      '/a?Token=[redacted]&%74oken=[redacted]&activationKey=[redacted]&q=token',
    );
    expect(redactUrl('/a')).toBe('/a');
  });
});

describe('the log at debug level, through calls that carry secrets', () => {
  it('holds no password, no SMTP_URL credential and no token, even when mail fails', async () => {
    const secrets = {
      wrongPassword: 'wrong-Pa55word-in-a-body',
      tooLong: `too-long-Pa55word-${'x'.repeat(200)}`,
      newPassword: 'new-Pa55word-of-staff',
      smtpPassword: 'smtp-Pa55word-in-the-url',
    };
    const stream = new PassThrough();
    let text = '';
    stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    // The real mailer, on SMTP_URL with credentials; nothing listens on port 1, so sending fails.
    const app = await buildApp({
      config: testConfig(files.dir, {
        LOG_LEVEL: 'debug',
        AUTH_RATE_LIMIT: '1000',
        SMTP_URL: `smtp://mailer:${secrets.smtpPassword}@127.0.0.1:1`,
      }),
      db: files.t.db,
      logStream: stream,
      clientDir: path.join(files.dir, 'no-client'),
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const post = (route: string, body: object, token?: string) =>
      fetch(`${url}${route}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    const signIn = (password: string) =>
      post('/api/Account/Login', { username: 'staff', password });
    try {
      expect((await signIn(secrets.wrongPassword)).status).toBe(400);
      // Refused by the contract (over 200 characters): the validation message names no value.
      expect((await signIn(secrets.tooLong)).status).toBe(400);
      const signedIn = (await (await signIn('Demo!2026')).json()) as {
        result: { token: string; user: { userId: string } };
      };
      const { token, user } = signedIn.result;
      const changed = await post(
        '/api/Account/SaveNewPassword',
        { userId: user.userId, newPassword: secrets.newPassword },
        token,
      );
      expect(changed.status).toBe(200);
      const again = (await (await signIn(secrets.newPassword)).json()) as {
        result: { token: string };
      };
      expect(
        (
          await post(
            '/api/Account/SaveNewPassword',
            { userId: user.userId, newPassword: 'Demo!2026' },
            again.result.token,
          )
        ).status,
      ).toBe(200);
      const reset = await fetch(`${url}/api/Account/PasswordResetRequest?username=staff`, {
        method: 'POST',
      });
      expect(reset.status).toBe(200);
      // The reset mail is sent after the answer: wait for its failure to be logged.
      for (let i = 0; i < 100 && !text.includes('password reset mail failed'); i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(text).toContain('password reset mail failed');
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (const secret of [...Object.values(secrets), 'Demo!2026', token, again.result.token])
        expect(text).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});

describe('the log of a password reset, its mail written to the outbox', () => {
  it('never holds the activation key that the mail carries', async () => {
    const stream = new PassThrough();
    let text = '';
    stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    // No SMTP_URL: the real mailer writes each mail to DATA_DIR/outbox and logs that it did.
    const app = await buildApp({
      config: testConfig(files.dir, { LOG_LEVEL: 'debug', AUTH_RATE_LIMIT: '1000' }),
      db: files.t.db,
      logStream: stream,
      clientDir: path.join(files.dir, 'no-client'),
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const reset = await fetch(`${url}/api/Account/PasswordResetRequest?username=staff`, {
        method: 'POST',
      });
      expect(reset.status).toBe(200);
      // The mail is sent after the answer: wait for its file.
      const outbox = path.join(files.dir, 'outbox');
      let key: string | undefined;
      for (let i = 0; i < 100 && key === undefined; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        key = mailedKey(outbox);
      }
      expect(key).toMatch(/^\S{16,}$/);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(text).toContain('mail written to outbox');
      expect(text).not.toContain(key);
    } finally {
      await app.close();
    }
  });
});

/** The activation key of the mail in the outbox, once one is written. */
function mailedKey(outbox: string): string | undefined {
  if (!fs.existsSync(outbox)) return undefined;
  for (const name of fs.readdirSync(outbox)) {
    const mail = fs.readFileSync(path.join(outbox, name), 'utf8');
    const key = /Activation key: (\S+)/.exec(mail)?.[1];
    if (key) return key;
  }
  return undefined;
}

describe('GetTokenInformation', () => {
  it('answers Cache-Control: no-store, valid token or not', async () => {
    const valid = await files.t.call('GetTokenInformation', {
      query: { token: await files.t.login('viewer') },
    });
    expect(valid.headers['cache-control']).toBe('no-store');
    const invalid = await files.t.call('GetTokenInformation', { query: { token: 'nope' } });
    expect(invalid.status).toBe(200);
    expect(invalid.headers['cache-control']).toBe('no-store');
    const login = await files.t.callRaw('Login', {
      body: { username: 'viewer', password: 'Demo!2026' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
  });
});
