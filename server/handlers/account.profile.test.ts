import type { components } from '@/api/generated/openapi';
import { expectOk, type CallOptions } from '../test/call';
import { createTestApp, type TestApp } from '../test/testApp';
import { verifyPassword } from '../auth/passwords';

// Profiles, passwords, assignable roles, the user list and the user's organizations.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Role = components['schemas']['Role'];
type User = components['schemas']['User'];

async function profile(as: string, username: string): Promise<User> {
  const res = await t.call('GetUserInformation', { as, query: { username } });
  expect(res.status).toBe(200);
  return expectOk(res).result;
}

const roleNames = async (username: string) =>
  (
    await t.db.query<{ description: string }>(
      `SELECT r.description FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
      WHERE u.username = $1 ORDER BY r.description`,
      [username],
    )
  ).rows.map((r) => r.description);

async function allRoles(): Promise<Role[]> {
  const res = await t.call('GetAssignableRoles', { as: 'admin', query: { username: 'admin' } });
  return expectOk(res).result;
}
const byName = (roles: Role[], ...names: string[]) =>
  roles.filter((r) => names.includes(r.description));

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

describe('GetUserInformation', () => {
  it('returns the own profile with roles', async () => {
    const me = await profile('staff', 'staff');
    expect(me).toMatchObject({
      username: 'staff',
      firstName: 'Sam',
      lastName: 'Rivera',
      email: 'staff@lab.example.com',
    });
    expect(me.userRoles.map((r) => r.description)).toEqual(['Lab Staff']);
    expect(me.passwordExpirationDate).not.toBeNull();
  });

  it("refuses another user's profile without canViewAdminPage (403)", async () => {
    const res = await t.call('GetUserInformation', { as: 'staff', query: { username: 'jlee' } });
    expect(res.status).toBe(403);
  });

  it('lets an admin read any profile (username in any case); unknown is 404', async () => {
    expect((await profile('admin', 'JLEE')).username).toBe('jlee');
    const res = await t.call('GetUserInformation', { as: 'admin', query: { username: 'ghost' } });
    expect(res.status).toBe(404);
  });
});

describe('SaveUserInformation', () => {
  it('saves the own profile and ignores userRoles from a non-admin', async () => {
    const me = await profile('staff', 'staff');
    const roles = await allRoles();
    const res = await t.call('SaveUserInformation', {
      as: 'staff',
      body: profileBody(me, {
        title: 'Lead Test Engineer',
        department: '  QA  ',
        userRoles: byName(roles, 'Administrator'),
      }),
    });
    expect(res.status).toBe(200);
    const saved = expectOk(res).result;
    expect(saved).toMatchObject({ title: 'Lead Test Engineer', department: 'QA' });
    expect(await roleNames('staff')).toEqual(['Lab Staff']);
  });

  it("refuses another user's profile without canViewAdminPage (403, nothing changed)", async () => {
    const jlee = await profile('admin', 'jlee');
    const res = await t.call('SaveUserInformation', {
      as: 'staff',
      body: profileBody(jlee, { firstName: 'Hacked' }),
    });
    expect(res.status).toBe(403);
    expect((await profile('admin', 'jlee')).firstName).toBe('Jordan');
  });

  it('refuses a blank required field with 400', async () => {
    const me = await profile('viewer', 'viewer');
    const res = await t.call('SaveUserInformation', {
      as: 'viewer',
      body: profileBody(me, { lastName: '   ' }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Last name is required.',
    });
    const bad = await t.call('SaveUserInformation', {
      as: 'viewer',
      body: profileBody(me, { email: 'not-an-email' }),
    });
    expect(bad.status).toBe(400);
  });

  it("lets an admin grant and revoke another user's roles", async () => {
    const jlee = await profile('admin', 'jlee');
    const res = await t.call('SaveUserInformation', {
      as: 'admin',
      body: profileBody(jlee, {
        userRoles: byName(await allRoles(), 'Validation Viewer', 'Organization Manager'),
      }),
    });
    expect(res.status).toBe(200);
    const saved = expectOk(res).result;
    expect(saved.userRoles.map((r) => r.description)).toEqual([
      'Organization Manager',
      'Validation Viewer',
    ]);
    expect(await roleNames('jlee')).toEqual(['Organization Manager', 'Validation Viewer']);
  });

  it('keeps roles the admin may not assign exactly as they are', async () => {
    // pnovak administers users but is no super user: Administrator is not assignable by them.
    const admin = await profile('pnovak', 'admin');
    const res = await t.call('SaveUserInformation', {
      as: 'pnovak',
      body: profileBody(admin, {
        department: 'Lab Management',
        userRoles: byName(await allRoles(), 'Lab Staff'),
      }),
    });
    expect(res.status).toBe(200);
    expect(await roleNames('admin')).toEqual(['Administrator', 'Lab Staff']);

    const none = await t.call('SaveUserInformation', {
      as: 'pnovak',
      body: profileBody(admin, { userRoles: [] }),
    });
    expect(none.status).toBe(200);
    expect(await roleNames('admin')).toEqual(['Administrator']);
  });

  it('refuses a role the admin may not assign to a user who lacks it (403, nothing changed)', async () => {
    const mgarcia = await profile('pnovak', 'mgarcia');
    const res = await t.call('SaveUserInformation', {
      as: 'pnovak',
      body: profileBody(mgarcia, {
        firstName: 'Changed',
        userRoles: byName(await allRoles(), 'Administrator', 'Lab Staff'),
      }),
    });
    expect(res.status).toBe(403);
    expect(await roleNames('mgarcia')).toEqual(['Lab Staff']);
    expect((await profile('admin', 'mgarcia')).firstName).toBe('Maria');
  });

  it("refuses a non-super admin changing a super user's e-mail address (403)", async () => {
    const admin = await profile('pnovak', 'admin');
    const res = await t.call('SaveUserInformation', {
      as: 'pnovak',
      body: profileBody(admin, { email: 'takeover@evil.example.com' }),
    });
    expect(res.status).toBe(403);
    expect((await profile('admin', 'admin')).email).toBe('admin@lab.example.com');
  });
});

describe('GetTokenInformation', () => {
  // User Management offers another user's password and e-mail only to a super user, as the two saves above allow.
  it('tells whether the signed-in user is a super user', async () => {
    const superUserOf = async (username: string) => {
      const token = (await t.auth(username)).authorization.replace('Bearer ', '');
      const res = await t.call('GetTokenInformation', { query: { token } });
      const body = expectOk(res);
      expect(body.result).toMatchObject({ valid: true, user: { username } });
      return body.result.user?.isSuperUser;
    };
    expect(await superUserOf('admin')).toBe(true);
    // pnovak opens the Administration screens (canViewAdminPage) without a super-user role.
    expect(await superUserOf('pnovak')).toBe(false);
    expect(await superUserOf('staff')).toBe(false);
  });
});

describe('SaveNewPassword', () => {
  const userId = async (username: string) => {
    const [row] = (
      await t.db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [username])
    ).rows;
    if (!row) throw new Error(`no user ${username}`);
    return row.id;
  };
  const passwordRow = async (username: string) =>
    (
      await t.db.query<{
        password_hash: string;
        password_changed_at: Date;
        password_expires_on: Date | null;
      }>(
        'SELECT password_hash, password_changed_at, password_expires_on FROM users WHERE username = $1',
        [username],
      )
    ).rows[0];

  it('changes the own password, sets a new expiry, ends the old token and hands out a fresh one', async () => {
    const before = await passwordRow('viewer');
    const res = await t.call('SaveNewPassword', {
      as: 'viewer',
      body: { userId: await userId('viewer'), newPassword: 'Viewer-New-2026' },
    });
    expect(res.status).toBe(200);
    const body = expectOk(res);
    expect(body.success).toBe(true);
    expect(body.result.token).toEqual(expect.any(String));
    const after = await passwordRow('viewer');
    expect(await verifyPassword(after?.password_hash ?? null, 'Viewer-New-2026')).toBe(true);
    expect(after?.password_changed_at.getTime()).toBeGreaterThan(
      before?.password_changed_at.getTime() ?? Infinity,
    );
    const days = ((after?.password_expires_on?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(180);

    const stale = await t.call('GetUserOrganizations', { as: 'viewer' });
    expect(stale.status).toBe(401);
    const fresh = await t.call('GetUserOrganizations', {
      headers: { authorization: `Bearer ${body.result.token}` },
    });
    expect(fresh.status).toBe(200);
  });

  it('refuses a password under 8 characters with 400', async () => {
    const res = await t.call('SaveNewPassword', {
      as: 'staff',
      body: {
        userId: await userId('staff'),
        newPassword: 'short',
      },
    });
    expect(res.status).toBe(400);
  });

  it("refuses another user's password without canViewAdminPage (403, unchanged)", async () => {
    const before = await passwordRow('jlee');
    const res = await t.call('SaveNewPassword', {
      as: 'staff',
      body: {
        userId: await userId('jlee'),
        newPassword: 'Jordan-New-2026',
      },
    });
    expect(res.status).toBe(403);
    expect((await passwordRow('jlee'))?.password_hash).toBe(before?.password_hash);
  });

  it("refuses a non-super admin setting a super user's password (403, unchanged)", async () => {
    const before = await passwordRow('admin');
    const res = await t.call('SaveNewPassword', {
      as: 'pnovak',
      body: {
        userId: await userId('admin'),
        newPassword: 'Taken-Over-2026',
      },
    });
    expect(res.status).toBe(403);
    expect((await passwordRow('admin'))?.password_hash).toBe(before?.password_hash);
  });

  it('lets an admin set another user’s password; unknown user is 404', async () => {
    const res = await t.call('SaveNewPassword', {
      as: 'admin',
      body: {
        userId: await userId('mgarcia'),
        newPassword: 'Maria-Set-2026',
      },
    });
    expect(res.status).toBe(200);
    expect(
      await verifyPassword((await passwordRow('mgarcia'))?.password_hash ?? null, 'Maria-Set-2026'),
    ).toBe(true);
    const missing = await t.call('SaveNewPassword', {
      as: 'admin',
      body: {
        userId: '00000000-0000-4000-8000-000000000000',
        newPassword: 'Nobody-Pass-2026',
      },
    });
    expect(missing.status).toBe(404);
  });
});

describe('GetAssignableRoles', () => {
  it('gives a super user every role, sorted by description', async () => {
    expect((await allRoles()).map((r) => r.description)).toEqual([
      'Administrator',
      'Lab Staff',
      'Manufacturer Representative',
      'Organization Manager',
      'Validation Viewer',
    ]);
  });

  it('gives another admin every role except super-user roles, and a non-admin none', async () => {
    const pnovak = await t.call('GetAssignableRoles', {
      as: 'pnovak',
      query: { username: 'PNovak' },
    });
    expect(pnovak.status).toBe(200);
    const roles = expectOk(pnovak).result;
    expect(roles.map((r) => r.description)).toEqual([
      'Lab Staff',
      'Manufacturer Representative',
      'Organization Manager',
      'Validation Viewer',
    ]);
    expect(
      roles.find((r) => r.description === 'Manufacturer Representative')
        ?.isManufacturerRestrictingRoles,
    ).toBe(true);

    const staff = await t.call('GetAssignableRoles', { as: 'staff', query: { username: 'staff' } });
    expect(staff.status).toBe(200);
    expect(expectOk(staff).result).toEqual([]);
  });

  it("refuses asking for another user's assignable roles (403)", async () => {
    const res = await t.call('GetAssignableRoles', { as: 'pnovak', query: { username: 'admin' } });
    expect(res.status).toBe(403);
  });
});

describe('GetUsers', () => {
  const users = async (as: string, query: CallOptions<'GetUsers'>['query'] = {}) => {
    const res = await t.call('GetUsers', { as, query });
    expect(res.status).toBe(200);
    return expectOk(res).result;
  };

  it('pages live users sorted by first name ascending by default', async () => {
    await t.db.query(
      `INSERT INTO users (username, first_name, last_name, email, removed_at) VALUES ('gone', 'Aaron', 'Gone', 'gone@lab.example.com', now())`,
    );
    const list = await users('admin');
    expect(list.rowCount).toBe(7);
    expect(list.gridRows.map((u) => u.firstName)).toEqual([
      'Alex',
      'Jordan',
      'Maria',
      'Petra',
      'Sam',
      'Valerie',
      'Victor',
    ]);
    const page = await users('admin', {
      page: '2',
      itemsPerPage: '3',
      sortField: 'Username',
      sortDirection: 'desc',
    });
    expect(page.rowCount).toBe(7);
    expect(page.gridRows.map((u) => u.username)).toEqual(['pnovak', 'mgarcia', 'jlee']);
  });

  it('searches name, username and e-mail case-insensitively', async () => {
    expect((await users('admin', { searchTerm: 'GARC' })).gridRows.map((u) => u.username)).toEqual([
      'mgarcia',
    ]);
    expect(
      (await users('admin', { searchTerm: 'Rivera' })).gridRows.map((u) => u.username),
    ).toEqual(['staff']);
    expect(
      (await users('admin', { searchTerm: 'vendor@lab' })).gridRows.map((u) => u.username),
    ).toEqual(['vendor']);
    expect((await users('admin', { searchTerm: '100%' })).rowCount).toBe(0);
  });

  it('refuses an unknown sort field with 400 and a non-admin with 403', async () => {
    const bad = await t.call('GetUsers', { as: 'admin', query: { sortField: 'Password' } });
    expect(bad.status).toBe(400);
    const vendor = await t.call('GetUsers', { as: 'vendor' });
    expect(vendor.status).toBe(403);
  });
});

describe('GetUserOrganizations', () => {
  const orgs = async (as: string) => {
    const res = await t.call('GetUserOrganizations', { as });
    expect(res.status).toBe(200);
    return expectOk(res).result.map((o) => o.name);
  };

  it("lists the user's organizations by name; none for a non-member", async () => {
    expect(await orgs('vendor')).toEqual(['North Lab', 'South Lab']);
    expect(await orgs('jlee')).toEqual(['North Lab']);
    expect(await orgs('staff')).toEqual(['North Lab', 'South Lab']);
  });

  it('lists every live organization for a super user, removed ones excluded', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO organizations (name, super_user_id, workflow_id)
       SELECT 'Annex Lab', u.id, w.id FROM users u, workflows w WHERE u.username = 'admin' LIMIT 1 RETURNING id`,
    );
    expect(await orgs('admin')).toEqual(['Annex Lab', 'North Lab', 'South Lab']);
    await t.db.query(`UPDATE organizations SET removed_at = now() WHERE name = 'North Lab'`);
    expect(await orgs('admin')).toEqual(['Annex Lab', 'South Lab']);
    expect(await orgs('vendor')).toEqual(['South Lab']);
    expect(await orgs('jlee')).toEqual([]);
    expect(rows).toHaveLength(1);
  });
});
