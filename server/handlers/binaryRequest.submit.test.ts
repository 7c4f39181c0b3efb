import type { components } from '@/api/generated/openapi';
import { expectOk } from '../test/call';
import { row, rows } from '../db/pool';
import { createTestApp, type TestApp } from '../test/testApp';

/** Creating and editing requests, and moving them through their organization's workflow. */

const SAVE = '00000000-0000-0000-0000-000000000000';

type ComponentItem = components['schemas']['ComponentListItem'];

let t: TestApp;
let apexMid: number;
let tidalMid: number;
let northLab: string;
let southLab: string;

async function count(sql: string, values: unknown[] = []): Promise<number> {
  return (await row<{ n: number }>(t.db, sql, values))?.n ?? 0;
}

async function actionId(workflow: string, description: string): Promise<string> {
  const found = await row<{ id: string }>(
    t.db,
    `SELECT a.id FROM workflow_actions a JOIN workflow_states s ON s.id = a.state_id JOIN workflows w ON w.id = s.workflow_id
      WHERE w.name = $1 AND a.description = $2`,
    [workflow, description],
  );
  if (!found) throw new Error(`no action ${description}`);
  return found.id;
}

/** The platform's starting list with every required component linked to the first matching software. */
async function linkedComponents(user: string, mid: number): Promise<ComponentItem[]> {
  const list = expectOk(
    await t.call('GetComponentsList', { as: user, query: { manufacturerId: mid } }),
  ).result;
  for (const c of list.filter((x) => x.required)) {
    const [software] = expectOk(
      await t.call('GetComponentsForLinking', { as: user, query: { componentId: c.componentID } }),
    ).result;
    c.relatedKeytbl = software?.keytbl ?? null;
    c.name = software?.idNumber ?? '';
    c.description = `${software?.idNumber} v${software?.version}`;
  }
  return list;
}

async function payload(user: string, overrides: Record<string, unknown> = {}) {
  return {
    submittalAction: SAVE,
    components: await linkedComponents(user, apexMid),
    name: 'Golden Mustang Helios 3.1',
    description: 'New game theme release',
    manufacturerId: apexMid,
    manufacturer: 'Apex Helios',
    priority: false,
    organizationId: northLab,
    gpsPath: '\\\\gps\\uploads\\APX\\new',
    ...overrides,
  };
}

const submit = async (user: string, body: object) =>
  t.callRaw('SubmitImageRequest', { as: user, body });

const requestCount = () => count('SELECT count(*) AS n FROM image_requests');

beforeAll(async () => {
  t = await createTestApp();
  apexMid =
    (await row<{ mid: number }>(t.db, "SELECT mid FROM platforms WHERE name = 'Apex Helios'"))
      ?.mid ?? 0;
  tidalMid =
    (await row<{ mid: number }>(t.db, "SELECT mid FROM platforms WHERE name = 'Blue Delta Tidal'"))
      ?.mid ?? 0;
  northLab =
    (await row<{ id: string }>(t.db, "SELECT id FROM organizations WHERE name = 'North Lab'"))
      ?.id ?? '';
  southLab =
    (await row<{ id: string }>(t.db, "SELECT id FROM organizations WHERE name = 'South Lab'"))
      ?.id ?? '';
});
afterAll(async () => t.close());

describe('SubmitImageRequest: create', () => {
  it("saves a new request in the lowest sort-order state of the organization's workflow", async () => {
    // Reorder so the first state is not simply the first one inserted.
    await t.db.query(
      `UPDATE workflow_states SET sort_order = CASE description WHEN 'Queued' THEN 0 ELSE sort_order END
        WHERE workflow_id = (SELECT workflow_id FROM organizations WHERE id = $1)`,
      [southLab],
    );
    const res = await submit(
      'staff',
      await payload('staff', {
        organizationId: southLab,
        priority: true,
        priorityDueDate: '2030-01-15',
      }),
    );
    expect(res.status).toBe(200);
    const saved = expectOk(res).result;
    expect(saved).toMatchObject({
      status: 'Queued',
      createdBy: 'Sam Rivera',
      manufacturerName: 'Apex Gaming',
      priority: true,
      priorityDueDate: '2030-01-15',
    });
    await t.db.query(
      "UPDATE workflow_states SET sort_order = 2 WHERE description = 'Queued' AND sort_order = 0",
    );

    const stored = await row<{ status: string; state: string; gps_path: string }>(
      t.db,
      'SELECT r.status, s.description AS state, r.gps_path FROM image_requests r JOIN workflow_states s ON s.id = r.state_id WHERE r.id = $1',
      [saved.id],
    );
    expect(stored).toEqual({
      status: 'Queued',
      state: 'Queued',
      gps_path: '\\\\gps\\uploads\\APX\\new',
    });
    const components = await rows<{ keytbl: number | null; required: boolean }>(
      t.db,
      'SELECT keytbl, required FROM request_components WHERE request_id = $1 ORDER BY position',
      [saved.id],
    );
    expect(components.map((c) => c.keytbl)).toEqual(
      saved.components.map((c) => (c.relatedKeytbl === 0 ? null : c.relatedKeytbl)),
    );
    const events = await rows<{ event_name: string; created_by: string }>(
      t.db,
      'SELECT event_name, created_by FROM request_events WHERE request_id = $1',
      [saved.id],
    );
    expect(events).toEqual([{ event_name: 'Request Created', created_by: 'Sam Rivera' }]);
  });

  it('executes the chosen quick action after saving', async () => {
    const res = await submit(
      'vendor',
      await payload('vendor', {
        submittalAction: await actionId('Standard Image Request', 'Submit'),
      }),
    );
    expect(res.status).toBe(200);
    const saved = expectOk(res).result;
    expect(saved.status).toBe('Submitted');
    expect(saved.gpsPath).toBeNull(); // the vendor may not set or see it
    const events = await rows<{ event_name: string }>(
      t.db,
      'SELECT event_name FROM request_events WHERE request_id = $1 ORDER BY created_on',
      [saved.id],
    );
    expect(events.map((e) => e.event_name)).toEqual(['Request Created', 'Status Changed']);
  });

  it('keeps a CustomNames name-only link (keytbl 0)', async () => {
    const body = await payload('staff');
    const peripheral = body.components.find((c) => c.componentType === 'Peripheral');
    if (!peripheral) throw new Error('no peripheral');
    peripheral.relatedKeytbl = 0;
    peripheral.name = 'Printer';
    const saved = expectOk(await submit('staff', body)).result;
    expect(saved.components.find((c) => c.componentType === 'Peripheral')).toMatchObject({
      relatedKeytbl: 0,
      name: 'Printer',
    });
  });

  it('refuses invalid requests with 400 and stores nothing', async () => {
    const before = await requestCount();
    const cases: Array<[object, string]> = [
      [await payload('staff', { priority: true }), 'Priority due date cannot be blank.'],
      [
        await payload('staff', { name: '   ' }),
        'Required field has no value, please review request',
      ],
      [await payload('staff', { manufacturerId: 999999 }), 'The selected platform does not exist.'],
      [
        await payload('staff', { organizationId: '11111111-1111-4111-8111-111111111111' }),
        'The selected organization does not exist.',
      ],
      [
        await payload('staff', { submittalAction: '11111111-1111-4111-8111-111111111111' }),
        'The chosen action is not one of the quick actions offered for this request.',
      ],
      [
        await payload('staff', {
          submittalAction: await actionId('Expedited Review', 'Send to Queue'),
        }),
        'The chosen action is not one of the quick actions offered for this request.',
      ],
    ];
    const unlinked = await payload('staff');
    const required = unlinked.components.find((c) => c.required);
    if (required) required.relatedKeytbl = null;
    cases.push([
      unlinked,
      'There are required components in the list that have not been linked yet.',
    ]);
    const foreign = await payload('staff');
    const tidalSoftware = await row<{ keytbl: number }>(
      t.db,
      "SELECT keytbl FROM software s JOIN manufacturers m ON m.id = s.manufacturer_id WHERE m.name = 'Blue Delta Systems' LIMIT 1",
    );
    const bios = foreign.components.find((c) => c.required);
    if (bios) bios.relatedKeytbl = tidalSoftware?.keytbl ?? null;
    cases.push([
      foreign,
      'The software linked to "BIOS" is not in the selected manufacturer\'s catalogue.',
    ]);
    cases.push([
      { ...(await payload('staff')), components: await linkedComponents('staff', tidalMid) },
      'The component "BIOS" is not configured for the selected platform.',
    ]);

    for (const [body, message] of cases) {
      const res = await submit('staff', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const schema = await submit('staff', { name: 'x' });
    expect(schema.status).toBe(400);
    expect(await requestCount()).toBe(before);
  });

  it("refuses users without canCreateBinaryRequest, outside the organization, or on another manufacturer's platform", async () => {
    const before = await requestCount();
    const viewer = await submit('viewer', await payload('staff'));
    expect(viewer.status).toBe(403);
    const outsider = await submit('mgarcia', await payload('staff'));
    expect(outsider.status).toBe(403);
    expect(outsider.body.message).toBe('You are not a member of the selected organization.');
    const foreignPlatform = await submit('vendor', {
      ...(await payload('staff')),
      manufacturerId: tidalMid,
      components: [],
    });
    expect(foreignPlatform.status).toBe(400);
    expect(await requestCount()).toBe(before);
  });

  it("refuses a quick action the user's roles do not allow (403) and stores nothing", async () => {
    const submitAction = await actionId('Standard Image Request', 'Submit');
    await t.db.query(
      "DELETE FROM workflow_action_roles WHERE action_id = $1 AND role_id = (SELECT id FROM roles WHERE description = 'Manufacturer Representative')",
      [submitAction],
    );
    const before = await requestCount();
    const res = await submit('vendor', await payload('vendor', { submittalAction: submitAction }));
    expect(res.status).toBe(403);
    expect(await requestCount()).toBe(before);
    const offered = expectOk(
      await t.call('GetAvailableQuickActions', {
        as: 'vendor',
        query: { organizationId: northLab },
      }),
    );
    expect(offered.result).toEqual([]);
    await t.db.query(
      "INSERT INTO workflow_action_roles SELECT $1, id FROM roles WHERE description = 'Manufacturer Representative'",
      [submitAction],
    );
  });
});

describe('SubmitImageRequest: edit', () => {
  it('lets the creator edit without canEditBinaryRequest, replacing the components wholesale', async () => {
    const created = expectOk(await submit('vendor', await payload('vendor'))).result;
    const body = await payload('vendor', {
      id: created.id,
      name: 'Renamed build',
      components: (await payload('vendor')).components.filter((c) => c.required),
    });
    const res = await submit('vendor', body);
    expect(res.status).toBe(200);
    const saved = expectOk(res).result;
    expect(saved).toMatchObject({ id: created.id, name: 'Renamed build', status: 'Draft' });
    expect(
      await count('SELECT count(*) AS n FROM request_components WHERE request_id = $1', [
        created.id,
      ]),
    ).toBe(body.components.length);
    expect(
      await count(
        "SELECT count(*) AS n FROM request_events WHERE request_id = $1 AND event_name = 'Request Updated'",
        [created.id],
      ),
    ).toBe(1);
  });

  it("refuses someone else's request without canEditBinaryRequest (403) and hides other manufacturers (404)", async () => {
    const staffOwn = expectOk(await submit('staff', await payload('staff'))).result;
    const refused = await submit(
      'vendor',
      await payload('vendor', { id: staffOwn.id, name: 'Hijacked' }),
    );
    expect(refused.status).toBe(403);
    const other = await row<{ id: number }>(
      t.db,
      "SELECT id FROM image_requests WHERE manufacturer_name <> 'Apex Gaming' LIMIT 1",
    );
    const hidden = await submit('vendor', await payload('vendor', { id: other?.id }));
    expect(hidden.status).toBe(404);
    expect(
      (
        await row<{ name: string }>(t.db, 'SELECT name FROM image_requests WHERE id = $1', [
          staffOwn.id,
        ])
      )?.name,
    ).toBe('Golden Mustang Helios 3.1');
  });
});

describe('workflow actions', () => {
  /** A North Lab (Standard Image Request) request of the manufacturer, put into the state. */
  async function requestIn(state: string, manufacturer = 'Apex Gaming'): Promise<number> {
    const found = await row<{ id: number }>(
      t.db,
      `UPDATE image_requests r SET state_id = s.id, status = s.description
         FROM workflow_states s JOIN workflows w ON w.id = s.workflow_id
        WHERE s.description = $1 AND w.name = 'Standard Image Request'
          AND r.id = (SELECT min(id) FROM image_requests WHERE manufacturer_name = $2 AND organization_id = $3 AND removed_at IS NULL)
        RETURNING r.id`,
      [state, manufacturer, northLab],
    );
    if (!found) throw new Error(`no ${manufacturer} request in North Lab`);
    return found.id;
  }

  it('GetAvailableQuickActions offers the quick actions of the first state (new) or the current state', async () => {
    const north = expectOk(
      await t.call('GetAvailableQuickActions', {
        as: 'staff',
        query: { organizationId: northLab },
      }),
    );
    expect(north.result).toEqual([
      {
        id: await actionId('Standard Image Request', 'Submit'),
        description: 'Submit',
        quickAction: true,
      },
    ]);
    const south = expectOk(
      await t.call('GetAvailableQuickActions', {
        as: 'staff',
        query: { organizationId: southLab },
      }),
    );
    expect(south.result.map((a) => a.description)).toEqual(['Send to Queue']);
    const submitted = await requestIn('Submitted');
    const none = expectOk(
      await t.call('GetAvailableQuickActions', {
        as: 'staff',
        query: { organizationId: northLab, requestId: submitted },
      }),
    );
    expect(none.result).toEqual([]);
  });

  it('GetAvailableQuickActions checks rights (403), the organization (404), the query (400) and hides other manufacturers (404)', async () => {
    const refused = await t.call('GetAvailableQuickActions', {
      as: 'viewer',
      query: { organizationId: northLab },
    });
    expect(refused.status).toBe(403);
    const unknown = await t.call('GetAvailableQuickActions', {
      as: 'staff',
      query: { organizationId: '11111111-1111-4111-8111-111111111111' },
    });
    expect(unknown.status).toBe(404);
    const bad = await t.call('GetAvailableQuickActions', { as: 'staff' });
    expect(bad.status).toBe(400);
    const hidden = await t.call('GetAvailableQuickActions', {
      as: 'vendor',
      query: {
        organizationId: northLab,
        requestId: await requestIn('Draft', 'Blue Delta Systems'),
      },
    });
    expect(hidden.status).toBe(404);
  });

  it("GetWorkflowActions lists the current state's actions the user's roles allow", async () => {
    const submitted = await requestIn('Submitted');
    const staff = expectOk(
      await t.call('GetWorkflowActions', { as: 'staff', query: { requestId: submitted } }),
    );
    expect(staff.result.map((a) => a.description)).toEqual(['Begin Review', 'Return to Draft']);
    const vendor = expectOk(
      await t.call('GetWorkflowActions', { as: 'vendor', query: { requestId: submitted } }),
    );
    expect(vendor.result.map((a) => a.description)).toEqual(['Return to Draft']);
    const refused = await t.call('GetWorkflowActions', {
      as: 'viewer',
      query: { requestId: submitted },
    });
    expect(refused.status).toBe(403);
    const other = await row<{ id: number }>(
      t.db,
      "SELECT id FROM image_requests WHERE manufacturer_name <> 'Apex Gaming' LIMIT 1",
    );
    const hidden = await t.call('GetWorkflowActions', {
      as: 'vendor',
      query: { requestId: other?.id },
    });
    expect(hidden.status).toBe(404);
  });

  it('ExecuteWorkflowAction moves the request, stores the new status and records an event', async () => {
    const submitted = await requestIn('Submitted');
    const res = await t.call('ExecuteWorkflowAction', {
      as: 'staff',
      query: {
        requestId: submitted,
        actionId: await actionId('Standard Image Request', 'Begin Review'),
      },
    });
    expect(res.status).toBe(200);
    expect(expectOk(res).result).toEqual({ description: 'In Review' });
    const stored = await row<{ status: string; state: string }>(
      t.db,
      'SELECT r.status, s.description AS state FROM image_requests r JOIN workflow_states s ON s.id = r.state_id WHERE r.id = $1',
      [submitted],
    );
    expect(stored).toEqual({ status: 'In Review', state: 'In Review' });
    const events = expectOk(
      await t.call('GetEvents', { as: 'staff', query: { requestId: submitted } }),
    );
    expect(events.result[0]).toMatchObject({
      eventName: 'Status Changed',
      createdBy: 'Sam Rivera',
      description: expect.stringContaining('Begin Review'),
    });

    // The same action again no longer belongs to the request's state.
    const stale = await t.call('ExecuteWorkflowAction', {
      as: 'staff',
      query: {
        requestId: submitted,
        actionId: await actionId('Standard Image Request', 'Begin Review'),
      },
    });
    expect(stale.status).toBe(409);
  });

  it("ExecuteWorkflowAction refuses an action the user's roles do not allow (403, no effect) and checks its input", async () => {
    const submitted = await requestIn('Submitted');
    const execute = (as: string, requestId: number, actionId: string) =>
      t.call('ExecuteWorkflowAction', { as, query: { requestId, actionId } });
    const eventsBefore = await count(
      'SELECT count(*) AS n FROM request_events WHERE request_id = $1',
      [submitted],
    );
    const refused = await execute(
      'vendor',
      submitted,
      await actionId('Standard Image Request', 'Begin Review'),
    );
    expect(refused.status).toBe(403);
    expect(
      (
        await row<{ status: string }>(t.db, 'SELECT status FROM image_requests WHERE id = $1', [
          submitted,
        ])
      )?.status,
    ).toBe('Submitted');
    expect(
      await count('SELECT count(*) AS n FROM request_events WHERE request_id = $1', [submitted]),
    ).toBe(eventsBefore);

    const bad = await execute('staff', submitted, 'nope');
    expect(bad.status).toBe(400);
    const unknown = await execute('staff', submitted, '11111111-1111-4111-8111-111111111111');
    expect(unknown.status).toBe(404);
    const other = await row<{ id: number }>(
      t.db,
      "SELECT id FROM image_requests WHERE manufacturer_name <> 'Apex Gaming' LIMIT 1",
    );
    const hidden = await execute(
      'vendor',
      other?.id ?? 0,
      await actionId('Standard Image Request', 'Return to Draft'),
    );
    expect(hidden.status).toBe(404);
  });
});

describe('a retired component type (active false)', () => {
  it('is no longer offered for new requests, leaves the requests that use it unchanged, and comes back', async () => {
    const created = expectOk(await submit('staff', await payload('staff'))).result;
    const before = expectOk(
      await t.call('GetRequest', { as: 'staff', query: { requestId: created.id } }),
    ).result;
    const used = before.components.find((c) => c.required && c.relatedKeytbl !== null);
    if (!used) throw new Error('the request links no required component');
    const types = expectOk(
      await t.call('GetComponentTypesForJurisdiction', {
        as: 'admin',
        query: { manufacturerId: apexMid, jurisdictionId: 129 },
      }),
    ).result;
    const type = types.find((x) => x.componentID === used.componentID);
    if (!type) throw new Error(`no component type ${used.componentID}`);
    const offered = async () =>
      expectOk(
        await t.call('GetComponentsList', { as: 'staff', query: { manufacturerId: apexMid } }),
      ).result.map((c) => c.componentID);
    const save = async (active: boolean, version?: number) =>
      expectOk(
        await t.call('SaveComponentType', { as: 'admin', body: { ...type, version, active } }),
      ).result;

    const retired = await save(false, type.version);
    expect(retired.active).toBe(false);
    expect(await offered()).not.toContain(type.componentID);
    // Platform Management still lists it, to bring it back.
    const listed = expectOk(
      await t.call('GetComponentTypesForJurisdiction', {
        as: 'admin',
        query: { manufacturerId: apexMid, jurisdictionId: 129 },
      }),
    ).result;
    expect(listed.find((x) => x.componentID === type.componentID)?.active).toBe(false);

    // The request still shows its component as linked, and saves with it unchanged.
    const after = expectOk(
      await t.call('GetRequest', { as: 'staff', query: { requestId: created.id } }),
    ).result;
    expect(after.components).toEqual(before.components);
    const resaved = await submit('staff', {
      ...(await payload('staff')),
      id: created.id,
      version: after.version,
      components: after.components,
    });
    expect(resaved.status).toBe(200);
    const reloaded = expectOk(
      await t.call('GetRequest', { as: 'staff', query: { requestId: created.id } }),
    ).result;
    expect(reloaded.components).toEqual(before.components);

    expect((await save(true, retired.version)).active).toBe(true);
    expect(await offered()).toContain(type.componentID);
  });
});
