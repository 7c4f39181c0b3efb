import { createTestApp, type TestApp } from '../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const counted = async () =>
  Number(
    (
      await t.db.query<{ n: string }>(
        'SELECT coalesce(sum(live), 0)::bigint AS n FROM request_counts',
      )
    ).rows[0]?.n,
  );
const actual = async () =>
  Number(
    (
      await t.db.query<{ n: string }>(
        'SELECT count(*) AS n FROM image_requests WHERE removed_at IS NULL',
      )
    ).rows[0]?.n,
  );

describe('the trigger-kept request counts behind the list pager', () => {
  it('start equal to the live requests of the seeded lab', async () => {
    expect(await counted()).toBe(await actual());
    expect(await counted()).toBeGreaterThanOrEqual(40);
  });

  it('follow inserts, soft deletes, restores, manufacturer moves and hard deletes', async () => {
    const before = await counted();
    const {
      rows: [copy],
    } = await t.db.query<{ id: number }>(
      `INSERT INTO image_requests (name, description, mid, manufacturer_id, organization_id, state_id, created_by_id, manufacturer_name, status, created_by_name)
       SELECT name, description, mid, manufacturer_id, organization_id, state_id, created_by_id, manufacturer_name, status, created_by_name
         FROM image_requests ORDER BY id LIMIT 1 RETURNING id`,
    );
    expect(await counted()).toBe(before + 1);
    await t.db.query('UPDATE image_requests SET removed_at = now() WHERE id = $1', [copy?.id]);
    expect(await counted()).toBe(before);
    await t.db.query('UPDATE image_requests SET removed_at = NULL WHERE id = $1', [copy?.id]);
    expect(await counted()).toBe(before + 1);
    await t.db.query(
      'UPDATE image_requests SET manufacturer_id = (SELECT max(id) FROM manufacturers WHERE id <> image_requests.manufacturer_id) WHERE id = $1',
      [copy?.id],
    );
    expect(await counted()).toBe(await actual());
    await t.db.query('DELETE FROM image_requests WHERE id = $1', [copy?.id]);
    expect(await counted()).toBe(before);
    expect(await counted()).toBe(await actual());
  });
});

describe('the counts moved once per statement (025)', () => {
  const size = async () =>
    Number(
      (await t.db.query<{ n: string }>("SELECT pg_relation_size('request_counts') AS n")).rows[0]
        ?.n,
    );

  it('follow a many-row INSERT over several manufacturers, removed rows and a many-row DELETE', async () => {
    const before = await counted();
    const sizeBefore = await size();
    // 3,000 copies over every manufacturer, a third of them inserted already removed.
    const {
      rows: [{ n: added } = { n: '0' }],
    } = await t.db.query<{ n: string }>(
      `WITH made AS (
         INSERT INTO image_requests (name, description, mid, manufacturer_id, organization_id, state_id, created_by_id,
                                     manufacturer_name, status, created_by_name, removed_at)
         SELECT 'Bulk ' || g, r.description, p.mid, p.manufacturer_id, r.organization_id, r.state_id, r.created_by_id,
                r.manufacturer_name, r.status, r.created_by_name, CASE WHEN g % 3 = 0 THEN now() END
           FROM generate_series(1, 3000) g
           JOIN LATERAL (SELECT * FROM image_requests ORDER BY id LIMIT 1) r ON true
           JOIN LATERAL (SELECT mid, manufacturer_id FROM platforms ORDER BY mid OFFSET g % (SELECT count(*) FROM platforms) LIMIT 1) p ON true
         RETURNING removed_at)
       SELECT count(*) FILTER (WHERE removed_at IS NULL) AS n FROM made`,
    );
    expect(Number(added)).toBe(2000);
    expect(await counted()).toBe(before + 2000);
    expect(await counted()).toBe(await actual());
    // One update per manufacturer, not one per row: 005's row trigger grew the table by the
    // 2,000 versions it could not prune before the commit (about ten pages).
    expect((await size()) - sizeBefore).toBeLessThanOrEqual(8192);
    await t.db.query("DELETE FROM image_requests WHERE name LIKE 'Bulk %'");
    expect(await counted()).toBe(before);
    expect(await counted()).toBe(await actual());
  });
});

describe('the cached count of a search', () => {
  it('changes as soon as a request is added or removed', async () => {
    const search = async () => {
      const res = await t.call('GetRequests', {
        as: 'admin',
        query: { searchTerm: 'zebra crossing' },
      });
      return (res.body as { result: { rowCount: number } }).result.rowCount;
    };
    expect(await search()).toBe(0);
    const {
      rows: [copy],
    } = await t.db.query<{ id: number }>(
      `INSERT INTO image_requests (name, description, mid, manufacturer_id, organization_id, state_id, created_by_id, manufacturer_name, status, created_by_name)
       SELECT 'Zebra Crossing 1.0', description, mid, manufacturer_id, organization_id, state_id, created_by_id, manufacturer_name, status, created_by_name
         FROM image_requests ORDER BY id LIMIT 1 RETURNING id`,
    );
    expect(await search()).toBe(1);
    expect(await search()).toBe(1);
    await t.db.query('UPDATE image_requests SET removed_at = now() WHERE id = $1', [copy?.id]);
    expect(await search()).toBe(0);
  });
});

describe('the unfiltered pager count read with the page', () => {
  const list = async (username: string, query: string) => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/BinaryRequest/GetRequests?${query}`,
      headers: await t.auth(username),
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { result: { rowCount: number; gridRows: Record<string, unknown>[] } })
      .result;
  };

  it('is the live total on a page, past the last page and for a manufacturer-restricted user, and adds no field to the rows', async () => {
    const first = await list('admin', 'page=1');
    expect(first.rowCount).toBe(await actual());
    expect(first.gridRows).toHaveLength(10);
    expect(first.gridRows[0]).not.toHaveProperty('listTotal');
    // Past the end the page is empty, yet the pager still shows the total.
    const beyond = await list('admin', 'page=100000&sortField=PriorityDueDate&sortDirection=desc');
    expect(beyond).toEqual({ rowCount: first.rowCount, rowCountCapped: false, gridRows: [] });
    const {
      rows: [vendor],
    } = await t.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM image_requests r WHERE r.removed_at IS NULL AND r.manufacturer_id IN (
         SELECT rm.manufacturer_id FROM users u JOIN user_roles ur ON ur.user_id = u.id
           JOIN role_manufacturers rm ON rm.role_id = ur.role_id WHERE u.username = 'vendor')`,
    );
    const restricted = await list('vendor', 'page=1&sortField=PriorityDueDate&sortDirection=desc');
    expect(restricted.rowCount).toBe(Number(vendor?.n));
    expect(restricted.rowCount).toBeLessThan(first.rowCount);
  });
});
