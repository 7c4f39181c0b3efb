import type { QueryResultRow } from 'pg';
import { row } from '../db/pool';
import type { components } from '@/api/generated/openapi';
import { newComponentType } from '@/lib/domain/componentTypes';
import { expectContract } from '../test/contract';
import { createTestApp, type TestApp } from '../test/testApp';
import { STALE_USER } from './account';
import { STALE_ORGANIZATION } from './administrative';
import {
  STALE_COMPONENT_TYPE,
  STALE_WORKFLOW,
  STALE_WORKFLOW_ACTION,
  STALE_WORKFLOW_STATE,
} from './management';

/**
 * Two people (or two tabs) editing the same user, organization, workflow, workflow state or
 * action, or component type:
 * the save of an older version is refused with 409, stores nothing, and a save of the current
 * version goes through and moves the version on (issue 11 item 1, as for image requests).
 */

type Schemas = components['schemas'];
interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}

const EMPTY_ID = '00000000-0000-0000-0000-000000000000';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 30_000);
afterAll(async () => t.close(), 30_000);

const call = async (user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.inject({ method, url, headers: await t.auth(user), ...(payload ? { payload } : {}) });

async function stored<T extends QueryResultRow>(sql: string, params: unknown[]): Promise<T> {
  const found = await row<T>(t.db, sql, params);
  if (!found) throw new Error(`no row for ${sql}`);
  return found;
}

describe('SaveUserInformation: versions', () => {
  const load = async (user: string, username: string) =>
    expectContract<Envelope<Schemas['User']>>(
      await call(user, 'GET', `/api/Account/GetUserInformation?username=${username}`),
      'GetUserInformation',
    ).result;
  const body = (
    user: Schemas['User'],
    changes: Partial<Schemas['SaveUserInformationRequest']>,
  ) => ({
    userId: user.userId,
    version: user.version,
    firstName: user.firstName,
    lastName: user.lastName,
    title: user.title,
    department: user.department,
    badgeNumber: user.badgeNumber,
    email: user.email,
    ...changes,
  });

  it("refuses an admin's save of a profile its owner saved since; the fresh version saves", async () => {
    const asAdmin = await load('admin', 'jlee');
    const asOwner = await load('jlee', 'jlee');
    expect(asOwner.version).toBe(asAdmin.version);

    const first = await call(
      'jlee',
      'POST',
      '/api/Account/SaveUserInformation',
      body(asOwner, { title: 'Owner title' }),
    );
    expect(first.statusCode).toBe(200);
    expect(
      expectContract<Envelope<Schemas['User']>>(first, 'SaveUserInformation').result.version,
    ).toBe(asOwner.version + 1);

    const stale = await call(
      'admin',
      'POST',
      '/api/Account/SaveUserInformation',
      body(asAdmin, { title: 'Admin title', department: 'Admin dept' }),
    );
    expect(stale.statusCode).toBe(409);
    expectContract(stale, 'SaveUserInformation');
    expect(stale.json()).toEqual({
      success: false,
      message: STALE_USER,
      code: 'stale',
      result: null,
    });
    expect(
      await stored<{ title: string; department: string; version: number }>(
        "SELECT title, department, version FROM users WHERE username = 'jlee'",
        [],
      ),
    ).toEqual({
      title: 'Owner title',
      department: asAdmin.department,
      version: asOwner.version + 1,
    });

    const fresh = await load('admin', 'jlee');
    const retried = await call(
      'admin',
      'POST',
      '/api/Account/SaveUserInformation',
      body(fresh, { title: 'Admin title' }),
    );
    expect(retried.statusCode).toBe(200);
    expect(await load('jlee', 'jlee')).toMatchObject({
      title: 'Admin title',
      version: asOwner.version + 2,
    });
  });
});

describe('UpdateOrganization: versions', () => {
  const listed = async (name: string) => {
    const page = expectContract<Envelope<Schemas['OrganizationList']>>(
      await call(
        'admin',
        'GET',
        `/api/Administrative/GetOrganizations?searchTerm=${encodeURIComponent(name)}`,
      ),
      'GetOrganizations',
    ).result;
    const found = page.gridRows.find((o) => o.name === name);
    if (!found) throw new Error(`organization ${name} not listed`);
    return found;
  };
  const body = (o: Schemas['OrganizationRow'], changes: Partial<Schemas['OrganizationSave']>) => ({
    objectId: o.objectId,
    version: o.version,
    name: o.name ?? '',
    superUser: { userId: o.superUser.userId },
    propertyCode: o.propertyCode,
    serverIP: o.serverIP,
    serverPortNumber: o.serverPortNumber,
    workflowId: o.workflowId,
    ...changes,
  });

  it('refuses the second save of the version both editors loaded; the fresh version saves; a removed one is 404', async () => {
    const workflowId = (
      await stored<{ id: string }>('SELECT id FROM workflows ORDER BY name LIMIT 1', [])
    ).id;
    const superUserId = (
      await stored<{ id: string }>("SELECT id FROM users WHERE username = 'admin'", [])
    ).id;
    const created = await call('admin', 'POST', '/api/Administrative/SaveOrganizationInformation', {
      objectId: EMPTY_ID,
      name: 'Versioned Lab',
      superUser: { userId: superUserId },
      propertyCode: 'V1',
      workflowId,
    });
    expect(created.statusCode).toBe(200);
    expect(
      expectContract<Envelope<Schemas['Organization']>>(created, 'SaveOrganizationInformation')
        .result.version,
    ).toBe(1);
    const loaded = await listed('Versioned Lab');
    expect(loaded.version).toBe(1);

    const first = await call(
      'admin',
      'PUT',
      '/api/Administrative/UpdateOrganization',
      body(loaded, { propertyCode: 'FIRST' }),
    );
    expect(first.statusCode).toBe(200);
    expect(
      expectContract<Envelope<Schemas['Organization']>>(first, 'UpdateOrganization').result.version,
    ).toBe(2);

    const stale = await call(
      'admin',
      'PUT',
      '/api/Administrative/UpdateOrganization',
      body(loaded, { name: 'Renamed Lab', propertyCode: 'SECOND' }),
    );
    expect(stale.statusCode).toBe(409);
    expectContract(stale, 'UpdateOrganization');
    expect(stale.json()).toEqual({
      success: false,
      message: STALE_ORGANIZATION,
      code: 'stale',
      result: null,
    });
    expect(
      await stored<{ name: string; property_code: string; version: number }>(
        'SELECT name, property_code, version FROM organizations WHERE id = $1',
        [loaded.objectId],
      ),
    ).toEqual({ name: 'Versioned Lab', property_code: 'FIRST', version: 2 });

    const fresh = await listed('Versioned Lab');
    const retried = await call(
      'admin',
      'PUT',
      '/api/Administrative/UpdateOrganization',
      body(fresh, { propertyCode: 'SECOND' }),
    );
    expect(retried.statusCode).toBe(200);
    expect(await listed('Versioned Lab')).toMatchObject({ propertyCode: 'SECOND', version: 3 });

    expect(
      (
        await call(
          'admin',
          'PUT',
          `/api/Administrative/RemoveOrganization?organizationId=${loaded.objectId}`,
        )
      ).statusCode,
    ).toBe(200);
    const gone = await call(
      'admin',
      'PUT',
      '/api/Administrative/UpdateOrganization',
      body(fresh, { version: 3 }),
    );
    expect(gone.statusCode).toBe(404);
  });
});

describe('SaveWorkflow: versions', () => {
  it('refuses a rename of an older version; the fresh version renames', async () => {
    const created = expectContract<Envelope<Schemas['Workflow']>>(
      await call('admin', 'POST', '/api/Management/SaveWorkflow', {
        id: EMPTY_ID,
        name: 'Versioned Flow',
      }),
      'SaveWorkflow',
    ).result;
    expect(created.version).toBe(1);
    const listedVersion = expectContract<Envelope<Schemas['Workflow'][]>>(
      await call('admin', 'GET', '/api/Management/GetWorkflows'),
      'GetWorkflows',
    ).result.find((w) => w.id === created.id)?.version;
    expect(listedVersion).toBe(1);

    const first = await call('admin', 'POST', '/api/Management/SaveWorkflow', {
      id: created.id,
      version: 1,
      name: 'Flow by Sam',
    });
    expect(expectContract<Envelope<Schemas['Workflow']>>(first, 'SaveWorkflow').result).toEqual({
      id: created.id,
      name: 'Flow by Sam',
      version: 2,
    });

    const stale = await call('admin', 'POST', '/api/Management/SaveWorkflow', {
      id: created.id,
      version: 1,
      name: 'Flow by Alex',
    });
    expect(stale.statusCode).toBe(409);
    expectContract(stale, 'SaveWorkflow');
    expect(stale.json()).toEqual({
      success: false,
      message: STALE_WORKFLOW,
      code: 'stale',
      result: null,
    });
    expect(await stored('SELECT name, version FROM workflows WHERE id = $1', [created.id])).toEqual(
      { name: 'Flow by Sam', version: 2 },
    );

    const retried = await call('admin', 'POST', '/api/Management/SaveWorkflow', {
      id: created.id,
      version: 2,
      name: 'Flow by Alex',
    });
    expect(retried.statusCode).toBe(200);
    expect(await stored('SELECT name, version FROM workflows WHERE id = $1', [created.id])).toEqual(
      { name: 'Flow by Alex', version: 3 },
    );
  });
});

describe('SaveComponentType: versions', () => {
  it('refuses an edit of an older version; the fresh version saves', async () => {
    const mid = (
      await stored<{ mid: number }>("SELECT mid FROM platforms WHERE name = 'Apex Helios'", [])
    ).mid;
    const type = {
      ...newComponentType(mid, 129),
      displayName: 'Versioned Board',
      filterType: 'Dynamic',
    };
    const created = expectContract<Envelope<Schemas['ComponentType']>>(
      await call('admin', 'POST', '/api/Management/SaveComponentType', type),
      'SaveComponentType',
    ).result;
    expect(created.version).toBe(1);
    const listed = expectContract<Envelope<Schemas['ComponentType'][]>>(
      await call(
        'admin',
        'GET',
        `/api/BinaryRequest/GetComponentTypesForJurisdiction?manufacturerId=${mid}&jurisdictionId=129`,
      ),
      'GetComponentTypesForJurisdiction',
    ).result.find((c) => c.componentID === created.componentID);
    expect(listed?.version).toBe(1);

    const first = await call('admin', 'POST', '/api/Management/SaveComponentType', {
      ...created,
      idNumbers: 'FIRST',
    });
    expect(
      expectContract<Envelope<Schemas['ComponentType']>>(first, 'SaveComponentType').result.version,
    ).toBe(2);

    const stale = await call('admin', 'POST', '/api/Management/SaveComponentType', {
      ...created,
      idNumbers: 'SECOND',
      active: false,
    });
    expect(stale.statusCode).toBe(409);
    expectContract(stale, 'SaveComponentType');
    expect(stale.json()).toEqual({
      success: false,
      message: STALE_COMPONENT_TYPE,
      code: 'stale',
      result: null,
    });
    expect(
      await stored('SELECT id_numbers, active, version FROM component_types WHERE id = $1', [
        created.componentID,
      ]),
    ).toEqual({ id_numbers: 'FIRST', active: true, version: 2 });

    const retried = await call('admin', 'POST', '/api/Management/SaveComponentType', {
      ...created,
      version: 2,
      idNumbers: 'SECOND',
    });
    expect(retried.statusCode).toBe(200);
    expect(
      await stored('SELECT id_numbers, version FROM component_types WHERE id = $1', [
        created.componentID,
      ]),
    ).toEqual({ id_numbers: 'SECOND', version: 3 });
  });
});

describe('SaveWorkflowState and SaveWorkflowAction: versions', () => {
  const workflowId = async () =>
    expectContract<Envelope<Schemas['Workflow']>>(
      await call('admin', 'POST', '/api/Management/SaveWorkflow', {
        id: EMPTY_ID,
        name: `Versioned States ${Date.now()}`,
      }),
      'SaveWorkflow',
    ).result.id;
  const saveState = (workflow: string, state: Partial<Schemas['WorkflowState']>) =>
    call('admin', 'POST', `/api/Management/SaveWorkflowState?workflowId=${workflow}`, state);
  const saveAction = (stateId: string, action: Partial<Schemas['WorkflowConfigAction']>) =>
    call('admin', 'POST', `/api/Management/SaveWorkflowAction?workflowStateId=${stateId}`, {
      allowedRoles: [],
      nextState: null,
      quickAction: false,
      ...action,
    });
  const listedActions = async (stateId: string) =>
    expectContract<Envelope<Schemas['WorkflowConfigAction'][]>>(
      await call('admin', 'GET', `/api/Management/GetWorkflowActions?workflowStateId=${stateId}`),
      'GetWorkflowConfigActions',
    ).result;

  it("refuses a state's save of an older version and stores nothing; the fresh version saves", async () => {
    const workflow = await workflowId();
    const created = expectContract<Envelope<Schemas['WorkflowState']>>(
      await saveState(workflow, { id: EMPTY_ID, description: 'Review', sortOrder: 1 }),
      'SaveWorkflowState',
    ).result;
    expect(created.version).toBe(1);
    const listed = expectContract<Envelope<Schemas['WorkflowState'][]>>(
      await call('admin', 'GET', `/api/Management/GetWorkflowStates?workflowId=${workflow}`),
      'GetWorkflowStates',
    ).result;
    expect(listed).toEqual([{ id: created.id, description: 'Review', sortOrder: 1, version: 1 }]);

    const first = await saveState(workflow, {
      id: created.id,
      version: 1,
      description: 'Review by Sam',
      sortOrder: 1,
    });
    expect(
      expectContract<Envelope<Schemas['WorkflowState']>>(first, 'SaveWorkflowState').result.version,
    ).toBe(2);

    const stale = await saveState(workflow, {
      id: created.id,
      version: 1,
      description: 'Review by Alex',
      sortOrder: 5,
    });
    expect(stale.statusCode).toBe(409);
    expectContract(stale, 'SaveWorkflowState');
    expect(stale.json()).toEqual({
      success: false,
      message: STALE_WORKFLOW_STATE,
      code: 'stale',
      result: null,
    });
    expect(
      await stored('SELECT description, sort_order, version FROM workflow_states WHERE id = $1', [
        created.id,
      ]),
    ).toEqual({ description: 'Review by Sam', sort_order: 1, version: 2 });

    const retried = await saveState(workflow, {
      id: created.id,
      version: 2,
      description: 'Review by Alex',
      sortOrder: 5,
    });
    expect(retried.statusCode).toBe(200);
    expect(
      await stored('SELECT description, sort_order, version FROM workflow_states WHERE id = $1', [
        created.id,
      ]),
    ).toEqual({ description: 'Review by Alex', sort_order: 5, version: 3 });
  });

  it("refuses an action's save of an older version, also after a role was added or removed since; stores nothing", async () => {
    const workflow = await workflowId();
    const state = expectContract<Envelope<Schemas['WorkflowState']>>(
      await saveState(workflow, { id: EMPTY_ID, description: 'Open', sortOrder: 1 }),
      'SaveWorkflowState',
    ).result;
    const created = expectContract<Envelope<Schemas['WorkflowConfigAction']>>(
      await saveAction(state.id, { id: EMPTY_ID, description: 'Approve' }),
      'SaveWorkflowAction',
    ).result;
    expect(created.version).toBe(1);
    expect((await listedActions(state.id))[0]?.version).toBe(1);

    // One administrator renames it; the other's save of the version both loaded is refused.
    const first = await saveAction(state.id, {
      id: created.id,
      version: 1,
      description: 'Approve by Sam',
    });
    expect(
      expectContract<Envelope<Schemas['WorkflowConfigAction']>>(first, 'SaveWorkflowAction').result
        .version,
    ).toBe(2);
    const stale = await saveAction(state.id, {
      id: created.id,
      version: 1,
      description: 'Approve by Alex',
      quickAction: true,
    });
    expect(stale.statusCode).toBe(409);
    expectContract(stale, 'SaveWorkflowAction');
    expect(stale.json()).toEqual({
      success: false,
      message: STALE_WORKFLOW_ACTION,
      code: 'stale',
      result: null,
    });
    expect(
      await stored(
        'SELECT description, quick_action, version FROM workflow_actions WHERE id = $1',
        [created.id],
      ),
    ).toEqual({ description: 'Approve by Sam', quick_action: false, version: 2 });

    // A role added moves the version on: a save of the version before it would take the role away.
    const role = await stored<{ id: string }>(
      'SELECT id FROM roles ORDER BY description LIMIT 1',
      [],
    );
    const added = await call(
      'admin',
      'POST',
      `/api/Management/AddActionRole?workflowActionId=${created.id}&roleId=${role.id}`,
    );
    expect(added.statusCode).toBe(200);
    expect((await listedActions(state.id))[0]).toMatchObject({
      version: 3,
      allowedRoles: [expect.objectContaining({ objectId: role.id })],
    });
    // Adding it again changes nothing, nor the version.
    await call(
      'admin',
      'POST',
      `/api/Management/AddActionRole?workflowActionId=${created.id}&roleId=${role.id}`,
    );
    expect((await listedActions(state.id))[0]?.version).toBe(3);
    const withoutRole = await saveAction(state.id, {
      id: created.id,
      version: 2,
      description: 'Approve by Sam',
      allowedRoles: [],
    });
    expect(withoutRole.statusCode).toBe(409);
    expect(
      await stored(
        'SELECT count(*)::int AS roles FROM workflow_action_roles WHERE action_id = $1',
        [created.id],
      ),
    ).toEqual({ roles: 1 });

    const removed = await call(
      'admin',
      'POST',
      `/api/Management/DeleteActionRole?workflowActionId=${created.id}&roleId=${role.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect((await listedActions(state.id))[0]).toMatchObject({ version: 4, allowedRoles: [] });

    const retried = await saveAction(state.id, {
      id: created.id,
      version: 4,
      description: 'Approve by Alex',
      quickAction: true,
    });
    expect(
      expectContract<Envelope<Schemas['WorkflowConfigAction']>>(retried, 'SaveWorkflowAction')
        .result,
    ).toMatchObject({ description: 'Approve by Alex', quickAction: true, version: 5 });
  });
});
