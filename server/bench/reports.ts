/**
 * The Reports screen's queries under load: `npm run bench:reports [-- --count 100000]
 * [-- --data-dir DIR] [-- --repeat 10]` (100,000 requests by default; target: every
 * GetRequestReport within 200 ms, issue 22 item 3).
 *
 * Seeds as bench:api does (getRequests.ts addRequests: embedded PostgreSQL, the demo lab, N
 * requests over 3 years), then gives every request its stays (request_state_periods, 022): each
 * state of its workflow up to its current one, 1 to 336 hours each, the current one open. Then
 * times, per scenario, each of the report's four statements alone (repositories/requestReport.ts,
 * straight on the pool) and the whole GetRequestReport over loopback HTTP (the four at once), as
 * the admin and as the Apex-restricted vendor. Prints p50 / p95 / max per line, the verdict
 * against 200 ms, and the load average. `--data-dir` keeps the database for a later run;
 * `--explain` prints each statement's plan; `--only TEXT` runs the scenarios whose name has TEXT.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../app';
import { DEFAULT_DEMO_PASSWORD, readConfig } from '../config';
import { row, type Db } from '../db/pool';
import type { RequestFilters } from '../repositories/requestList/filters';
import { toQuery } from '../db/sql';
import {
  byManufacturer,
  byManufacturerSql,
  byStatus,
  byStatusSql,
  reportWeeks,
  timeInState,
  timeInStateSql,
  weekly,
  weeklySql,
  type ReportScope,
} from '../repositories/requestReport';
import { seedDemoIfEmpty } from '../seed/demo';
import { argValue, benchData, type BenchData } from './benchData';
import { addRequests } from './seedRequests';
import { loadAverageLine } from './loadAverage';

const TARGET_MS = 200;

function wholeNumber(raw: string | undefined, fallback: number, name: string): number {
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} needs a whole number`);
  return value;
}

/** Every request's stays: the states of its workflow up to its current one, in order. */
async function addStays(db: Db): Promise<void> {
  const client = await db.connect();
  try {
    await addStaysOn(client);
  } finally {
    client.release();
  }
  await db.query('VACUUM ANALYZE request_state_periods');
}

async function addStaysOn(db: Pick<Db, 'query'>): Promise<void> {
  // One connection: setseed seeds this session's random().
  await db.query('SELECT setseed(0.022)');
  await db.query('TRUNCATE request_state_periods');
  await db.query(`
    WITH path AS (
      SELECT r.id AS request_id, ws.id AS state_id, ws.sort_order, r.created_on,
             ws.id = r.state_id AS current, (1 + random() * 335) * interval '1 hour' AS stay
        FROM image_requests r
        JOIN workflow_states cs ON cs.id = r.state_id
        JOIN workflow_states ws ON ws.workflow_id = cs.workflow_id AND ws.sort_order <= cs.sort_order
    ), timed AS (
      SELECT p.*, p.created_on + coalesce(sum(p.stay) OVER (PARTITION BY p.request_id ORDER BY p.sort_order
               ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), interval '0') AS entered
        FROM path p
    )
    INSERT INTO request_state_periods (request_id, state_id, entered_on, left_on)
    SELECT request_id, state_id, entered, CASE WHEN current THEN NULL ELSE entered + stay END
      FROM timed`);
}

interface Scenario {
  name: string;
  as: 'admin' | 'vendor';
  query: Record<string, string>;
}

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function scenarios(db: Db): Promise<Scenario[]> {
  const values = await row<{ state: string; manufacturer: number; organization: string }>(
    db,
    `SELECT (SELECT state_id FROM image_requests GROUP BY state_id ORDER BY count(*) DESC LIMIT 1) AS state,
            (SELECT id FROM manufacturers WHERE name = 'Apex Gaming') AS manufacturer,
            (SELECT id FROM organizations WHERE removed_at IS NULL ORDER BY name LIMIT 1) AS organization`,
  );
  if (!values) throw new Error('the demo lab has nothing to filter on');
  return [
    { name: 'no filter (26 weeks)', as: 'admin', query: {} },
    { name: 'vendor (restricted), no filter', as: 'vendor', query: {} },
    { name: 'manufacturer', as: 'admin', query: { manufacturerId: String(values.manufacturer) } },
    { name: 'status (the largest)', as: 'admin', query: { status: values.state } },
    { name: 'organization', as: 'admin', query: { organizationId: values.organization } },
    { name: 'priority', as: 'admin', query: { priority: 'true' } },
    { name: 'pastDue', as: 'admin', query: { pastDue: 'true' } },
    {
      name: 'created in the last 2 years (104 weeks)',
      as: 'admin',
      query: { createdFrom: daysAgo(730), createdTo: daysAgo(0) },
    },
  ];
}

/** The query as the handler reads it (requestQuery.ts requestFilters), for the direct timings. */
function filtersOf(query: Record<string, string>): RequestFilters {
  return {
    stateIds: query.status === undefined ? undefined : [query.status],
    manufacturerIds:
      query.manufacturerId === undefined ? undefined : [Number(query.manufacturerId)],
    organizationId: query.organizationId,
    priority: query.priority === undefined ? undefined : query.priority === 'true',
    pastDue: query.pastDue === undefined ? undefined : query.pastDue === 'true',
    createdFrom: query.createdFrom,
    createdTo: query.createdTo,
  };
}

/** `--explain`: each statement's plan with its actual timings, as docs/performance.md keeps them. */
async function explainStatements(
  db: Db,
  scope: ReportScope,
  window: { first: string; last: string } | null,
): Promise<void> {
  const statements = [byStatusSql(scope), byManufacturerSql(scope)];
  if (window)
    statements.push(
      weeklySql(scope, window.first, window.last),
      timeInStateSql(scope, window.first, window.last),
    );
  for (const statement of statements) {
    const query = toQuery(statement);
    const plan = await db.query<{ 'QUERY PLAN': string }>({
      text: `EXPLAIN (ANALYZE, BUFFERS) ${query.text}`,
      values: query.values,
    });
    console.log(`${plan.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n')}\n`);
  }
}

const sortedOf = (timings: number[]) => [...timings].sort((a, b) => a - b);
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
const line = (name: string, timings: number[]) => {
  const sorted = sortedOf(timings);
  const ms = (v: number) => v.toFixed(1).padStart(8);
  return `${name.padEnd(56)} ${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 95))} ${ms(sorted.at(-1) ?? 0)}`;
};

async function timed(repeat: number, run: () => Promise<unknown>): Promise<number[]> {
  const timings: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const started = performance.now();
    await run();
    timings.push(performance.now() - started);
  }
  return timings;
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const count = wholeNumber(
    argValue(argv, '--count') ?? process.env.BENCH_COUNT,
    100_000,
    '--count',
  );
  const repeat = wholeNumber(argValue(argv, '--repeat'), 10, '--repeat');
  const explain = argv.includes('--explain');
  const only = argValue(argv, '--only');
  let data: BenchData | undefined;
  try {
    data = benchData(argv, {
      count,
      marker: 'bench-reports-seeded.json',
      tempPrefix: 'image-requests-bench-reports-',
    });
    const since = performance.now();
    const db = await data.start();
    if (!data.seeded) {
      await seedDemoIfEmpty(db, DEFAULT_DEMO_PASSWORD);
      await addRequests(db, count);
      await addStays(db);
      data.markSeeded();
    } else await db.query('VACUUM ANALYZE');
    const stays = await row<{ n: number }>(
      db,
      'SELECT count(*)::int AS n FROM request_state_periods',
    );
    console.log(
      `${count.toLocaleString('en-US')} requests, ${(stays?.n ?? 0).toLocaleString('en-US')} stays, ready in ${((performance.now() - since) / 1000).toFixed(1)} s`,
    );

    const app = await buildApp({
      config: {
        ...readConfig({ NODE_ENV: 'production' }),
        dataDir: data.dir,
        jwtSecret: 'bench-secret-bench-secret-bench-secret',
      },
      db,
      logger: false,
      clientDir: path.join(data.dir, 'no-client'),
      mailer: { send: async () => undefined },
    });
    data.beforeStop = () => app.close();
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const tokens: Record<string, string> = {};
    for (const username of ['admin', 'vendor']) {
      const res = await fetch(`${baseUrl}/api/Account/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: DEFAULT_DEMO_PASSWORD }),
      });
      const body = (await res.json()) as { result: { token: string } | null };
      if (!body.result) throw new Error(`${username} could not sign in`);
      tokens[username] = `Bearer ${body.result.token}`;
    }
    const vendorScope = await row<{ ids: number[] }>(
      db,
      "SELECT array_agg(id) AS ids FROM manufacturers WHERE name = 'Apex Gaming'",
    );
    const today = new Date().toISOString().slice(0, 10);

    console.log(
      `\n${'scenario / statement'.padEnd(56)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
    );
    const calls: number[] = [];
    for (const scenario of await scenarios(db)) {
      if (only !== undefined && !scenario.name.includes(only)) continue;
      const scope: ReportScope = {
        manufacturerIds: scenario.as === 'vendor' ? (vendorScope?.ids ?? []) : null,
        filters: filtersOf(scenario.query),
      };
      const window = reportWeeks(today, scope.filters);
      const pool = db;
      const statements: Array<[string, () => Promise<unknown>]> = [
        ['byStatus', () => byStatus(pool, scope)],
        ['byManufacturer', () => byManufacturer(pool, scope)],
        [
          'weekly',
          () => (window ? weekly(pool, scope, window.first, window.last) : Promise.resolve()),
        ],
        [
          'timeInState',
          () => (window ? timeInState(pool, scope, window.first, window.last) : Promise.resolve()),
        ],
      ];
      let total = 0;
      const url = `${baseUrl}/api/BinaryRequest/GetRequestReport?${new URLSearchParams(scenario.query).toString()}`;
      const call = async () => {
        const res = await fetch(url, { headers: { authorization: tokens[scenario.as] ?? '' } });
        const body = (await res.json()) as { result: { total: number } | null; message: string };
        if (res.status !== 200 || !body.result)
          throw new Error(`${url}: ${res.status} ${body.message}`);
        total = body.result.total;
      };
      await call(); // warm: plans, JIT
      const http = await timed(repeat, call);
      calls.push(...http);
      console.log(
        line(
          `${scenario.name} (${total.toLocaleString('en-US')} requests): GetRequestReport`,
          http,
        ),
      );
      for (const [name, run] of statements)
        console.log(line(`  ${name}`, await timed(repeat, run)));
      if (explain) await explainStatements(db, scope, window);
    }
    const sorted = sortedOf(calls);
    const p95 = percentile(sorted, 95);
    const max = sorted.at(-1) ?? 0;
    console.log(
      `\nGetRequestReport over all scenarios: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms; ` +
        `target ${TARGET_MS} ms: ${max <= TARGET_MS ? 'every call within' : p95 <= TARGET_MS ? 'p95 within, some calls over' : 'OVER TARGET'}`,
    );
    console.log(loadAverageLine());
    return 0;
  } catch (error) {
    console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await data?.cleanUp();
  }
}

process.exitCode = await main();
