import { rows } from '../db/pool';
import { mondayOf, reportWeeks } from '../repositories/requestReport';
import { expectOk, type Caller } from '../test/call';
import { createTestApp, type TestApp } from '../test/testApp';

/**
 * GetRequestReport (issue 22 item 3) against the real database: five requests of March 2019
 * (before any demo request) with known stays in states give exact figures, for the admin and
 * for the vendor restricted to Apex Gaming; the createdFrom/createdTo filters keep the demo
 * lab's requests out. The stays are written directly: they are the report's data source.
 */

let t: TestApp;
let s: { first: string; second: string; final: string; workflow: string };
let workflowName: string;
let firstName: string;
let secondName: string;
let finalName: string;
const MARCH = { createdFrom: '2019-03-04', createdTo: '2019-03-31' };

async function one<T>(sql: string, values: unknown[] = []): Promise<T> {
  const [first] = await rows<{ v: T }>(t.db, sql, values);
  if (first === undefined) throw new Error(`nothing for ${sql}`);
  return first.v;
}

interface Seeded {
  manufacturer: 'Apex Gaming' | 'Blue Delta Systems';
  createdOn: string;
  state: string;
  priorityDue?: string;
  removed?: boolean;
  /** [state, entered, left or null]; absent: the stay the trigger wrote is kept. */
  stays?: Array<[string, string, string | null]>;
}

async function seed(request: Seeded): Promise<number> {
  const id = await one<number>(
    `INSERT INTO image_requests (name, description, mid, manufacturer_id, organization_id, state_id, priority,
         priority_due_date, created_by_id, created_on, manufacturer_name, status, created_by_name, removed_at)
     SELECT 'Report ' || m.name, 'report test', p.mid, m.id, o.id, ws.id, $3::date IS NOT NULL, $3::date,
            u.id, $2::timestamptz, m.name, ws.description, 'Sam Staff', CASE WHEN $5 THEN now() END
       FROM manufacturers m JOIN platforms p ON p.manufacturer_id = m.id
       JOIN workflow_states ws ON ws.id = $4
       JOIN organizations o ON o.workflow_id = ws.workflow_id AND o.removed_at IS NULL
       JOIN users u ON u.username = 'staff'
      WHERE m.name = $1 ORDER BY p.mid, o.name LIMIT 1
     RETURNING id AS v`,
    [
      request.manufacturer,
      request.createdOn,
      request.priorityDue ?? null,
      request.state,
      request.removed ?? false,
    ],
  );
  if (request.stays === undefined) return id;
  await t.db.query('DELETE FROM request_state_periods WHERE request_id = $1', [id]);
  for (const [state, entered, left] of request.stays)
    await t.db.query(
      'INSERT INTO request_state_periods (request_id, state_id, entered_on, left_on) VALUES ($1, $2, $3, $4)',
      [id, state, entered, left],
    );
  return id;
}

const report = async (as: Caller, query: Record<string, string | string[]>) =>
  expectOk(await t.call('GetRequestReport', { as, query })).result;

beforeAll(async () => {
  t = await createTestApp();
  // The first organization's workflow: its first two states with actions out, and a final one.
  s = {
    workflow: await one(
      'SELECT o.workflow_id AS v FROM organizations o WHERE o.removed_at IS NULL ORDER BY o.name LIMIT 1',
    ),
    first: '',
    second: '',
    final: '',
  };
  const withActions = await rows<{ id: string; description: string }>(
    t.db,
    `SELECT ws.id, ws.description FROM workflow_states ws WHERE ws.workflow_id = $1
        AND EXISTS (SELECT 1 FROM workflow_actions wa WHERE wa.state_id = ws.id) ORDER BY ws.sort_order`,
    [s.workflow],
  );
  const [first, second] = withActions;
  if (!first || !second) throw new Error('the demo workflow needs two states with actions');
  s.first = first.id;
  s.second = second.id;
  firstName = first.description;
  secondName = second.description;
  s.final = await one(
    `SELECT ws.id AS v FROM workflow_states ws WHERE ws.workflow_id = $1
        AND NOT EXISTS (SELECT 1 FROM workflow_actions wa WHERE wa.state_id = ws.id) ORDER BY ws.sort_order LIMIT 1`,
    [s.workflow],
  );
  finalName = await one('SELECT description AS v FROM workflow_states WHERE id = $1', [s.final]);
  workflowName = await one('SELECT name AS v FROM workflows WHERE id = $1', [s.workflow]);

  // A: 24 h in the first state, 48 h in the second, completed on Thursday 7 March.
  await seed({
    manufacturer: 'Apex Gaming',
    createdOn: '2019-03-04T10:00:00Z',
    state: s.final,
    stays: [
      [s.first, '2019-03-04T10:00:00Z', '2019-03-05T10:00:00Z'],
      [s.second, '2019-03-05T10:00:00Z', '2019-03-07T10:00:00Z'],
      [s.final, '2019-03-07T10:00:00Z', null],
    ],
  });
  // B: 48 h, then 144 h, completed on Wednesday 13 March.
  await seed({
    manufacturer: 'Apex Gaming',
    createdOn: '2019-03-05T00:00:00Z',
    state: s.final,
    stays: [
      [s.first, '2019-03-05T00:00:00Z', '2019-03-07T00:00:00Z'],
      [s.second, '2019-03-07T00:00:00Z', '2019-03-13T00:00:00Z'],
      [s.final, '2019-03-13T00:00:00Z', null],
    ],
  });
  // C (Blue Delta): priority due 14 March, 96 h in the first state, still in the second.
  await seed({
    manufacturer: 'Blue Delta Systems',
    createdOn: '2019-03-12T12:00:00Z',
    state: s.second,
    priorityDue: '2019-03-14',
    stays: [
      [s.first, '2019-03-12T12:00:00Z', '2019-03-16T12:00:00Z'],
      [s.second, '2019-03-16T12:00:00Z', null],
    ],
  });
  // D: priority due Sunday 31 March, still in the first state: past due from 1 April.
  await seed({
    manufacturer: 'Apex Gaming',
    createdOn: '2019-03-19T08:00:00Z',
    state: s.first,
    priorityDue: '2019-03-31',
    stays: [[s.first, '2019-03-19T08:00:00Z', null]],
  });
  // E: removed, so in no figure.
  await seed({
    manufacturer: 'Apex Gaming',
    createdOn: '2019-03-06T00:00:00Z',
    state: s.first,
    priorityDue: '2019-03-07',
    removed: true,
    stays: [[s.first, '2019-03-06T00:00:00Z', '2019-03-06T01:00:00Z']],
  });
});
afterAll(async () => t.close());

describe('GetRequestReport', () => {
  it('answers exact figures for the admin', async () => {
    const r = await report('admin', MARCH);
    expect(r.total).toBe(4);
    expect(r.byStatus).toEqual([
      { stateId: s.final, status: finalName, workflow: workflowName, count: 2 },
      ...[
        { stateId: s.first, status: firstName, workflow: workflowName, count: 1 },
        { stateId: s.second, status: secondName, workflow: workflowName, count: 1 },
      ].sort((a, b) => a.status.localeCompare(b.status)),
    ]);
    expect(r.byManufacturer.map((m) => [m.manufacturer, m.count])).toEqual([
      ['Apex Gaming', 3],
      ['Blue Delta Systems', 1],
    ]);
    expect(r.weeks).toEqual([
      { weekStart: '2019-03-04', created: 2, completed: 1, pastDue: 0 },
      { weekStart: '2019-03-11', created: 1, completed: 1, pastDue: 1 },
      { weekStart: '2019-03-18', created: 1, completed: 0, pastDue: 1 },
      { weekStart: '2019-03-25', created: 0, completed: 0, pastDue: 2 },
    ]);
    expect(r.timeInState.map((x) => [x.stateId, x.visits, x.medianHours, x.p90Hours])).toEqual([
      [s.first, 3, 48, 86.4],
      [s.second, 2, 96, 134.4],
    ]);
  });

  it("counts only a restricted user's manufacturers", async () => {
    const r = await report('vendor', MARCH);
    expect(r.total).toBe(3);
    expect(r.byManufacturer.map((m) => [m.manufacturer, m.count])).toEqual([['Apex Gaming', 3]]);
    expect(r.weeks.map((w) => [w.created, w.completed, w.pastDue])).toEqual([
      [2, 1, 0],
      [0, 1, 0],
      [1, 0, 0],
      [0, 0, 1],
    ]);
    expect(r.timeInState.map((x) => [x.stateId, x.visits, x.medianHours, x.p90Hours])).toEqual([
      [s.first, 2, 36, 45.6],
      [s.second, 2, 96, 134.4],
    ]);
    // Asking for another manufacturer's requests learns nothing of them.
    const other = await report('vendor', {
      ...MARCH,
      manufacturerId: await one<string>(
        "SELECT id::text AS v FROM manufacturers WHERE name = 'Blue Delta Systems'",
      ),
    });
    expect(other.total).toBe(0);
    expect(other.byStatus).toEqual([]);
    expect(other.timeInState).toEqual([]);
    expect(other.weeks.every((w) => w.created + w.completed + w.pastDue === 0)).toBe(true);
  });

  it('applies the list filters', async () => {
    const priority = await report('admin', { ...MARCH, priority: 'true' });
    expect(priority.total).toBe(2);
    expect(priority.weeks.map((w) => w.pastDue)).toEqual([0, 1, 1, 2]);
    const first = await report('admin', { ...MARCH, status: s.first });
    expect(first.byStatus.map((x) => x.count)).toEqual([1]);
    // Only D, whose stay in the first state has not ended.
    expect(first.timeInState).toEqual([]);
  });

  it("counts as past due now, in the current week, exactly the list's pastDue requests", async () => {
    const all = await report('admin', { createdFrom: '2019-01-01' });
    const pastDue = await report('admin', { createdFrom: '2019-01-01', pastDue: 'true' });
    expect(pastDue.total).toBeGreaterThan(1);
    expect(all.weeks).toHaveLength(104);
    expect(all.weeks.at(-1)?.pastDue).toBe(pastDue.total);
  });

  it("names each state with its workflow: two workflows' states of one name stay apart", async () => {
    // The demo lab's two workflows both have a "Draft" (and an "Imaging").
    const [a, b] = await rows<{ id: string; description: string; workflow: string }>(
      t.db,
      `SELECT ws.id, ws.description, wf.name AS workflow
         FROM workflow_states ws JOIN workflows wf ON wf.id = ws.workflow_id
        WHERE ws.description IN (SELECT description FROM workflow_states GROUP BY 1 HAVING count(*) > 1)
        ORDER BY ws.description, wf.name LIMIT 2`,
    );
    if (!a || !b || a.description !== b.description)
      throw new Error('the demo lab needs two workflows with a state of the same name');
    const april = { createdFrom: '2019-04-01', createdTo: '2019-04-30' };
    for (const [state, hours] of [
      [a.id, 24],
      [b.id, 48],
      [b.id, 48],
    ] as const)
      await seed({
        manufacturer: 'Apex Gaming',
        createdOn: '2019-04-02T00:00:00Z',
        state,
        stays: [
          [state, '2019-04-02T00:00:00Z', new Date(Date.UTC(2019, 3, 2, hours)).toISOString()],
          [state, new Date(Date.UTC(2019, 3, 2, hours)).toISOString(), null],
        ],
      });
    const r = await report('admin', april);
    expect(r.byStatus).toEqual([
      { stateId: b.id, status: b.description, workflow: b.workflow, count: 2 },
      { stateId: a.id, status: a.description, workflow: a.workflow, count: 1 },
    ]);
    expect(r.timeInState.map((x) => [x.state, x.workflow, x.visits, x.medianHours])).toEqual(
      [
        [a.description, a.workflow, 1, 24],
        [b.description, b.workflow, 2, 48],
      ].sort((x, y) => String(x[1]).localeCompare(String(y[1]))),
    );
  });

  it('refuses a malformed filter with the envelope', async () => {
    const res = await t.callRaw('GetRequestReport', {
      as: 'staff',
      query: { createdFrom: '2019-02-30' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'validation', result: null });
  });

  it('records every change of state as a stay (the trigger)', async () => {
    const id = await seed({
      manufacturer: 'Apex Gaming',
      createdOn: '2019-01-07T00:00:00Z',
      state: s.first,
    });
    const change = (state: string | null) =>
      t.db.query('UPDATE image_requests SET state_id = $2 WHERE id = $1', [id, state]);
    await change(s.first); // no change: no new stay
    await change(s.second);
    await change(null); // the state removed (ON DELETE SET NULL): the stay ends
    await change(s.final);
    const stays = await rows<{ state_id: string; entered: string; open: boolean }>(
      t.db,
      `SELECT state_id, to_char(entered_on AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS entered, left_on IS NULL AS open
         FROM request_state_periods WHERE request_id = $1 ORDER BY id`,
      [id],
    );
    expect(stays.map((x) => [x.state_id, x.open])).toEqual([
      [s.first, false],
      [s.second, false],
      [s.final, true],
    ]);
    expect(stays[0]?.entered).toBe('2019-01-07');
  });
});

describe('reportWeeks', () => {
  it('ends at createdTo or today, starts at createdFrom or 25 weeks before, at most 104', () => {
    expect(mondayOf('2019-03-31')).toBe('2019-03-25');
    expect(mondayOf('2019-03-25')).toBe('2019-03-25');
    expect(reportWeeks('2026-11-27', MARCH)).toEqual({ first: '2019-03-04', last: '2019-03-25' });
    expect(reportWeeks('2026-11-27', {})).toEqual({ first: '2026-06-01', last: '2026-11-23' });
    expect(reportWeeks('2026-11-27', { createdFrom: '2019-01-01' })).toEqual({
      first: '2024-12-02',
      last: '2026-11-23',
    });
    expect(reportWeeks('2026-11-27', { createdFrom: '2026-12-01' })).toBeNull();
  });
});
