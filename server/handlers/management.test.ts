import { createTestApp, type TestApp } from '../test/testApp';
import { expectContract } from '../test/contract';

const EMPTY_ID = '00000000-0000-0000-0000-000000000000';
const MISSING_ID = '11111111-2222-4333-8444-555555555555';

interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}
interface Workflow {
  id: string;
  name: string;
}
interface State {
  id: string;
  description: string;
  sortOrder: number;
}
interface Role {
  objectId: string;
  description: string;
}
interface Action {
  id: string;
  description: string;
  quickAction: boolean;
  nextState: State | null;
  allowedRoles: Role[];
}
interface ComponentType {
  componentID: number;
  manufacturerId: number;
  jurisdictionId: number;
  componentType: string;
  displayName: string;
  filterType: string;
  customNames: string;
  jurisdictionTypes: string;
  function: string;
  idNumbers: string;
  versions: string;
}

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
async function rolesByDescription(): Promise<Map<string, Role>> {
  const draft = await stateId('Standard Image Request', 'Draft');
  const res = await t.inject({
    method: 'GET',
    url: `/api/Management/GetWorkflowActions?workflowStateId=${draft}`,
    headers: await t.auth('admin'),
  });
  const actions = expectContract<Envelope<Action[]>>(res, 'GetWorkflowConfigActions').result;
  return new Map(actions.flatMap((a) => a.allowedRoles).map((r) => [r.description, r]));
}

describe('workflow lists', () => {
  it('lists workflows by name, and refuses a user without canViewAdminPage', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/Management/GetWorkflows',
      headers: await t.auth('admin'),
    });
    expect(res.statusCode).toBe(200);
    const body = expectContract<Envelope<Workflow[]>>(res, 'GetWorkflows');
    expect(body.result.map((w) => w.name)).toEqual(['Expedited Review', 'Standard Image Request']);

    const refused = await t.inject({
      method: 'GET',
      url: '/api/Management/GetWorkflows',
      headers: await t.auth('staff'),
    });
    expect(refused.statusCode).toBe(403);
    expect(expectContract<Envelope<null>>(refused, 'GetWorkflows').message).toMatch(/permission/);
  });

  it('lists the states of a workflow by sort order; 404 for an unknown workflow, 400 for a bad id, 403 without the flag', async () => {
    const id = await workflowId('Standard Image Request');
    const res = await t.inject({
      method: 'GET',
      url: `/api/Management/GetWorkflowStates?workflowId=${id}`,
      headers: await t.auth('pnovak'),
    });
    const body = expectContract<Envelope<State[]>>(res, 'GetWorkflowStates');
    expect(res.statusCode).toBe(200);
    expect(body.result.map((s) => s.description)).toEqual([
      'Draft',
      'Submitted',
      'In Review',
      'Imaging',
      'Completed',
      'Rejected',
    ]);
    expect(body.result.map((s) => s.sortOrder)).toEqual([1, 2, 3, 4, 5, 6]);

    const missing = await t.inject({
      method: 'GET',
      url: `/api/Management/GetWorkflowStates?workflowId=${MISSING_ID}`,
      headers: await t.auth('admin'),
    });
    expect(missing.statusCode).toBe(404);
    expectContract(missing, 'GetWorkflowStates');
    const bad = await t.inject({
      method: 'GET',
      url: '/api/Management/GetWorkflowStates?workflowId=nope',
      headers: await t.auth('admin'),
    });
    expect(bad.statusCode).toBe(400);
    expectContract(bad, 'GetWorkflowStates');
    const refused = await t.inject({
      method: 'GET',
      url: `/api/Management/GetWorkflowStates?workflowId=${id}`,
      headers: await t.auth('vendor'),
    });
    expect(refused.statusCode).toBe(403);
    expectContract(refused, 'GetWorkflowStates');
  });

  it("lists a state's actions with next state and allowed roles", async () => {
    const id = await stateId('Standard Image Request', 'Submitted');
    const res = await t.inject({
      method: 'GET',
      url: `/api/Management/GetWorkflowActions?workflowStateId=${id}`,
      headers: await t.auth('admin'),
    });
    expect(res.statusCode).toBe(200);
    const body = expectContract<Envelope<Action[]>>(res, 'GetWorkflowConfigActions');
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

    const missing = await t.inject({
      method: 'GET',
      url: `/api/Management/GetWorkflowActions?workflowStateId=${MISSING_ID}`,
      headers: await t.auth('admin'),
    });
    expect(missing.statusCode).toBe(404);
    expectContract(missing, 'GetWorkflowConfigActions');
    const refused = await t.inject({
      method: 'GET',
      url: `/api/Management/GetWorkflowActions?workflowStateId=${id}`,
      headers: await t.auth('staff'),
    });
    expect(refused.statusCode).toBe(403);
    expectContract(refused, 'GetWorkflowConfigActions');
  });
});

describe('SaveWorkflow', () => {
  it('creates a workflow from the empty id, then renames it', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/Management/SaveWorkflow',
      headers: await t.auth('admin'),
      payload: { id: EMPTY_ID, name: '  Field Trial  ' },
    });
    expect(created.statusCode).toBe(200);
    const body = expectContract<Envelope<Workflow>>(created, 'SaveWorkflow');
    expect(body.result.id).not.toBe(EMPTY_ID);
    expect(body.result.name).toBe('Field Trial');
    expect(body.message).toBe('Workflow save successfully');
    expect(
      await count('workflows WHERE id = $1 AND name = $2', [body.result.id, 'Field Trial']),
    ).toBe(1);

    const renamed = await t.inject({
      method: 'POST',
      url: '/api/Management/SaveWorkflow',
      headers: await t.auth('admin'),
      payload: { id: body.result.id, name: 'Field Trial 2' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(expectContract<Envelope<Workflow>>(renamed, 'SaveWorkflow').result).toEqual({
      id: body.result.id,
      name: 'Field Trial 2',
      version: 2,
    });
    expect(await count('workflows WHERE name = $1', ['Field Trial 2'])).toBe(1);
  });

  it('refuses a duplicate name (409), a blank name (400), an unknown id (404) and a user without the flag (403)', async () => {
    const headers = await t.auth('admin');
    const before = await count('workflows');
    const duplicate = await t.inject({
      method: 'POST',
      url: '/api/Management/SaveWorkflow',
      headers,
      payload: { id: EMPTY_ID, name: 'expedited review' },
    });
    expect(duplicate.statusCode).toBe(409);
    expectContract(duplicate, 'SaveWorkflow');
    const blank = await t.inject({
      method: 'POST',
      url: '/api/Management/SaveWorkflow',
      headers,
      payload: { id: EMPTY_ID, name: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(expectContract<Envelope<null>>(blank, 'SaveWorkflow').message).toBe(
      'The workflow name is required.',
    );
    const unknown = await t.inject({
      method: 'POST',
      url: '/api/Management/SaveWorkflow',
      headers,
      payload: { id: MISSING_ID, name: 'Ghost' },
    });
    expect(unknown.statusCode).toBe(404);
    expectContract(unknown, 'SaveWorkflow');
    const refused = await t.inject({
      method: 'POST',
      url: '/api/Management/SaveWorkflow',
      headers: await t.auth('staff'),
      payload: { id: EMPTY_ID, name: 'Sneaky' },
    });
    expect(refused.statusCode).toBe(403);
    expectContract(refused, 'SaveWorkflow');
    expect(await count('workflows')).toBe(before);
  });
});

describe('SaveWorkflowState', () => {
  it('creates a state from the empty id that GetWorkflowStates then lists, and updates it', async () => {
    const wf = await workflowId('Expedited Review');
    const headers = await t.auth('admin');
    const res = await t.inject({
      method: 'POST',
      url: `/api/Management/SaveWorkflowState?workflowId=${wf}`,
      headers,
      payload: { id: EMPTY_ID, description: 'On Hold', sortOrder: 5 },
    });
    expect(res.statusCode).toBe(200);
    const saved = expectContract<Envelope<State>>(res, 'SaveWorkflowState');
    expect(saved.message).toBe('Workflow State saved successfully');
    expect(saved.result).toMatchObject({ description: 'On Hold', sortOrder: 5 });

    const list = expectContract<Envelope<State[]>>(
      await t.inject({
        method: 'GET',
        url: `/api/Management/GetWorkflowStates?workflowId=${wf}`,
        headers,
      }),
      'GetWorkflowStates',
    );
    expect(list.result.map((s) => s.description)).toEqual([
      'Draft',
      'Queued',
      'Imaging',
      'Delivered',
      'On Hold',
    ]);

    const updated = await t.inject({
      method: 'POST',
      url: `/api/Management/SaveWorkflowState?workflowId=${wf}`,
      headers,
      payload: { id: saved.result.id, description: 'Paused', sortOrder: 1 },
    });
    expect(updated.statusCode).toBe(200);
    expect(
      await one('SELECT description, sort_order FROM workflow_states WHERE id = $1', [
        saved.result.id,
      ]),
    ).toEqual({ description: 'Paused', sort_order: 1 });
  });

  it('refuses sort order 0 and a blank name (400), a duplicate name (409), a state of another workflow (404) and a non-admin (403)', async () => {
    const wf = await workflowId('Expedited Review');
    const headers = await t.auth('admin');
    const url = `/api/Management/SaveWorkflowState?workflowId=${wf}`;
    const before = await count('workflow_states');
    const zero = await t.inject({
      method: 'POST',
      url,
      headers,
      payload: { id: EMPTY_ID, description: 'Zero', sortOrder: 0 },
    });
    expect(zero.statusCode).toBe(400);
    expect(expectContract<Envelope<null>>(zero, 'SaveWorkflowState').message).toBe(
      'The sort order must be 1 or more.',
    );
    const blank = await t.inject({
      method: 'POST',
      url,
      headers,
      payload: { id: EMPTY_ID, description: ' ', sortOrder: 2 },
    });
    expect(blank.statusCode).toBe(400);
    expectContract(blank, 'SaveWorkflowState');
    const duplicate = await t.inject({
      method: 'POST',
      url,
      headers,
      payload: { id: EMPTY_ID, description: 'queued', sortOrder: 9 },
    });
    expect(duplicate.statusCode).toBe(409);
    expectContract(duplicate, 'SaveWorkflowState');
    const foreign = await stateId('Standard Image Request', 'Draft');
    const other = await t.inject({
      method: 'POST',
      url,
      headers,
      payload: { id: foreign, description: 'Hijacked', sortOrder: 1 },
    });
    expect(other.statusCode).toBe(404);
    expectContract(other, 'SaveWorkflowState');
    const refused = await t.inject({
      method: 'POST',
      url,
      headers: await t.auth('staff'),
      payload: { id: EMPTY_ID, description: 'Nope', sortOrder: 3 },
    });
    expect(refused.statusCode).toBe(403);
    expectContract(refused, 'SaveWorkflowState');
    expect(await count('workflow_states')).toBe(before);
    expect(await count("workflow_states WHERE description = 'Hijacked'")).toBe(0);
  });
});

describe('SaveWorkflowAction and action roles', () => {
  it('creates an action with its roles, updates it with roles as sent, and adds / removes roles one at a time', async () => {
    const from = await stateId('Standard Image Request', 'Completed');
    const to = await stateId('Standard Image Request', 'In Review');
    const roles = await rolesByDescription();
    const staffRole = roles.get('Lab Staff');
    const repRole = await roleId('Manufacturer Representative');
    const draft = await stateId('Standard Image Request', 'Draft');
    const headers = await t.auth('admin');
    const url = `/api/Management/SaveWorkflowAction?workflowStateId=${from}`;
    const created = await t.inject({
      method: 'POST',
      url,
      headers,
      payload: {
        id: EMPTY_ID,
        description: 'Reopen Review',
        quickAction: true,
        nextState: { id: to, description: 'In Review', sortOrder: 3 },
        allowedRoles: [staffRole],
      },
    });
    expect(created.statusCode).toBe(200);
    const action = expectContract<Envelope<Action>>(created, 'SaveWorkflowAction');
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
    const updated = await t.inject({
      method: 'POST',
      url,
      headers,
      payload: {
        id: action.result.id,
        description: 'Reopen',
        quickAction: false,
        nextState: { id: draft, description: 'Draft', sortOrder: 1 },
        allowedRoles: [],
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(expectContract<Envelope<Action>>(updated, 'SaveWorkflowAction').result).toMatchObject({
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

    const roleUrl = (role: string) => `?workflowActionId=${action.result.id}&roleId=${role}`;
    for (let i = 0; i < 2; i++) {
      // Twice: adding a role already allowed changes nothing.
      const added = await t.inject({
        method: 'POST',
        url: `/api/Management/AddActionRole${roleUrl(repRole)}`,
        headers,
      });
      expect(added.statusCode).toBe(200);
      expect(expectContract<Envelope<null>>(added, 'AddActionRole').message).toBe(
        'Role successfully added to action',
      );
    }
    expect(
      await count('workflow_action_roles WHERE action_id = $1 AND role_id = $2', [
        action.result.id,
        repRole,
      ]),
    ).toBe(1);
    const listed = expectContract<Envelope<Action[]>>(
      await t.inject({
        method: 'GET',
        url: `/api/Management/GetWorkflowActions?workflowStateId=${from}`,
        headers,
      }),
      'GetWorkflowConfigActions',
    );
    expect(
      listed.result.find((a) => a.id === action.result.id)?.allowedRoles.map((r) => r.description),
    ).toEqual(['Manufacturer Representative']);

    for (let i = 0; i < 2; i++) {
      const removed = await t.inject({
        method: 'POST',
        url: `/api/Management/DeleteActionRole${roleUrl(repRole)}`,
        headers,
      });
      expect(removed.statusCode).toBe(200);
      expect(expectContract<Envelope<null>>(removed, 'DeleteActionRole').message).toBe(
        'Role successfully removed from action',
      );
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
    const staffRole = (await rolesByDescription()).get('Lab Staff');
    const headers = await t.auth('admin');
    const url = `/api/Management/SaveWorkflowAction?workflowStateId=${from}`;
    const before = await count('workflow_actions');
    const crossWorkflow = await t.inject({
      method: 'POST',
      url,
      headers,
      payload: {
        id: EMPTY_ID,
        description: 'Jump',
        quickAction: false,
        nextState: { id: foreign, description: 'Draft', sortOrder: 1 },
        allowedRoles: [],
      },
    });
    expect(crossWorkflow.statusCode).toBe(400);
    expect(expectContract<Envelope<null>>(crossWorkflow, 'SaveWorkflowAction').message).toBe(
      'The next state must be a state of the same workflow.',
    );
    const unknownRole = await t.inject({
      method: 'POST',
      url,
      headers,
      payload: {
        id: EMPTY_ID,
        description: 'Jump',
        quickAction: false,
        nextState: queued,
        allowedRoles: [{ ...staffRole, objectId: MISSING_ID }],
      },
    });
    expect(unknownRole.statusCode).toBe(400);
    expectContract(unknownRole, 'SaveWorkflowAction');
    const duplicate = await t.inject({
      method: 'POST',
      url,
      headers,
      payload: {
        id: EMPTY_ID,
        description: 'send to queue',
        quickAction: false,
        nextState: queued,
        allowedRoles: [],
      },
    });
    expect(duplicate.statusCode).toBe(409);
    expectContract(duplicate, 'SaveWorkflowAction');
    const refused = await t.inject({
      method: 'POST',
      url,
      headers: await t.auth('staff'),
      payload: {
        id: EMPTY_ID,
        description: 'Jump',
        quickAction: false,
        nextState: queued,
        allowedRoles: [],
      },
    });
    expect(refused.statusCode).toBe(403);
    expectContract(refused, 'SaveWorkflowAction');
    expect(await count('workflow_actions')).toBe(before);
  });

  it('refuses role changes for a non-admin (403, no effect), an unknown action or role (404) and a bad id (400)', async () => {
    const action = await actionId('Deliver');
    const repRole = await roleId('Manufacturer Representative');
    const staffRole = await roleId('Lab Staff');
    const refusedAdd = await t.inject({
      method: 'POST',
      url: `/api/Management/AddActionRole?workflowActionId=${action}&roleId=${repRole}`,
      headers: await t.auth('staff'),
    });
    expect(refusedAdd.statusCode).toBe(403);
    expectContract(refusedAdd, 'AddActionRole');
    const refusedDelete = await t.inject({
      method: 'POST',
      url: `/api/Management/DeleteActionRole?workflowActionId=${action}&roleId=${staffRole}`,
      headers: await t.auth('staff'),
    });
    expect(refusedDelete.statusCode).toBe(403);
    expectContract(refusedDelete, 'DeleteActionRole');
    expect(
      (await t.db.query('SELECT role_id FROM workflow_action_roles WHERE action_id = $1', [action]))
        .rows,
    ).toEqual([{ role_id: staffRole }]);

    const headers = await t.auth('admin');
    const noAction = await t.inject({
      method: 'POST',
      url: `/api/Management/AddActionRole?workflowActionId=${MISSING_ID}&roleId=${repRole}`,
      headers,
    });
    expect(noAction.statusCode).toBe(404);
    expectContract(noAction, 'AddActionRole');
    const noRole = await t.inject({
      method: 'POST',
      url: `/api/Management/DeleteActionRole?workflowActionId=${action}&roleId=${MISSING_ID}`,
      headers,
    });
    expect(noRole.statusCode).toBe(404);
    expectContract(noRole, 'DeleteActionRole');
    const bad = await t.inject({
      method: 'POST',
      url: `/api/Management/AddActionRole?workflowActionId=${action}`,
      headers,
    });
    expect(bad.statusCode).toBe(400);
    expectContract(bad, 'AddActionRole');
  });
});

describe('SaveComponentType', () => {
  const blank = {
    componentID: 0,
    componentType: '',
    displayName: '',
    filterType: 'Dynamic',
    requireKeytbl: true,
    gameComponent: false,
    active: true,
    customNames: '',
    jurisdictionTypes: '',
    function: '',
    idNumbers: '',
    gameNames: '',
    positions: '',
    versions: '',
    required: false,
  };

  it('creates a type with its lists normalised, then updates it (checked in the database)', async () => {
    const helios = await mid('Helios');
    const headers = await t.auth('admin');
    const res = await t.inject({
      method: 'POST',
      url: '/api/Management/SaveComponentType',
      headers,
      payload: {
        ...blank,
        manufacturerId: helios,
        jurisdictionId: 42,
        displayName: ' Sound Board ',
        function: 'Sound/Graphics',
        jurisdictionTypes: 'AP, NU,,AP ',
        idNumbers: ' SB-1 ,SB-2,SB-1,',
        versions: '1.0',
      },
    });
    expect(res.statusCode).toBe(200);
    const saved = expectContract<Envelope<ComponentType>>(res, 'SaveComponentType').result;
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

    const updated = await t.inject({
      method: 'POST',
      url: '/api/Management/SaveComponentType',
      headers,
      payload: {
        ...saved,
        filterType: 'CustomNames',
        customNames: 'Left,Right, Left',
        active: false,
      },
    });
    expect(updated.statusCode).toBe(200);
    expectContract(updated, 'SaveComponentType');
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
      t.inject({ method: 'POST', url: '/api/Management/SaveComponentType', headers: who, payload });
    const base = {
      ...blank,
      manufacturerId: helios,
      jurisdictionId: 129,
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
      expect(res.statusCode).toBe(status);
      const body = expectContract<Envelope<null>>(res, 'SaveComponentType');
      if (message) expect(body.message).toMatch(message);
    }
    const refused = await post(base, await t.auth('staff'));
    expect(refused.statusCode).toBe(403);
    expectContract(refused, 'SaveComponentType');
    expect(await count('component_types')).toBe(before);
  });
});

describe('platforms and manufacturers', () => {
  it('adds a platform to a manufacturer, keeping a SAS ID only when given', async () => {
    const apex = await manufacturerId('Apex Gaming');
    const headers = await t.auth('admin');
    const res = await t.inject({
      method: 'POST',
      url: '/api/Management/AddPlatform',
      headers,
      payload: { manufacturerId: apex, platform: ' Orion ', sASID: 'SAS-1199' },
    });
    expect(res.statusCode).toBe(200);
    const platform = expectContract<
      Envelope<{ mid: number; platform: string; name: string; sASID: string | null }>
    >(res, 'AddPlatform').result;
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

    const noSas = await t.inject({
      method: 'POST',
      url: '/api/Management/AddPlatform',
      headers,
      payload: { manufacturerId: apex, platform: 'Vega', sASID: '  ' },
    });
    expect(noSas.statusCode).toBe(200);
    expect(
      expectContract<Envelope<{ sASID: string | null }>>(noSas, 'AddPlatform').result.sASID,
    ).toBeNull();
  });

  it('refuses a duplicate platform (409), a blank one (400), an unknown manufacturer (404) and a non-admin (403)', async () => {
    const apex = await manufacturerId('Apex Gaming');
    const headers = await t.auth('admin');
    const before = await count('platforms');
    const duplicate = await t.inject({
      method: 'POST',
      url: '/api/Management/AddPlatform',
      headers,
      payload: { manufacturerId: apex, platform: 'helios' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(expectContract<Envelope<null>>(duplicate, 'AddPlatform').message).toBe(
      'Apex Gaming already has a platform named "helios".',
    );
    const blank = await t.inject({
      method: 'POST',
      url: '/api/Management/AddPlatform',
      headers,
      payload: { manufacturerId: apex, platform: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expectContract(blank, 'AddPlatform');
    const unknown = await t.inject({
      method: 'POST',
      url: '/api/Management/AddPlatform',
      headers,
      payload: { manufacturerId: 99999, platform: 'Ghost' },
    });
    expect(unknown.statusCode).toBe(404);
    expectContract(unknown, 'AddPlatform');
    const refused = await t.inject({
      method: 'POST',
      url: '/api/Management/AddPlatform',
      headers: await t.auth('staff'),
      payload: { manufacturerId: apex, platform: 'Sneaky' },
    });
    expect(refused.statusCode).toBe(403);
    expectContract(refused, 'AddPlatform');
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
    const headers = await t.auth('vendor');
    try {
      const blueDelta = await manufacturerId('Blue Delta Systems');
      const other = await t.inject({
        method: 'POST',
        url: '/api/Management/AddPlatform',
        headers,
        payload: { manufacturerId: blueDelta, platform: 'Lagoon' },
      });
      expect(other.statusCode).toBe(404);
      expectContract(other, 'AddPlatform');
      const own = await t.inject({
        method: 'POST',
        url: '/api/Management/AddPlatform',
        headers,
        payload: { manufacturerId: apex, platform: 'Zenith' },
      });
      expect(own.statusCode).toBe(200);
      expectContract(own, 'AddPlatform');
      const tidal = await mid('Tidal');
      const type = await t.inject({
        method: 'POST',
        url: '/api/Management/SaveComponentType',
        headers,
        payload: {
          componentID: 0,
          manufacturerId: tidal,
          jurisdictionId: 129,
          componentType: '',
          displayName: 'Lagoon Board',
          filterType: 'Dynamic',
          requireKeytbl: false,
          gameComponent: false,
          active: true,
          customNames: '',
          jurisdictionTypes: '',
          function: '',
          idNumbers: '',
          gameNames: '',
          positions: '',
          versions: '',
          required: false,
        },
      });
      expect(type.statusCode).toBe(404);
      expectContract(type, 'SaveComponentType');
      expect(await count("platforms WHERE platform = 'Lagoon'")).toBe(0);
      expect(await count("component_types WHERE display_name = 'Lagoon Board'")).toBe(0);

      // GatherManufacturers offers only the manufacturers the two saves above accept from them.
      const offered = expectContract<
        Envelope<Array<{ manufacturerName: string; platforms: Array<{ platform: string }> }>>
      >(
        await t.inject({ method: 'GET', url: '/api/Management/GatherManufacturers', headers }),
        'GatherManufacturers',
      );
      expect(offered.result.map((m) => m.manufacturerName)).toEqual(['Apex Gaming']);
      expect(offered.result[0]?.platforms.map((p) => p.platform)).toContain('Zenith');
      // An unrestricted admin still gets every manufacturer.
      const all = expectContract<Envelope<Array<{ manufacturerName: string }>>>(
        await t.inject({
          method: 'GET',
          url: '/api/Management/GatherManufacturers',
          headers: await t.auth('admin'),
        }),
        'GatherManufacturers',
      );
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
    const res = await t.inject({
      method: 'GET',
      url: '/api/Management/GatherManufacturers',
      headers: await t.auth('admin'),
    });
    expect(res.statusCode).toBe(200);
    const body = expectContract<
      Envelope<
        Array<{
          manufacturerName: string;
          platforms: Array<{ platform: string; gSAID: string | null }>;
        }>
      >
    >(res, 'GatherManufacturers');
    const blueDelta = body.result.find((m) => m.manufacturerName === 'Blue Delta Systems');
    expect(blueDelta?.platforms.map((p) => [p.platform, p.gSAID])).toEqual([
      ['Reef', 'BDS-RF'],
      ['Tidal', 'BDS-TD'],
    ]);
    const refused = await t.inject({
      method: 'GET',
      url: '/api/Management/GatherManufacturers',
      headers: await t.auth('viewer'),
    });
    expect(refused.statusCode).toBe(403);
    expectContract(refused, 'GatherManufacturers');
  });
});

describe('GatherAllUsers', () => {
  it('lists live users by last name; removed users are left out; 403 without the flag', async () => {
    await t.db.query("UPDATE users SET removed_at = now() WHERE username = 'mgarcia'");
    try {
      const res = await t.inject({
        method: 'GET',
        url: '/api/Management/GatherAllUsers',
        headers: await t.auth('pnovak'),
      });
      expect(res.statusCode).toBe(200);
      const body = expectContract<Envelope<Array<{ username: string; lastName: string }>>>(
        res,
        'GatherAllUsers',
      );
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
    const refused = await t.inject({
      method: 'GET',
      url: '/api/Management/GatherAllUsers',
      headers: await t.auth('staff'),
    });
    expect(refused.statusCode).toBe(403);
    expectContract(refused, 'GatherAllUsers');
  });
});
