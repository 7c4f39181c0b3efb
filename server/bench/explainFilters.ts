/**
 * The plans behind the filtered-list scenarios of `npm run bench:api` (issue 22), for
 * docs/performance.md: `tsx server/bench/explainFilters.ts --data-dir DIR [--count N]` on a data
 * directory a bench run kept (`npm run bench:api -- --data-dir DIR`). `--only TEXT`: the
 * scenarios whose name has TEXT; `--page N`: page N (1 by default). For each scenario's page as
 * the admin, every statement GetRequests sends is shown with EXPLAIN (ANALYZE, BUFFERS), then
 * run, in the order the list sends them (nothing kept: each is a first call).
 */
import path from 'node:path';
import type pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded';
import { createPool, row, type Queryable } from '../db/pool';
import { listRequests } from '../repositories/requests';
import type { RequestFilters } from '../repositories/requestList/filters';
import type { RequestSortField } from '../repositories/requestList/listQuery';

const argValue = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

/** A Queryable that explains each SELECT before running it. */
function explaining(db: pg.Pool): Queryable {
  const query = async (config: string | pg.QueryConfig, values?: unknown[]) => {
    const text = typeof config === 'string' ? config : config.text;
    const params = typeof config === 'string' ? values : (config.values ?? values);
    if (/^\s*(WITH|SELECT)/i.test(text)) {
      const plan = await db.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${text}`,
        params,
      );
      console.log(`\n${text.replace(/\s+/g, ' ').slice(0, 300)}`);
      console.log(plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n'));
    }
    return db.query(text, params);
  };
  // pg's query has many overloads; the repositories use these two forms only.
  return { query } as unknown as Queryable;
}

async function main() {
  const dir = argValue('--data-dir');
  if (!dir) throw new Error('--data-dir DIR: a data directory kept by npm run bench:api');
  const embedded = await startEmbeddedPostgres(path.resolve(dir), { persistent: true });
  const pool = createPool(embedded.url);
  try {
    const one = async (sql: string) => (await row<{ v: string | number }>(pool, sql))?.v;
    const admin = String(await one("SELECT id AS v FROM users WHERE username = 'admin'"));
    const state = String(
      await one(
        `SELECT s.id AS v FROM workflow_states s JOIN organizations o ON o.workflow_id = s.workflow_id
          WHERE o.removed_at IS NULL ORDER BY o.name, s.sort_order LIMIT 1`,
      ),
    );
    const platform = Number(await one('SELECT mid AS v FROM platforms ORDER BY mid LIMIT 1'));
    const manufacturer = Number(
      await one('SELECT manufacturer_id AS v FROM platforms ORDER BY mid LIMIT 1'),
    );
    const organization = String(
      await one('SELECT id AS v FROM organizations WHERE removed_at IS NULL ORDER BY name LIMIT 1'),
    );
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    const scenarios: Array<[string, string | null, RequestFilters, RequestSortField?]> = [
      ['status (one state)', null, { stateIds: [state] }],
      ['manufacturerId', null, { manufacturerIds: [manufacturer] }],
      ['platformId', null, { platformId: platform }],
      ['organizationId', null, { organizationId: organization }],
      ['priority', null, { priority: true }],
      ['pastDue', null, { pastDue: true }],
      ['createdBy=me', null, { createdById: admin }],
      ['following', null, { following: { userId: admin, value: true } }],
      ['created on one day', null, { createdFrom: day(400), createdTo: day(400) }],
      ['search "mustang" + status + priority', '%mustang%', { stateIds: [state], priority: true }],
      [
        'search "rivera" + platformId + pastDue',
        '%rivera%',
        { platformId: platform, pastDue: true },
      ],
      [
        'search "apex" + organization + dates',
        '%apex%',
        { organizationId: organization, createdFrom: day(365), createdTo: day(180) },
      ],
      // Issue 22: a search without filters whose matches cluster late in the name order.
      ['search "lucky", sort UploadName asc', '%lucky%', {}, 'UploadName'],
    ];
    const only = argValue('--only');
    const page = Number(argValue('--page') ?? 1);
    for (const [name, pattern, filters, sortField = 'CreatedOn'] of scenarios) {
      if (only !== undefined && !name.includes(only)) continue;
      console.log(`\n=== ${name}, page ${page} ===`);
      await listRequests(
        explaining(pool),
        {
          manufacturerIds: null,
          pattern,
          sortField,
          sortDirection: sortField === 'CreatedOn' ? 'desc' : 'asc',
          limit: 10,
          offset: 10 * (page - 1),
          filters,
        },
        // A version no kept value has: every statement is sent.
        { list: -Date.now(), today: day(0) },
      );
    }
  } finally {
    await pool.end();
    await embedded.stop();
  }
}

await main();
