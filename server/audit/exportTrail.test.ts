import { jest } from '@jest/globals';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { QueryOf } from '../contract/types';
import { AUDIT_TRAIL_BAD_RANGE, AUDIT_TRAIL_SUPER_USERS_ONLY } from '../handlers/auditTrail';
import { expectOk } from '../test/call';
import { TEST_DEMO_PASSWORD } from '../test/constants';
import { createTestApp, type TestApp } from '../test/testApp';

/**
 * ExportAuditTrail (issue 22 items 2 and 4) against the real database: every entry
 * GetAuditTrail counts for the same filters, super users only, and the export on the trail.
 */

// The shared test machine is busy; creating the app's database may take a while.
jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Entries to export: sign-ins (one failed) by several users.
  for (const as of ['staff', 'vendor', 'admin']) await t.login(as);
  await t.callRaw('Login', { body: { username: 'staff', password: 'Wrong-Password-1' } });
}, 120_000);
afterAll(async () => t.close());

type Filters = Partial<Omit<QueryOf<'ExportAuditTrail'>, 'format'>>;

const records = (raw: Buffer): string[][] => {
  const text = raw.toString('utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  return Papa.parse<string[]>(text.slice(1), { newline: '\r\n' }).data.filter((r) => r.length > 1);
};

const listed = async (filters: Filters) =>
  expectOk(await t.call('GetAuditTrail', { as: 'admin', query: { ...filters, itemsPerPage: 1 } }))
    .result.rowCount;

describe('ExportAuditTrail', () => {
  const today = new Date().toISOString().slice(0, 10);
  it.each<[string, Filters]>([
    ['no filter', {}],
    ['kinds', { kind: ['signIn', 'user'] }],
    [
      'actor, date range and search',
      { actor: 'STAFF', from: today, to: today, searchTerm: 'sign' },
    ],
  ])('exports as many entries as GetAuditTrail counts (%s)', async (_, filters) => {
    const res = await t.call('ExportAuditTrail', {
      as: 'admin',
      query: { format: 'csv', ...filters },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="audit-trail-[\d-]+\.csv"/);
    const [header, ...rows] = records(res.raw);
    expect(header).toEqual([
      'When (UTC)',
      'Actor',
      'Address',
      'Kind',
      'Action',
      'Target',
      'Before',
      'After',
      'Details',
    ]);
    // Counted after the export: its own entry (written before its rows are read) is in both.
    const count = await listed(filters);
    expect(count).toBeGreaterThan(0);
    expect(rows).toHaveLength(count);
    if (filters.actor) expect(new Set(rows.map((r) => r[1]))).toEqual(new Set(['staff']));
  });

  it('writes an XLSX that opens, heading plus one row per entry', async () => {
    const res = await t.call('ExportAuditTrail', {
      as: 'admin',
      query: { format: 'xlsx', kind: ['signIn'] },
    });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.raw as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Audit Trail');
    expect(sheet?.rowCount).toBe((await listed({ kind: ['signIn'] })) + 1);
    expect(sheet?.getRow(2).getCell(4).value).toBe('signIn');
  });

  it('is recorded on the trail: who, from where, which list, by which filters', async () => {
    const res = await t.call('ExportAuditTrail', {
      as: 'admin',
      query: { format: 'csv', actor: 'vendor', kind: ['signIn'] },
    });
    expect(res.status).toBe(200);
    const [entry] = expectOk(
      await t.call('GetAuditTrail', { as: 'admin', query: { kind: ['export'], itemsPerPage: 1 } }),
    ).result.gridRows;
    expect(entry).toMatchObject({
      actorUsername: 'admin',
      address: '127.0.0.1',
      action: 'exported',
      targetId: 'GetAuditTrail',
      details: { format: 'csv', filters: { actor: 'vendor', kind: ['signIn'] } },
    });
  });

  it('holds no password or hash', async () => {
    const res = await t.call('ExportAuditTrail', { as: 'admin', query: { format: 'csv' } });
    const text = res.raw.toString('utf8');
    expect(text).not.toContain(TEST_DEMO_PASSWORD);
    expect(text).not.toContain('Wrong-Password-1');
    expect(text).not.toMatch(/\$argon2/);
  });

  it.each(['staff', 'vendor', 'pnovak'])('refuses %s (403) and records nothing', async (as) => {
    const before = await listed({ kind: ['export'] });
    const res = await t.callRaw('ExportAuditTrail', { as, query: { format: 'csv' } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, code: 'forbidden' });
    // The gate refuses those without the admin page; the handler, administrators not super.
    if (as === 'pnovak') expect(res.body).toMatchObject({ message: AUDIT_TRAIL_SUPER_USERS_ONLY });
    expect(await listed({ kind: ['export'] })).toBe(before);
  });

  it('refuses a reversed date range (400)', async () => {
    const res = await t.callRaw('ExportAuditTrail', {
      as: 'admin',
      query: { format: 'csv', from: '2026-02-01', to: '2026-01-01' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: AUDIT_TRAIL_BAD_RANGE });
  });
});
