import { createTestApp, type TestApp } from '../test/testApp';
import { expectContract } from '../test/contract';

const EMPTY_ID = '00000000-0000-0000-0000-000000000000';
const MISSING_ID = '11111111-2222-4333-8444-555555555555';

interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}
interface UserRow {
  userId: string;
  username: string;
}
interface Jurisdiction {
  jurisdictionId: number;
  jurisdictionName: string;
}
interface OrganizationRow {
  objectId: string;
  name: string | null;
  propertyCode: string;
  serverIP: string | null;
  superUserName: string;
  superUser: UserRow;
  serverPortNumber: number | null;
  workflowId: string;
}
interface Organization {
  objectId: string;
  name: string;
  propertyCode: string;
  superUser: UserRow;
  serverIP: string | null;
  serverPortNumber: number | null;
  workflowId: string;
  users: UserRow[];
  jurisdictions: Jurisdiction[];
}

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
    const all = await t.inject({
      method: 'GET',
      url: '/api/Administrative/GatherJurisdictionsForUser',
      headers: await t.auth('admin'),
    });
    expect(all.statusCode).toBe(200);
    expect(
      expectContract<Envelope<Jurisdiction[]>>(all, 'GatherJurisdictionsForUser').result.map(
        (j) => j.jurisdictionName,
      ),
    ).toEqual(['Mississippi', 'Nevada', 'New Jersey', 'Ontario', 'Pennsylvania']);
    // pnovak belongs to North Lab only (129, 18).
    const own = await t.inject({
      method: 'GET',
      url: '/api/Administrative/GatherJurisdictionsForUser',
      headers: await t.auth('pnovak'),
    });
    expect(
      expectContract<Envelope<Jurisdiction[]>>(own, 'GatherJurisdictionsForUser').result,
    ).toEqual([
      { jurisdictionId: 129, jurisdictionName: 'Nevada' },
      { jurisdictionId: 18, jurisdictionName: 'New Jersey' },
    ]);
    const refused = await t.inject({
      method: 'GET',
      url: '/api/Administrative/GatherJurisdictionsForUser',
      headers: await t.auth('staff'),
    });
    expect(refused.statusCode).toBe(403);
    expectContract(refused, 'GatherJurisdictionsForUser');
  });
});

describe('GetOrganizations', () => {
  const list = async (query: string, who = 'admin') =>
    t.inject({
      method: 'GET',
      url: `/api/Administrative/GetOrganizations${query}`,
      headers: await t.auth(who),
    });

  it('pages organizations, Name descending by default, with every form field', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = expectContract<Envelope<{ rowCount: number; gridRows: OrganizationRow[] }>>(
      res,
      'GetOrganizations',
    );
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
    const names = async (query: string) =>
      expectContract<Envelope<{ rowCount: number; gridRows: OrganizationRow[] }>>(
        await list(query),
        'GetOrganizations',
      ).result.gridRows.map((o) => o.name);
    expect(await names('?searchTerm=sl-0')).toEqual(['South Lab']);
    expect(await names('?searchTerm=10.20.')).toEqual(['North Lab']);
    expect(await names('?searchTerm=NOVAK')).toEqual(['North Lab']);
    expect(await names('?searchTerm=lab&sortField=UploadName&sortDirection=asc')).toEqual([
      'North Lab',
      'South Lab',
    ]);
    expect(await names('?sortField=SuperUser&sortDirection=asc')).toEqual([
      'South Lab',
      'North Lab',
    ]);
    expect(await names('?sortField=PropertyCode&sortDirection=desc')).toEqual([
      'South Lab',
      'North Lab',
    ]);
    expect(await names('?itemsPerPage=1&page=2')).toEqual(['North Lab']);
  });

  it('refuses an unknown sort field (400) and a user without canViewAdminPage (403)', async () => {
    const bad = await list('?sortField=Name');
    expect(bad.statusCode).toBe(400);
    expectContract(bad, 'GetOrganizations');
    const refused = await list('', 'staff');
    expect(refused.statusCode).toBe(403);
    expectContract(refused, 'GetOrganizations');
  });
});

describe('organization members and jurisdictions (reads)', () => {
  it("lists an organization's users, and without an id those sharing the caller's organizations", async () => {
    const south = await orgId('South Lab');
    const res = await t.inject({
      method: 'GET',
      url: `/api/Administrative/GetOrganizationUsers?organizationId=${south}`,
      headers: await t.auth('pnovak'),
    });
    expect(res.statusCode).toBe(200);
    expect(
      expectContract<Envelope<UserRow[]>>(res, 'GetOrganizationUsers').result.map(
        (u) => u.username,
      ),
    ).toEqual(['vendor', 'mgarcia', 'admin', 'staff']);

    // pnovak is in North Lab only; the admin (super user) sees every live user.
    const own = await t.inject({
      method: 'GET',
      url: '/api/Administrative/GetOrganizationUsers',
      headers: await t.auth('pnovak'),
    });
    expect(
      expectContract<Envelope<UserRow[]>>(own, 'GetOrganizationUsers').result.map(
        (u) => u.username,
      ),
    ).toEqual(['vendor', 'jlee', 'admin', 'pnovak', 'staff']);
    const everyone = await t.inject({
      method: 'GET',
      url: '/api/Administrative/GetOrganizationUsers',
      headers: await t.auth('admin'),
    });
    expect(
      expectContract<Envelope<UserRow[]>>(everyone, 'GetOrganizationUsers').result,
    ).toHaveLength(7);

    const missing = await t.inject({
      method: 'GET',
      url: `/api/Administrative/GetOrganizationUsers?organizationId=${MISSING_ID}`,
      headers: await t.auth('admin'),
    });
    expect(missing.statusCode).toBe(404);
    expectContract(missing, 'GetOrganizationUsers');
    const bad = await t.inject({
      method: 'GET',
      url: '/api/Administrative/GetOrganizationUsers?organizationId=x',
      headers: await t.auth('admin'),
    });
    expect(bad.statusCode).toBe(400);
    expectContract(bad, 'GetOrganizationUsers');
    const refused = await t.inject({
      method: 'GET',
      url: `/api/Administrative/GetOrganizationUsers?organizationId=${south}`,
      headers: await t.auth('staff'),
    });
    expect(refused.statusCode).toBe(403);
    expectContract(refused, 'GetOrganizationUsers');
  });

  it('lists users not in an organization, its jurisdictions and the ones it lacks', async () => {
    const south = await orgId('South Lab');
    const headers = await t.auth('viewer');
    const outsiders = await t.inject({
      method: 'GET',
      url: `/api/Administrative/GetUsersNotPartOfOrganization?organizationId=${south}`,
      headers,
    });
    expect(outsiders.statusCode).toBe(200);
    expect(
      expectContract<Envelope<UserRow[]>>(outsiders, 'GetUsersNotPartOfOrganization').result.map(
        (u) => u.username,
      ),
    ).toEqual(['jlee', 'pnovak', 'viewer']);
    const own = await t.inject({
      method: 'GET',
      url: `/api/Administrative/GetOrganizationJurisdictions?organizationId=${south}`,
      headers,
    });
    expect(
      expectContract<Envelope<Jurisdiction[]>>(own, 'GetOrganizationJurisdictions').result.map(
        (j) => j.jurisdictionId,
      ),
    ).toEqual([129, 42]);
    const available = await t.inject({
      method: 'GET',
      url: `/api/Administrative/GetAvailableJurisdictionsForOrganization?organizationId=${south}`,
      headers,
    });
    expect(
      expectContract<Envelope<Jurisdiction[]>>(
        available,
        'GetAvailableJurisdictionsForOrganization',
      ).result.map((j) => j.jurisdictionId),
    ).toEqual([6, 18, 77]);

    for (const [path, operation] of [
      ['GetUsersNotPartOfOrganization', 'GetUsersNotPartOfOrganization'],
      ['GetOrganizationJurisdictions', 'GetOrganizationJurisdictions'],
      ['GetAvailableJurisdictionsForOrganization', 'GetAvailableJurisdictionsForOrganization'],
    ] as const) {
      const missing = await t.inject({
        method: 'GET',
        url: `/api/Administrative/${path}?organizationId=${MISSING_ID}`,
        headers,
      });
      expect(missing.statusCode).toBe(404);
      expectContract(missing, operation);
      const bad = await t.inject({ method: 'GET', url: `/api/Administrative/${path}`, headers });
      expect(bad.statusCode).toBe(400);
      expectContract(bad, operation);
      const refused = await t.inject({
        method: 'GET',
        url: `/api/Administrative/${path}?organizationId=${south}`,
        headers: await t.auth('staff'),
      });
      expect(refused.statusCode).toBe(403);
      expectContract(refused, operation);
    }
  });
});

describe('an organization from creation to removal', () => {
  it('is created, updated, given users and jurisdictions, stripped of them, removed and gone from the list', async () => {
    const headers = await t.auth('pnovak');
    const jlee = await userId('jlee');
    const mgarcia = await userId('mgarcia');
    const viewer = await userId('viewer');
    const standard = await workflowId('Standard Image Request');
    const expedited = await workflowId('Expedited Review');

    const created = await t.inject({
      method: 'POST',
      url: '/api/Administrative/SaveOrganizationInformation',
      headers,
      payload: {
        objectId: EMPTY_ID,
        name: '  East Lab ',
        superUser: { userId: jlee },
        propertyCode: 'EL-03',
        serverIP: '10.40.0.9',
        serverPortNumber: 9000,
        workflowId: standard,
      },
    });
    expect(created.statusCode).toBe(200);
    const org = expectContract<Envelope<Organization>>(created, 'SaveOrganizationInformation');
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

    const updated = await t.inject({
      method: 'PUT',
      url: '/api/Administrative/UpdateOrganization',
      headers,
      payload: {
        objectId: id,
        name: 'East Lab Annex',
        superUser: { userId: mgarcia },
        propertyCode: '',
        serverIP: null,
        serverPortNumber: null,
        workflowId: expedited,
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(
      expectContract<Envelope<Organization>>(updated, 'UpdateOrganization').result,
    ).toMatchObject({
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

    const addedUsers = await t.inject({
      method: 'POST',
      url: '/api/Administrative/AddOrganizationUsers',
      headers,
      payload: { organizationId: id, users: [viewer, viewer, jlee] },
    });
    expect(addedUsers.statusCode).toBe(200);
    expect(
      expectContract<Envelope<UserRow[]>>(addedUsers, 'AddOrganizationUsers').result.map(
        (u) => u.username,
      ),
    ).toEqual(['mgarcia', 'jlee', 'viewer']);
    expect(await count('organization_users WHERE organization_id = $1', [id])).toBe(3);

    const removedUsers = await t.inject({
      method: 'POST',
      url: '/api/Administrative/RemoveOrganizationUsers',
      headers,
      payload: { organizationId: id, users: [jlee, MISSING_ID] },
    });
    expect(removedUsers.statusCode).toBe(200);
    expect(
      expectContract<Envelope<UserRow[]>>(removedUsers, 'RemoveOrganizationUsers').result.map(
        (u) => u.username,
      ),
    ).toEqual(['mgarcia', 'viewer']);

    const addedJurisdictions = await t.inject({
      method: 'POST',
      url: '/api/Administrative/AddOrganizationJurisdictions',
      headers,
      payload: { organizationId: id, jurisdictions: [77, 129, 77] },
    });
    expect(addedJurisdictions.statusCode).toBe(200);
    expect(
      expectContract<Envelope<Jurisdiction[]>>(
        addedJurisdictions,
        'AddOrganizationJurisdictions',
      ).result.map((j) => j.jurisdictionName),
    ).toEqual(['Nevada', 'Ontario']);
    const removedJurisdictions = await t.inject({
      method: 'POST',
      url: '/api/Administrative/RemoveOrganizationJurisdictions',
      headers,
      payload: { organizationId: id, jurisdictions: [129, 6] },
    });
    expect(removedJurisdictions.statusCode).toBe(200);
    expect(
      expectContract<Envelope<Jurisdiction[]>>(
        removedJurisdictions,
        'RemoveOrganizationJurisdictions',
      ).result,
    ).toEqual([{ jurisdictionId: 77, jurisdictionName: 'Ontario' }]);
    expect(
      (
        await t.db.query(
          'SELECT jurisdiction_id FROM organization_jurisdictions WHERE organization_id = $1',
          [id],
        )
      ).rows,
    ).toEqual([{ jurisdiction_id: 77 }]);

    const listed = expectContract<Envelope<{ gridRows: OrganizationRow[] }>>(
      await t.inject({ method: 'GET', url: '/api/Administrative/GetOrganizations', headers }),
      'GetOrganizations',
    );
    expect(listed.result.gridRows.map((o) => o.name)).toContain('East Lab Annex');

    const removed = await t.inject({
      method: 'PUT',
      url: `/api/Administrative/RemoveOrganization?organizationId=${id}`,
      headers,
    });
    expect(removed.statusCode).toBe(200);
    expectContract(removed, 'RemoveOrganization');
    expect(await count('organizations WHERE id = $1 AND removed_at IS NOT NULL', [id])).toBe(1);
    const after = expectContract<Envelope<{ rowCount: number; gridRows: OrganizationRow[] }>>(
      await t.inject({ method: 'GET', url: '/api/Administrative/GetOrganizations', headers }),
      'GetOrganizations',
    );
    expect(after.result.gridRows.map((o) => o.name)).toEqual(['South Lab', 'North Lab']);

    // Once removed it is gone for every call.
    const again = await t.inject({
      method: 'PUT',
      url: `/api/Administrative/RemoveOrganization?organizationId=${id}`,
      headers,
    });
    expect(again.statusCode).toBe(404);
    expectContract(again, 'RemoveOrganization');
    const jurisdictions = await t.inject({
      method: 'GET',
      url: `/api/Administrative/GetOrganizationJurisdictions?organizationId=${id}`,
      headers,
    });
    expect(jurisdictions.statusCode).toBe(404);
    expectContract(jurisdictions, 'GetOrganizationJurisdictions');
    // Its name is free again.
    const reuse = await t.inject({
      method: 'POST',
      url: '/api/Administrative/SaveOrganizationInformation',
      headers,
      payload: {
        objectId: EMPTY_ID,
        name: 'East Lab Annex',
        superUser: { userId: jlee },
        workflowId: standard,
      },
    });
    expect(reuse.statusCode).toBe(200);
    expectContract(reuse, 'SaveOrganizationInformation');
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
    const headers = await t.auth('pnovak');
    const before = await count('organizations');
    const post = (payload: object) =>
      t.inject({
        method: 'POST',
        url: '/api/Administrative/SaveOrganizationInformation',
        headers,
        payload,
      });
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
      expect(res.statusCode).toBe(status);
      expect(expectContract<Envelope<null>>(res, 'SaveOrganizationInformation').message).toMatch(
        message,
      );
    }
    expect(await count('organizations')).toBe(before);

    const south = await orgId('South Lab');
    const put = (payload: object) =>
      t.inject({ method: 'PUT', url: '/api/Administrative/UpdateOrganization', headers, payload });
    const taken = await put({ ...(await valid()), objectId: south, name: 'North Lab' });
    expect(taken.statusCode).toBe(409);
    expectContract(taken, 'UpdateOrganization');
    const unknown = await put({ ...(await valid()), objectId: MISSING_ID });
    expect(unknown.statusCode).toBe(404);
    expectContract(unknown, 'UpdateOrganization');
    const blank = await put({ ...(await valid()), objectId: south, name: ' ' });
    expect(blank.statusCode).toBe(400);
    expectContract(blank, 'UpdateOrganization');
    expect(await one('SELECT name FROM organizations WHERE id = $1', [south])).toEqual({
      name: 'South Lab',
    });
  });

  it('refuses list changes with unknown ids (400), removing the super user (400) and unknown organizations (404)', async () => {
    const headers = await t.auth('pnovak');
    const north = await orgId('North Lab');
    const badJurisdiction = await t.inject({
      method: 'POST',
      url: '/api/Administrative/AddOrganizationJurisdictions',
      headers,
      payload: { organizationId: north, jurisdictions: [6, 999] },
    });
    expect(badJurisdiction.statusCode).toBe(400);
    expectContract(badJurisdiction, 'AddOrganizationJurisdictions');
    const emptyList = await t.inject({
      method: 'POST',
      url: '/api/Administrative/RemoveOrganizationJurisdictions',
      headers,
      payload: { organizationId: north, jurisdictions: [] },
    });
    expect(emptyList.statusCode).toBe(400);
    expectContract(emptyList, 'RemoveOrganizationJurisdictions');
    const badUser = await t.inject({
      method: 'POST',
      url: '/api/Administrative/AddOrganizationUsers',
      headers,
      payload: { organizationId: north, users: [await userId('viewer'), MISSING_ID] },
    });
    expect(badUser.statusCode).toBe(400);
    expectContract(badUser, 'AddOrganizationUsers');
    const superUser = await t.inject({
      method: 'POST',
      url: '/api/Administrative/RemoveOrganizationUsers',
      headers,
      payload: { organizationId: north, users: [await userId('pnovak')] },
    });
    expect(superUser.statusCode).toBe(400);
    expectContract(superUser, 'RemoveOrganizationUsers');
    const unknownOrg = await t.inject({
      method: 'POST',
      url: '/api/Administrative/AddOrganizationUsers',
      headers,
      payload: { organizationId: MISSING_ID, users: [await userId('viewer')] },
    });
    expect(unknownOrg.statusCode).toBe(404);
    expectContract(unknownOrg, 'AddOrganizationUsers');
    const unknownRemove = await t.inject({
      method: 'PUT',
      url: `/api/Administrative/RemoveOrganization?organizationId=${MISSING_ID}`,
      headers,
    });
    expect(unknownRemove.statusCode).toBe(404);
    expectContract(unknownRemove, 'RemoveOrganization');
    expect(await count('organization_jurisdictions WHERE organization_id = $1', [north])).toBe(2);
    expect(await count('organization_users WHERE organization_id = $1', [north])).toBe(5);
  });

  it('refuses every organization write to a user without its flag (403), changing nothing', async () => {
    // viewer may open the admin pages but holds none of the organization flags.
    const headers = await t.auth('viewer');
    const north = await orgId('North Lab');
    const snapshot = async () => ({
      orgs: (await t.db.query('SELECT id, name, removed_at FROM organizations ORDER BY id')).rows,
      users: await count('organization_users'),
      jurisdictions: await count('organization_jurisdictions'),
    });
    const before = await snapshot();
    const calls: Array<[string, 'POST' | 'PUT', string, object | undefined, string]> = [
      [
        'SaveOrganizationInformation',
        'POST',
        '/api/Administrative/SaveOrganizationInformation',
        await valid(),
        'You do not have permission to add organizations.',
      ],
      [
        'UpdateOrganization',
        'PUT',
        '/api/Administrative/UpdateOrganization',
        { ...(await valid()), objectId: north },
        'You do not have permission to edit organizations.',
      ],
      [
        'RemoveOrganization',
        'PUT',
        `/api/Administrative/RemoveOrganization?organizationId=${north}`,
        undefined,
        'You do not have permission to delete organizations.',
      ],
      [
        'AddOrganizationJurisdictions',
        'POST',
        '/api/Administrative/AddOrganizationJurisdictions',
        { organizationId: north, jurisdictions: [6] },
        'You do not have permission to add or remove organization jurisdictions.',
      ],
      [
        'RemoveOrganizationJurisdictions',
        'POST',
        '/api/Administrative/RemoveOrganizationJurisdictions',
        { organizationId: north, jurisdictions: [129] },
        'You do not have permission to add or remove organization jurisdictions.',
      ],
      [
        'AddOrganizationUsers',
        'POST',
        '/api/Administrative/AddOrganizationUsers',
        { organizationId: north, users: [await userId('viewer')] },
        "You don't  have permission to add user to organization",
      ],
      [
        'RemoveOrganizationUsers',
        'POST',
        '/api/Administrative/RemoveOrganizationUsers',
        { organizationId: north, users: [await userId('jlee')] },
        'You do not have permission to add or remove organization users.',
      ],
    ];
    for (const [operation, method, url, payload, message] of calls) {
      const res = await t.inject({ method, url, headers, payload });
      expect(res.statusCode).toBe(403);
      expect(expectContract<Envelope<null>>(res, operation).message).toBe(message);
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
    const headers = await t.auth('jlee');
    const standard = await workflowId('Standard Image Request');
    const mgarcia = await userId('mgarcia');

    const created = await t.inject({
      method: 'POST',
      url: '/api/Administrative/SaveOrganizationInformation',
      headers,
      payload: {
        objectId: EMPTY_ID,
        name: 'Quiet Lab',
        superUser: { userId: mgarcia },
        workflowId: standard,
      },
    });
    expect(created.statusCode).toBe(200);
    const org = expectContract<Envelope<Organization>>(
      created,
      'SaveOrganizationInformation',
    ).result;
    expect(org.superUser.username).toBe('mgarcia');
    expect(org.users).toEqual([]);
    expect(await count('organization_users WHERE organization_id = $1', [org.objectId])).toBe(0);

    const updated = await t.inject({
      method: 'PUT',
      url: '/api/Administrative/UpdateOrganization',
      headers,
      payload: {
        objectId: org.objectId,
        name: 'Quiet Lab',
        superUser: { userId: await userId('viewer') },
        workflowId: standard,
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(
      expectContract<Envelope<Organization>>(updated, 'UpdateOrganization').result.users,
    ).toEqual([]);
    expect(await count('organization_users WHERE organization_id = $1', [org.objectId])).toBe(0);

    // A caller who may edit members still makes the super user one.
    const byManager = await t.inject({
      method: 'PUT',
      url: '/api/Administrative/UpdateOrganization',
      headers: await t.auth('pnovak'),
      payload: {
        objectId: org.objectId,
        name: 'Quiet Lab',
        superUser: { userId: mgarcia },
        workflowId: standard,
      },
    });
    expect(byManager.statusCode).toBe(200);
    expect(
      expectContract<Envelope<Organization>>(byManager, 'UpdateOrganization').result.users.map(
        (u) => u.username,
      ),
    ).toEqual(['mgarcia']);
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
    const admin = await t.auth('admin');
    const created = expectContract<Envelope<Organization>>(
      await t.inject({
        method: 'POST',
        url: '/api/Administrative/SaveOrganizationInformation',
        headers: admin,
        payload: {
          objectId: EMPTY_ID,
          name: 'Closing Lab',
          superUser: { userId: await userId('staff') },
          workflowId: await workflowId('Standard Image Request'),
        },
      }),
      'SaveOrganizationInformation',
    ).result;
    const removed = await t.inject({
      method: 'PUT',
      url: `/api/Administrative/RemoveOrganization?organizationId=${created.objectId}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(200);

    // pnovak (an organization manager, member of North Lab only) and the super user.
    for (const who of ['pnovak', 'admin']) {
      const headers = await t.auth(who);
      const listed = expectContract<Envelope<{ gridRows: OrganizationRow[] }>>(
        await t.inject({
          method: 'GET',
          url: '/api/Administrative/GetOrganizations?itemsPerPage=100',
          headers,
        }),
        'GetOrganizations',
      ).result.gridRows.map((o) => o.objectId);
      const all = (await t.db.query<{ id: string }>('SELECT id FROM organizations')).rows.map(
        (o) => o.id,
      );
      expect(all).toContain(created.objectId);
      expect(listed).not.toContain(created.objectId);
      for (const id of all) {
        for (const operation of reads) {
          const res = await t.inject({
            method: 'GET',
            url: `/api/Administrative/${operation}?organizationId=${id}`,
            headers,
          });
          expect({ who, id, operation, status: res.statusCode }).toEqual({
            who,
            id,
            operation,
            status: listed.includes(id) ? 200 : 404,
          });
          expectContract(res, operation);
        }
      }
    }
  });
});
