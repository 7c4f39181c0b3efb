import { jest } from '@jest/globals';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { expectOk } from '../test/call';
import { createTestApp, type TestApp } from '../test/testApp';

/** The other lists' exports (issue 22 item 2): the list's rows, its restriction, its access. */

// The shared test machine is busy; creating the app's database may take a while.
jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const records = (raw: Buffer): string[][] => {
  const text = raw.toString('utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  return Papa.parse<string[]>(text.slice(1), { newline: '\r\n' }).data.filter((r) => r.length > 1);
};

describe('list exports', () => {
  it('exports every software set validation the list counts, in the restriction', async () => {
    for (const as of ['staff', 'vendor']) {
      const res = await t.call('ExportSoftwareValidations', { as, query: { format: 'csv' } });
      expect(res.status).toBe(200);
      const [header, ...rows] = records(res.raw);
      expect(header?.[1]).toBe('Upload Name');
      const list = expectOk(
        await t.call('GetSoftwareValidations', { as, query: { itemsPerPage: '100' } }),
      );
      expect(rows).toHaveLength(list.result.rowCount);
      if (as === 'vendor') expect(new Set(rows.map((r) => r[2]))).toEqual(new Set(['Apex Gaming']));
    }
  });

  it('exports the SSIF submissions as XLSX, as many as the list counts', async () => {
    const res = await t.call('ExportSubmissions', { as: 'staff', query: { format: 'xlsx' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="ssif-submissions-[\d-]+\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.raw as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('SSIF Submissions');
    const list = expectOk(
      await t.call('GetSubmissions', { as: 'staff', query: { itemsPerPage: '100' } }),
    );
    // The heading row and one row per submission.
    expect(sheet?.rowCount).toBe(list.result.rowCount + 1);
  });

  it('exports users to administrators only: staff get 403, and no secret column', async () => {
    const refused = await t.callRaw('ExportUsers', { as: 'staff', query: { format: 'csv' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, code: 'forbidden' });
    const res = await t.call('ExportUsers', { as: 'admin', query: { format: 'csv' } });
    expect(res.status).toBe(200);
    const [header, ...rows] = records(res.raw);
    expect(header).toEqual(['User Id', 'Username', 'First Name', 'Last Name', 'Email']);
    const list = expectOk(
      await t.call('GetUsers', { as: 'admin', query: { itemsPerPage: '100' } }),
    );
    expect(rows).toHaveLength(list.result.rowCount);
    expect(res.raw.toString('utf8')).not.toMatch(/\$argon2/);
  });
});
