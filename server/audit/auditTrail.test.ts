import type { components } from '@/api/generated/openapi';
import type { QueryOf } from '../contract/types';
import { testAppWithDir } from '../test/appOnTestDb';
import { expectOk } from '../test/call';
import { TEST_DEMO_PASSWORD } from '../test/constants';
import { loadFixtures, type Fixtures } from '../test/operationExamples';
import { AUDIT_TRAIL_BAD_RANGE, AUDIT_TRAIL_SUPER_USERS_ONLY } from '../handlers/auditTrail';
import { recordExport } from './trail';

/*
 * Issue 22, item 4: the audit trail records who changed what, from where, before -> after, in
 * the transaction of the change; failed sign-ins persist; nothing changes an entry; only super
 * users read it; no entry holds a password, token or key.
 */
const files = testAppWithDir('audit');
let f: Fixtures;
beforeAll(async () => {
  f = await loadFixtures(files.t);
});

type Entry = components['schemas']['AuditEntry'];
type TrailQuery = Partial<QueryOf<'GetAuditTrail'>>;

async function trail(query: TrailQuery = {}): Promise<Entry[]> {
  const res = await files.t.call('GetAuditTrail', { as: 'admin', query });
  return expectOk(res).result.gridRows;
}
const newest = async (query: TrailQuery) => (await trail({ ...query, itemsPerPage: 1 }))[0];

const userRoles = async (username: string) => {
  const res = await files.t.call('GetUserInformation', { as: 'admin', query: { username } });
  return expectOk(res).result;
};

describe('what is recorded', () => {
  it('records a role change: who, whose, from where, roles before -> after', async () => {
    const viewer = await userRoles('viewer');
    const roles = await files.t.call('GetAssignableRoles', {
      as: 'admin',
      query: { username: 'admin' },
    });
    const labStaff = expectOk(roles).result.filter((r) => r.description === 'Lab Staff');
    const { userRoles: _held, ...fields } = viewer;
    const res = await files.t.call('SaveUserInformation', {
      as: 'admin',
      body: { ...fields, userRoles: labStaff },
    });
    expect(res.status).toBe(200);
    expect(await newest({ kind: ['user'], searchTerm: 'rolesChanged' })).toMatchObject({
      actorUsername: 'admin',
      actorId: expect.any(String),
      address: '127.0.0.1',
      action: 'rolesChanged',
      targetId: viewer.userId,
      targetLabel: 'viewer',
      before: { roles: ['Validation Viewer'] },
      after: { roles: ['Lab Staff'] },
    });
  });

  it('keeps a failed sign-in with the username and address given, and a successful one', async () => {
    const proxied = await files.listen({ env: { TRUST_PROXY: 'true' } });
    const signIn = (username: string, password: string) =>
      fetch(`${proxied.baseUrl}/api/Account/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
        body: JSON.stringify({ username, password }),
      });
    expect((await signIn('nobody-here', 'Guess-2026')).status).toBe(400);
    expect((await signIn('staff', 'Wrong-Password-1')).status).toBe(400);
    expect((await signIn('staff', TEST_DEMO_PASSWORD)).status).toBe(200);
    const entries = await trail({ kind: ['signIn'], searchTerm: '203.0.113.7' });
    expect(entries.map((e) => [e.action, e.actorUsername, e.address, e.details.reason])).toEqual([
      ['succeeded', 'staff', '203.0.113.7', undefined],
      ['failed', 'staff', '203.0.113.7', 'wrong password'],
      ['failed', 'nobody-here', '203.0.113.7', 'unknown username'],
    ]);
    expect(entries[2]?.actorId).toBeNull();
    expect(entries[1]?.actorId).toEqual(expect.any(String));
  });

  it('records an export through the export hook, with its actor', async () => {
    const actor = { userId: f.jleeId, username: 'jlee', address: '198.51.100.4' };
    await recordExport(files.t.db, actor, {
      list: 'GetRequests',
      format: 'csv',
      filters: { status: ['Submitted'], searchTerm: 'lucky' },
      rowCount: 12,
    });
    expect(await newest({ kind: ['export'] })).toMatchObject({
      actorUsername: 'jlee',
      actorId: f.jleeId,
      address: '198.51.100.4',
      action: 'exported',
      targetLabel: 'GetRequests',
      details: { format: 'csv', filters: { status: ['Submitted'] }, rowCount: 12 },
    });
  });

  it('records the removal of a request and of an SSIF submission with the actor', async () => {
    const removed = await files.t.call('RemoveImageRequest', {
      as: 'staff',
      query: { requestId: f.bdsRequestId },
    });
    expect(removed.status).toBe(200);
    expect(await newest({ kind: ['request'] })).toMatchObject({
      actorUsername: 'staff',
      action: 'removed',
      targetId: String(f.bdsRequestId),
      before: { manufacturer: 'Blue Delta Systems' },
      after: null,
    });
    const submission = await files.t.call('RemoveSubmission', {
      as: 'admin',
      query: { submissionIdentity: f.bdsSubmissionIdentity, manufacturer: 'Blue Delta Systems' },
    });
    expect(submission.status).toBe(200);
    expect(await newest({ kind: ['ssifSubmission'] })).toMatchObject({
      actorUsername: 'admin',
      action: 'removed',
      targetId: String(f.bdsSubmissionIdentity),
    });
  });

  it('records only what changed in a workflow rename, and nothing for a refused save', async () => {
    const created = await files.t.call('SaveWorkflow', {
      as: 'pnovak',
      body: { id: '00000000-0000-0000-0000-000000000000', name: 'Audit Flow' },
    });
    const workflow = expectOk(created).result;
    await files.t.call('SaveWorkflow', {
      as: 'pnovak',
      body: { id: workflow.id, name: 'Audit Flow 2', version: workflow.version },
    });
    const [renamed, made] = await trail({ kind: ['workflow'], actor: 'PNOVAK' });
    expect(made).toMatchObject({ action: 'created', before: null, after: { name: 'Audit Flow' } });
    expect(renamed).toMatchObject({
      action: 'updated',
      targetId: workflow.id,
      before: { name: 'Audit Flow' },
      after: { name: 'Audit Flow 2' },
    });
    const count = (await trail({ kind: ['workflow'] })).length;
    const clash = await files.t.call('SaveWorkflow', {
      as: 'pnovak',
      body: { id: '00000000-0000-0000-0000-000000000000', name: 'Audit Flow 2' },
    });
    expect(clash.status).toBe(409);
    expect((await trail({ kind: ['workflow'] })).length).toBe(count);
  });
});

describe('append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of the table', async () => {
    const { db } = files.t;
    await expect(db.query("UPDATE audit_trail SET actor_username = 'someone'")).rejects.toThrow(
      /append-only: UPDATE/,
    );
    await expect(db.query('DELETE FROM audit_trail')).rejects.toThrow(/append-only: DELETE/);
    await expect(db.query('TRUNCATE audit_trail')).rejects.toThrow(/append-only: TRUNCATE/);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_trail');
    expect(rows[0]?.n).toBeGreaterThan(0);
  });

  it('holds by privilege for an app role that does not own the table (docs/security.md)', async () => {
    const role = `audit_app_${Date.now().toString(36)}`;
    const { db } = files.t;
    const database = (await db.query<{ d: string }>('SELECT current_database() AS d')).rows[0]?.d;
    await db.query(`CREATE ROLE ${role} NOLOGIN`);
    await db.query(`GRANT SELECT, INSERT ON audit_trail TO ${role}`);
    await db.query(`GRANT USAGE ON SEQUENCE audit_trail_id_seq TO ${role}`);
    const client = await db.connect();
    try {
      await client.query(`SET ROLE ${role}`);
      await client.query(
        "INSERT INTO audit_trail (actor_username, kind, action) VALUES ('app', 'setting', 'updated')",
      );
      for (const statement of [
        'UPDATE audit_trail SET action = $$x$$',
        'DELETE FROM audit_trail',
        'ALTER TABLE audit_trail DISABLE TRIGGER audit_trail_no_change',
      ])
        await expect(client.query(statement)).rejects.toThrow(/permission denied|must be owner/);
    } finally {
      await client.query('RESET ROLE');
      client.release();
      await db.query(`REVOKE ALL ON audit_trail, audit_trail_id_seq FROM ${role}`);
      await db.query(`DROP ROLE ${role}`);
    }
    expect(database).toBeTruthy();
  });
});

describe('who may read it', () => {
  it.each(['staff', 'vendor', 'viewer'])('refuses %s (403)', async (as) => {
    const res = await files.t.call('GetAuditTrail', { as });
    expect(res.status).toBe(403);
  });

  it('refuses an administrator who is not a super user (403)', async () => {
    const res = await files.t.call('GetAuditTrail', { as: 'pnovak' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(AUDIT_TRAIL_SUPER_USERS_ONLY);
  });

  it('filters by date range (UTC days, inclusive) and refuses a reversed range', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await trail({ from: today, to: today })).length).toBeGreaterThan(0);
    expect(await trail({ to: '2000-01-01' })).toEqual([]);
    const reversed = await files.t.call('GetAuditTrail', {
      as: 'admin',
      query: { from: '2026-02-01', to: '2026-01-01' },
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe(AUDIT_TRAIL_BAD_RANGE);
    const malformed = await files.t.callRaw('GetAuditTrail', {
      as: 'admin',
      query: { from: 'yesterday' },
    });
    expect(malformed.status).toBe(400);
  });
});

describe('no secrets', () => {
  it('holds no password, token, activation key or hash after a password change, an invite and a registration', async () => {
    const { t } = files;
    const staff = await userRoles('staff');
    const ownPassword = 'Own-Secret-Pass-9921';
    expect(
      (
        await t.call('SaveNewPassword', {
          as: 'staff',
          body: { userId: staff.userId, newPassword: ownPassword },
        })
      ).status,
    ).toBe(200);
    const roles = expectOk(
      await t.call('GetAssignableRoles', { as: 'admin', query: { username: 'admin' } }),
    ).result.filter((r) => r.description === 'Validation Viewer');
    const invited = await t.call('SendUserInvite', {
      as: 'admin',
      body: {
        username: 'auditnew',
        firstName: 'Audit',
        lastName: 'New',
        email: 'auditnew@lab.example.com',
        userRoles: roles,
      },
    });
    expect(invited.status).toBe(200);
    const key = t.mails.at(-1)?.text.match(/Activation key: (\S+)/)?.[1] ?? '';
    expect(key).not.toBe('');
    const newPassword = 'Fresh-Secret-Pass-4410';
    const registered = await t.call('RegisterAccount', {
      body: {
        newUsername: 'auditnew',
        activationKey: key,
        newPassword,
        confirmPassword: newPassword,
      },
    });
    expect(registered.status).toBe(200);
    const token = await t.login('auditnew', newPassword);

    const { rows } = await t.db.query<{ entry: string }>(
      'SELECT row_to_json(a)::text AS entry FROM audit_trail a',
    );
    const text = rows.map((r) => r.entry).join('\n');
    expect(text).toContain('"passwordSet"');
    expect(text).toContain('"invited"');
    expect(text).toContain('"registered"');
    for (const secret of [ownPassword, newPassword, TEST_DEMO_PASSWORD, key, token, '$argon2'])
      expect(text).not.toContain(secret);
  });
});
