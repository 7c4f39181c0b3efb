import { testAppWithDir } from '../test/appOnTestDb';
import { expectContract } from '../test/contract';
import { LOGIN_FAILED, loginThrottled } from './account';

/*
 * Issue 9, hole 6 (part): sign-ins are throttled per account as well as per address, and
 * the count lives in the database, so it holds across servers sharing it; behind a reverse
 * proxy (TRUST_PROXY) the client's address comes from X-Forwarded-For.
 */
const files = testAppWithDir('throttle');
const servers: Array<{ baseUrl: string }> = [];

beforeAll(async () => {
  // Two servers, one database.
  const env = { TRUST_PROXY: 'true', LOGIN_ACCOUNT_LIMIT: '3', LOGIN_ACCOUNT_WINDOW_MINUTES: '15' };
  for (let i = 0; i < 2; i++) servers.push(await files.listen({ env }));
});

async function login(server: number, from: string, username: string, password = 'Demo!2026') {
  const res = await fetch(`${servers[server]?.baseUrl}/api/Account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ username, password }),
  });
  const raw = Buffer.from(await res.arrayBuffer());
  const response = {
    statusCode: res.status,
    headers: Object.fromEntries(res.headers.entries()),
    body: raw,
    json: <T>() => JSON.parse(raw.toString('utf8')) as T,
  };
  return {
    status: res.status,
    body: expectContract<{ success: boolean; message: string }>(response, 'Login'),
  };
}

const failures = async (username: string) =>
  (
    await files.t.db.query<{ address: string }>(
      'SELECT address FROM login_failures WHERE username = $1 ORDER BY failed_at',
      [username],
    )
  ).rows.map((r) => r.address);

it('refuses an account after its failed sign-ins, from any address and either server (429)', async () => {
  expect((await login(0, '10.0.0.1', 'staff', 'guessing-1')).body.message).toBe(LOGIN_FAILED);
  expect((await login(1, '10.0.0.2', 'Staff', 'guessing-2')).status).toBe(400);
  expect((await login(0, '10.0.0.3', 'staff ', 'guessing-3')).status).toBe(400);
  // The addresses are the clients' (X-Forwarded-For through a trusted proxy).
  expect(await failures('staff')).toEqual(['10.0.0.1', '10.0.0.2', '10.0.0.3']);

  const right = await login(1, '10.0.0.4', 'staff');
  expect(right.status).toBe(429);
  expect(right.body).toMatchObject({ success: false, message: loginThrottled(15) });
  // Another account from the same address is not affected.
  expect((await login(1, '10.0.0.4', 'viewer')).status).toBe(200);
});

it('throttles an unknown username the same way (no hint that it does not exist)', async () => {
  for (let i = 0; i < 3; i++)
    expect((await login(i % 2, `10.0.1.${i}`, 'ghost', 'guessing-x')).status).toBe(400);
  expect((await login(0, '10.0.1.9', 'ghost', 'guessing-x')).status).toBe(429);
});

it('lets the account in once the window has passed, and a success starts the count afresh', async () => {
  await files.t.db.query(
    `UPDATE login_failures SET failed_at = failed_at - interval '16 minutes' WHERE username = 'staff'`,
  );
  expect((await login(0, '10.0.0.5', 'staff')).status).toBe(200);
  expect(await failures('staff')).toEqual([]);
});
