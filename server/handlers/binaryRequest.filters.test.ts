import { rows } from '../db/pool';
import { FILTER_COUNT } from '../repositories/requestList/filtered';
import { expectOk, type Caller } from '../test/call';
import { createTestApp, type TestApp } from '../test/testApp';

/**
 * GetRequests' filters (issue 22 item 1) against the demo lab in the real database: each filter
 * alone and combined, with the search, for a manufacturer-restricted user, both plans (few
 * matches collected and sorted; many walked in sort order, with a capped count), and refusals.
 */

let t: TestApp;
let ids: {
  staff: string;
  vendor: string;
  reviewState: string;
  draftState: string;
  apex: number;
  blueDelta: number;
  helios: number;
  organization: string;
};

type Query = Record<string, string | string[]>;

/** Every id the list answers for a query, in its order, and its count. */
async function listed(as: Caller, query: Query) {
  const body = expectOk(
    await t.call('GetRequests', { as, query: { itemsPerPage: '100', ...query } }),
  );
  return {
    ids: body.result.gridRows.map((r) => r.id),
    rowCount: body.result.rowCount,
    capped: body.result.rowCountCapped,
  };
}

/** The ids the same filter selects, written directly in SQL, in the default order (newest first). */
async function expected(where: string, values: unknown[] = []): Promise<number[]> {
  const found = await rows<{ id: number }>(
    t.db,
    `SELECT r.id FROM image_requests r WHERE r.removed_at IS NULL AND (${where})
      ORDER BY r.created_on DESC, r.id DESC`,
    values,
  );
  return found.map((r) => r.id);
}

const PAST_DUE = `r.priority AND r.priority_due_date < (now() AT TIME ZONE 'UTC')::date
  AND EXISTS (SELECT 1 FROM workflow_actions wa WHERE wa.state_id = r.state_id)`;

beforeAll(async () => {
  t = await createTestApp();
  const one = async <T>(sql: string): Promise<T> => {
    const [first] = await rows<{ v: T }>(t.db, sql);
    if (!first) throw new Error(`nothing for ${sql}`);
    return first.v;
  };
  ids = {
    staff: await one("SELECT id AS v FROM users WHERE username = 'staff'"),
    vendor: await one("SELECT id AS v FROM users WHERE username = 'vendor'"),
    // The two states with the most requests, so that combinations still match some.
    reviewState: await one(
      'SELECT state_id AS v FROM image_requests GROUP BY state_id ORDER BY count(*) DESC, state_id LIMIT 1',
    ),
    draftState: await one(
      'SELECT state_id AS v FROM image_requests GROUP BY state_id ORDER BY count(*) DESC, state_id OFFSET 1 LIMIT 1',
    ),
    apex: await one("SELECT id AS v FROM manufacturers WHERE name = 'Apex Gaming'"),
    blueDelta: await one("SELECT id AS v FROM manufacturers WHERE name = 'Blue Delta Systems'"),
    helios: await one("SELECT mid AS v FROM platforms WHERE name = 'Apex Helios'"),
    organization: await one(
      'SELECT organization_id AS v FROM image_requests GROUP BY organization_id ORDER BY count(*) DESC LIMIT 1',
    ),
  };
  // The staff user follows two requests they did not create.
  await t.db.query(
    `INSERT INTO request_followers (request_id, user_id)
     SELECT id, $1 FROM image_requests WHERE created_by_id <> $1 ORDER BY id LIMIT 2`,
    [ids.staff],
  );
});
afterAll(async () => t.close());

/** Each filter alone: its query, and the same selection in SQL. */
function singleFilters(): Array<[string, Query, string, unknown[]]> {
  const today = new Date();
  const from = new Date(today.getTime() - 40 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(today.getTime() - 10 * 86_400_000).toISOString().slice(0, 10);
  return [
    ['status (one)', { status: ids.reviewState }, 'r.state_id = $1', [ids.reviewState]],
    [
      'status (two)',
      { status: [ids.reviewState, ids.draftState] },
      'r.state_id = ANY($1::uuid[])',
      [[ids.reviewState, ids.draftState]],
    ],
    [
      'manufacturerId (two)',
      { manufacturerId: [String(ids.apex), String(ids.blueDelta)] },
      'r.manufacturer_id = ANY($1::int[])',
      [[ids.apex, ids.blueDelta]],
    ],
    ['platformId', { platformId: String(ids.helios) }, 'r.mid = $1', [ids.helios]],
    [
      'organizationId',
      { organizationId: ids.organization },
      'r.organization_id = $1',
      [ids.organization],
    ],
    ['priority=true', { priority: 'true' }, 'r.priority', []],
    ['priority=false', { priority: 'false' }, 'NOT r.priority', []],
    ['pastDue=true', { pastDue: 'true' }, PAST_DUE, []],
    ['pastDue=false', { pastDue: 'false' }, `NOT coalesce(${PAST_DUE}, false)`, []],
    ['createdBy=me', { createdBy: 'me' }, 'r.created_by_id = $1', [ids.staff]],
    [
      'following=true',
      { following: 'true' },
      'EXISTS (SELECT 1 FROM request_followers f WHERE f.request_id = r.id AND f.user_id = $1)',
      [ids.staff],
    ],
    [
      'createdFrom..createdTo',
      { createdFrom: from, createdTo: to },
      `r.created_on >= $1::date AT TIME ZONE 'UTC' AND r.created_on < ($2::date + 1) AT TIME ZONE 'UTC'`,
      [from, to],
    ],
  ];
}

const FILTER_NAMES = [
  'status (one)',
  'status (two)',
  'manufacturerId (two)',
  'platformId',
  'organizationId',
  'priority=true',
  'priority=false',
  'pastDue=true',
  'pastDue=false',
  'createdBy=me',
  'following=true',
  'createdFrom..createdTo',
];

describe.each([
  ['few matches: collected and sorted', 1000, 10_000],
  ['many matches: a search collected from its index, the count capped', 3, 10_000],
  ['many matches: the sort index walked, the count capped', 3, 3],
])('GetRequests filters, %s', (_plan, cap, collect) => {
  beforeAll(async () => {
    FILTER_COUNT.cap = cap;
    FILTER_COUNT.collect = collect;
    // A write moves the list version, so no page kept by the other plan's tests answers these.
    await t.db.query(
      'UPDATE image_requests SET name = name WHERE id = (SELECT min(id) FROM image_requests)',
    );
  });
  afterAll(() => {
    FILTER_COUNT.cap = 1000;
    FILTER_COUNT.collect = 10_000;
  });

  it.each(FILTER_NAMES)('%s alone selects what SQL does', async (name) => {
    const [, query, where, values] = singleFilters().find(([n]) => n === name) ?? [];
    if (!query || !where || !values) throw new Error(`no filter ${name}`);
    const want = await expected(where, values);
    expect(want.length).toBeGreaterThan(0);
    const got = await listed('staff', query);
    expect(got.ids).toEqual(want);
    if (want.length <= cap || 'manufacturerId' in query) expect(got.rowCount).toBe(want.length);
    else expect(got.capped || got.rowCount === want.length).toBe(true);
  });

  it('combines filters with each other and with the search (AND)', async () => {
    const want = await expected(
      `r.state_id = ANY($1::uuid[]) AND r.manufacturer_id = $2 AND r.search_text LIKE '%a%'`,
      [[ids.reviewState, ids.draftState], ids.apex],
    );
    expect(want.length).toBeGreaterThan(0);
    const got = await listed('staff', {
      status: [ids.reviewState, ids.draftState],
      manufacturerId: String(ids.apex),
      searchTerm: 'A',
    });
    expect(got.ids).toEqual(want);
  });

  it('pages a search with filters as one list, page by page', async () => {
    const want = await expected(`NOT r.priority AND r.search_text LIKE '%a%'`);
    expect(want.length).toBeGreaterThan(4);
    const got: number[] = [];
    for (let page = 1; got.length < want.length && page <= want.length; page++) {
      const body = expectOk(
        await t.call('GetRequests', {
          as: 'staff',
          query: { searchTerm: 'A', priority: 'false', itemsPerPage: '2', page: String(page) },
        }),
      );
      got.push(...body.result.gridRows.map((r) => r.id));
    }
    expect(got).toEqual(want);
  });

  it('sorts a filtered list as asked, undated last', async () => {
    const want = await rows<{ id: number }>(
      t.db,
      `SELECT id FROM image_requests r WHERE removed_at IS NULL AND NOT priority
        ORDER BY priority_due_date DESC NULLS LAST, id DESC`,
    );
    const got = await listed('staff', {
      priority: 'false',
      sortField: 'PriorityDueDate',
      sortDirection: 'desc',
    });
    expect(got.ids).toEqual(want.map((r) => r.id));
  });

  it("keeps a restricted user to their manufacturers' requests, whatever they filter on", async () => {
    const apexOnly = await expected('r.manufacturer_id = $1 AND r.priority', [ids.apex]);
    expect((await listed('vendor', { priority: 'true' })).ids).toEqual(apexOnly);
    // Another manufacturer's requests are not there to filter: an empty list, not a refusal.
    const other = await listed('vendor', { manufacturerId: String(ids.blueDelta) });
    expect(other).toEqual({ ids: [], rowCount: 0, capped: false });
    const both = await listed('vendor', {
      manufacturerId: [String(ids.apex), String(ids.blueDelta)],
    });
    expect(both.ids).toEqual(await expected('r.manufacturer_id = $1', [ids.apex]));
    expect(both.rowCount).toBe(both.ids.length);
  });
});

describe('GetRequests filters: what the contract refuses', () => {
  it.each([
    ['status=nope', { status: 'nope' }],
    ['manufacturerId=x', { manufacturerId: 'x' }],
    ['platformId repeated', { platformId: ['1', '2'] }],
    ['organizationId=1', { organizationId: '1' }],
    ['priority=yes', { priority: 'yes' }],
    ['pastDue=maybe', { pastDue: 'maybe' }],
    ['createdBy=someone', { createdBy: 'someone' }],
    ['following=1x', { following: '1x' }],
    ['createdFrom=2026-02-30', { createdFrom: '2026-02-30' }],
    ['createdTo=yesterday', { createdTo: 'yesterday' }],
  ])('%s: 400 with the envelope', async (_name, query) => {
    const res = await t.callRaw('GetRequests', { as: 'staff', query });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'validation', result: null });
  });
});
