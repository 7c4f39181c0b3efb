import { createTestApp, type TestApp } from '../test/testApp';
import { newComponentType } from '@/lib/domain/componentTypes';
import { expectOk } from '../test/call';

const EMPTY_ID = '00000000-0000-0000-0000-000000000000';
const MISSING_ID = '11111111-2222-4333-8444-555555555555';

let t: TestApp;
// A fresh database per file takes a few seconds on a busy machine.
beforeAll(async () => {
  t = await createTestApp();
}, 30_000);
afterAll(async () => t.close(), 30_000);

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const result = await t.db.query(sql, params);
  return result.rows[0] as T;
}
async function count(sql: string, params: unknown[] = []): Promise<number> {
  return (await one<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).n;
}
const workflowId = async (name: string) =>
  (await one<{ id: string }>('SELECT id FROM workflows WHERE name = $1', [name])).id;
const stateId = async (workflow: string, state: string) =>
  (
    await one<{ id: string }>(
      'SELECT s.id FROM workflow_states s JOIN workflows w ON w.id = s.workflow_id WHERE w.name = $1 AND s.description = $2',
      [workflow, state],
    )
  ).id;
const actionId = async (description: string) =>
  (
    await one<{ id: string }>('SELECT id FROM workflow_actions WHERE description = $1', [
      description,
    ])
  ).id;
const roleId = async (description: string) =>
  (await one<{ id: string }>('SELECT id FROM roles WHERE description = $1', [description])).id;
const mid = async (platform: string) =>
  (await one<{ mid: number }>('SELECT mid FROM platforms WHERE platform = $1', [platform])).mid;
const manufacturerId = async (name: string) =>
  (await one<{ id: number }>('SELECT id FROM manufacturers WHERE name = $1', [name])).id;

/** Roles as the client holds them (request bodies must carry whole Role objects). */
async function rolesByDescription() {
  const draft = await stateId('Standard Image Request', 'Draft');
  const res = await t.call('GetWorkflowConfigActions', {
    as: 'admin',
    query: { workflowStateId: draft },
  });
  const actions = expectOk(res).result;
  return new Map(actions.flatMap((a) => a.allowedRoles).map((r) => [r.description, r]));
}

function roleIn<R>(roles: Map<string, R>, description: string): R {
  const role = roles.get(description);
  if (!role) throw new Error(`no role ${description}`);
  return role;
}

describe('workflow lists', () => {
  it('lists workflows by name, and refuses a user without canViewAdminPage', async () => {
    const res = await t.call('GetWorkflows', { as: 'admin' });
    expect(res.status).toBe(200);
    const body = expectOk(res);
    expect(body.result.map((w) => w.name)).toEqual(['Expedited Review', 'Standard Image Request']);

    const refused = await t.call('GetWorkflows', { as: 'staff' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/permission/);
  });

  it('lists the states of a workflow by sort order; 404 for an unknown workflow, 400 for a bad id, 403 without the flag', async () => {
    const id = await workflowId('Standard Image Request');
    const res = await t.call('GetWorkflowStates', { as: 'pnovak', query: { workflowId: id } });
    const body = expectOk(res);
    expect(res.status).toBe(200);
    expect(body.result.map((s) => s.description)).toEqual([
      'Draft',
      'Submitted',
      'In Review',
      'Imaging',
      'Completed',
      'Rejected',
    ]);
    expect(body.result.map((s) => s.sortOrder)).toEqual([1, 2, 3, 4, 5, 6]);

    const missing = await t.call('GetWorkflowStates', {
      as: 'admin',
      query: { workflowId: MISSING_ID },
    });
    expect(missing.status).toBe(404);
    const bad = await t.call('GetWorkflowStates', { as: 'admin', query: { workflowId: 'nope' } });
    expect(bad.status).toBe(400);
    const refused = await t.call('GetWorkflowStates', { as: 'vendor', query: { workflowId: id } });
    expect(refused.status).toBe(403);
  });

  it("lists a state's actions with next state and allowed roles", async () => {
    const id = await stateId('Standard Image Request', 'Submitted');
    const res = await t.call('GetWorkflowConfigActions', {
      as: 'admin',
      query: { workflowStateId: id },
    });
    expect(res.status).toBe(200);
    const body = expectOk(res);
    expect(
      body.result.map((a) => [
        a.description,
        a.nextState?.description,
        a.allowedRoles.map((r) => r.description),
      ]),
    ).toEqual([
      ['Begin Review', 'In Review', ['Lab Staff']],
      ['Return to Draft', 'Draft', ['Lab Staff', 'Manufacturer Representative']],
    ]);

    const missing = await t.call('GetWorkflowConfigActions', {
      as: 'admin',
      query: { workflowStateId: MISSING_ID },
    });
    expect(missing.status).toBe(404);
    const refused = await t.call('GetWorkflowConfigActions', {
      as: 'staff',
      query: { workflowStateId: id },
    });
    expect(refused.status).toBe(403);
  });
});

describe('SaveWorkflow', () => {
  it('creates a workflow from the empty id, then renames it', async () => {
    const created = await t.call('SaveWorkflow', {
      as: 'admin',
      body: { id: EMPTY_ID, name: '  Field Trial  ' },
    });
    expect(created.status).toBe(200);
    const body = expectOk(created);
    expect(body.result.id).not.toBe(EMPTY_ID);
    expect(body.result.name).toBe('Field Trial');
    expect(body.message).toBe('Workflow save successfully');
    expect(
      await count('workflows WHERE id = $1 AND name = $2', [body.result.id, 'Field Trial']),
    ).toBe(1);

    const renamed = await t.call('SaveWorkflow', {
      as: 'admin',
      body: { id: body.result.id, name: 'Field Trial 2' },
    });
    expect(renamed.status).toBe(200);
    expect(expectOk(renamed).result).toEqual({
      id: body.result.id,
      name: 'Field Trial 2',
      version: 2,
    });
    expect(await count('workflows WHERE name = $1', ['Field Trial 2'])).toBe(1);
  });

  it('refuses a duplicate name (409), a blank name (400), an unknown id (404) and a user without the flag (403)', async () => {
    const before = await count('workflows');
    const duplicate = await t.call('SaveWorkflow', {
      as: 'admin',
      body: { id: EMPTY_ID, name: 'expedited review' },
    });
    expect(duplicate.status).toBe(409);
    const blank = await t.call('SaveWorkflow', {
      as: 'admin',
      body: { id: EMPTY_ID, name: '   ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('The workflow name is required.');
    const unknown = await t.call('SaveWorkflow', {
      as: 'admin',
      body: { id: MISSING_ID, name: 'Ghost' },
    });
    expect(unknown.status).toBe(404);
    const refused = await t.call('SaveWorkflow', {
      as: 'staff',
      body: { id: EMPTY_ID, name: 'Sneaky' },
    });
    expect(refused.status).toBe(403);
    expect(await count('workflows')).toBe(before);
  });
});

describe('SaveWorkflowState', () => {
  it('creates a state from the empty id that GetWorkflowStates then lists, and updates it', async () => {
    const wf = await workflowId('Expedited Review');
    const res = await t.call('SaveWorkflowState', {
      as: 'admin',
      query: { workflowId: wf },
      body: { id: EMPTY_ID, description: 'On Hold', sortOrder: 5 },
    });
    expect(res.status).toBe(200);
    const saved = expectOk(res);
    expect(saved.message).toBe('Workflow State saved successfully');
    expect(saved.result).toMatchObject({ description: 'On Hold', sortOrder: 5 });

    const list = expectOk(
      await t.call('GetWorkflowStates', { as: 'admin', query: { workflowId: wf } }),
    );
    expect(list.result.map((s) => s.description)).toEqual([
      'Draft',
      'Queued',
      'Imaging',
      'Delivered',
      'On Hold',
    ]);

    const updated = await t.call('SaveWorkflowState', {
      as: 'admin',
      query: { workflowId: wf },
      body: { id: saved.result.id, description: 'Paused', sortOrder: 1 },
    });
    expect(updated.status).toBe(200);
    expect(
      await one('SELECT description, sort_order FROM workflow_states WHERE id = $1', [
        saved.result.id,
      ]),
    ).toEqual({ description: 'Paused', sort_order: 1 });
  });

  it('refuses sort order 0 and a blank name (400), a duplicate name (409), a state of another workflow (404) and a non-admin (403)', async () => {
    const wf = await workflowId('Expedited Review');
    const before = await count('workflow_states');
    const zero = await t.call('SaveWorkflowState', {
      as: 'admin',
      query: { workflowId: wf },
      body: { id: EMPTY_ID, description: 'Zero', sortOrder: 0 },
    });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe('The sort order must be 1 or more.');
    const blank = await t.call('SaveWorkflowState', {
      as: 'admin',
      query: { workflowId: wf },
      body: { id: EMPTY_ID, description: ' ', sortOrder: 2 },
    });
    expect(blank.status).toBe(400);
    const duplicate = await t.call('SaveWorkflowState', {
      as: 'admin',
      query: { workflowId: wf },
      body: { id: EMPTY_ID, description: 'queued', sortOrder: 9 },
    });
    expect(duplicate.status).toBe(409);
    const foreign = await stateId('Standard Image Request', 'Draft');
    const other = await t.call('SaveWorkflowState', {
      as: 'admin',
      query: { workflowId: wf },
      body: { id: foreign, description: 'Hijacked', sortOrder: 1 },
    });
    expect(other.status).toBe(404);
    const refused = await t.call('SaveWorkflowState', {
      as: 'staff',
      query: { workflowId: wf },
      body: { id: EMPTY_ID, description: 'Nope', sortOrder: 3 },
    });
    expect(refused.status).toBe(403);
    expect(await count('workflow_states')).toBe(before);
    expect(await count("workflow_states WHERE description = 'Hijacked'")).toBe(0);
  });
});

describe('SaveWorkflowAction and action roles', () => {
  it('creates an action with its roles, updates it with roles as sent, and adds / removes roles one at a time', async () => {
    const from = await stateId('Standard Image Request', 'Completed');
    const to = await stateId('Standard Image Request', 'In Review');
    const roles = await rolesByDescription();
    const staffRole = roleIn(roles, 'Lab Staff');
    const repRole = await roleId('Manufacturer Representative');
    const draft = await stateId('Standard Image Request', 'Draft');
    const created = await t.call('SaveWorkflowAction', {
      as: 'admin',
      query: { workflowStateId: from },
      body: {
        id: EMPTY_ID,
        description: 'Reopen Review',
        quickAction: true,
        nextState: { id: to, description: 'In Review', sortOrder: 3 },
        allowedRoles: [staffRole],
      },
    });
    expect(created.status).toBe(200);
    const action = expectOk(created);
    expect(action.message).toBe('Action saved successfully');
    expect(action.result).toMatchObject({
      description: 'Reopen Review',
      quickAction: true,
      nextState: { id: to, description: 'In Review' },
    });
    expect(action.result.allowedRoles.map((r) => r.description)).toEqual(['Lab Staff']);
    expect(
      await one(
        'SELECT state_id, next_state_id, quick_action FROM workflow_actions WHERE id = $1',
        [action.result.id],
      ),
    ).toEqual({
      state_id: from,
      next_state_id: to,
      quick_action: true,
    });

    // An update applies the roles as sent: here none.
    const updated = await t.call('SaveWorkflowAction', {
      as: 'admin',
      query: { workflowStateId: from },
      body: {
        id: action.result.id,
        description: 'Reopen',
        quickAction: false,
        nextState: { id: draft, description: 'Draft', sortOrder: 1 },
        allowedRoles: [],
      },
    });
    expect(updated.status).toBe(200);
    expect(expectOk(updated).result).toMatchObject({
      description: 'Reopen',
      quickAction: false,
      nextState: { id: draft },
      allowedRoles: [],
    });
    expect(
      await one('SELECT description, next_state_id FROM workflow_actions WHERE id = $1', [
        action.result.id,
      ]),
    ).toEqual({ description: 'Reopen', next_state_id: draft });
    expect(await count('workflow_action_roles WHERE action_id = $1', [action.result.id])).toBe(0);

    const roleQuery = { workflowActionId: action.result.id, roleId: repRole };
    for (let i = 0; i < 2; i++) {
      // Twice: adding a role already allowed changes nothing.
      const added = await t.call('AddActionRole', { as: 'admin', query: roleQuery });
      expect(added.status).toBe(200);
      expect(expectOk(added).message).toBe('Role successfully added to action');
    }
    expect(
      await count('workflow_action_roles WHERE action_id = $1 AND role_id = $2', [
        action.result.id,
        repRole,
      ]),
    ).toBe(1);
    const listed = expectOk(
      await t.call('GetWorkflowConfigActions', { as: 'admin', query: { workflowStateId: from } }),
    );
    expect(
      listed.result.find((a) => a.id === action.result.id)?.allowedRoles.map((r) => r.description),
    ).toEqual(['Manufacturer Representative']);

    for (let i = 0; i < 2; i++) {
      const removed = await t.call('DeleteActionRole', { as: 'admin', query: roleQuery });
      expect(removed.status).toBe(200);
      expect(expectOk(removed).message).toBe('Role successfully removed from action');
    }
    expect(await count('workflow_action_roles WHERE action_id = $1', [action.result.id])).toBe(0);
  });

  it('refuses a next state of another workflow, an unknown role (400), a duplicate name (409) and a non-admin (403)', async () => {
    const from = await stateId('Expedited Review', 'Draft');
    const queued = {
      id: await stateId('Expedited Review', 'Queued'),
      description: 'Queued',
      sortOrder: 2,
    };
    const foreign = await stateId('Standard Image Request', 'Draft');
    const staffRole = roleIn(await rolesByDescription(), 'Lab Staff');
    const before = await count('workflow_actions');
    const crossWorkflow = await t.call('SaveWorkflowAction', {
      as: 'admin',
      query: { workflowStateId: from },
      body: {
        id: EMPTY_ID,
        description: 'Jump',
        quickAction: false,
        nextState: { id: foreign, description: 'Draft', sortOrder: 1 },
        allowedRoles: [],
      },
    });
    expect(crossWorkflow.status).toBe(400);
    expect(crossWorkflow.body.message).toBe('The next state must be a state of the same workflow.');
    const unknownRole = await t.call('SaveWorkflowAction', {
      as: 'admin',
      query: { workflowStateId: from },
      body: {
        id: EMPTY_ID,
        description: 'Jump',
        quickAction: false,
        nextState: queued,
        allowedRoles: [{ ...staffRole, objectId: MISSING_ID }],
      },
    });
    expect(unknownRole.status).toBe(400);
    const duplicate = await t.call('SaveWorkflowAction', {
      as: 'admin',
      query: { workflowStateId: from },
      body: {
        id: EMPTY_ID,
        description: 'send to queue',
        quickAction: false,
        nextState: queued,
        allowedRoles: [],
      },
    });
    expect(duplicate.status).toBe(409);
    const refused = await t.call('SaveWorkflowAction', {
      as: 'staff',
      query: { workflowStateId: from },
      body: {
        id: EMPTY_ID,
        description: 'Jump',
        quickAction: false,
        nextState: queued,
        allowedRoles: [],
      },
    });
    expect(refused.status).toBe(403);
    expect(await count('workflow_actions')).toBe(before);
  });

  it('refuses role changes for a non-admin (403, no effect), an unknown action or role (404) and a bad id (400)', async () => {
    const action = await actionId('Deliver');
    const repRole = await roleId('Manufacturer Representative');
    const staffRole = await roleId('Lab Staff');
    const refusedAdd = await t.call('AddActionRole', {
      as: 'staff',
      query: { workflowActionId: action, roleId: repRole },
    });
    expect(refusedAdd.status).toBe(403);
    const refusedDelete = await t.call('DeleteActionRole', {
      as: 'staff',
      query: { workflowActionId: action, roleId: staffRole },
    });
    expect(refusedDelete.status).toBe(403);
    expect(
      (await t.db.query('SELECT role_id FROM workflow_action_roles WHERE action_id = $1', [action]))
        .rows,
    ).toEqual([{ role_id: staffRole }]);

    const noAction = await t.call('AddActionRole', {
      as: 'admin',
      query: { workflowActionId: MISSING_ID, roleId: repRole },
    });
    expect(noAction.status).toBe(404);
    const noRole = await t.call('DeleteActionRole', {
      as: 'admin',
      query: { workflowActionId: action, roleId: MISSING_ID },
    });
    expect(noRole.status).toBe(404);
    const bad = await t.call('AddActionRole', { as: 'admin', query: { workflowActionId: action } });
    expect(bad.status).toBe(400);
  });
});

describe('SaveComponentType', () => {
  // A new type (as the editor opens it) of the Dynamic kind, requiring linkage.
  const blank = (manufacturerId: number, jurisdictionId: number) => ({
    ...newComponentType(manufacturerId, jurisdictionId),
    filterType: 'Dynamic' as const,
    requireKeytbl: true,
  });

  it('creates a type with its lists normalised, then updates it (checked in the database)', async () => {
    const helios = await mid('Helios');
    const res = await t.call('SaveComponentType', {
      as: 'admin',
      body: {
        ...blank(helios, 42),
        displayName: ' Sound Board ',
        function: 'Sound/Graphics',
        jurisdictionTypes: 'AP, NU,,AP ',
        idNumbers: ' SB-1 ,SB-2,SB-1,',
        versions: '1.0',
      },
    });
    expect(res.status).toBe(200);
    const saved = expectOk(res).result;
    expect(saved).toMatchObject({
      manufacturerId: helios,
      jurisdictionId: 42,
      componentType: 'Sound Board',
      displayName: 'Sound Board',
      jurisdictionTypes: 'AP,NU',
      idNumbers: 'SB-1,SB-2',
    });
    expect(saved.componentID).toBeGreaterThan(0);
    expect(
      await one(
        'SELECT mid, jurisdiction_id, display_name, filter_type, jurisdiction_types, id_numbers, function FROM component_types WHERE id = $1',
        [saved.componentID],
      ),
    ).toEqual({
      mid: helios,
      jurisdiction_id: 42,
      display_name: 'Sound Board',
      filter_type: 'Dynamic',
      jurisdiction_types: 'AP,NU',
      id_numbers: 'SB-1,SB-2',
      function: 'Sound/Graphics',
    });

    const updated = await t.call('SaveComponentType', {
      as: 'admin',
      body: {
        ...saved,
        filterType: 'CustomNames',
        customNames: 'Left,Right, Left',
        active: false,
      },
    });
    expect(updated.status).toBe(200);
    expect(
      await one('SELECT filter_type, custom_names, active FROM component_types WHERE id = $1', [
        saved.componentID,
      ]),
    ).toEqual({
      filter_type: 'CustomNames',
      custom_names: 'Left,Right',
      active: false,
    });
  });

  it('refuses a bad filter type, function or jurisdiction type, an unknown jurisdiction (400), an unknown platform or type (404), a duplicate name (409) and a non-admin (403)', async () => {
    const helios = await mid('Helios');
    const headers = await t.auth('admin');
    const before = await count('component_types');
    const post = (payload: object, who = headers) =>
      t.callRaw('SaveComponentType', { headers: who, body: payload });
    const base = {
      ...blank(helios, 129),
      displayName: 'Coin Hopper',
    };

    const cases: Array<[object, number, RegExp?]> = [
      [{ ...base, filterType: 'Query' }, 400, /filterType/],
      [{ ...base, function: 'Toaster' }, 400, /function must be one of/],
      [{ ...base, jurisdictionTypes: 'AP,ZZ' }, 400, /"ZZ" is not a jurisdiction type/],
      [{ ...base, displayName: '  ' }, 400, /name is required/],
      [{ ...base, jurisdictionId: 999 }, 400, /no jurisdiction/],
      [{ ...base, manufacturerId: 99999 }, 404],
      [{ ...base, componentID: 99999 }, 404],
      [{ ...base, displayName: 'operating system' }, 409],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post(payload);
      expect(res.status).toBe(status);
      const body = res.body;
      if (message) expect(body.message).toMatch(message);
    }
    const refused = await post(base, await t.auth('staff'));
    expect(refused.status).toBe(403);
    expect(await count('component_types')).toBe(before);
  });
});

describe('platforms and manufacturers', () => {
  it('adds a platform to a manufacturer, keeping a SAS ID only when given', async () => {
    const apex = await manufacturerId('Apex Gaming');
    const res = await t.call('AddPlatform', {
      as: 'admin',
      body: { manufacturerId: apex, platform: ' Orion ', sASID: 'SAS-1199' },
    });
    expect(res.status).toBe(200);
    const platform = expectOk(res).result;
    expect(platform).toMatchObject({
      platform: 'Orion',
      name: 'Apex Gaming Orion',
      sASID: 'SAS-1199',
    });
    expect(
      await one('SELECT manufacturer_id, platform, sas_id FROM platforms WHERE mid = $1', [
        platform.mid,
      ]),
    ).toEqual({ manufacturer_id: apex, platform: 'Orion', sas_id: 'SAS-1199' });

    const noSas = await t.call('AddPlatform', {
      as: 'admin',
      body: { manufacturerId: apex, platform: 'Vega', sASID: '  ' },
    });
    expect(noSas.status).toBe(200);
    expect(expectOk(noSas).result.sASID).toBeNull();
  });

  it('refuses a duplicate platform (409), a blank one (400), an unknown manufacturer (404) and a non-admin (403)', async () => {
    const apex = await manufacturerId('Apex Gaming');
    const before = await count('platforms');
    const duplicate = await t.call('AddPlatform', {
      as: 'admin',
      body: { manufacturerId: apex, platform: 'helios' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('Apex Gaming already has a platform named "helios".');
    const blank = await t.call('AddPlatform', {
      as: 'admin',
      body: { manufacturerId: apex, platform: ' ' },
    });
    expect(blank.status).toBe(400);
    const unknown = await t.call('AddPlatform', {
      as: 'admin',
      body: { manufacturerId: 99999, platform: 'Ghost' },
    });
    expect(unknown.status).toBe(404);
    const refused = await t.call('AddPlatform', {
      as: 'staff',
      body: { manufacturerId: apex, platform: 'Sneaky' },
    });
    expect(refused.status).toBe(403);
    expect(await count('platforms')).toBe(before);
  });

  it('lets a manufacturer-restricted admin configure only their own manufacturers', async () => {
    // Give the vendor (restricted to Apex Gaming) a restricted role that opens Data Management.
    const apex = await manufacturerId('Apex Gaming');
    const role = await one<{ id: string }>(
      "INSERT INTO roles (description, is_manufacturer_restricting, can_view_admin_page) VALUES ('Apex Data Admin', true, true) RETURNING id",
    );
    await t.db.query('INSERT INTO role_manufacturers (role_id, manufacturer_id) VALUES ($1, $2)', [
      role.id,
      apex,
    ]);
    await t.db.query(
      "INSERT INTO user_roles (user_id, role_id) SELECT id, $1 FROM users WHERE username = 'vendor'",
      [role.id],
    );
    try {
      const blueDelta = await manufacturerId('Blue Delta Systems');
      const other = await t.call('AddPlatform', {
        as: 'vendor',
        body: { manufacturerId: blueDelta, platform: 'Lagoon' },
      });
      expect(other.status).toBe(404);
      const own = await t.call('AddPlatform', {
        as: 'vendor',
        body: { manufacturerId: apex, platform: 'Zenith' },
      });
      expect(own.status).toBe(200);
      const tidal = await mid('Tidal');
      const type = await t.call('SaveComponentType', {
        as: 'vendor',
        body: {
          ...newComponentType(tidal, 129),
          displayName: 'Lagoon Board',
          filterType: 'Dynamic',
        },
      });
      expect(type.status).toBe(404);
      expect(await count("platforms WHERE platform = 'Lagoon'")).toBe(0);
      expect(await count("component_types WHERE display_name = 'Lagoon Board'")).toBe(0);

      // GatherManufacturers offers only the manufacturers the two saves above accept from them.
      const offered = expectOk(await t.call('GatherManufacturers', { as: 'vendor' }));
      expect(offered.result.map((m) => m.manufacturerName)).toEqual(['Apex Gaming']);
      expect(offered.result[0]?.platforms.map((p) => p.platform)).toContain('Zenith');
      // An unrestricted admin still gets every manufacturer.
      const all = expectOk(await t.call('GatherManufacturers', { as: 'admin' }));
      expect(all.result.map((m) => m.manufacturerName)).toEqual([
        'Apex Gaming',
        'Blue Delta Systems',
        'Coral Interactive',
      ]);
    } finally {
      await t.db.query('DELETE FROM roles WHERE id = $1', [role.id]);
    }
  });

  it('gathers manufacturers with their platforms; 403 without the flag', async () => {
    const res = await t.call('GatherManufacturers', { as: 'admin' });
    expect(res.status).toBe(200);
    const body = expectOk(res);
    const blueDelta = body.result.find((m) => m.manufacturerName === 'Blue Delta Systems');
    expect(blueDelta?.platforms.map((p) => [p.platform, p.gSAID])).toEqual([
      ['Reef', 'BDS-RF'],
      ['Tidal', 'BDS-TD'],
    ]);
    const refused = await t.call('GatherManufacturers', { as: 'viewer' });
    expect(refused.status).toBe(403);
  });
});

describe('GatherAllUsers', () => {
  it('lists live users by last name; removed users are left out; 403 without the flag', async () => {
    await t.db.query("UPDATE users SET removed_at = now() WHERE username = 'mgarcia'");
    try {
      const res = await t.call('GatherAllUsers', { as: 'pnovak' });
      expect(res.status).toBe(200);
      const body = expectOk(res);
      expect(body.result.map((u) => u.username)).toEqual([
        'vendor',
        'jlee',
        'admin',
        'pnovak',
        'viewer',
        'staff',
      ]);
    } finally {
      await t.db.query("UPDATE users SET removed_at = NULL WHERE username = 'mgarcia'");
    }
    const refused = await t.call('GatherAllUsers', { as: 'staff' });
    expect(refused.status).toBe(403);
  });
});
