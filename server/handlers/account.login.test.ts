import { expectOk, signedIn } from '../test/call';
import { TEST_DEMO_PASSWORD } from '../test/constants';
import { createTestApp, type TestApp } from '../test/testApp';
import { PERMISSION_FLAGS } from '../auth/permissions';
import { verifyPassword } from '../auth/passwords';
import { LOGIN_FAILED } from './account';

// Login is rate-limited to 10 calls a minute per address: this file makes at most 10.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const login = (username: string, password: string, rememberMe?: boolean) =>
  t.callRaw('Login', {
    body: rememberMe === undefined ? { username, password } : { username, password, rememberMe },
  });

const tokenInfo = async (token: string) => {
  const res = await t.call('GetTokenInformation', { query: { token } });
  expect(res.status).toBe(200);
  const body = expectOk(res);
  if (!body.result.valid)
    expect(body).toEqual({
      success: true,
      message: '',
      result: { valid: false, user: null, permissions: null, secondFactorEnrolmentRequired: false },
    });
  return body.result;
};

/** Seconds the token lives, read from its (unverified) payload. */
function lifetime(token: string): number {
  const payload = JSON.parse(
    Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { iat: number; exp: number };
  return payload.exp - payload.iat;
}

describe('Login', () => {
  let adminToken = '';

  it('returns a working-day token and the user with roles', async () => {
    const res = await login('admin', TEST_DEMO_PASSWORD);
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.success).toBe(true);
    const result = signedIn(body.result);
    expect(result.user).toMatchObject({ username: 'admin', passwordExpirationDate: null });
    expect(result.user.userRoles.map((r) => r.description)).toEqual(['Administrator']);
    adminToken = result.token;
    expect(lifetime(adminToken)).toBe(10 * 60 * 60);
  });

  it('matches the username case-insensitively and keeps a remembered login for 7 days', async () => {
    const res = await login('STAFF', TEST_DEMO_PASSWORD, true);
    const body = res.body;
    expect(res.status).toBe(200);
    expect(signedIn(body.result).user.username).toBe('staff');
    expect(lifetime(signedIn(body.result).token)).toBe(7 * 24 * 60 * 60);
  });

  it('answers a wrong password and an unknown username with the same 400 message', async () => {
    const wrongPassword = await login('staff', 'not-the-password');
    const unknownUser = await login('nobody-here', TEST_DEMO_PASSWORD);
    for (const res of [wrongPassword, unknownUser]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: LOGIN_FAILED,
        code: 'validation',
        result: null,
      });
    }
  });

  it('refuses a removed user and a user who has no password yet', async () => {
    await t.db.query(`UPDATE users SET removed_at = now() WHERE username = 'viewer'`);
    await t.db.query(`UPDATE users SET password_hash = NULL WHERE username = 'mgarcia'`);
    for (const username of ['viewer', 'mgarcia']) {
      const res = await login(username, TEST_DEMO_PASSWORD);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: LOGIN_FAILED });
    }
  });

  describe('GetTokenInformation', () => {
    it('answers valid with the user and all 14 permissions', async () => {
      const info = await tokenInfo(adminToken);
      expect(info.valid).toBe(true);
      expect(info.user?.username).toBe('admin');
      expect(Object.keys(info.permissions ?? {}).sort()).toEqual([...PERMISSION_FLAGS].sort());
      expect(Object.values(info.permissions ?? {}).every(Boolean)).toBe(true);
    });

    it('answers valid:false for a garbage token instead of an error', async () => {
      expect(await tokenInfo('not.a.token')).toEqual({
        valid: false,
        user: null,
        permissions: null,
        secondFactorEnrolmentRequired: false,
      });
    });

    it('computes the permissions from the roles', async () => {
      const token = await t.login('vendor');
      const info = await tokenInfo(token);
      expect(info.permissions).toMatchObject({
        canViewRequestsPage: true,
        canCreateBinaryRequest: true,
        canViewAdminPage: false,
        canDeleteBinaryRequest: false,
      });
    });
  });

  describe('a token stops working', () => {
    it('when an admin changes the user’s password', async () => {
      const jleeToken = await t.login('jlee');
      const before = await t.db.query<{ password_changed_at: Date }>(
        `SELECT password_changed_at FROM users WHERE username = 'jlee'`,
      );
      const {
        rows: [jlee],
      } = await t.db.query<{ id: string }>(`SELECT id FROM users WHERE username = 'jlee'`);
      const res = await t.callRaw('SaveNewPassword', {
        as: { token: adminToken },
        body: { userId: jlee?.id, newPassword: 'Fresh-Pass-42' },
      });
      expect(res.status).toBe(200);
      // Another user's password: no token for the admin to hand on.
      expect(expectOk(res)).toMatchObject({ result: { token: null } });

      const after = await t.db.query<{ password_changed_at: Date; password_hash: string }>(
        `SELECT password_changed_at, password_hash FROM users WHERE username = 'jlee'`,
      );
      expect(after.rows[0]?.password_changed_at.getTime()).toBeGreaterThan(
        before.rows[0]?.password_changed_at.getTime() ?? Infinity,
      );
      expect(await verifyPassword(after.rows[0]?.password_hash ?? null, 'Fresh-Pass-42')).toBe(
        true,
      );
      expect(await verifyPassword(after.rows[0]?.password_hash ?? null, TEST_DEMO_PASSWORD)).toBe(
        false,
      );

      // jlee has no admin permission: a live token would get 403, a stale one gets 401.
      const stale = await t.call('GetUsers', { headers: { authorization: `Bearer ${jleeToken}` } });
      expect(stale.status).toBe(401);
      expect(await tokenInfo(jleeToken)).toEqual({
        valid: false,
        user: null,
        permissions: null,
        secondFactorEnrolmentRequired: false,
      });

      const again = await login('jlee', 'Fresh-Pass-42');
      expect(again.status).toBe(200);
    });

    it('when the user is removed', async () => {
      const token = await t.login('pnovak');
      expect((await tokenInfo(token)).valid).toBe(true);
      await t.db.query(`UPDATE users SET removed_at = now() WHERE username = 'pnovak'`);
      expect((await tokenInfo(token)).valid).toBe(false);
      const res = await t.call('GetUserOrganizations', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(401);
    });
  });
});
