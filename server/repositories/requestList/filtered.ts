import { row, rows, type Queryable } from '../../db/pool';
import { sql } from '../../db/sql';
import { onlyManufacturerFilter } from './filters';
import { keptListValue, listKey } from './keptList';
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
  const countNow = () => countFiltered(db, query);
  const { n, exact } = keep
    ? await keptListValue(
        db,
        version,
        listKey<FilteredCount>('count', query.manufacturerIds, query.pattern, ...filterKey),
        countNow,
      )
    : await countNow();
  if (n === 0) return { rowCount: 0, rowCountCapped: false, rows: [] };
  const p = listParams(query);
  const where = listFilter(query, p);
  if (n <= FILTER_COUNT.cap) {
    const dir = direction(query);
    const nulls = nullsLast(query);
    // MATERIALIZED: the matches are found first (by the filters' indexes), then sorted; inlined,
    // the planner may walk the sort index instead, unaware that the few matches lie late in it.
    const found = await rows<RequestListRow>(
      db,
      sql`WITH m AS MATERIALIZED (
            SELECT r.id, ${REQUEST_SORT_COLUMNS[query.sortField]} AS k FROM image_requests r WHERE ${where})
          SELECT ${LIST_COLUMNS}
            FROM (SELECT m.id, m.k FROM m ORDER BY m.k ${dir}${nulls}, m.id ${dir}
                   LIMIT ${p.limit}::int OFFSET ${p.offset}::int) page
            JOIN image_requests r ON r.id = page.id
           ORDER BY page.k ${dir}${nulls}, page.id ${dir}`,
    );
    return { rowCount: n, rowCountCapped: false, rows: found };
  }
  if (exact) {
    // An exact count beyond the cap (the manufacturer counters): the page is read as unfiltered.
    const page = await rows<RequestListRow>(db, pageSql(query, p, where));
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
 * The filtered count, stopped at the cap + 1 (a dense filter stops after a few thousand rows;
 * a sparse one is counted through its index). A filter on manufacturers alone, without a search,
 * is counted exactly from the trigger-kept counters (005_request_list_speed.sql).
 */
async function countFiltered(db: Queryable, query: RequestListQuery): Promise<FilteredCount> {
  const filters = query.filters ?? {};
  if (query.pattern === null && onlyManufacturerFilter(filters)) {
    const wanted = filters.manufacturerIds ?? [];
    const allowed = wanted.filter(
      (id) => query.manufacturerIds === null || query.manufacturerIds.includes(id),
    );
    const scoped = { ...query, manufacturerIds: allowed };
    const counted = await row<{ n: string | number }>(db, liveCountSql(scoped, listParams(scoped)));
    return { n: Number(counted?.n ?? 0), exact: true };
  }
  const p = listParams(query);
  const counted = await row<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM image_requests r WHERE ${listFilter(query, p)}
          LIMIT ${FILTER_COUNT.cap + 1}::int) m`,
  );
  return { n: counted?.n ?? 0, exact: false };
}

interface FilteredCount {
  /** Exact when `exact`; else exact up to FILTER_COUNT.cap, and FILTER_COUNT.cap + 1 for more. */
  n: number;
  exact: boolean;
}
