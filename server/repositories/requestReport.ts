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
  byStatus: { stateId: string | null; status: string; count: number }[];
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

export function byStatus(db: Queryable, scope: ReportScope) {
  return rows<RequestReport['byStatus'][number]>(
    db,
    sql`SELECT r.state_id AS "stateId", r.status, count(*)::int AS count
          FROM image_requests r WHERE ${selection(scope)}
         GROUP BY r.state_id, r.status ORDER BY count(*) DESC, r.status`,
  );
}

export function byManufacturer(db: Queryable, scope: ReportScope) {
  return rows<RequestReport['byManufacturer'][number]>(
    db,
    sql`SELECT r.manufacturer_id AS "manufacturerId", r.manufacturer_name AS manufacturer, count(*)::int AS count
          FROM image_requests r WHERE ${selection(scope)}
         GROUP BY r.manufacturer_id, r.manufacturer_name ORDER BY count(*) DESC, r.manufacturer_name`,
  );
}

/**
 * Per week: requests created in it; entries into a final state in it (completions); requests
 * past due at its end (now, for the current week): priority, due before that day, and then in
 * a state that is not final, read from the stay that covers that instant.
 */
export function weekly(db: Queryable, scope: ReportScope, first: string, last: string) {
  const where = selection(scope);
  return rows<RequestReport['weeks'][number]>(
    db,
    sql`WITH weeks AS MATERIALIZED (
          SELECT w::date AS week, w AT TIME ZONE 'UTC' AS starts,
                 least((w + interval '7 days') AT TIME ZONE 'UTC', now()) AS ends
            FROM generate_series(${first}::date::timestamp, ${last}::date::timestamp, interval '7 days') w
        ), span AS (SELECT min(starts) AS starts, max(ends) AS ends FROM weeks),
        created AS (
          SELECT date_trunc('week', r.created_on AT TIME ZONE 'UTC')::date AS week, count(*)::int AS n
            FROM image_requests r, span
           WHERE ${where} AND r.created_on >= span.starts AND r.created_on < span.ends
           GROUP BY 1
        ), completed AS (
          SELECT date_trunc('week', p.entered_on AT TIME ZONE 'UTC')::date AS week, count(*)::int AS n
            FROM span, request_state_periods p JOIN image_requests r ON r.id = p.request_id
           WHERE p.entered_on >= span.starts AND p.entered_on < span.ends
             AND ${isFinal(sql`p.state_id`)} AND ${where}
           GROUP BY 1
        ), past_due AS (
          SELECT w.week, count(*)::int AS n
            FROM image_requests r
            JOIN request_state_periods p ON p.request_id = r.id
            JOIN weeks w ON p.entered_on <= w.ends AND (p.left_on IS NULL OR p.left_on > w.ends)
           WHERE ${where} AND r.priority AND r.priority_due_date < (w.ends AT TIME ZONE 'UTC')::date
             AND NOT ${isFinal(sql`p.state_id`)}
           GROUP BY w.week
        )
        SELECT to_char(w.week, 'YYYY-MM-DD') AS "weekStart", coalesce(c.n, 0) AS created,
               coalesce(d.n, 0) AS completed, coalesce(pd.n, 0) AS "pastDue"
          FROM weeks w
          LEFT JOIN created c ON c.week = w.week
          LEFT JOIN completed d ON d.week = w.week
          LEFT JOIN past_due pd ON pd.week = w.week
         ORDER BY w.week`,
  );
}

/** Per state, the stays that ended: how many, and their median and 90th percentile in hours. */
export function timeInState(db: Queryable, scope: ReportScope) {
  const hours = (fraction: number) =>
    sql`round((percentile_cont(${fraction}::float8) WITHIN GROUP (ORDER BY extract(epoch FROM p.left_on - p.entered_on)) / 3600)::numeric, 2)::float8`;
  return rows<RequestReport['timeInState'][number]>(
    db,
    sql`SELECT p.state_id AS "stateId", ws.description AS state, wf.name AS workflow,
               count(*)::int AS visits, ${hours(0.5)} AS "medianHours", ${hours(0.9)} AS "p90Hours"
          FROM image_requests r
          JOIN request_state_periods p ON p.request_id = r.id AND p.left_on IS NOT NULL
          JOIN workflow_states ws ON ws.id = p.state_id
          JOIN workflows wf ON wf.id = ws.workflow_id
         WHERE ${selection(scope)}
         GROUP BY p.state_id, ws.description, wf.name, ws.sort_order
         ORDER BY wf.name, ws.sort_order, ws.description`,
  );
}

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
    timeInState(db, scope),
  ]);
  return {
    total: statuses.reduce((sum, s) => sum + s.count, 0),
    byStatus: statuses,
    byManufacturer: manufacturers,
    weeks,
    timeInState: stays,
  };
}
