import { testAppWithDir } from '../test/appOnTestDb';
import { expectContract } from '../test/contract';

/*
 * Issue 9, hole 6 (part): the per-address limit of Login (AUTH_RATE_LIMIT a minute) is kept
 * in the database, so two servers sharing it share one count.
 */
const files = testAppWithDir('address');
const servers: Array<{ baseUrl: string }> = [];

beforeAll(async () => {
  for (let i = 0; i < 2; i++) servers.push(await files.listen({ env: { AUTH_RATE_LIMIT: '3' } }));
});

async function login(server: number, username: string) {
  const res = await fetch(`${servers[server]?.baseUrl}/api/Account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo!2026' }),
  });
  const raw = Buffer.from(await res.arrayBuffer());
  expectContract(
    {
      statusCode: res.status,
      headers: {},
      body: raw,
      json: <T>() => JSON.parse(raw.toString('utf8')) as T,
    },
    'Login',
  );
  return res.status;
}

it('counts one address across both servers: the 4th sign-in within a minute is 429 on either', async () => {
  expect(await login(0, 'admin')).toBe(200);
  expect(await login(1, 'staff')).toBe(200);
  expect(await login(0, 'viewer')).toBe(200);
  expect(await login(1, 'jlee')).toBe(429);
  expect(await login(0, 'jlee')).toBe(429);
  // Other rate-limited calls count on their own.
  const reset = await fetch(
    `${servers[1]?.baseUrl}/api/Account/PasswordResetRequest?username=nobody`,
    { method: 'POST' },
  );
  expect(reset.status).toBe(200);
});

it('starts a new window once the minute has passed', async () => {
  await files.t.db.query(`UPDATE rate_limits SET started_at = started_at - interval '61 seconds'`);
  expect(await login(1, 'jlee')).toBe(200);
});
