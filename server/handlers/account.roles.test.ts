import { expectOk } from '../test/call';
import { TEST_DEMO_PASSWORD } from '../test/constants';
import { createTestApp, type TestApp } from '../test/testApp';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { components } from '@/api/generated/openapi';

/*
 * Issue 9, hole 1: no privilege escalation through roles or passwords. Nobody changes their
 * own roles; a non-super admin assigns only roles whose flags they hold and that restrict at
 * least as much as they are restricted; only a super user sets another user's password or
 * e-mail address; every role and password change is recorded.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // An admin who only manages organizations (no request or validation flags).
  await addRole('Org Admin Only', { flags: ['can_view_admin_page', 'can_edit_organizations'] });
  // A manufacturer-restricted admin (Apex Gaming only) who also holds the vendor's flags.
  await addRole('Apex Admin', {
    flags: [
      'can_view_admin_page',
      'can_view_requests_page',
      'can_view_software_validations_page',
      'can_create_binary_request',
      'can_create_software_validation',
    ],
    restrictTo: ['Apex Gaming'],
  });
  // The vendor's flags, but restricted to another manufacturer.
  await addRole('Other Vendor Rep', {
    flags: ['can_view_requests_page'],
    restrictTo: ['Other Gaming'],
  });
  await addUser('orgadmin', ['Org Admin Only']);
  await addUser('apexadmin', ['Apex Admin']);
});
afterAll(async () => t.close());

// The contract's own shapes (src/api/generated/openapi.ts), not hand-kept copies.
type Role = components['schemas']['Role'];
type User = components['schemas']['User'];

async function addRole(
  description: string,
  { flags, restrictTo }: { flags: string[]; restrictTo?: string[] },
): Promise<void> {
  const columns = ['description', 'is_manufacturer_restricting', ...flags];
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO roles (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    [description, Boolean(restrictTo), ...flags.map(() => true)],
  );
  for (const name of restrictTo ?? []) {
    await t.db.query('INSERT INTO manufacturers (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [
      name,
    ]);
    await t.db.query(
      'INSERT INTO role_manufacturers (role_id, manufacturer_id) SELECT $1, id FROM manufacturers WHERE name = $2',
      [rows[0]?.id, name],
    );
  }
}

async function addUser(username: string, roles: string[]): Promise<void> {
  await t.db.query(
    `INSERT INTO users (username, first_name, last_name, email, password_hash, password_expires_on)
     VALUES ($1, 'Test', $1, $1 || '@lab.example.com', $2, now() + interval '180 days')`,
    [username, await hashPassword(TEST_DEMO_PASSWORD)],
  );
  await t.db.query(
    `INSERT INTO user_roles (user_id, role_id) SELECT u.id, r.id FROM users u, roles r WHERE u.username = $1 AND r.description = ANY($2)`,
    [username, roles],
  );
}

async function profile(username: string): Promise<User> {
  const res = await t.call('GetUserInformation', { as: 'admin', query: { username } });
  return expectOk(res).result;
}

async function rolesNamed(...names: string[]): Promise<Role[]> {
  const res = await t.call('GetAssignableRoles', { as: 'admin', query: { username: 'admin' } });
  return expectOk(res).result.filter((r) => names.includes(r.description));
}

async function assignable(as: string): Promise<string[]> {
  const res = await t.call('GetAssignableRoles', { as, query: { username: as } });
  expect(res.status).toBe(200);
  return expectOk(res).result.map((r) => r.description);
}

const roleNames = async (username: string) =>
  (
    await t.db.query<{ description: string }>(
      `SELECT r.description FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
      WHERE u.username = $1 ORDER BY r.description`,
      [username],
    )
  ).rows.map((r) => r.description);

const profileBody = (user: User, changes: Partial<User> = {}) => ({
  userId: user.userId,
  firstName: user.firstName,
  lastName: user.lastName,
  title: user.title,
  department: user.department,
  badgeNumber: user.badgeNumber,
  email: user.email,
  userRoles: user.userRoles,
  ...changes,
});

const passwordHash = async (username: string) =>
  (
    await t.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE username = $1',
      [username],
    )
  ).rows[0]?.password_hash;

interface SecurityEventRow {
  action: string;
  actor_username: string;
  target_username: string;
  details: { rolesAdded?: string[]; rolesRemoved?: string[]; roles?: string[] };
  address: string | null;
}
const events = async (action: string) =>
  (
    await t.db.query<SecurityEventRow>(
      `SELECT action, actor_username, target_label AS target_username, details, address
         FROM audit_trail WHERE kind = 'user' AND action = $1 ORDER BY id`,
      [action],
    )
  ).rows;

describe('own roles', () => {
  it('keeps an admin’s own roles as they are, whatever the body asks', async () => {
    const me = await profile('pnovak');
    const res = await t.call('SaveUserInformation', {
      as: 'pnovak',
      body: profileBody(me, {
        title: 'Ops Lead',
        userRoles: await rolesNamed('Lab Staff', 'Organization Manager', 'Validation Viewer'),
      }),
    });
    expect(res.status).toBe(200);
    const saved = expectOk(res).result;
    expect(saved.title).toBe('Ops Lead');
    expect(saved.userRoles.map((r) => r.description)).toEqual([
      'Lab Staff',
      'Organization Manager',
    ]);
    expect(await roleNames('pnovak')).toEqual(['Lab Staff', 'Organization Manager']);
  });

  it('keeps a super user’s own roles too (no one drops or adds their own)', async () => {
    const me = await profile('admin');
    const res = await t.call('SaveUserInformation', {
      as: 'admin',
      body: profileBody(me, { userRoles: await rolesNamed('Lab Staff') }),
    });
    expect(res.status).toBe(200);
    expect(await roleNames('admin')).toEqual(['Administrator']);
  });

  it('does not let a manufacturer-restricted admin lift their own restriction', async () => {
    const me = await profile('apexadmin');
    const res = await t.call('SaveUserInformation', {
      as: 'apexadmin',
      body: profileBody(me, { userRoles: [...me.userRoles, ...(await rolesNamed('Lab Staff'))] }),
    });
    expect(res.status).toBe(200);
    expect(await roleNames('apexadmin')).toEqual(['Apex Admin']);
  });
});

describe('what a non-super admin may assign', () => {
  it('answers only roles whose flags the admin holds and that restrict at least as much', async () => {
    // pnovak holds all 14 flags and no restriction: every role but the super-user one.
    expect(await assignable('pnovak')).toEqual([
      'Apex Admin',
      'Lab Staff',
      'Manufacturer Representative',
      'Org Admin Only',
      'Organization Manager',
      'Other Vendor Rep',
      'Validation Viewer',
    ]);
    expect(await assignable('orgadmin')).toEqual(['Org Admin Only']);
    // Restricted to Apex Gaming: only roles restricting to Apex Gaming with flags the admin holds.
    expect(await assignable('apexadmin')).toEqual(['Apex Admin', 'Manufacturer Representative']);
  });

  it('refuses an invite with a role outside that set (403, no user created)', async () => {
    const payload = (username: string, roles: Role[]) => ({
      username,
      firstName: 'Nina',
      lastName: 'Patel',
      email: `${username}@lab.example.com`,
      userRoles: roles,
    });
    const refused = await t.call('SendUserInvite', {
      as: 'orgadmin',
      body: payload('nina', await rolesNamed('Lab Staff')),
    });
    expect(refused.status).toBe(403);
    const unrestricted = await t.call('SendUserInvite', {
      as: 'apexadmin',
      body: payload('nina', await rolesNamed('Validation Viewer')),
    });
    expect(unrestricted.status).toBe(403);
    const otherMaker = await t.call('SendUserInvite', {
      as: 'apexadmin',
      body: payload('nina', await rolesNamed('Other Vendor Rep')),
    });
    expect(otherMaker.status).toBe(403);
    expect((await t.db.query("SELECT 1 FROM users WHERE username = 'nina'")).rowCount).toBe(0);

    const allowed = await t.call('SendUserInvite', {
      as: 'apexadmin',
      body: payload('nina', await rolesNamed('Manufacturer Representative')),
    });
    expect(allowed.status).toBe(200);
    expect(await roleNames('nina')).toEqual(['Manufacturer Representative']);
    expect(await events('invited')).toEqual([
      expect.objectContaining({
        actor_username: 'apexadmin',
        target_username: 'nina',
        details: { roles: ['Manufacturer Representative'] },
      }),
    ]);
  });

  it('refuses granting another user a role outside that set (403, nothing changed)', async () => {
    const mgarcia = await profile('mgarcia');
    const res = await t.call('SaveUserInformation', {
      as: 'apexadmin',
      body: profileBody(mgarcia, {
        firstName: 'Changed',
        userRoles: [...mgarcia.userRoles, ...(await rolesNamed('Validation Viewer'))],
      }),
    });
    expect(res.status).toBe(403);
    expect(await roleNames('mgarcia')).toEqual(['Lab Staff']);
    expect((await profile('mgarcia')).firstName).toBe('Maria');
  });

  it('keeps roles the admin may not assign and records the change', async () => {
    const jlee = await profile('jlee');
    const res = await t.call('SaveUserInformation', {
      as: 'apexadmin',
      body: profileBody(jlee, { userRoles: await rolesNamed('Manufacturer Representative') }),
    });
    expect(res.status).toBe(200);
    // Lab Staff is not apexadmin's to take away.
    expect(await roleNames('jlee')).toEqual(['Lab Staff', 'Manufacturer Representative']);
    expect((await events('rolesChanged')).at(-1)).toMatchObject({
      actor_username: 'apexadmin',
      target_username: 'jlee',
      details: { rolesAdded: ['Manufacturer Representative'], rolesRemoved: [] },
      address: expect.stringMatching(/127\.0\.0\.1/),
    });
  });
});

describe('another user’s password and e-mail address', () => {
  it('refuses a non-super admin setting another user’s password (403, unchanged)', async () => {
    const before = await passwordHash('mgarcia');
    const res = await t.call('SaveNewPassword', {
      as: 'pnovak',
      body: {
        userId: (await profile('mgarcia')).userId,
        newPassword: 'Taken-Over-2026',
      },
    });
    expect(res.status).toBe(403);
    expect(await passwordHash('mgarcia')).toBe(before);
  });

  it('refuses a non-super admin changing another user’s e-mail address (a reset would go there)', async () => {
    const mgarcia = await profile('mgarcia');
    const res = await t.call('SaveUserInformation', {
      as: 'pnovak',
      body: profileBody(mgarcia, { email: 'pnovak@evil.example.com' }),
    });
    expect(res.status).toBe(403);
    expect((await profile('mgarcia')).email).toBe('mgarcia@lab.example.com');
  });

  it('lets a super user set another user’s password and records who did it', async () => {
    const res = await t.call('SaveNewPassword', {
      as: 'admin',
      body: {
        userId: (await profile('mgarcia')).userId,
        newPassword: 'Maria-Set-2026',
      },
    });
    expect(res.status).toBe(200);
    expect(await verifyPassword((await passwordHash('mgarcia')) ?? null, 'Maria-Set-2026')).toBe(
      true,
    );
    expect((await events('passwordSet')).at(-1)).toMatchObject({
      actor_username: 'admin',
      target_username: 'mgarcia',
    });
  });

  it('records a super user changing another user’s roles', async () => {
    const viewer = await profile('viewer');
    const res = await t.call('SaveUserInformation', {
      as: 'admin',
      body: profileBody(viewer, { userRoles: await rolesNamed('Lab Staff') }),
    });
    expect(res.status).toBe(200);
    expect((await events('rolesChanged')).at(-1)).toMatchObject({
      actor_username: 'admin',
      target_username: 'viewer',
      details: { rolesAdded: ['Lab Staff'], rolesRemoved: ['Validation Viewer'] },
    });
  });
});
