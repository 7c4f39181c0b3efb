import { row } from '../db/pool';
import { expectOk } from '../test/call';
import { TEST_DEMO_PASSWORD } from '../test/constants';
import { sessionOf } from '../test/operationExamples';
import { createTestApp, type TestApp } from '../test/testApp';

/** Sessions (issue 21 item 5): listed on User Profile, ended by their user or an administrator. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // An administrator who is no super user: only the Organization Manager role.
  await t.db.query(
    `INSERT INTO users (username, first_name, last_name, email, password_hash)
     SELECT 'orgmanager', 'Olga', 'Manager', 'orgmanager@lab.example.com', password_hash FROM users WHERE username = 'admin'`,
  );
  await t.db.query(
    "INSERT INTO user_roles SELECT u.id, r.id FROM users u, roles r WHERE u.username = 'orgmanager' AND r.description = 'Organization Manager'",
  );
});
afterAll(async () => t.close());

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** Signs in as a browser would, with its User-Agent. */
async function signIn(username: string, userAgent = FIREFOX): Promise<string> {
  // Many sign-ins from one address: the per-address limit is not what this tests.
  await t.db.query('DELETE FROM rate_limits');
  const res = await t.inject({
    method: 'POST',
    url: '/api/Account/Login',
    headers: { 'user-agent': userAgent },
    payload: { username, password: TEST_DEMO_PASSWORD },
  });
  const token = (res.json() as { result: { token: string } | null }).result?.token;
  if (!token) throw new Error(`${username} could not sign in: ${res.body}`);
  return token;
}

const works = async (token: string) =>
  (await t.call('GetUserOrganizations', { as: { token } })).status === 200;
const sessions = async (token: string) =>
  expectOk(await t.call('GetMySessions', { as: { token } })).result;
const authVersion = async () =>
  (await row<{ version: string }>(t.db, 'SELECT version FROM auth_version'))?.version;

describe('GetMySessions', () => {
  it('lists each sign-in with its method, address and browser, this one marked', async () => {
    const first = await signIn('viewer');
    const second = await signIn('viewer', 'Mozilla/5.0 (iPhone) Safari/604.1');
    const listed = await sessions(first);
    const mine = listed.find((s) => s.sessionId === sessionOf(first));
    expect(mine).toMatchObject({ method: 'password', userAgent: FIREFOX, current: true });
    expect(mine?.address).toBeTruthy();
    const other = listed.find((s) => s.sessionId === sessionOf(second));
    expect(other).toMatchObject({ current: false, userAgent: 'Mozilla/5.0 (iPhone) Safari/604.1' });
    // Only one's own.
    const admins = await sessions(await signIn('admin'));
    expect(admins.some((s) => s.sessionId === sessionOf(first))).toBe(false);
  });

  it('writes "last seen" at most once a minute, and that moves no auth version', async () => {
    const token = await signIn('viewer');
    const sid = sessionOf(token);
    const lastSeen = async () =>
      (
        await row<{ at: Date }>(t.db, 'SELECT last_seen_at AS at FROM sessions WHERE id = $1', [
          sid,
        ])
      )?.at.getTime() ?? 0;
    const wait = () => new Promise((resolve) => setTimeout(resolve, 200));
    expect(await works(token)).toBe(true);
    await wait();
    // Pushed an hour back: the next call within the minute leaves it there.
    await t.db.query("UPDATE sessions SET last_seen_at = now() - interval '1 hour' WHERE id = $1", [
      sid,
    ]);
    const before = await authVersion();
    expect(await works(token)).toBe(true);
    await wait();
    expect(Date.now() - (await lastSeen())).toBeGreaterThan(59 * 60_000);
    expect(await authVersion()).toBe(before);
  });
});

describe('EndMySession', () => {
  it("signs that browser out on its next call, and nobody else's", async () => {
    const here = await signIn('staff');
    const there = await signIn('staff');
    expect(await works(there)).toBe(true);
    const before = await authVersion();
    const res = await t.call('EndMySession', {
      as: { token: here },
      body: { sessionId: sessionOf(there) },
    });
    expect(expectOk(res).message).toBe('The session has ended.');
    // Every server drops what it kept for the session's tokens.
    expect(await authVersion()).not.toBe(before);
    expect(await works(there)).toBe(false);
    expect((await t.call('GetTokenInformation', { query: { token: there } })).body.result).toEqual({
      valid: false,
      user: null,
      permissions: null,
      secondFactorEnrolmentRequired: false,
    });
    expect(await works(here)).toBe(true);
    expect((await sessions(here)).some((s) => s.sessionId === sessionOf(there))).toBe(false);
    // Already ended, or another user's: not found, and the other user's goes on.
    const again = await t.call('EndMySession', {
      as: { token: here },
      body: { sessionId: sessionOf(there) },
    });
    expect(again.status).toBe(404);
    const viewers = await signIn('viewer');
    const others = await t.call('EndMySession', {
      as: { token: here },
      body: { sessionId: sessionOf(viewers) },
    });
    expect(others.status).toBe(404);
    expect(await works(viewers)).toBe(true);
  });

  it('ends the session of Logout, with every token of it', async () => {
    const token = await signIn('staff');
    expect((await t.call('Logout', { as: { token } })).status).toBe(200);
    const ended = await row<{ ended: Date | null }>(
      t.db,
      'SELECT ended_at AS ended FROM sessions WHERE id = $1',
      [sessionOf(token)],
    );
    expect(ended?.ended).toBeInstanceOf(Date);
  });
});

describe('EndMyOtherSessions', () => {
  it('ends every other session and keeps this one', async () => {
    const here = await signIn('vendor');
    const a = await signIn('vendor');
    const b = await signIn('vendor');
    const res = expectOk(await t.call('EndMyOtherSessions', { as: { token: here } }));
    expect(res.message).toMatch(/^\d+ other sessions ended\.$/);
    expect(await works(a)).toBe(false);
    expect(await works(b)).toBe(false);
    expect(await works(here)).toBe(true);
    expect((await sessions(here)).map((s) => s.sessionId)).toEqual([sessionOf(here)]);
  });
});

describe('EndUserSessions', () => {
  it('lets an administrator sign a user out everywhere, recorded', async () => {
    const jlee = await signIn('jlee');
    const jleeToo = await signIn('jlee');
    const res = await t.call('EndUserSessions', {
      as: 'admin',
      body: {
        userId:
          (await row<{ id: string }>(t.db, "SELECT id FROM users WHERE username = 'jlee'"))?.id ??
          '',
      },
    });
    expect(expectOk(res).message).toMatch(/sessions? ended\.$/);
    expect(await works(jlee)).toBe(false);
    expect(await works(jleeToo)).toBe(false);
    const event = await row<{ details: { sessions: number } }>(
      t.db,
      "SELECT details FROM audit_trail WHERE action = 'sessionsEnded' ORDER BY id DESC LIMIT 1",
    );
    expect(event?.details.sessions).toBeGreaterThanOrEqual(2);
    // jlee signs in again.
    expect(await works(await signIn('jlee'))).toBe(true);
  });

  it("refuses a super user's sessions to a lesser administrator, and an unknown user", async () => {
    const adminToken = await signIn('admin');
    const adminId =
      (await row<{ id: string }>(t.db, "SELECT id FROM users WHERE username = 'admin'"))?.id ?? '';
    const lesser = await t.call('EndUserSessions', { as: 'orgmanager', body: { userId: adminId } });
    expect(lesser.status).toBe(403);
    expect(await works(adminToken)).toBe(true);
    const unknown = await t.call('EndUserSessions', {
      as: 'admin',
      body: { userId: '6f1c1b2e-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    expect(
      (await t.call('EndUserSessions', { as: 'staff', body: { userId: adminId } })).status,
    ).toBe(403);
  });
});

describe('a new password', () => {
  it("ends the user's other sessions; the caller's goes on with a fresh token", async () => {
    const here = await signIn('mgarcia');
    const there = await signIn('mgarcia');
    const me = expectOk(await t.call('GetTokenInformation', { query: { token: here } })).result;
    const res = expectOk(
      await t.call('SaveNewPassword', {
        as: { token: here },
        body: { userId: me.user?.userId ?? '', newPassword: TEST_DEMO_PASSWORD },
      }),
    );
    const fresh = res.result.token ?? '';
    expect(sessionOf(fresh)).toBe(sessionOf(here));
    expect(await works(fresh)).toBe(true);
    expect(await works(there)).toBe(false);
    expect((await sessions(fresh)).map((s) => s.sessionId)).toEqual([sessionOf(here)]);
  });
});
