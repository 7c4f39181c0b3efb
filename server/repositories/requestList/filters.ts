import { sql, sqlJoin, type Sql } from '../../db/sql';

/**
 * The request list's filters (GetRequests, ExportRequests; openapi.yaml `Request*Filter`), as
 * the handler read them from the query. Absent (undefined) means "not filtered"; each one set
 * narrows the list further (AND), after the manufacturer restriction.
 */
export interface RequestFilters {
  /** Any of these workflow states. */
  stateIds?: readonly string[];
  /** Any of these manufacturers (within the user's restriction, which listFilter applies apart). */
  manufacturerIds?: readonly number[];
  platformId?: number;
  organizationId?: string;
  priority?: boolean;
  pastDue?: boolean;
  /** createdBy=me: the caller's id. */
  createdById?: string;
  /** following: the caller's id, and whether the requests they follow are kept or left out. */
  following?: { userId: string; value: boolean };
  /** UTC dates (YYYY-MM-DD), both inclusive. */
  createdFrom?: string;
  createdTo?: string;
}

export const NO_FILTERS: RequestFilters = {};

/**
 * Past due: a priority request (alias `r`) whose due date is before today (UTC) and whose state
 * is not a final one (a state with no actions out of it, e.g. Completed). GetRequest's query
 * (requestDetail.ts) uses its text; the pastDue filter the same expression, served by the partial
 * index image_requests_past_due_idx (017).
 */
export const PAST_DUE_SQL = sql`(r.priority AND r.priority_due_date < (now() AT TIME ZONE 'UTC')::date
  AND EXISTS (SELECT 1 FROM workflow_actions wa WHERE wa.state_id = r.state_id))`;

/** Whether any filter is set. */
export function hasFilters(f: RequestFilters | undefined): f is RequestFilters {
  return f !== undefined && Object.values(f).some((value) => value !== undefined);
}

/** Only the manufacturer filter: the trigger-kept counters count it exactly. */
export function onlyManufacturerFilter(f: RequestFilters): boolean {
  return f.manufacturerIds !== undefined && !hasFilters({ ...f, manufacturerIds: undefined });
}

/**
 * The clauses over `image_requests r`, each served by an index of 004 or
 * 017_request_filter_indexes.sql. Written in one fixed order so a statement's text (and its
 * prepared name) depends only on which filters are set (and whether one state or several).
 */
export function filterClauses(f: RequestFilters): Sql[] {
  const clauses: Sql[] = [];
  // One state as an equality: PostgreSQL walks (state_id, created_on) of 017 in the list's
  // default order only for that (a search's bounded walk, filtered.ts), not for = ANY of one.
  if (f.stateIds?.length === 1) clauses.push(sql`r.state_id = ${f.stateIds[0]}::uuid`);
  else if (f.stateIds !== undefined)
    clauses.push(sql`r.state_id = ANY(${[...f.stateIds]}::uuid[])`);
  if (f.manufacturerIds !== undefined)
    clauses.push(sql`r.manufacturer_id = ANY(${[...f.manufacturerIds]}::int[])`);
  if (f.platformId !== undefined) clauses.push(sql`r.mid = ${f.platformId}::int`);
  if (f.organizationId !== undefined)
    clauses.push(sql`r.organization_id = ${f.organizationId}::uuid`);
  if (f.priority !== undefined) clauses.push(f.priority ? sql`r.priority` : sql`NOT r.priority`);
  if (f.pastDue !== undefined)
    clauses.push(f.pastDue ? PAST_DUE_SQL : sql`NOT coalesce(${PAST_DUE_SQL}, false)`);
  if (f.createdById !== undefined) clauses.push(sql`r.created_by_id = ${f.createdById}::uuid`);
  if (f.following !== undefined) {
    const follows = sql`EXISTS (SELECT 1 FROM request_followers rf WHERE rf.request_id = r.id AND rf.user_id = ${f.following.userId}::uuid)`;
    clauses.push(f.following.value ? follows : sql`NOT ${follows}`);
  }
  // Dates are UTC days: from the start of `createdFrom` to the end of `createdTo`.
  if (f.createdFrom !== undefined)
    clauses.push(sql`r.created_on >= (${f.createdFrom}::date)::timestamp AT TIME ZONE 'UTC'`);
  if (f.createdTo !== undefined)
    clauses.push(sql`r.created_on < ((${f.createdTo}::date + 1)::timestamp AT TIME ZONE 'UTC')`);
  return clauses;
}

export function filterSql(f: RequestFilters): Sql | null {
  const clauses = filterClauses(f);
  return clauses.length > 0 ? sqlJoin(clauses, sql` AND `) : null;
}

/**
 * The filters as part of a kept value's key. `following` is never kept (a follow moves no list
 * version), so it does not appear here; the caller's id does for createdBy=me.
 */
export function filterKey(f: RequestFilters): unknown[] {
  return [
    f.stateIds ? [...f.stateIds].sort() : null,
    f.manufacturerIds ? [...f.manufacturerIds].sort((a, b) => a - b) : null,
    f.platformId ?? null,
    f.organizationId ?? null,
    f.priority ?? null,
    f.pastDue ?? null,
    f.createdById ?? null,
    f.createdFrom ?? null,
    f.createdTo ?? null,
  ];
}
