import { createTestApp, type TestApp } from '../test/testApp';

// The envelope's `field` names the body field a refusal is about (clients mark fields by it).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function userId(username: string): Promise<string> {
  const { rows } = await t.db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [
    username,
  ]);
  const id = rows[0]?.id;
  if (!id) throw new Error(`no user ${username}`);
  return id;
}

async function saveProfile(changes: Record<string, unknown>, drop?: string) {
  const me = (await t.call('GetUserInformation', { as: 'viewer', query: { username: 'viewer' } }))
    .body.result;
  if (!me) throw new Error('viewer has no profile');
  const { userId: id, firstName, lastName, title, department, badgeNumber, userRoles, email } = me;
  const body: Record<string, unknown> = {
    userId: id,
    firstName,
    lastName,
    title,
    department,
    badgeNumber,
    userRoles,
    email,
    ...changes,
  };
  if (drop) delete body[drop];
  return t.callRaw('SaveUserInformation', { as: 'viewer', body });
}

describe('SaveUserInformation', () => {
  it('names a blank required field the handler refuses, the message as before', async () => {
    const res = await saveProfile({ firstName: '   ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'First name is required.', field: 'firstName' });
  });

  it("names the field of a contract refusal: a value's path, or the missing property", async () => {
    const malformed = await saveProfile({ email: 'not-an-email' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'validation', field: 'email' });
    expect(malformed.body.message).toMatch(/^Invalid request: email /);

    const missing = await saveProfile({}, 'lastName');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      message: 'Invalid request: lastName is required.',
      field: 'lastName',
    });
  });
});

describe('SaveNewPassword', () => {
  it('names newPassword for a short password and for a password one may not set', async () => {
    const short = await t.call('SaveNewPassword', {
      as: 'staff',
      body: { userId: await userId('staff'), newPassword: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ field: 'newPassword' });

    const others = await t.call('SaveNewPassword', {
      as: 'pnovak',
      body: { userId: await userId('admin'), newPassword: 'Taken-Over-2026' },
    });
    expect(others.status).toBe(403);
    expect(others.body).toMatchObject({ field: 'newPassword' });
  });

  it('names no field when the refusal is about none', async () => {
    const res = await t.call('SaveNewPassword', {
      as: 'admin',
      body: { userId: '00000000-0000-4000-8000-000000000000', newPassword: 'Nobody-Pass-2026' },
    });
    expect(res.status).toBe(404);
    expect(res.body).not.toHaveProperty('field');
  });
});

describe('RegisterAccount', () => {
  it('names confirmPassword when the passwords differ', async () => {
    const res = await t.call('RegisterAccount', {
      body: {
        newUsername: 'nobody',
        activationKey: 'no-such-key',
        newPassword: 'Password-One-1',
        confirmPassword: 'Password-Two-2',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'The entered passwords do not match.',
      field: 'confirmPassword',
    });
  });
});

describe('SendUserInvite', () => {
  it('names username when it is blank or taken', async () => {
    const roles = await t.call('GetAssignableRoles', { as: 'admin', query: { username: 'admin' } });
    const invitee = (username: string) => ({
      username,
      firstName: 'Nina',
      lastName: 'Patel',
      email: 'nina@lab.example.com',
      userRoles: (roles.body.result ?? []).slice(0, 1),
    });
    const blank = await t.callRaw('SendUserInvite', { as: 'admin', body: invitee('   ') });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ message: 'Username is required.', field: 'username' });

    const taken = await t.callRaw('SendUserInvite', { as: 'admin', body: invitee('staff') });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ field: 'username' });
  });
});

describe('Contract refusals inside the body', () => {
  it('name the nested field by its dotted path', async () => {
    const res = await saveProfile({
      userRoles: [{ objectId: '11111111-1111-4111-8111-111111111111' }],
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'userRoles.0.description' });
    expect(res.body.message).toMatch(/^Invalid request: description is required;/);
  });
});

describe('Query refusals', () => {
  it('name no body field', async () => {
    const res = await t.callRaw('GetUserInformation', { as: 'viewer', query: {} });
    expect(res.status).toBe(400);
    expect(res.body).not.toHaveProperty('field');
  });
});
