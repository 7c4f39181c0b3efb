import { emptySql, sql, sqlJoin, sqlParams, toQuery, type Sql } from '../../db/sql';
import { filterClauses, PAST_DUE_SQL, type RequestFilters } from './filters';

export { PAST_DUE_SQL };

/** The request list's query, its rows, and the SQL pieces its page and search plans share. */

/** The request list's sort fields and the expressions the indexes of 004_requests.sql were built on. */
export const REQUEST_SORT_COLUMNS = {
  UploadName: sql`lower(r.name)`,
  Description: sql`lower(r.description)`,
  Manufacturer: sql`lower(r.manufacturer_name)`,
  Status: sql`lower(r.status)`,
  CreatedOn: sql`r.created_on`,
  CreatedBy: sql`lower(r.created_by_name)`,
  PriorityDueDate: sql`r.priority_due_date`,
} as const;
export type RequestSortField = keyof typeof REQUEST_SORT_COLUMNS;

export const PAST_DUE = toQuery(PAST_DUE_SQL).text;

export interface RequestListRow {
  id: number;
  uploadName: string;
  manufacturer: string;
  description: string;
  createdBy: string;
  createdOn: Date;
  status: string;
  priority: boolean;
  priorityDueDate: string | null;
  pastDue: boolean;
}

export interface RequestListQuery {
  manufacturerIds: number[] | null;
  /** A LIKE pattern over the lower-cased search_text, or null. */
  pattern: string | null;
  sortField: RequestSortField;
  sortDirection: 'asc' | 'desc';
  limit: number;
  offset: number;
  /** The list's filters (filters.ts); none when absent. */
  filters?: RequestFilters;
}

export interface RequestListPage {
  rowCount: number;
  /** The search's count stopped at SEARCH_COUNT_CAP: more than rowCount requests match. */
  rowCountCapped: boolean;
  rows: RequestListRow[];
}

/** A page's parameters, numbered in this order wherever a statement uses them. */
export function listParams(query: RequestListQuery) {
  return sqlParams({
    manufacturerIds: query.manufacturerIds,
    pattern: query.pattern,
    limit: query.limit,
    offset: query.offset,
  });
}
export type ListParams = ReturnType<typeof listParams>;

/** The live requests the user may see, and those matching the search when there is one. */
export function listFilter(query: RequestListQuery, p: ListParams): Sql {
  const clauses = [sql`r.removed_at IS NULL`];
  if (query.manufacturerIds !== null)
    clauses.push(sql`r.manufacturer_id = ANY(${p.manufacturerIds}::int[])`);
  // search_text is already lower-cased; a plain LIKE lets the trigram GIN index serve it.
  if (query.pattern !== null) clauses.push(sql`r.search_text LIKE ${p.pattern}`);
  if (query.filters) clauses.push(...filterClauses(query.filters));
  return sqlJoin(clauses, sql` AND `);
}

export const LIST_COLUMNS = sql`r.id, r.name AS "uploadName", r.manufacturer_name AS manufacturer, r.description,
  r.created_by_name AS "createdBy", r.created_on AS "createdOn", r.status, r.priority,
  r.priority_due_date AS "priorityDueDate", ${PAST_DUE_SQL} AS "pastDue"`;

export const direction = (query: RequestListQuery): Sql =>
  query.sortDirection === 'asc' ? sql`ASC` : sql`DESC`;

/** Undated requests stay last in both directions. */
export const nullsLast = (query: RequestListQuery): Sql =>
  query.sortField === 'PriorityDueDate' ? sql` NULLS LAST` : emptySql;

/**
 * One page of rows, read in the order of an (expr, id) b-tree index of 004_requests.sql.
 * Every sort column but the due date is NOT NULL, so no NULLS clause is written and a backward
 * index scan serves `desc`. The due date keeps undated requests last in both directions: `asc`
 * is the index's own order; `desc` (which a backward scan would give NULLS FIRST) reads the
 * dated and the undated rows as two index-ordered branches and merges the few rows they return.
 */
export function pageSql(
  query: RequestListQuery,
  p: ListParams,
  where: Sql,
  extraColumns = emptySql,
): Sql {
  const dir = direction(query);
  const limit = sql`${p.limit}::int`;
  const offset = sql`${p.offset}::int`;
  if (query.sortField === 'PriorityDueDate' && query.sortDirection === 'desc') {
    const window = sql`(${limit} + ${offset})`;
    return sql`SELECT page.*${extraColumns} FROM (
        (SELECT ${LIST_COLUMNS} FROM image_requests r WHERE ${where} AND r.priority_due_date IS NOT NULL
          ORDER BY r.priority_due_date DESC, r.id DESC LIMIT ${window})
        UNION ALL
        (SELECT ${LIST_COLUMNS} FROM image_requests r WHERE ${where} AND r.priority_due_date IS NULL
          ORDER BY r.priority_due_date DESC, r.id DESC LIMIT ${window})
      ) page
      ORDER BY page."priorityDueDate" DESC NULLS LAST, page.id DESC
      LIMIT ${limit} OFFSET ${offset}`;
  }
  return sql`SELECT ${LIST_COLUMNS}${extraColumns} FROM image_requests r WHERE ${where}
      ORDER BY ${REQUEST_SORT_COLUMNS[query.sortField]} ${dir}${nullsLast(query)}, r.id ${dir}
      LIMIT ${limit} OFFSET ${offset}`;
}

/** The live requests the user may see, from the trigger-kept counters (005_request_list_speed.sql). */
export function liveCountSql(query: RequestListQuery, p: ListParams): Sql {
  return query.manufacturerIds === null
    ? sql`SELECT coalesce(sum(live), 0)::bigint AS n FROM request_counts`
    : sql`SELECT coalesce(sum(live), 0)::bigint AS n FROM request_counts WHERE manufacturer_id = ANY(${p.manufacturerIds}::int[])`;
}

/** Every row of the list in its order, no paging (ExportRequests reads it through a cursor). */
export function allRowsSql(query: RequestListQuery): Sql {
  const p = listParams(query);
  const dir = direction(query);
  return sql`SELECT ${LIST_COLUMNS} FROM image_requests r WHERE ${listFilter(query, p)}
      ORDER BY ${REQUEST_SORT_COLUMNS[query.sortField]} ${dir}${nullsLast(query)}, r.id ${dir}`;
}
