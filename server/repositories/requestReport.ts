import { rows, type Queryable } from '../db/pool';
import { sql, type Sql } from '../db/sql';
import type { RequestFilters } from './requestList/filters';
import { listFilter, listParams, type RequestListQuery } from './requestList/listQuery';

/**
 * The Reports screen's figures (GetRequestReport, issue 22 item 3) over the requests the list's
 * filters select. The selection is the list's own WHERE (listFilter: live requests, the
 * manufacturer restriction, filters.ts), so a figure never counts a request the list would not
 * show. Stays in states come from request_state_periods (022_request_state_periods.sql).
 */

export interface ReportScope {
  /** The caller's manufacturer restriction (null: none). */
  manufacturerIds: number[] | null;
  filters: RequestFilters;
}

export interface RequestReport {
  total: number;
  byStatus: { stateId: string | null; status: string; workflow: string | null; count: number }[];
  byManufacturer: { manufacturerId: number; manufacturer: string; count: number }[];
  weeks: { weekStart: string; created: number; completed: number; pastDue: number }[];
  timeInState: {
    stateId: string;
    state: string;
    workflow: string;
    visits: number;
    medianHours: number;
    p90Hours: number;
  }[];
}

const DAY_MS = 86_400_000;
/** The weeks a report shows when the filters set no start, and the most it shows. */
export const DEFAULT_WEEKS = 26;
export const MAX_WEEKS = 104;

/** The Monday (UTC) of a date's week, as YYYY-MM-DD. */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

const addWeeks = (monday: string, weeks: number) =>
  new Date(new Date(`${monday}T00:00:00Z`).getTime() + weeks * 7 * DAY_MS)
    .toISOString()
    .slice(0, 10);

/**
 * The first and last Monday of the report's weeks: to createdTo or today (the earlier), from
 * createdFrom or DEFAULT_WEEKS - 1 weeks before the last, at most MAX_WEEKS (the latest);
 * null when the range holds no week (createdFrom after the end).
 */
export function reportWeeks(
  today: string,
  filters: Pick<RequestFilters, 'createdFrom' | 'createdTo'>,
): { first: string; last: string } | null {
  const end =
    filters.createdTo !== undefined && filters.createdTo < today ? filters.createdTo : today;
  const last = mondayOf(end);
  if (filters.createdFrom !== undefined && filters.createdFrom > end) return null;
  const wanted =
    filters.createdFrom !== undefined
      ? mondayOf(filters.createdFrom)
      : addWeeks(last, -(DEFAULT_WEEKS - 1));
  const earliest = addWeeks(last, -(MAX_WEEKS - 1));
  return { first: wanted < earliest ? earliest : wanted, last };
}

/** A final state: one with no actions out of it (as PAST_DUE_SQL and the list's past due say). */
const isFinal = (stateId: Sql) =>
  sql`NOT EXISTS (SELECT 1 FROM workflow_actions wa WHERE wa.state_id = ${stateId})`;

function selection(scope: ReportScope): Sql {
  const query: RequestListQuery = {
    manufacturerIds: scope.manufacturerIds,
    pattern: null,
    sortField: 'CreatedOn',
    sortDirection: 'desc',
    limit: 0,
    offset: 0,
    filters: scope.filters,
  };
  return listFilter(query, listParams(query));
}

/**
 * By state id, read from the list's state filter index alone when no other filter is set (a
 * request's denormalised status text would need the table), named from workflow_states with
 * their workflow's name (two workflows may both have a "Draft"); the requests whose state was
 * removed (state_id set null) as "No state", of no workflow.
 */
export const byStatusSql = (scope: ReportScope) =>
  sql`SELECT c.state_id AS "stateId", coalesce(ws.description, 'No state') AS status,
             wf.name AS workflow, c.n AS count
        FROM (SELECT r.state_id, count(*)::int AS n FROM image_requests r
               WHERE ${selection(scope)} GROUP BY r.state_id) c
        LEFT JOIN workflow_states ws ON ws.id = c.state_id
        LEFT JOIN workflows wf ON wf.id = ws.workflow_id
       ORDER BY c.n DESC, 2, 3 NULLS FIRST`;
export const byStatus = (db: Queryable, scope: ReportScope) =>
  rows<RequestReport['byStatus'][number]>(db, byStatusSql(scope));

/** By manufacturer id (its index, read alone when no other filter is set), named from manufacturers. */
export const byManufacturerSql = (scope: ReportScope) =>
  sql`SELECT c.manufacturer_id AS "manufacturerId", m.name AS manufacturer, c.n AS count
          FROM (SELECT r.manufacturer_id, count(*)::int AS n FROM image_requests r
                 WHERE ${selection(scope)} GROUP BY r.manufacturer_id) c
          JOIN manufacturers m ON m.id = c.manufacturer_id
         ORDER BY c.n DESC, m.name`;
export const byManufacturer = (db: Queryable, scope: ReportScope) =>
  rows<RequestReport['byManufacturer'][number]>(db, byManufacturerSql(scope));

/** The weeks from `first` to `last` (Mondays): each one's start and end (now, for the current one). */
const weeksSql = (first: string, last: string) => sql`weeks AS MATERIALIZED (
          SELECT w::date AS week, w AT TIME ZONE 'UTC' AS starts,
                 least((w + interval '7 days') AT TIME ZONE 'UTC', now()) AS ends
            FROM generate_series(${first}::date::timestamp, ${last}::date::timestamp, interval '7 days') w
        ), span AS (SELECT min(starts) AS starts, max(ends) AS ends FROM weeks)`;

/**
 * The window's start and end as expressions of the statement's parameters, for the range
 * conditions on the stays and the requests: PostgreSQL estimates those from the index's
 * statistics, where a range read from the span CTE is a fixed guess (35,000 of 311,000 stays at
 * 100,000 requests, where 104 weeks hold 140,000-210,000: it chose a nested loop of 20,000
 * lookups and a hash spilled to disk, about half of a 104-week report's time).
 */
const windowOf = (first: string, last: string) => ({
  starts: sql`(${first}::date::timestamp AT TIME ZONE 'UTC')`,
  ends: sql`least((${last}::date + 7)::timestamp AT TIME ZONE 'UTC', now())`,
});

/**
 * Per week: requests created in it; entries into a final state in it (completions); requests
 * past due at its end (now, for the current week). A request is past due at instant t when it
 * is a priority one due before t's date and then in a state that is not final: so each stay in
 * such a state is past due from max(entered, the day after the due date) until it ends, and is
 * counted in the weeks whose end falls in that interval.
 */
export function weeklySql(scope: ReportScope, first: string, last: string): Sql {
  const where = selection(scope);
  const w = windowOf(first, last);
  return sql`WITH ${weeksSql(first, last)},
        created AS (
          SELECT date_trunc('week', r.created_on AT TIME ZONE 'UTC')::date AS week, count(*)::int AS n
            FROM image_requests r
           WHERE ${where} AND r.created_on >= ${w.starts} AND r.created_on < ${w.ends}
           GROUP BY 1
        ), completed AS (
          -- The final states' ids first, so that each one's entries in the window are a range of
          -- the (state_id, entered_on) index (025), not every entry in the window tested.
          SELECT date_trunc('week', p.entered_on AT TIME ZONE 'UTC')::date AS week, count(*)::int AS n
            FROM request_state_periods p JOIN image_requests r ON r.id = p.request_id
           WHERE p.state_id IN (SELECT ws.id FROM workflow_states ws WHERE ${isFinal(sql`ws.id`)})
             AND p.entered_on >= ${w.starts} AND p.entered_on < ${w.ends} AND ${where}
           GROUP BY 1
        ), late AS (
          SELECT greatest(p.entered_on, (r.priority_due_date + 1)::timestamp AT TIME ZONE 'UTC') AS since,
                 coalesce(p.left_on, 'infinity') AS until
            FROM image_requests r JOIN request_state_periods p ON p.request_id = r.id
           WHERE ${where} AND r.priority AND r.priority_due_date < (${w.ends} AT TIME ZONE 'UTC')::date
             AND p.entered_on <= ${w.ends} AND (p.left_on IS NULL OR p.left_on > ${w.starts})
             AND NOT ${isFinal(sql`p.state_id`)}
        ), past_due AS (
          -- Each interval's week ends, generated (not every interval tested against every week:
          -- 104 weeks of a large lab made that millions of comparisons): the Mondays (UTC) in
          -- it, each the end of the week before; and the last week's end when it is now.
          SELECT week, count(*)::int AS n FROM (
            SELECT (m AT TIME ZONE 'UTC' - interval '7 days')::date AS week
              FROM late, span, generate_series(
                     greatest(span.starts + interval '168 hours',
                              (date_trunc('week', (late.since AT TIME ZONE 'UTC') - interval '1 microsecond')
                                 + interval '7 days') AT TIME ZONE 'UTC'),
                     least(late.until - interval '1 microsecond', span.ends),
                     interval '168 hours') m
            UNION ALL
            SELECT (SELECT max(week) FROM weeks) FROM late, span
             WHERE span.ends <> date_trunc('week', span.ends AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
               AND late.since <= span.ends AND span.ends < late.until
          ) ends GROUP BY week
        )
        SELECT to_char(w.week, 'YYYY-MM-DD') AS "weekStart", coalesce(c.n, 0) AS created,
               coalesce(d.n, 0) AS completed, coalesce(pd.n, 0) AS "pastDue"
          FROM weeks w
          LEFT JOIN created c ON c.week = w.week
          LEFT JOIN completed d ON d.week = w.week
          LEFT JOIN past_due pd ON pd.week = w.week
         ORDER BY w.week`;
}
export const weekly = (db: Queryable, scope: ReportScope, first: string, last: string) =>
  rows<RequestReport['weeks'][number]>(db, weeklySql(scope, first, last));

/**
 * Per state, the stays that ended within the report's weeks ("how long do requests sit in
 * Review", lately): how many, and their median and 90th percentile in hours.
 */
export function timeInStateSql(scope: ReportScope, first: string, last: string): Sql {
  const w = windowOf(first, last);
  const hours = (nth: number) => sql`round((q.hours[${nth}::int] / 3600)::numeric, 2)::float8`;
  // Aggregated by state id first: the names join the few groups, not every stay. Each state's
  // durations gathered by a hash aggregate (float8 from date_part: extract's numeric cost a
  // fifth more to sort), then both percentiles from one sort of that state's array. A
  // percentile_cont over the stays grouped by state wanted them all sorted by state first:
  // 140,000 rows at 104 weeks, sorted on disk past work_mem.
  return sql`WITH per_state AS (
          SELECT p.state_id, count(*)::int AS visits,
                 array_agg(date_part('epoch', p.left_on - p.entered_on)) AS seconds
            FROM request_state_periods p JOIN image_requests r ON r.id = p.request_id
           WHERE p.left_on >= ${w.starts} AND p.left_on < ${w.ends} AND ${selection(scope)}
           GROUP BY p.state_id
        )
        SELECT ps.state_id AS "stateId", ws.description AS state, wf.name AS workflow,
               ps.visits, ${hours(1)} AS "medianHours", ${hours(2)} AS "p90Hours"
          FROM per_state ps
          CROSS JOIN LATERAL (SELECT percentile_cont(ARRAY[0.5, 0.9]::float8[]) WITHIN GROUP (ORDER BY v) AS hours
                                FROM unnest(ps.seconds) v) q
          JOIN workflow_states ws ON ws.id = ps.state_id
          JOIN workflows wf ON wf.id = ws.workflow_id
         ORDER BY wf.name, ws.sort_order, ws.description`;
}
export const timeInState = (db: Queryable, scope: ReportScope, first: string, last: string) =>
  rows<RequestReport['timeInState'][number]>(db, timeInStateSql(scope, first, last));

/**
 * The whole report. The four statements run at once on the pool's connections (each reads
 * committed data; a report is a picture, not a ledger). `today` is the UTC date the weeks end on.
 */
export async function requestReport(
  db: Queryable,
  scope: ReportScope,
  today: string,
): Promise<RequestReport> {
  const window = reportWeeks(today, scope.filters);
  const [statuses, manufacturers, weeks, stays] = await Promise.all([
    byStatus(db, scope),
    byManufacturer(db, scope),
    window ? weekly(db, scope, window.first, window.last) : Promise.resolve([]),
    window ? timeInState(db, scope, window.first, window.last) : Promise.resolve([]),
  ]);
  return {
    total: statuses.reduce((sum, s) => sum + s.count, 0),
    byStatus: statuses,
    byManufacturer: manufacturers,
    weeks,
    timeInState: stays,
  };
}
