import type { OperationId } from '../contract/types';
import { expectOk, type CallOptions } from '../test/call';
import { createTestApp, type TestApp } from '../test/testApp';

const EMPTY_ID = '00000000-0000-0000-0000-000000000000';
const MISSING_ID = '11111111-2222-4333-8444-555555555555';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A user who may open the admin pages but holds none of the organization flags.
  const role = await one<{ id: string }>(
    "INSERT INTO roles (description, can_view_admin_page) VALUES ('Admin Reader', true) RETURNING id",
  );
  await t.db.query(
    "INSERT INTO user_roles (user_id, role_id) SELECT id, $1 FROM users WHERE username = 'viewer'",
    [role.id],
  );
}, 30_000);
afterAll(async () => t.close(), 30_000);

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const result = await t.db.query(sql, params);
  return result.rows[0] as T;
}
async function count(sql: string, params: unknown[] = []): Promise<number> {
  return (await one<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).n;
}
const userId = async (username: string) =>
  (await one<{ id: string }>('SELECT id FROM users WHERE username = $1', [username])).id;
const orgId = async (name: string) =>
  (await one<{ id: string }>('SELECT id FROM organizations WHERE name = $1', [name])).id;
const workflowId = async (name: string) =>
  (await one<{ id: string }>('SELECT id FROM workflows WHERE name = $1', [name])).id;

describe('GatherJurisdictionsForUser', () => {
  it("gives a super user every jurisdiction and others their organizations' ones; 403 without the flag", async () => {
    const all = await t.call('GatherJurisdictionsForUser', { as: 'admin' });
    expect(all.status).toBe(200);
    expect(expectOk(all).result.map((j) => j.jurisdictionName)).toEqual([
      'Mississippi',
      'Nevada',
      'New Jersey',
      'Ontario',
      'Pennsylvania',
    ]);
    // pnovak belongs to North Lab only (129, 18).
    const own = await t.call('GatherJurisdictionsForUser', { as: 'pnovak' });
    expect(expectOk(own).result).toEqual([
      { jurisdictionId: 129, jurisdictionName: 'Nevada' },
      { jurisdictionId: 18, jurisdictionName: 'New Jersey' },
    ]);
    const refused = await t.call('GatherJurisdictionsForUser', { as: 'staff' });
    expect(refused.status).toBe(403);
  });
});

type OrganizationsQuery = NonNullable<CallOptions<'GetOrganizations'>['query']>;

describe('GetOrganizations', () => {
  const list = (query: OrganizationsQuery, who = 'admin') =>
    t.call('GetOrganizations', { as: who, query });

  it('pages organizations, Name descending by default, with every form field', async () => {
    const res = await list({});
    expect(res.status).toBe(200);
    const body = expectOk(res);
    expect(body.result.rowCount).toBe(2);
    expect(body.result.gridRows.map((o) => o.name)).toEqual(['South Lab', 'North Lab']);
    expect(body.result.gridRows[1]).toMatchObject({
      propertyCode: 'NL-01',
      serverIP: '10.20.1.15',
      serverPortNumber: 8443,
      superUserName: 'Petra Novak',
      superUser: { username: 'pnovak' },
      workflowId: await workflowId('Standard Image Request'),
    });
  });

  it('searches name, property code, server IP and super user name, and sorts by the documented fields', async () => {
    const names = async (query: OrganizationsQuery) =>
      expectOk(await list(query)).result.gridRows.map((o) => o.name);
    expect(await names({ searchTerm: 'sl-0' })).toEqual(['South Lab']);
    expect(await names({ searchTerm: '10.20.' })).toEqual(['North Lab']);
    expect(await names({ searchTerm: 'NOVAK' })).toEqual(['North Lab']);
    expect(
      await names({ searchTerm: 'lab', sortField: 'UploadName', sortDirection: 'asc' }),
    ).toEqual(['North Lab', 'South Lab']);
    expect(await names({ sortField: 'SuperUser', sortDirection: 'asc' })).toEqual([
      'South Lab',
      'North Lab',
    ]);
    expect(await names({ sortField: 'PropertyCode', sortDirection: 'desc' })).toEqual([
      'South Lab',
      'North Lab',
    ]);
    expect(await names({ itemsPerPage: '1', page: '2' })).toEqual(['North Lab']);
  });

  it('refuses an unknown sort field (400) and a user without canViewAdminPage (403)', async () => {
    const bad = await list({ sortField: 'Name' });
    expect(bad.status).toBe(400);
    const refused = await list({}, 'staff');
    expect(refused.status).toBe(403);
  });
});

describe('organization members and jurisdictions (reads)', () => {
  it("lists an organization's users, and without an id those sharing the caller's organizations", async () => {
    const south = await orgId('South Lab');
    const res = await t.call('GetOrganizationUsers', {
      as: 'pnovak',
      query: { organizationId: south },
    });
    expect(res.status).toBe(200);
    expect(expectOk(res).result.map((u) => u.username)).toEqual([
      'vendor',
      'mgarcia',
      'admin',
      'staff',
    ]);

    // pnovak is in North Lab only; the admin (super user) sees every live user.
    const own = await t.call('GetOrganizationUsers', { as: 'pnovak' });
    expect(expectOk(own).result.map((u) => u.username)).toEqual([
      'vendor',
      'jlee',
      'admin',
      'pnovak',
      'staff',
    ]);
    const everyone = await t.call('GetOrganizationUsers', { as: 'admin' });
    expect(everyone.body.result).toHaveLength(7);

    const missing = await t.call('GetOrganizationUsers', {
      as: 'admin',
      query: { organizationId: MISSING_ID },
    });
    expect(missing.status).toBe(404);
    const bad = await t.call('GetOrganizationUsers', {
      as: 'admin',
      query: { organizationId: 'x' },
    });
    expect(bad.status).toBe(400);
    const refused = await t.call('GetOrganizationUsers', {
      as: 'staff',
      query: { organizationId: south },
    });
    expect(refused.status).toBe(403);
  });

  it('lists users not in an organization, its jurisdictions and the ones it lacks', async () => {
    const south = await orgId('South Lab');
    const outsiders = await t.call('GetUsersNotPartOfOrganization', {
      as: 'viewer',
      query: { organizationId: south },
    });
    expect(outsiders.status).toBe(200);
    expect(expectOk(outsiders).result.map((u) => u.username)).toEqual(['jlee', 'pnovak', 'viewer']);
    const own = await t.call('GetOrganizationJurisdictions', {
      as: 'viewer',
      query: { organizationId: south },
    });
    expect(expectOk(own).result.map((j) => j.jurisdictionId)).toEqual([129, 42]);
    const available = await t.call('GetAvailableJurisdictionsForOrganization', {
      as: 'viewer',
      query: { organizationId: south },
    });
    expect(expectOk(available).result.map((j) => j.jurisdictionId)).toEqual([6, 18, 77]);

    for (const operation of [
      'GetUsersNotPartOfOrganization',
      'GetOrganizationJurisdictions',
      'GetAvailableJurisdictionsForOrganization',
    ] as const) {
      const missing = await t.call(operation, {
        as: 'viewer',
        query: { organizationId: MISSING_ID },
      });
      expect(missing.status).toBe(404);
      const bad = await t.call(operation, { as: 'viewer' });
      expect(bad.status).toBe(400);
      const refused = await t.call(operation, { as: 'staff', query: { organizationId: south } });
      expect(refused.status).toBe(403);
    }
  });
});

describe('an organization from creation to removal', () => {
  it('is created, updated, given users and jurisdictions, stripped of them, removed and gone from the list', async () => {
    const jlee = await userId('jlee');
    const mgarcia = await userId('mgarcia');
    const viewer = await userId('viewer');
    const standard = await workflowId('Standard Image Request');
    const expedited = await workflowId('Expedited Review');

    const created = await t.call('SaveOrganizationInformation', {
      as: 'pnovak',
      body: {
        objectId: EMPTY_ID,
        name: '  East Lab ',
        superUser: { userId: jlee },
        propertyCode: 'EL-03',
        serverIP: '10.40.0.9',
        serverPortNumber: 9000,
        workflowId: standard,
      },
    });
    expect(created.status).toBe(200);
    const org = expectOk(created);
    expect(org.message).toBe('Successfully saved organization information');
    expect(org.result).toMatchObject({
      name: 'East Lab',
      propertyCode: 'EL-03',
      serverIP: '10.40.0.9',
      serverPortNumber: 9000,
      workflowId: standard,
      jurisdictions: [],
    });
    expect(org.result.superUser.username).toBe('jlee');
    // The super user becomes a member.
    expect(org.result.users.map((u) => u.username)).toEqual(['jlee']);
    const id = org.result.objectId;
    expect(
      await one('SELECT name, super_user_id, removed_at FROM organizations WHERE id = $1', [id]),
    ).toEqual({ name: 'East Lab', super_user_id: jlee, removed_at: null });

    const updated = await t.call('UpdateOrganization', {
      as: 'pnovak',
      body: {
        objectId: id,
        name: 'East Lab Annex',
        superUser: { userId: mgarcia },
        propertyCode: '',
        serverIP: null,
        serverPortNumber: null,
        workflowId: expedited,
      },
    });
    expect(updated.status).toBe(200);
    expect(expectOk(updated).result).toMatchObject({
      objectId: id,
      name: 'East Lab Annex',
      propertyCode: '',
      serverIP: null,
      serverPortNumber: null,
      workflowId: expedited,
    });
    expect(
      await one(
        'SELECT name, super_user_id, workflow_id, server_port_number FROM organizations WHERE id = $1',
        [id],
      ),
    ).toEqual({
      name: 'East Lab Annex',
      super_user_id: mgarcia,
      workflow_id: expedited,
      server_port_number: null,
    });

    const addedUsers = await t.call('AddOrganizationUsers', {
      as: 'pnovak',
      body: { organizationId: id, users: [viewer, viewer, jlee] },
    });
    expect(addedUsers.status).toBe(200);
    expect(expectOk(addedUsers).result.map((u) => u.username)).toEqual([
      'mgarcia',
      'jlee',
      'viewer',
    ]);
    expect(await count('organization_users WHERE organization_id = $1', [id])).toBe(3);

    const removedUsers = await t.call('RemoveOrganizationUsers', {
      as: 'pnovak',
      body: { organizationId: id, users: [jlee, MISSING_ID] },
    });
    expect(removedUsers.status).toBe(200);
    expect(expectOk(removedUsers).result.map((u) => u.username)).toEqual(['mgarcia', 'viewer']);

    const addedJurisdictions = await t.call('AddOrganizationJurisdictions', {
      as: 'pnovak',
      body: { organizationId: id, jurisdictions: [77, 129, 77] },
    });
    expect(addedJurisdictions.status).toBe(200);
    expect(expectOk(addedJurisdictions).result.map((j) => j.jurisdictionName)).toEqual([
      'Nevada',
      'Ontario',
    ]);
    const removedJurisdictions = await t.call('RemoveOrganizationJurisdictions', {
      as: 'pnovak',
      body: { organizationId: id, jurisdictions: [129, 6] },
    });
    expect(removedJurisdictions.status).toBe(200);
    expect(expectOk(removedJurisdictions).result).toEqual([
      { jurisdictionId: 77, jurisdictionName: 'Ontario' },
    ]);
    expect(
      (
        await t.db.query(
          'SELECT jurisdiction_id FROM organization_jurisdictions WHERE organization_id = $1',
          [id],
        )
      ).rows,
    ).toEqual([{ jurisdiction_id: 77 }]);

    const listed = expectOk(await t.call('GetOrganizations', { as: 'pnovak' }));
    expect(listed.result.gridRows.map((o) => o.name)).toContain('East Lab Annex');

    const removed = await t.call('RemoveOrganization', {
      as: 'pnovak',
      query: { organizationId: id },
    });
    expect(removed.status).toBe(200);
    expect(await count('organizations WHERE id = $1 AND removed_at IS NOT NULL', [id])).toBe(1);
    const after = expectOk(await t.call('GetOrganizations', { as: 'pnovak' }));
    expect(after.result.gridRows.map((o) => o.name)).toEqual(['South Lab', 'North Lab']);

    // Once removed it is gone for every call.
    const again = await t.call('RemoveOrganization', {
      as: 'pnovak',
      query: { organizationId: id },
    });
    expect(again.status).toBe(404);
    const jurisdictions = await t.call('GetOrganizationJurisdictions', {
      as: 'pnovak',
      query: { organizationId: id },
    });
    expect(jurisdictions.status).toBe(404);
    // Its name is free again.
    const reuse = await t.call('SaveOrganizationInformation', {
      as: 'pnovak',
      body: {
        objectId: EMPTY_ID,
        name: 'East Lab Annex',
        superUser: { userId: jlee },
        workflowId: standard,
      },
    });
    expect(reuse.status).toBe(200);
  });
});

describe('organization writes refused', () => {
  const valid = async () => ({
    objectId: EMPTY_ID,
    name: 'West Lab',
    superUser: { userId: await userId('jlee') },
    workflowId: await workflowId('Standard Image Request'),
  });

  it('refuses invalid organization forms with 400 and a taken name with 409, saving nothing', async () => {
    const before = await count('organizations');
    const post = (payload: object) =>
      t.callRaw('SaveOrganizationInformation', { as: 'pnovak', body: payload });
    const cases: Array<[object, number, RegExp]> = [
      [{ ...(await valid()), objectId: await orgId('North Lab') }, 400, /empty id/],
      [{ ...(await valid()), name: '   ' }, 400, /name is required/],
      [{ ...(await valid()), name: undefined }, 400, /name is required/],
      [{ ...(await valid()), serverPortNumber: 0 }, 400, /serverPortNumber/],
      [{ ...(await valid()), superUser: { userId: MISSING_ID } }, 400, /super user does not exist/],
      [{ ...(await valid()), workflowId: MISSING_ID }, 400, /workflow does not exist/],
      [{ ...(await valid()), name: 'north lab' }, 409, /already exists/],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post(payload);
      expect(res.status).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    expect(await count('organizations')).toBe(before);

    const south = await orgId('South Lab');
    const put = (payload: object) =>
      t.callRaw('UpdateOrganization', { as: 'pnovak', body: payload });
    const taken = await put({ ...(await valid()), objectId: south, name: 'North Lab' });
    expect(taken.status).toBe(409);
    const unknown = await put({ ...(await valid()), objectId: MISSING_ID });
    expect(unknown.status).toBe(404);
    const blank = await put({ ...(await valid()), objectId: south, name: ' ' });
    expect(blank.status).toBe(400);
    expect(await one('SELECT name FROM organizations WHERE id = $1', [south])).toEqual({
      name: 'South Lab',
    });
  });

  it('refuses list changes with unknown ids (400), removing the super user (400) and unknown organizations (404)', async () => {
    const north = await orgId('North Lab');
    const badJurisdiction = await t.call('AddOrganizationJurisdictions', {
      as: 'pnovak',
      body: { organizationId: north, jurisdictions: [6, 999] },
    });
    expect(badJurisdiction.status).toBe(400);
    const emptyList = await t.call('RemoveOrganizationJurisdictions', {
      as: 'pnovak',
      body: { organizationId: north, jurisdictions: [] },
    });
    expect(emptyList.status).toBe(400);
    const badUser = await t.call('AddOrganizationUsers', {
      as: 'pnovak',
      body: { organizationId: north, users: [await userId('viewer'), MISSING_ID] },
    });
    expect(badUser.status).toBe(400);
    const superUser = await t.call('RemoveOrganizationUsers', {
      as: 'pnovak',
      body: { organizationId: north, users: [await userId('pnovak')] },
    });
    expect(superUser.status).toBe(400);
    const unknownOrg = await t.call('AddOrganizationUsers', {
      as: 'pnovak',
      body: { organizationId: MISSING_ID, users: [await userId('viewer')] },
    });
    expect(unknownOrg.status).toBe(404);
    const unknownRemove = await t.call('RemoveOrganization', {
      as: 'pnovak',
      query: { organizationId: MISSING_ID },
    });
    expect(unknownRemove.status).toBe(404);
    expect(await count('organization_jurisdictions WHERE organization_id = $1', [north])).toBe(2);
    expect(await count('organization_users WHERE organization_id = $1', [north])).toBe(5);
  });

  it('refuses every organization write to a user without its flag (403), changing nothing', async () => {
    // viewer may open the admin pages but holds none of the organization flags.
    const north = await orgId('North Lab');
    const snapshot = async () => ({
      orgs: (await t.db.query('SELECT id, name, removed_at FROM organizations ORDER BY id')).rows,
      users: await count('organization_users'),
      jurisdictions: await count('organization_jurisdictions'),
    });
    const before = await snapshot();
    const calls: Array<[OperationId, object | undefined, object | undefined, string]> = [
      [
        'SaveOrganizationInformation',
        undefined,
        await valid(),
        'You do not have permission to add organizations.',
      ],
      [
        'UpdateOrganization',
        undefined,
        { ...(await valid()), objectId: north },
        'You do not have permission to edit organizations.',
      ],
      [
        'RemoveOrganization',
        { organizationId: north },
        undefined,
        'You do not have permission to delete organizations.',
      ],
      [
        'AddOrganizationJurisdictions',
        undefined,
        { organizationId: north, jurisdictions: [6] },
        'You do not have permission to add or remove organization jurisdictions.',
      ],
      [
        'RemoveOrganizationJurisdictions',
        undefined,
        { organizationId: north, jurisdictions: [129] },
        'You do not have permission to add or remove organization jurisdictions.',
      ],
      [
        'AddOrganizationUsers',
        undefined,
        { organizationId: north, users: [await userId('viewer')] },
        "You don't  have permission to add user to organization",
      ],
      [
        'RemoveOrganizationUsers',
        undefined,
        { organizationId: north, users: [await userId('jlee')] },
        'You do not have permission to add or remove organization users.',
      ],
    ];
    for (const [operation, query, body, message] of calls) {
      const res = await t.callRaw(operation, { as: 'viewer', query, body });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('organization membership follows canEditOrganizationUsers', () => {
  it('saving or updating adds no member, the super user included, without canEditOrganizationUsers', async () => {
    // jlee may add and edit organizations but not their members.
    const role = await one<{ id: string }>(
      `INSERT INTO roles (description, can_view_admin_page, can_add_organizations, can_edit_organizations)
       VALUES ('Organization Editor', true, true, true) RETURNING id`,
    );
    await t.db.query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)', [
      await userId('jlee'),
      role.id,
    ]);
    const standard = await workflowId('Standard Image Request');
    const mgarcia = await userId('mgarcia');

    const created = await t.call('SaveOrganizationInformation', {
      as: 'jlee',
      body: {
        objectId: EMPTY_ID,
        name: 'Quiet Lab',
        superUser: { userId: mgarcia },
        workflowId: standard,
      },
    });
    expect(created.status).toBe(200);
    const org = expectOk(created).result;
    expect(org.superUser.username).toBe('mgarcia');
    expect(org.users).toEqual([]);
    expect(await count('organization_users WHERE organization_id = $1', [org.objectId])).toBe(0);

    const updated = await t.call('UpdateOrganization', {
      as: 'jlee',
      body: {
        objectId: org.objectId,
        name: 'Quiet Lab',
        superUser: { userId: await userId('viewer') },
        workflowId: standard,
      },
    });
    expect(updated.status).toBe(200);
    expect(expectOk(updated).result.users).toEqual([]);
    expect(await count('organization_users WHERE organization_id = $1', [org.objectId])).toBe(0);

    // A caller who may edit members still makes the super user one.
    const byManager = await t.call('UpdateOrganization', {
      as: 'pnovak',
      body: {
        objectId: org.objectId,
        name: 'Quiet Lab',
        superUser: { userId: mgarcia },
        workflowId: standard,
      },
    });
    expect(byManager.status).toBe(200);
    expect(expectOk(byManager).result.users.map((u) => u.username)).toEqual(['mgarcia']);
  });
});

describe("an organization's single-record calls", () => {
  const reads = [
    'GetOrganizationUsers',
    'GetOrganizationJurisdictions',
    'GetAvailableJurisdictionsForOrganization',
    'GetUsersNotPartOfOrganization',
  ] as const;

  it("answer for exactly the organizations the caller's list shows, and 404 for any other", async () => {
    const created = expectOk(
      await t.call('SaveOrganizationInformation', {
        as: 'admin',
        body: {
          objectId: EMPTY_ID,
          name: 'Closing Lab',
          superUser: { userId: await userId('staff') },
          workflowId: await workflowId('Standard Image Request'),
        },
      }),
    ).result;
    const removed = await t.call('RemoveOrganization', {
      as: 'admin',
      query: { organizationId: created.objectId },
    });
    expect(removed.status).toBe(200);

    // pnovak (an organization manager, member of North Lab only) and the super user.
    for (const who of ['pnovak', 'admin']) {
      const listed = expectOk(
        await t.call('GetOrganizations', { as: who, query: { itemsPerPage: '100' } }),
      ).result.gridRows.map((o) => o.objectId);
      const all = (await t.db.query<{ id: string }>('SELECT id FROM organizations')).rows.map(
        (o) => o.id,
      );
      expect(all).toContain(created.objectId);
      expect(listed).not.toContain(created.objectId);
      for (const id of all) {
        for (const operation of reads) {
          const res = await t.call(operation, { as: who, query: { organizationId: id } });
          expect({ who, id, operation, status: res.status }).toEqual({
            who,
            id,
            operation,
            status: listed.includes(id) ? 200 : 404,
          });
        }
      }
    }
  });
});
