import { createTestApp, type TestApp } from '../test/testApp';
import { COUNT_PROBE } from './requests';

/**
 * Search pages over many matches (more than the few that are simply sorted): the page read by a
 * bounded walk of the sort index, or, when the matches lie late in that order, collected and
 * sorted, must be exactly the page a plain ORDER BY gives.
 */
let t: TestApp;
const YETI = 1_016;
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
  // 1,016 requests named "Yeti Trail …", half of them Apex Gaming's: more than the count cap (1,000) for the admin.
  await t.db.query(
    `INSERT INTO image_requests (name, description, mid, manufacturer_id, organization_id, state_id, created_by_id, manufacturer_name, status, created_by_name, created_on)
     SELECT 'Yeti Trail ' || lpad(g::text, 5, '0'), r.description, r.mid, r.manufacturer_id, r.organization_id, r.state_id, r.created_by_id,
            r.manufacturer_name, r.status, r.created_by_name, now() - g * interval '1 second'
       FROM (SELECT DISTINCT ON (manufacturer_name = 'Apex Gaming') * FROM image_requests ORDER BY manufacturer_name = 'Apex Gaming', id) r,
            generate_series(1, ${YETI / 2}) g`,
  );
  // 1,005 "Kiwi Late …" after 10,000 others: more than the cap, all beyond the rows the count's probe reads.
  await t.db.query(
    `INSERT INTO image_requests (name, description, mid, manufacturer_id, organization_id, state_id, created_by_id, manufacturer_name, status, created_by_name)
     SELECT CASE WHEN g > 10000 THEN 'Kiwi Late ' ELSE 'Filler Row ' END || lpad(g::text, 5, '0'), r.description, r.mid, r.manufacturer_id,
            r.organization_id, r.state_id, r.created_by_id, r.manufacturer_name, r.status, r.created_by_name
       FROM (SELECT * FROM image_requests ORDER BY id LIMIT 1) r, generate_series(1, 11005) g`,
  );
  await t.db.query('ANALYZE image_requests');
  // The probe reads a quarter of this small table (about 4,300 rows, the first ones: "zulu",
  // "aardvark", "quest" and "yeti" are decided by it), not a twentieth as at 100,000 requests.
  COUNT_PROBE.share = 4;
}, 120_000);
afterAll(async () => {
  COUNT_PROBE.share = 20;
  await t.close();
});

const page = async (query: string) => {
  const res = await t.inject({
    method: 'GET',
    url: `/api/BinaryRequest/GetRequests?${query}`,
    headers: await t.auth('admin'),
  });
  expect(res.statusCode).toBe(200);
  return (
    res.json() as {
      result: {
        rowCount: number;
        rowCountCapped: boolean;
        gridRows: { id: number; uploadName: string }[];
      };
    }
  ).result;
};

const expectedIds = async (term: string, orderBy: string, offset: number) =>
  (
    await t.db.query<{ id: number }>(
      `SELECT id FROM image_requests r WHERE removed_at IS NULL AND search_text LIKE $1 ORDER BY ${orderBy} LIMIT 10 OFFSET $2`,
      [`%${term}%`, offset],
    )
  ).rows.map((r) => r.id);

describe('a search with many matches', () => {
  it.each([
    ['zulu', 'UploadName', 'asc', 'lower(r.name) ASC, r.id ASC'],
    ['zulu', 'UploadName', 'desc', 'lower(r.name) DESC, r.id DESC'],
    ['aardvark', 'UploadName', 'desc', 'lower(r.name) DESC, r.id DESC'],
    ['quest', 'UploadName', 'asc', 'lower(r.name) ASC, r.id ASC'],
    ['quest', 'CreatedOn', 'desc', 'r.created_on DESC, r.id DESC'],
    // Behind the 11,000 newer rows added below: collected once, then walked from its first match's time.
    ['zulu', 'CreatedOn', 'desc', 'r.created_on DESC, r.id DESC'],
    ['aardvark', 'CreatedOn', 'asc', 'r.created_on ASC, r.id ASC'],
    ['zulu', 'PriorityDueDate', 'desc', 'r.priority_due_date DESC NULLS LAST, r.id DESC'],
  ])(
    '"%s" sorted by %s %s gives the pages a plain ORDER BY gives',
    async (term, field, dir, orderBy) => {
      const total = term === 'quest' ? 5200 : 2600;
      for (const pageNumber of [1, 3, 260, 2, 1]) {
        const result = await page(
          `page=${pageNumber}&searchTerm=${term}&sortField=${field}&sortDirection=${dir}`,
        );
        expect(result.gridRows.map((r) => r.id)).toEqual(
          await expectedIds(term, orderBy, (pageNumber - 1) * 10),
        );
        // More than the cap (1,000) match: "more than" it, until the page that ends the matches.
        if (pageNumber < 260)
          expect(result).toMatchObject({ rowCount: 1000, rowCountCapped: true });
        else if (total === 2600)
          expect(result).toMatchObject({ rowCount: 2600, rowCountCapped: false });
        else expect(result).toMatchObject({ rowCount: 2600, rowCountCapped: true });
      }
    },
  );

  it('past its last page answers no rows and the full count', async () => {
    expect(await page('page=300&searchTerm=zulu&sortField=UploadName&sortDirection=asc')).toEqual({
      rowCount: 1000,
      rowCountCapped: true,
      gridRows: [],
    });
  });
});

describe('a search with more matches than the count cap (1,000)', () => {
  it.each([
    ['UploadName', 'asc', 'lower(r.name) ASC, r.id ASC'],
    ['CreatedOn', 'desc', 'r.created_on DESC, r.id DESC'],
    ['PriorityDueDate', 'desc', 'r.priority_due_date DESC NULLS LAST, r.id DESC'],
  ])(
    'sorted by %s %s says "more than" up to the page that ends the matches, which makes it exact',
    async (field, dir, orderBy) => {
      const yeti = async (pageNumber: number) => {
        const result = await page(
          `page=${pageNumber}&searchTerm=yeti&sortField=${field}&sortDirection=${dir}`,
        );
        expect(result.gridRows.map((r) => r.id)).toEqual(
          await expectedIds('yeti', orderBy, (pageNumber - 1) * 10),
        );
        return {
          rowCount: result.rowCount,
          rowCountCapped: result.rowCountCapped,
          rows: result.gridRows.length,
        };
      };
      // Before the cap: the cap, as a lower bound.
      expect(await yeti(1)).toEqual({ rowCount: 1000, rowCountCapped: true, rows: 10 });
      expect(await yeti(100)).toEqual({ rowCount: 1000, rowCountCapped: true, rows: 10 });
      // Past it, a full page followed by more: its last row's position, still a lower bound.
      expect(await yeti(101)).toEqual({ rowCount: 1010, rowCountCapped: true, rows: 10 });
      // The page that ends the matches: the exact total.
      expect(await yeti(102)).toEqual({ rowCount: YETI, rowCountCapped: false, rows: 6 });
      // Past the end nothing is known beyond the cap.
      expect(await yeti(103)).toEqual({ rowCount: 1000, rowCountCapped: true, rows: 0 });
    },
  );

  it('is "more than" the cap for matches beyond the rows the count probes first, counted through the trigram index', async () => {
    const result = await page(
      'page=1&searchTerm=kiwi%20late&sortField=UploadName&sortDirection=desc',
    );
    expect(result).toMatchObject({ rowCount: 1000, rowCountCapped: true });
    expect(result.gridRows.map((r) => r.id)).toEqual(
      await expectedIds('kiwi late', 'lower(r.name) DESC, r.id DESC', 0),
    );
    const exact = await page('page=1&searchTerm=kiwi%20late%2011005');
    expect(exact).toMatchObject({ rowCount: 1, rowCountCapped: false });
  });

  it('counts exactly the matches of a manufacturer-restricted user, under the cap', async () => {
    const res = await t.call('GetRequests', { as: 'vendor', query: { searchTerm: 'yeti' } });
    const result = (res.body as { result: { rowCount: number; rowCountCapped: boolean } }).result;
    expect(result).toMatchObject({ rowCount: YETI / 2, rowCountCapped: false });
  });
});
