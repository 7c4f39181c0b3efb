import { row, rows, type Queryable } from '../../db/pool';
import { sql } from '../../db/sql';
import { onlyManufacturerFilter } from './filters';
import { listKey, recallListValue, rememberListValue } from './keptList';
import {
  LIST_COLUMNS,
  REQUEST_SORT_COLUMNS,
  direction,
  listFilter,
  listParams,
  liveCountSql,
  nullsLast,
  pageSql,
  type RequestListPage,
  type RequestListQuery,
  type RequestListRow,
} from './listQuery';
import { SEARCH_COUNT_CAP } from './search';

/** A filtered count stops at `cap` (the search's cap); tests of a small table lower it to reach both plans. */
export const FILTER_COUNT = { cap: SEARCH_COUNT_CAP };

/**
 * A filtered page (with or without a search), planned as a search is (search.ts): a count
 * stopped at SEARCH_COUNT_CAP decides the plan. At most the cap: the matches are collected
 * through the filters' own indexes (017_request_filter_indexes.sql, the trigram index for the
 * search) and sorted, so a sort index is never walked past rows that do not match. More: the
 * matches are dense (over a thousandth of a million requests), and walking the sort index,
 * testing each row, fills a page within a few thousand rows, which PostgreSQL's own plan does.
 *
 * `keep` is false for a list PostgreSQL's list version does not follow (`following`: a follow
 * moves no version), whose count is then worked out on each call.
 */
export async function filteredPage(
  db: Queryable,
  query: RequestListQuery,
  version: number,
  keep: boolean,
  filterKey: unknown[],
): Promise<RequestListPage> {
  const countKey = listKey<FilteredCount>(
    'count',
    query.manufacturerIds,
    query.pattern,
    ...filterKey,
  );
  let count = keep ? recallListValue(db, version, countKey) : undefined;
  if (!count && query.pattern === null && onlyManufacturerFilter(query.filters ?? {}))
    count = await manufacturerCount(db, query);
  if (!count) {
    // First call: one statement collects up to cap + 1 matches, counts them and, when they are
    // at most the cap, sorts them into the page, so a few matches are read from the table once.
    const collected = await collectedPage(db, query);
    count = { n: collected.n, exact: false };
    if (keep) rememberListValue(db, version, countKey, count);
    if (collected.n <= FILTER_COUNT.cap)
      return { rowCount: collected.n, rowCountCapped: false, rows: collected.rows };
  }
  const { n, exact } = count;
  if (n === 0) return { rowCount: 0, rowCountCapped: false, rows: [] };
  if (n <= FILTER_COUNT.cap) {
    const found = await collectedPage(db, query);
    return { rowCount: n, rowCountCapped: false, rows: found.rows };
  }
  const p = listParams(query);
  if (exact) {
    // An exact count beyond the cap (the manufacturer counters): the page is read as unfiltered.
    const page = await rows<RequestListRow>(db, pageSql(query, p, listFilter(query, p)));
    return { rowCount: n, rowCountCapped: false, rows: page };
  }
  // More than the cap: as a search's page (search.ts), one row more on a page reaching past the
  // cap tells whether another page follows, and a page that ends the matches makes the count exact.
  const probe = query.offset + query.limit >= FILTER_COUNT.cap ? 1 : 0;
  const probed = listParams({ ...query, limit: query.limit + probe });
  const found = await rows<RequestListRow>(db, pageSql(query, probed, listFilter(query, probed)));
  if (found.length > query.limit)
    return {
      rowCount: Math.max(FILTER_COUNT.cap, query.offset + query.limit),
      rowCountCapped: true,
      rows: found.slice(0, query.limit),
    };
  if (probe === 1 && found.length > 0)
    return { rowCount: query.offset + found.length, rowCountCapped: false, rows: found };
  return { rowCount: FILTER_COUNT.cap, rowCountCapped: true, rows: found };
}

/**
 * Up to cap + 1 matches, found by the filters' own indexes (the trigram index for the search),
 * counted, and when they are at most the cap, sorted into the page. MATERIALIZED: the matches are
 * found first, then sorted; inlined, the planner may walk the sort index instead, unaware that the
 * few matches lie late in it. The count is a row of its own, so a page past the end still has it.
 */
async function collectedPage(
  db: Queryable,
  query: RequestListQuery,
): Promise<{ n: number; rows: RequestListRow[] }> {
  const p = listParams(query);
  const dir = direction(query);
  const nulls = nullsLast(query);
  const found = await rows<RequestListRow & { matchCount: number }>(
    db,
    sql`WITH m AS MATERIALIZED (
          SELECT r.id, ${REQUEST_SORT_COLUMNS[query.sortField]} AS k FROM image_requests r
           WHERE ${listFilter(query, p)} LIMIT ${FILTER_COUNT.cap + 1}::int)
        SELECT c.n AS "matchCount", page.*
          FROM (SELECT count(*)::int AS n FROM m) c
          LEFT JOIN LATERAL (
            SELECT ${LIST_COLUMNS}, sorted.k
              FROM (SELECT m.id, m.k FROM m WHERE c.n <= ${FILTER_COUNT.cap}::int
                     ORDER BY m.k ${dir}${nulls}, m.id ${dir}
                     LIMIT ${p.limit}::int OFFSET ${p.offset}::int) sorted
              JOIN image_requests r ON r.id = sorted.id) page ON true
         ORDER BY page.k ${dir}${nulls}, page.id ${dir}`,
  );
  const n = found[0]?.matchCount ?? 0;
  return {
    n,
    rows: found
      .filter((r) => r.id !== null)
      .map(
        ({
          matchCount: _n,
          k: _k,
          ...gridRow
        }: RequestListRow & { matchCount: number; k?: unknown }) => gridRow,
      ),
  };
}

/** A filter on manufacturers alone, unsearched: counted exactly by the trigger-kept counters (005). */
async function manufacturerCount(db: Queryable, query: RequestListQuery): Promise<FilteredCount> {
  const wanted = query.filters?.manufacturerIds ?? [];
  const allowed = wanted.filter(
    (id) => query.manufacturerIds === null || query.manufacturerIds.includes(id),
  );
  const scoped = { ...query, manufacturerIds: allowed };
  const counted = await row<{ n: string | number }>(db, liveCountSql(scoped, listParams(scoped)));
  return { n: Number(counted?.n ?? 0), exact: true };
}

interface FilteredCount {
  /** Exact when `exact`; else exact up to FILTER_COUNT.cap, and FILTER_COUNT.cap + 1 for more. */
  n: number;
  exact: boolean;
}
