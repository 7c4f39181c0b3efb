import { readDataVersions, type DataVersions } from '../../db/dataVersions';
import { prepared, row, rows, type Queryable } from '../../db/pool';
import { sql } from '../../db/sql';
import { keptListValue, listKey } from './keptList';
import {
  listFilter,
  listParams,
  liveCountSql,
  pageSql,
  type RequestListPage,
  type RequestListQuery,
  type RequestListRow,
} from './listQuery';
import { searchedPage } from './search';
import { filteredPage } from './filtered';
import { filterKey, hasFilters } from './filters';

/** The versions a page is kept under: the list's data, and the day "past due" was worked out on. */
export type ListVersions = Pick<DataVersions, 'list' | 'today'>;

/**
 * A page of the list. `versions`: as read at the start of the call (the gate reads them with the
 * token); read here when not given. Each page is kept until they move (keptList.ts): the users
 * who open Binary Requests, or page back through a search, ask for the same pages.
 * The callers share the kept object: it is not to be changed.
 */
export async function listRequests(
  db: Queryable,
  query: RequestListQuery,
  versions?: ListVersions,
): Promise<RequestListPage> {
  const known = versions ?? (await readDataVersions(db));
  const { manufacturerIds, pattern, sortField, sortDirection, limit, offset, filters } = query;
  if (hasFilters(filters)) {
    // A follow moves no list version: a list of the followed is worked out on every call.
    const keep = filters.following === undefined;
    const filtered = () => filteredPage(db, query, known.list, keep, filterKey(filters));
    if (!keep) return filtered();
    const key = listKey<RequestListPage>(
      'page',
      known.today,
      manufacturerIds,
      pattern,
      sortField,
      sortDirection,
      limit,
      offset,
      ...filterKey(filters),
    );
    return keptListValue(db, known.list, key, filtered, pageBytes);
  }
  const key = listKey<RequestListPage>(
    'page',
    known.today,
    manufacturerIds,
    pattern,
    sortField,
    sortDirection,
    limit,
    offset,
  );
  return keptListValue(
    db,
    known.list,
    key,
    () => (pattern === null ? unsearchedPage(db, query) : searchedPage(db, query, known.list)),
    pageBytes,
  );
}

/**
 * About what a kept page holds in memory: its text twice over (UTF-16), once in the rows and once
 * in the answer worked out from them (binaryRequest.ts), and a few hundred bytes of objects a row.
 */
function pageBytes(page: RequestListPage): number {
  let bytes = 512;
  for (const r of page.rows) {
    bytes +=
      400 +
      4 *
        (r.uploadName.length +
          r.manufacturer.length +
          r.description.length +
          r.createdBy.length +
          r.status.length);
  }
  return bytes;
}

async function unsearchedPage(db: Queryable, query: RequestListQuery): Promise<RequestListPage> {
  const p = listParams(query);
  // The count is the trigger-kept per-manufacturer counters (005_request_list_speed.sql), read as
  // an uncorrelated sub-select of the page query: one round trip (and one pooled connection) per
  // call instead of two. Only an empty page (past the end) asks for it apart.
  const countSql = liveCountSql(query, p);
  const withTotal = await rows<RequestListRow & { listTotal: number }>(
    db,
    // Prepared: the same few texts (sort field, direction, restricted or not) on every opening of the list.
    prepared(pageSql(query, p, listFilter(query, p), sql`, (${countSql}) AS "listTotal"`)),
  );
  const first = withTotal[0];
  const total = first ? first.listTotal : ((await row<{ n: number }>(db, countSql))?.n ?? 0);
  return {
    rowCount: total,
    rowCountCapped: false,
    rows: withTotal.map(({ listTotal: _listTotal, ...gridRow }) => gridRow),
  };
}
