import type { components } from '@/api/generated/openapi';
import { expectOk, signedIn } from '../test/call';
import { TEST_DEMO_PASSWORD } from '../test/constants';
import { createTestApp, type TestApp } from '../test/testApp';
import { hashActivationKey } from '../auth/passwords';
import { LOGIN_FAILED, REGISTER_FAILED, RESET_ANSWER } from './account';

// Invites, registration with the mailed key, and password reset (which is registration again).
// Login, RegisterAccount and PasswordResetRequest allow 10 calls a minute each: this file stays under.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type RoleRef = components['schemas']['Role'];

/** A role as the client sends it: the whole object from GetAssignableRoles. */
async function role(description: string): Promise<RoleRef> {
  const { rows } = await t.db.query<{
    id: string;
    is_super_user: boolean;
    is_manufacturer_restricting: boolean;
    created_on: Date;
  }>(
    'SELECT id, is_super_user, is_manufacturer_restricting, created_on FROM roles WHERE description = $1',
    [description],
  );
  const r = rows[0];
  if (!r) throw new Error(`no role ${description}`);
  return {
    objectId: r.id,
    description,
    isSuperUser: r.is_super_user,
    isManufacturerRestrictingRoles: r.is_manufacturer_restricting,
    createdOn: r.created_on.toISOString(),
    createdBy: 'system',
    updatedOn: null,
    updatedBy: null,
  };
}

const invitee = (username: string, userRoles: RoleRef[]) => ({
  username,
  firstName: 'Nina',
  lastName: 'Patel',
  title: 'Test Engineer',
  department: 'Compliance Testing',
  badgeNumber: 'B-7777',
  email: `${username}@lab.example.com`,
  userRoles,
});

const invite = async (as: string, payload: object) =>
  t.callRaw('SendUserInvite', { as, body: payload });

const register = (
  newUsername: string,
  activationKey: string,
  newPassword: string,
  confirmPassword = newPassword,
) =>
  t.call('RegisterAccount', { body: { newUsername, activationKey, newPassword, confirmPassword } });

const userRow = async (username: string) =>
  (
    await t.db.query<{
      id: string;
      password_hash: string | null;
      activation_key_hash: string | null;
      activation_key_expires: Date | null;
      password_changed_at: Date;
    }>(
      'SELECT id, password_hash, activation_key_hash, activation_key_expires, password_changed_at FROM users WHERE lower(username) = lower($1)',
      [username],
    )
  ).rows[0];

/** The activation key in the last mail sent to this address. */
function keyMailedTo(address: string): string {
  const mail = [...t.mails].reverse().find((m) => m.to === address);
  const key = mail?.text.match(/Activation key: (\S+)/)?.[1];
  if (!key) throw new Error(`no key mailed to ${address}`);
  return key;
}

/** The first mail to this address, waiting up to two seconds for it. */
async function mailArriving(address: string) {
  for (let waited = 0; waited < 2000; waited += 20) {
    const mail = t.mails.find((m) => m.to === address);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

describe('SendUserInvite', () => {
  it('creates the user without a password, with the roles, and mails a single-use key', async () => {
    const res = await invite('admin', invitee('npatel', [await role('Lab Staff')]));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'An invitation has been sent to npatel@lab.example.com.',
      result: null,
    });

    const user = await userRow('npatel');
    expect(user?.password_hash).toBeNull();
    const mail = t.mails.at(-1);
    expect(mail?.to).toBe('npatel@lab.example.com');
    expect(mail?.text).toContain('Username: npatel');
    expect(mail?.text).toMatch(/^Open http:\/\/localhost:\d+\/login/m);
    const key = keyMailedTo('npatel@lab.example.com');
    // The link opens the login page with the register fields filled in; the key rides in the
    // fragment, which the browser never sends, so it never reaches a request log.
    const link = new URL(mail?.text.match(/^Open (\S+)$/m)?.[1] ?? '');
    expect(link.pathname).toBe('/login');
    expect(link.search).toBe('');
    expect(Object.fromEntries(new URLSearchParams(link.hash.slice(1)))).toEqual({
      username: 'npatel',
      activationKey: key,
    });
    // Only the key's hash is stored, and it expires in 7 days.
    expect(user?.activation_key_hash).toBe(hashActivationKey(key));
    expect(user?.activation_key_hash).not.toContain(key);
    const days = ((user?.activation_key_expires?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const roles = await t.db.query(
      'SELECT r.description FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1',
      [user?.id],
    );
    expect(roles.rows).toEqual([{ description: 'Lab Staff' }]);
  });

  it('refuses a username already taken (any case) with 409 and sends nothing', async () => {
    const mails = t.mails.length;
    const res = await invite('admin', invitee('STAFF', [await role('Lab Staff')]));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      message: expect.stringContaining('already taken'),
    });
    expect(t.mails.length).toBe(mails);
  });

  it('refuses an invite without roles with 400', async () => {
    const res = await invite('admin', invitee('noroles', []));
    expect(res.status).toBe(400);
    expect(await userRow('noroles')).toBeUndefined();
  });

  it('refuses a caller without canViewAdminPage with 403 and creates nobody', async () => {
    const res = await invite('staff', invitee('sneaky', [await role('Lab Staff')]));
    expect(res.status).toBe(403);
    expect(await userRow('sneaky')).toBeUndefined();
  });

  it('refuses a role the caller may not assign (a non-super admin and the super-user role) with 403', async () => {
    const mails = t.mails.length;
    const res = await invite(
      'pnovak',
      invitee('wouldbeadmin', [await role('Lab Staff'), await role('Administrator')]),
    );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      message: expect.stringContaining('Administrator'),
    });
    expect(await userRow('wouldbeadmin')).toBeUndefined();
    expect(t.mails.length).toBe(mails);
  });

  it('lets a non-super admin invite with the roles assignable to them', async () => {
    const res = await invite(
      'pnovak',
      invitee('ovendor', [await role('Manufacturer Representative')]),
    );
    expect(res.status).toBe(200);
    expect(await userRow('ovendor')).toBeDefined();
  });
});

describe('RegisterAccount', () => {
  it('an invited user cannot log in before registering', async () => {
    const res = await t.callRaw('Login', {
      body: { username: 'npatel', password: 'whatever-pass' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: LOGIN_FAILED });
  });

  it('refuses a wrong key with 400 and changes nothing', async () => {
    const res = await register('npatel', 'not-the-key-at-all', 'Nina-Pass-2026');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: REGISTER_FAILED,
      code: 'validation',
      result: null,
    });
    expect((await userRow('npatel'))?.password_hash).toBeNull();
  });

  it('refuses passwords that do not match with 400', async () => {
    const res = await register(
      'npatel',
      keyMailedTo('npatel@lab.example.com'),
      'Nina-Pass-2026',
      'Nina-Pass-2027',
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'The entered passwords do not match.',
    });
    expect((await userRow('npatel'))?.activation_key_hash).not.toBeNull();
  });

  it('sets the password with the mailed key, once; the user can then log in', async () => {
    const key = keyMailedTo('npatel@lab.example.com');
    const res = await register('NPatel', key, 'Nina-Pass-2026');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: expect.stringContaining('log in'),
    });
    const user = await userRow('npatel');
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    expect(user?.activation_key_hash).toBeNull();

    const again = await register('npatel', key, 'Other-Pass-2026');
    expect(again.status).toBe(400);

    const login = await t.callRaw('Login', {
      body: { username: 'npatel', password: 'Nina-Pass-2026' },
    });
    expect(login.status).toBe(200);
    expect(signedIn(expectOk(login).result).user.passwordExpirationDate).not.toBeNull();
  });

  it('refuses an expired key', async () => {
    await t.db.query(
      `UPDATE users SET activation_key_expires = now() - interval '1 minute' WHERE username = 'ovendor'`,
    );
    const res = await register(
      'ovendor',
      keyMailedTo('ovendor@lab.example.com'),
      'Oscar-Pass-2026',
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: REGISTER_FAILED });
    expect((await userRow('ovendor'))?.password_hash).toBeNull();
  });
});

describe('PasswordResetRequest', () => {
  const reset = (username: string) => t.call('PasswordResetRequest', { query: { username } });

  it('answers the same for an unknown user and sends no mail', async () => {
    const mails = t.mails.length;
    const res = await reset('no-such-user');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: RESET_ANSWER,
      result: null,
    });
    expect(t.mails.length).toBe(mails);
  });

  it('sends no mail for a removed user, with the same answer', async () => {
    await t.db.query(`UPDATE users SET removed_at = now() WHERE username = 'viewer'`);
    const mails = t.mails.length;
    const res = await reset('viewer');
    expect(res.body).toEqual({
      success: true,
      message: RESET_ANSWER,
      result: null,
    });
    expect(t.mails.length).toBe(mails);
  });

  it('mails a key; registering with it sets the new password and ends the old sessions', async () => {
    const oldToken = await t.login('mgarcia');
    const res = await reset('MGarcia');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: RESET_ANSWER,
      result: null,
    });
    // The reset mail is sent after the answer (so the answer's timing reveals nothing).
    const mail = await mailArriving('mgarcia@lab.example.com');
    expect(mail?.to).toBe('mgarcia@lab.example.com');
    expect(mail?.text).toContain("'Register a New Account'");
    expect(mail?.text).toContain('Username: mgarcia');
    const link = new URL(mail?.text.match(/^Open (\S+)$/m)?.[1] ?? '');
    expect(`${link.pathname}${link.search}`).toBe('/login');
    expect(Object.fromEntries(new URLSearchParams(link.hash.slice(1)))).toEqual({
      username: 'mgarcia',
      activationKey: keyMailedTo('mgarcia@lab.example.com'),
    });

    // Asking for a reset alone changes nothing: the old password and session still work.
    const still = await t.call('GetUserOrganizations', {
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(still.status).toBe(200);

    const done = await register(
      'mgarcia',
      keyMailedTo('mgarcia@lab.example.com'),
      'Maria-New-2026',
    );
    expect(done.status).toBe(200);

    const stale = await t.call('GetUsers', { headers: { authorization: `Bearer ${oldToken}` } });
    expect(stale.status).toBe(401);
    const info = await t.call('GetTokenInformation', { query: { token: oldToken } });
    expect(info.body).toEqual({
      success: true,
      message: '',
      result: { valid: false, user: null, permissions: null, secondFactorEnrolmentRequired: false },
    });

    const oldPassword = await t.callRaw('Login', {
      body: { username: 'mgarcia', password: TEST_DEMO_PASSWORD },
    });
    expect(oldPassword.status).toBe(400);
    const newPassword = await t.callRaw('Login', {
      body: { username: 'mgarcia', password: 'Maria-New-2026' },
    });
    expect(newPassword.status).toBe(200);
  });
});
