import { PassThrough } from 'node:stream';
import { testAppWithDir } from '../test/appOnTestDb';

/*
 * Issue 9, hole 7: failed and successful logins, refusals (403), role and password changes,
 * invites and resets are each one structured log line: what, who, when (UTC), from where.
 */
interface LogLine {
  msg?: string;
  securityEvent?: string;
  actor?: string | null;
  target?: string | null;
  address?: string;
  at?: string;
  details?: Record<string, unknown>;
}

const files = testAppWithDir('seclog');
let baseUrl: string;
let text = '';

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  ({ baseUrl } = await files.listen({ env: { LOG_LEVEL: 'info' }, logStream: stream }));
});

const call = (method: string, url: string, body?: object, token?: string) =>
  fetch(baseUrl + url, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });

async function login(username: string, password = 'Demo!2026'): Promise<string | undefined> {
  const res = await call('POST', '/api/Account/Login', { username, password });
  const body = (await res.json()) as { result: { token: string } | null };
  return body.result?.token;
}

async function securityLines(): Promise<LogLine[]> {
  await new Promise((resolve) => setTimeout(resolve, 200));
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.securityEvent);
}

const userId = async (username: string) =>
  (await files.t.db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [username]))
    .rows[0]?.id;

it('logs each security event with what, who, when (UTC) and from where - never a password', async () => {
  const admin = await login('admin');
  const staff = await login('staff');
  expect(await login('staff', 'Wrong-Password-1')).toBeUndefined();
  expect(await login('ghost')).toBeUndefined();
  expect((await call('GET', '/api/Account/GetUsers', undefined, staff)).status).toBe(403);
  expect((await call('POST', '/api/Account/PasswordResetRequest?username=viewer')).status).toBe(
    200,
  );
  expect(
    (
      await call(
        'POST',
        '/api/Account/SaveNewPassword',
        { userId: await userId('mgarcia'), newPassword: 'Maria-Set-2026' },
        admin,
      )
    ).status,
  ).toBe(200);

  const lines = await securityLines();
  const find = (event: string, actor: string | null) =>
    lines.find((l) => l.securityEvent === event && l.actor === actor);
  expect(find('login_succeeded', 'admin')).toBeDefined();
  expect(find('login_failed', 'staff')).toMatchObject({ details: { reason: 'wrong password' } });
  expect(find('login_failed', 'ghost')).toMatchObject({ details: { reason: 'unknown username' } });
  expect(find('access_refused', 'staff')).toMatchObject({
    details: { method: 'GET', route: '/api/Account/GetUsers' },
  });
  expect(find('password_reset_requested', 'viewer')).toMatchObject({
    details: { knownUser: true },
  });
  expect(find('password_set', 'admin')).toMatchObject({ target: 'mgarcia' });
  for (const line of lines) {
    expect(line.address).toMatch(/127\.0\.0\.1/);
    expect(line.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  }
  expect(text).not.toContain('Wrong-Password-1');
  expect(text).not.toContain('Maria-Set-2026');
  expect(text).not.toContain('Demo!2026');
});
