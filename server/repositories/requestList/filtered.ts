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
import { boundedWalkSql, walkBudget } from './searchWalk';

/**
 * A filtered count stops at `cap` (the search's cap). A search with filters whose matches are
 * estimated at most `collect` is paged from all of them, collected through the search index
 * and sorted, when a bounded walk of the sort index does not fill it (see manyMatches). Tests
 * of a small table lower both to reach every plan.
 */
export const FILTER_COUNT = { cap: SEARCH_COUNT_CAP, collect: 10 * SEARCH_COUNT_CAP };

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
    const collected = await collectedPage(db, query, FILTER_COUNT.cap);
    count = { n: collected.n, exact: false, estimate: collected.estimate };
    if (keep) rememberListValue(db, version, countKey, count);
    if (collected.n <= FILTER_COUNT.cap)
      return { rowCount: collected.n, rowCountCapped: false, rows: collected.rows };
  }
  const { n, exact } = count;
  if (n === 0) return { rowCount: 0, rowCountCapped: false, rows: [] };
  if (n <= FILTER_COUNT.cap) {
    const found = await collectedPage(db, query, FILTER_COUNT.cap);
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
  const found = await manyMatches(
    db,
    { ...query, limit: query.limit + probe },
    version,
    count.estimate,
  );
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
 * A page of a search with filters (or of filters alone) that match more than the cap. A search
 * walks the sort index first, bounded as a search's walk is (searchWalk.ts), the filters tested
 * in the walk (PostgreSQL may walk a filter's own (filter, created_on) index) and the word on
 * the rows it yields: dense matches fill a page within a few rows. When the walk does not fill
 * it and the matches are estimated few enough (FILTER_COUNT.collect), all of them are collected
 * through the search index (023: the word and the filters intersected there) and sorted: at
 * 1,000,000 requests "mustang" in one state, priority only, has 2,567, which PostgreSQL's own
 * plan found by walking the created_on index past 6,404 rows for page 1 (ten times that for
 * page 10).
 * Otherwise, and for filters alone, PostgreSQL's own plan reads the page.
 */
async function manyMatches(
  db: Queryable,
  query: RequestListQuery,
  version: number,
  estimate: number,
): Promise<RequestListRow[]> {
  const p = listParams(query);
  if (query.pattern !== null) {
    // Undated requests come last both ways: no single keyed walk for the due date (see pageSql).
    if (query.sortField !== 'PriorityDueDate') {
      const budget = await walkBudget(db, query, version, estimate);
      const walked = await rows<RequestListRow>(db, boundedWalkSql(query, p, budget, undefined));
      if (walked.length >= query.limit) return walked;
    }
    if (estimate <= FILTER_COUNT.collect) {
      const all = await collectedPage(db, query, FILTER_COUNT.collect);
      if (all.n <= FILTER_COUNT.collect) return all.rows;
    }
  }
  return rows<RequestListRow>(db, pageSql(query, p, listFilter(query, p)));
}

/**
 * Up to `upTo` + 1 matches, found by the filters' own indexes (the search index for a search),
 * counted, and when they are at most `upTo`, sorted into the page. MATERIALIZED: the matches are
 * found first, then sorted; inlined, the planner may walk the sort index instead, unaware that the
 * few matches lie late in it. The count is a row of its own, so a page past the end still has it.
 *
 * `estimate`: all the matches, estimated when there are more than `upTo`. A bitmap scan (the
 * search index's) reads the table in physical order and stops at `upTo` + 1 matches: the share
 * of the table's pages it got through before stopping is the share of the matches it found
 * (the last page reached, from each match's ctid). Read in another order, the matches reach
 * about the last page and the estimate is the count itself: the collection it lets through is
 * bounded anyway.
 */
async function collectedPage(
  db: Queryable,
  query: RequestListQuery,
  upTo: number,
): Promise<{ n: number; estimate: number; rows: RequestListRow[] }> {
  const p = listParams(query);
  const dir = direction(query);
  const nulls = nullsLast(query);
  const found = await rows<RequestListRow & { matchCount: number; reach: number; pages: number }>(
    db,
    sql`WITH m AS MATERIALIZED (
          SELECT r.id, ${REQUEST_SORT_COLUMNS[query.sortField]} AS k, r.ctid AS t FROM image_requests r
           WHERE ${listFilter(query, p)} LIMIT ${upTo + 1}::int)
        SELECT c.n AS "matchCount", c.reach, c.pages, page.*
          FROM (SELECT count(*)::int AS n, coalesce(max((m.t::text::point)[0]), 0)::int + 1 AS reach,
                       (pg_relation_size('image_requests') / current_setting('block_size')::int)::int AS pages
                  FROM m) c
          LEFT JOIN LATERAL (
            SELECT ${LIST_COLUMNS}, sorted.k
              FROM (SELECT m.id, m.k FROM m WHERE c.n <= ${upTo}::int
                     ORDER BY m.k ${dir}${nulls}, m.id ${dir}
                     LIMIT ${p.limit}::int OFFSET ${p.offset}::int) sorted
              JOIN image_requests r ON r.id = sorted.id) page ON true
         ORDER BY page.k ${dir}${nulls}, page.id ${dir}`,
  );
  const first = found[0];
  const n = first?.matchCount ?? 0;
  const estimate = first && n > upTo ? Math.max(n, Math.round((n * first.pages) / first.reach)) : n;
  return {
    n,
    estimate,
    rows: found
      .filter((r) => r.id !== null)
      .map(
        ({
          matchCount: _n,
          reach: _reach,
          pages: _pages,
          k: _k,
          ...gridRow
        }: RequestListRow & { matchCount: number; reach: number; pages: number; k?: unknown }) =>
          gridRow,
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
  const n = Number(counted?.n ?? 0);
  return { n, exact: true, estimate: n };
}

interface FilteredCount {
  /** Exact when `exact`; else exact up to FILTER_COUNT.cap, and FILTER_COUNT.cap + 1 for more. */
  n: number;
  exact: boolean;
  /** All the matches, estimated beyond the cap (collectedPage). */
  estimate: number;
}
