import type { Queryable } from '../db/pool';
import { listRequests, type RequestSortField } from '../repositories/requests';
import { searchPattern } from '../repositories/paging';
import { createTestApp, type TestApp } from '../test/testApp';
import fs from 'node:fs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.query(`INSERT INTO image_requests (name, description, mid, manufacturer_id, organization_id, state_id, priority, priority_due_date,
      gps_path, created_by_id, created_on, manufacturer_name, status, created_by_name)
    SELECT r.name || ' ' || g, r.description || ' #' || (g % 977), r.mid, r.manufacturer_id, r.organization_id, r.state_id, (g % 3 = 0),
      CASE WHEN g % 3 = 0 THEN current_date + ((g % 40) - 20) END, r.gps_path, r.created_by_id, now() - (g || ' minutes')::interval,
      r.manufacturer_name, r.status, r.created_by_name
    FROM generate_series(1, 100000) g JOIN image_requests r ON r.id = 1 + (g % 46)`);
  await t.db.query('VACUUM ANALYZE image_requests');
}, 300_000);
afterAll(async () => t.close());

it('explains', async () => {
  const out: string[] = [];
  const cases: Array<[RequestSortField, 'asc' | 'desc', string | undefined, number[] | null]> = [
    ['CreatedOn', 'desc', undefined, null], ['CreatedOn', 'asc', undefined, null], ['UploadName', 'desc', undefined, null],
    ['Status', 'asc', undefined, null], ['PriorityDueDate', 'desc', undefined, null], ['PriorityDueDate', 'asc', undefined, null],
    ['CreatedOn', 'desc', 'lucky', null], ['CreatedOn', 'desc', 'golden mustang helios 3', null], ['CreatedOn', 'desc', undefined, [1]],
    ['Manufacturer', 'desc', 'ab', [1]], ['CreatedOn', 'desc', 'zzzz', null],
  ];
  for (const [sortField, sortDirection, term, mids] of cases) {
    const captured: Array<{ text: string; values: unknown[] }> = [];
    const spy = { query: (text: string, values: unknown[]) => { captured.push({ text, values }); return t.db.query(text, values); } } as unknown as Queryable;
    await listRequests(spy, { manufacturerIds: mids, pattern: searchPattern(term), sortField, sortDirection, limit: 10, offset: 0 });
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const s = performance.now();
      await listRequests(t.db, { manufacturerIds: mids, pattern: searchPattern(term), sortField, sortDirection, limit: 10, offset: 0 });
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    out.push(`=== ${sortField} ${sortDirection} term=${term} mids=${mids} p50=${times[10]?.toFixed(1)} p95=${times[18]?.toFixed(1)}`);
    for (const c of captured) {
      const plan = await t.db.query(`EXPLAIN ANALYZE ${c.text}`, c.values);
      out.push(plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
    }
  }
  fs.writeFileSync('/tmp/brperf/plans.txt', out.join('\n'));
}, 300_000);
