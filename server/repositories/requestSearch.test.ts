import { createTestApp, type TestApp } from '../test/testApp';

/**
 * Search pages over many matches (more than the few that are simply sorted): the page read by a
 * bounded walk of the sort index, or, when the matches lie late in that order, collected and
 * sorted, must be exactly the page a plain ORDER BY gives.
 */
let t: TestApp;
const YETI = 10_016;
beforeAll(async () => {
  t = await createTestApp();
  // 2,600 requests named "Zulu Quest …" (last by name) and 2,600 "Aardvark Quest …" (first by name).
  await t.db.query(
    `INSERT INTO image_requests (name, description, mid, manufacturer_id, organization_id, state_id, created_by_id, manufacturer_name, status, created_by_name, created_on)
     SELECT w || ' Quest ' || lpad(g::text, 5, '0'), r.description, r.mid, r.manufacturer_id, r.organization_id, r.state_id, r.created_by_id,
            r.manufacturer_name, r.status, r.created_by_name, now() - g * interval '1 minute'
       FROM (SELECT * FROM image_requests ORDER BY id LIMIT 1) r,
            generate_series(1, 2600) g, unnest(ARRAY['Zulu', 'Aardvark']) w`,
  );
  // 10,016 requests named "Yeti Trail …", half of them Apex Gaming's: more than the count cap for the admin.
  await t.db.query(
    `INSERT INTO image_requests (name, description, mid, manufacturer_id, organization_id, state_id, created_by_id, manufacturer_name, status, created_by_name, created_on)
     SELECT 'Yeti Trail ' || lpad(g::text, 5, '0'), r.description, r.mid, r.manufacturer_id, r.organization_id, r.state_id, r.created_by_id,
            r.manufacturer_name, r.status, r.created_by_name, now() - g * interval '1 second'
       FROM (SELECT DISTINCT ON (manufacturer_name = 'Apex Gaming') * FROM image_requests ORDER BY manufacturer_name = 'Apex Gaming', id) r,
            generate_series(1, ${YETI / 2}) g`,
  );
  await t.db.query('ANALYZE image_requests');
});
afterAll(async () => t.close());

const page = async (query: string) => {
  const res = await t.inject({ method: 'GET', url: `/api/BinaryRequest/GetRequests?${query}`, headers: await t.auth('admin') });
  expect(res.statusCode).toBe(200);
  return (res.json() as { result: { rowCount: number; rowCountCapped: boolean; gridRows: { id: number; uploadName: string }[] } }).result;
};

const expectedIds = async (term: string, orderBy: string, offset: number) =>
  (await t.db.query<{ id: number }>(
    `SELECT id FROM image_requests r WHERE removed_at IS NULL AND search_text LIKE $1 ORDER BY ${orderBy} LIMIT 10 OFFSET $2`,
    [`%${term}%`, offset],
  )).rows.map((r) => r.id);

describe('a search with many matches', () => {
  it.each([
    ['zulu', 'UploadName', 'asc', 'lower(r.name) ASC, r.id ASC'],
    ['zulu', 'UploadName', 'desc', 'lower(r.name) DESC, r.id DESC'],
    ['aardvark', 'UploadName', 'desc', 'lower(r.name) DESC, r.id DESC'],
    ['quest', 'UploadName', 'asc', 'lower(r.name) ASC, r.id ASC'],
    ['quest', 'CreatedOn', 'desc', 'r.created_on DESC, r.id DESC'],
    ['zulu', 'PriorityDueDate', 'desc', 'r.priority_due_date DESC NULLS LAST, r.id DESC'],
  ])('"%s" sorted by %s %s gives the pages a plain ORDER BY gives', async (term, field, dir, orderBy) => {
    for (const pageNumber of [1, 3, 260]) {
      const result = await page(`page=${pageNumber}&searchTerm=${term}&sortField=${field}&sortDirection=${dir}`);
      expect(result.rowCount).toBe(term === 'quest' ? 5200 : 2600);
      expect(result.rowCountCapped).toBe(false);
      expect(result.gridRows.map((r) => r.id)).toEqual(await expectedIds(term, orderBy, (pageNumber - 1) * 10));
    }
  });

  it('past its last page answers no rows and the full count', async () => {
    expect(await page('page=300&searchTerm=zulu&sortField=UploadName&sortDirection=asc')).toEqual({ rowCount: 2600, rowCountCapped: false, gridRows: [] });
  });
});

describe('a search with more matches than the count cap (10,000)', () => {
  it.each([
    ['UploadName', 'asc', 'lower(r.name) ASC, r.id ASC'],
    ['CreatedOn', 'desc', 'r.created_on DESC, r.id DESC'],
    ['PriorityDueDate', 'desc', 'r.priority_due_date DESC NULLS LAST, r.id DESC'],
  ])('sorted by %s %s says "more than" up to the page that ends the matches, which makes it exact', async (field, dir, orderBy) => {
    const yeti = async (pageNumber: number) => {
      const result = await page(`page=${pageNumber}&searchTerm=yeti&sortField=${field}&sortDirection=${dir}`);
      expect(result.gridRows.map((r) => r.id)).toEqual(await expectedIds('yeti', orderBy, (pageNumber - 1) * 10));
      return { rowCount: result.rowCount, rowCountCapped: result.rowCountCapped, rows: result.gridRows.length };
    };
    // Before the cap: the cap, as a lower bound.
    expect(await yeti(1)).toEqual({ rowCount: 10_000, rowCountCapped: true, rows: 10 });
    expect(await yeti(1000)).toEqual({ rowCount: 10_000, rowCountCapped: true, rows: 10 });
    // Past it, a full page followed by more: its last row's position, still a lower bound.
    expect(await yeti(1001)).toEqual({ rowCount: 10_010, rowCountCapped: true, rows: 10 });
    // The page that ends the matches: the exact total.
    expect(await yeti(1002)).toEqual({ rowCount: YETI, rowCountCapped: false, rows: 6 });
    // Past the end nothing is known beyond the cap.
    expect(await yeti(1003)).toEqual({ rowCount: 10_000, rowCountCapped: true, rows: 0 });
  });

  it('counts exactly the matches of a manufacturer-restricted user, under the cap', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/BinaryRequest/GetRequests?searchTerm=yeti', headers: await t.auth('vendor') });
    const result = (res.json() as { result: { rowCount: number; rowCountCapped: boolean } }).result;
    expect(result).toMatchObject({ rowCount: YETI / 2, rowCountCapped: false });
  });
});
