import { createTestApp, type TestApp } from '../test/testApp';
import { COUNT_PROBE } from './requests';

/**
 * A search sorted by upload name whose matches cluster in the middle of the name order (issue 22,
 * "lucky" at 1,000,000 requests): the first page reads the matches up to a bound taken from the
 * rows the count's probe reads (requestList/searchBound.ts, 024), and must still be exactly the
 * page a plain ORDER BY gives, including matches the probe never saw that sort before the
 * cluster (a few rows added last with the word later in their names).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // 1,200 "Mm Xenon …" first (read by the probe), then 3,000 names either side without the word.
  await t.db.query(
    `INSERT INTO image_requests (name, description, mid, manufacturer_id, organization_id, state_id, created_by_id, manufacturer_name, status, created_by_name)
     SELECT w || lpad(g::text, 5, '0'), r.description, r.mid, r.manufacturer_id, r.organization_id, r.state_id, r.created_by_id,
            r.manufacturer_name, r.status, r.created_by_name
       FROM (SELECT * FROM image_requests ORDER BY id LIMIT 1) r,
            unnest(ARRAY['Mm Xenon ', 'Aa Filler ', 'Zz Filler ']) WITH ORDINALITY AS words(w, o),
            generate_series(1, 3000) g
      WHERE o > 1 OR g <= 1200
      ORDER BY o, g`,
  );
  // Last, beyond the probe: two matches whose names sort before the cluster, two after it;
  // one of each Apex Gaming's, one another manufacturer's.
  await t.db.query(
    `INSERT INTO image_requests (name, description, mid, manufacturer_id, organization_id, state_id, created_by_id, manufacturer_name, status, created_by_name)
     SELECT n || 'xenon lamp', r.description, r.mid, r.manufacturer_id, r.organization_id, r.state_id, r.created_by_id,
            r.manufacturer_name, r.status, r.created_by_name
       FROM (SELECT DISTINCT ON (manufacturer_name = 'Apex Gaming') * FROM image_requests ORDER BY manufacturer_name = 'Apex Gaming', id) r,
            unnest(ARRAY['Ab Early ', 'Zy Late ']) n`,
  );
  await t.db.query('ANALYZE image_requests');
  // The probe reads a quarter of this small table (the first 1,900 or so rows: the Xenons).
  COUNT_PROBE.share = 4;
}, 120_000);
afterAll(async () => {
  COUNT_PROBE.share = 20;
  await t.close();
});

const page = async (as: 'admin' | 'vendor', query: string) => {
  const res = await t.inject({
    method: 'GET',
    url: `/api/BinaryRequest/GetRequests?searchTerm=xenon&sortField=UploadName&${query}`,
    headers: await t.auth(as),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { result: { rowCount: number; gridRows: { id: number }[] } }).result;
};

const expected = async (dir: 'ASC' | 'DESC', offset: number, manufacturer?: string) =>
  (
    await t.db.query<{ id: number }>(
      `SELECT id FROM image_requests WHERE removed_at IS NULL AND search_text LIKE '%xenon%'
          AND ($1::text IS NULL OR manufacturer_name = $1)
        ORDER BY lower(name) ${dir}, id ${dir} LIMIT 10 OFFSET $2`,
      [manufacturer ?? null, offset],
    )
  ).rows.map((r) => r.id);

describe('a search sorted by name whose matches cluster in the middle of the order', () => {
  it.each([
    ['asc', 'ASC'],
    ['desc', 'DESC'],
  ] as const)('gives the pages a plain ORDER BY gives, %s', async (dir, sqlDir) => {
    for (const pageNumber of [1, 2, 50]) {
      const result = await page('admin', `page=${pageNumber}&sortDirection=${dir}`);
      expect(result.gridRows.map((r) => r.id)).toEqual(
        await expected(sqlDir, (pageNumber - 1) * 10),
      );
    }
    // The first page holds the two rows the probe never read, which sort before the cluster.
    const ids = (await page('admin', `page=1&sortDirection=${dir}`)).gridRows.map((r) => r.id);
    const unseen = await t.db.query<{ id: number }>(
      'SELECT id FROM image_requests WHERE name LIKE $1',
      [dir === 'asc' ? 'Ab Early%' : 'Zy Late%'],
    );
    expect(unseen.rows).toHaveLength(2);
    for (const { id } of unseen.rows) expect(ids).toContain(id);
  });

  it("keeps to a restricted user's manufacturers", async () => {
    const result = await page('vendor', 'page=1&sortDirection=asc');
    expect(result.gridRows.map((r) => r.id)).toEqual(await expected('ASC', 0, 'Apex Gaming'));
  });
});
