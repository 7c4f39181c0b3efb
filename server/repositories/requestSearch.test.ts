import { createTestApp, type TestApp } from '../test/testApp';

/**
 * Search pages over many matches (more than the few that are simply sorted): the page read by a
 * bounded walk of the sort index, or, when the matches lie late in that order, collected and
 * sorted, must be exactly the page a plain ORDER BY gives.
 */
let t: TestApp;
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
  await t.db.query('ANALYZE image_requests');
});
afterAll(async () => t.close());

const page = async (query: string) => {
  const res = await t.inject({ method: 'GET', url: `/api/BinaryRequest/GetRequests?${query}`, headers: await t.auth('admin') });
  expect(res.statusCode).toBe(200);
  return (res.json() as { result: { rowCount: number; gridRows: { id: number; uploadName: string }[] } }).result;
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
      expect(result.gridRows.map((r) => r.id)).toEqual(await expectedIds(term, orderBy, (pageNumber - 1) * 10));
    }
  });

  it('past its last page answers no rows and the full count', async () => {
    expect(await page('page=300&searchTerm=zulu&sortField=UploadName&sortDirection=asc')).toEqual({ rowCount: 2600, gridRows: [] });
  });
});
