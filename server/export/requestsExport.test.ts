import { jest } from '@jest/globals';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { row } from '../db/pool';
import { expectOk } from '../test/call';
import { createTestApp, type TestApp } from '../test/testApp';

/**
 * ExportRequests (issue 22 item 2) against the real database: the rows the list selects, all of
 * them, as CSV and XLSX, with formula-like cells neutralised and the restriction applied.
 */

// The shared test machine is busy; creating the app's database may take a while.
jest.setTimeout(120_000);

let t: TestApp;
const HOSTILE = ['=HYPERLINK("http://evil.example")', '+1+1', '-2', '@SUM(A1)', '\tTab', '\rCR'];

beforeAll(async () => {
  t = await createTestApp();
  // One request per formula-like name, in the vendor's manufacturer (Apex Gaming).
  const apex = await row<{ id: number }>(
    t.db,
    "SELECT id FROM image_requests WHERE manufacturer_name = 'Apex Gaming' ORDER BY id LIMIT 1",
  );
  for (const name of HOSTILE) {
    await t.db.query(
      `INSERT INTO image_requests (name, description, mid, manufacturer_id, organization_id, state_id, priority,
                                   priority_due_date, created_by_id, manufacturer_name, status, created_by_name)
       SELECT $2, 'a "quoted", multi-line' || chr(10) || 'description', mid, manufacturer_id, organization_id, state_id,
              true, priority_due_date, created_by_id, manufacturer_name, status, created_by_name
         FROM image_requests WHERE id = $1`,
      [apex?.id, name],
    );
  }
});
afterAll(async () => t.close());

async function exported(as: string, query: Record<string, string | string[]>) {
  const res = await t.call('ExportRequests', {
    as,
    query: { format: 'csv', ...query } as never,
  });
  return res;
}

function parseCsv(raw: Buffer): string[][] {
  const text = raw.toString('utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), { newline: '\r\n' });
  // The last record ends with CRLF too, which leaves one empty line.
  return parsed.data.filter((r) => r.length > 1);
}

/** The list's count for the same query, paged through to be exact. */
async function listCount(as: string, query: Record<string, string | string[]>) {
  const body = expectOk(
    await t.call('GetRequests', { as, query: { itemsPerPage: '100', ...query } }),
  );
  expect(body.result.rowCountCapped).toBe(false);
  return body.result.rowCount;
}

describe('ExportRequests', () => {
  it('streams every matching row as CSV (BOM, RFC 4180), as many as the list counts', async () => {
    const query = { priority: 'true', sortField: 'UploadName', sortDirection: 'asc' };
    const res = await exported('staff', query);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="binary-requests-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''binary-requests-/,
    );
    const [header, ...records] = parseCsv(res.raw);
    expect(header).toEqual([
      'Id',
      'Upload Name',
      'Manufacturer',
      'Description',
      'Status',
      'Created By',
      'Created On (UTC)',
      'Priority',
      'Priority Due Date',
      'Past Due',
    ]);
    expect(records).toHaveLength(await listCount('staff', query));
    // In the list's order, and quotes, commas and line breaks survive.
    const names = records.map((r) => (r[1] ?? '').replace(/^'/, '').toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(records.some((r) => r[3] === 'a "quoted", multi-line\ndescription')).toBe(true);
  });

  it('prefixes cells that begin like a formula with a quote', async () => {
    const [, ...records] = parseCsv((await exported('staff', { priority: 'true' })).raw);
    const names = records.map((r) => r[1]);
    for (const name of HOSTILE) expect(names).toContain(`'${name}`);
    expect(names.filter((n) => /^[=+\-@\t\r]/.test(n ?? ''))).toEqual([]);
  });

  it('writes an XLSX that exceljs reads back, with the same rows', async () => {
    const query = { priority: 'true' };
    const res = await exported('staff', { ...query, format: 'xlsx' });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.raw as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Binary Requests');
    expect(sheet).toBeDefined();
    const values: unknown[][] = [];
    sheet?.eachRow((r) => values.push((r.values as unknown[]).slice(1)));
    const [header, ...records] = values;
    expect(header?.[1]).toBe('Upload Name');
    expect(records).toHaveLength(await listCount('staff', query));
    const names = records.map((r) => r[1]);
    // XML reads a carriage return back as a line feed (XML 1.0, 2.11); the quote is what counts.
    for (const name of HOSTILE) expect(names).toContain(`'${name.replace('\r', '\n')}`);
    // Typed cells: ids are numbers, the priority a boolean, the creation a date.
    expect(typeof records[0]?.[0]).toBe('number');
    expect(records[0]?.[7]).toBe(true);
    expect(records[0]?.[6]).toBeInstanceOf(Date);
  });

  it("gives a restricted user only their manufacturers' requests", async () => {
    const [, ...records] = parseCsv((await exported('vendor', {})).raw);
    expect(records.length).toBeGreaterThan(0);
    expect(new Set(records.map((r) => r[2]))).toEqual(new Set(['Apex Gaming']));
    expect(records).toHaveLength(await listCount('vendor', {}));
    const blueDelta = await row<{ id: number }>(
      t.db,
      "SELECT id FROM manufacturers WHERE name = 'Blue Delta Systems'",
    );
    const [, ...other] = parseCsv(
      (await exported('vendor', { manufacturerId: String(blueDelta?.id) })).raw,
    );
    expect(other).toEqual([]);
  });

  it('refuses a bad format or filter (400 envelope) and a user without the page (403)', async () => {
    const bad = await t.callRaw('ExportRequests', { as: 'staff', query: { format: 'pdf' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'validation' });
    const badFilter = await t.callRaw('ExportRequests', {
      as: 'staff',
      query: { format: 'csv', status: 'nope' },
    });
    expect(badFilter.status).toBe(400);
    const refused = await t.callRaw('ExportRequests', { as: 'viewer', query: { format: 'csv' } });
    expect(refused.status).toBe(403);
  });
});
