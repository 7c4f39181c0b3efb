import { row, rows, type Queryable } from '../../db/pool';
import { emptySql, sql, sqlParams, type Sql } from '../../db/sql';
import { keptListValue, listKey, recallListValue, rememberListValue } from './keptList';
import { matchesUpTo, nameBound, type NameBound } from './searchBound';
import {
  LIST_COLUMNS,
  REQUEST_SORT_COLUMNS,
  direction,
  listFilter,
  listParams,
  liveCountSql,
  nullsLast,
  pageSql,
  type ListParams,
  type RequestListQuery,
  type RequestListRow,
  type RequestSortField,
} from './listQuery';

/** Where a search's first match lies in one sort order: the walk of later pages starts there. */
interface FirstMatch {
  key: string;
  id: number;
}

/** The SQL type of each sort key, to compare a remembered key (read back as text) with the index. */
const SORT_KEY_TYPES: Record<RequestSortField, Sql> = {
  UploadName: sql`text`,
  Description: sql`text`,
  Manufacturer: sql`text`,
  Status: sql`text`,
  CreatedOn: sql`timestamptz`,
  CreatedBy: sql`text`,
  PriorityDueDate: sql`date`,
};

/** A row of a collected page, with its sort key as text (where a later walk may start). */
export type SortedRow = RequestListRow & { sortKey: string | null };

/**
 * A page of a search with more matches than the cap. The cheap plan is walking the sort index
 * and filtering, which finds a page quickly when the matches are spread along it. PostgreSQL
 * cannot tell when they cluster in sort order (a search for "lucky" sorted by name walks past
 * every name before L), so the walk is bounded: if it does not fill the page within a few
 * times the rows the estimated density needs, the matches lie late in the order and are
 * collected through the trigram index and sorted. That collection also gives the first match in
 * this order, which is remembered (per data version, as the count): the next pages walk the
 * index from there, where the matches are. Sorted by name, the first page is collected up to a
 * bound instead, in one index scan, walk or no walk (searchBound.ts).
 */
export async function manyMatchesPage(
  db: Queryable,
  query: RequestListQuery,
  version: number,
  estimate: number,
  /** The name bound the count's probe gave (null: none), when the count was taken just now. */
  knownBound?: NameBound | null,
): Promise<RequestListRow[]> {
  const p = listParams(query);
  if (query.sortField === 'PriorityDueDate') {
    // Undated requests last in both directions (see pageSql): no single keyed walk; the
    // matches are spread over the dates, which the planner's walk serves.
    return rows<RequestListRow>(db, pageSql(query, p, listFilter(query, p)));
  }
  const firstKey = listKey<FirstMatch>(
    'first',
    query.manufacturerIds,
    query.pattern,
    query.sortField,
    query.sortDirection,
  );
  const first = recallListValue(db, version, firstKey);
  const collect = async (matches: { from: Sql; where: Sql }) => {
    const collected = await rows<SortedRow>(db, collectAndSortSql(query, p, matches));
    const head = collected[0];
    if (query.offset === 0 && head?.sortKey != null)
      rememberListValue(db, version, firstKey, { key: head.sortKey, id: head.id });
    return collected.map(withoutSortKey);
  };
  // Sorted by name, where nothing is remembered yet: the matches up to a bound the count's probe
  // gives (searchBound.ts), read in one index scan whether they cluster or spread, no walk first.
  if (
    first === undefined &&
    estimate * NAME_BOUND_SHARE >= (await liveRequests(db, query, version))
  ) {
    const bound = knownBound === undefined ? await nameBound(db, query, p) : knownBound;
    if (bound) return collect(matchesUpTo(query, p, bound));
  }
  const budget = await walkBudget(db, query, version, estimate);
  const walked = await rows<RequestListRow>(db, boundedWalkSql(query, p, budget, first));
  if (walked.length >= query.limit) return walked;
  return collect(searchMatches(query, p));
}

/**
 * The rows a bounded walk may read: a few times those the estimated density of `estimate`
 * matches among the live requests needs to reach the end of the page.
 */
export async function walkBudget(
  db: Queryable,
  query: RequestListQuery,
  version: number,
  estimate: number,
): Promise<number> {
  const live = await liveRequests(db, query, version);
  return (
    Math.ceil(((query.offset + query.limit) * Math.max(live, estimate)) / Math.max(1, estimate)) *
      WALK_SLACK +
    100
  );
}

/** The live requests the user may see, kept per data version. */
function liveRequests(db: Queryable, query: RequestListQuery, version: number): Promise<number> {
  return keptListValue(db, version, listKey<number>('live', query.manufacturerIds), async () => {
    const counted = await row<{ n: number }>(db, liveCountSql(query, listParams(query)));
    return counted?.n ?? 0;
  });
}

/**
 * The least share of the live requests a search must be estimated to match for its page to be
 * read up to a name bound (searchBound.ts) rather than by collecting every match. The bound's
 * index scan goes through the names before the bound (up to every live request, about 0.1 µs
 * each under load), the collection reads a table page per match (7-20 µs each from the
 * operating system's cache): below about one match in a hundred requests, collecting them all
 * costs less.
 */
const NAME_BOUND_SHARE = 100;

export function withoutSortKey({ sortKey: _sortKey, ...gridRow }: SortedRow): RequestListRow {
  return gridRow;
}

/** A search's matches through the trigram index (009_request_search.sql), with the manufacturer filter. */
export function searchMatches(query: RequestListQuery, p: ListParams): { from: Sql; where: Sql } {
  return {
    from: sql`request_search_matches(${p.pattern}) r`,
    where:
      query.manufacturerIds !== null
        ? sql`r.manufacturer_id = ANY(${p.manufacturerIds}::int[])`
        : sql`true`,
  };
}

/**
 * A page of a search's matches: sorts their ids and sort keys only, then reads the page's rows.
 * `sortKey` is the row's sort key as text (where a later walk may start).
 */
export function collectAndSortSql(
  query: RequestListQuery,
  p: ListParams,
  matches: { from: Sql; where: Sql },
): Sql {
  const dir = direction(query);
  // Undated requests stay last in both directions, as in pageSql.
  const nulls = nullsLast(query);
  return sql`SELECT ${LIST_COLUMNS}, page.k::text AS "sortKey"
      FROM (SELECT r.id, ${REQUEST_SORT_COLUMNS[query.sortField]} AS k FROM ${matches.from} WHERE ${matches.where}
             ORDER BY k ${dir}${nulls}, r.id ${dir} LIMIT ${p.limit}::int OFFSET ${p.offset}::int) page
      JOIN image_requests r ON r.id = page.id
     ORDER BY page.k ${dir}${nulls}, page.id ${dir}`;
}

/** How many times the rows the estimated density needs the bounded walk may read. */
const WALK_SLACK = 4;

/**
 * A page of a search read from at most `budget` rows of the sort index: the inner query walks
 * the index (the restriction and the list's filters only: PostgreSQL may walk a filter's own
 * (filter, created_on) index of 017), from the remembered first match when there is one, and
 * the outer one keeps the matches. The sort key is a column of the walk, so PostgreSQL sees the
 * walk's order and stops it as soon as the page is full (ordering by the expression again would
 * read the whole budget and sort it). Not for the due date, whose undated rows come last both ways.
 */
export function boundedWalkSql(
  query: RequestListQuery,
  p: ListParams,
  budget: number,
  first: FirstMatch | undefined,
): Sql {
  // Numbered after the page's own parameters.
  const walk = sqlParams({ budget, firstKey: first?.key ?? null, firstId: first?.id ?? null });
  const base = listFilter({ ...query, pattern: null }, p);
  const dir = direction(query);
  const expr = REQUEST_SORT_COLUMNS[query.sortField];
  // A row comparison on the (expr, id) index starts the scan at the first match.
  const start = first
    ? sql` AND (${expr}, r.id) ${query.sortDirection === 'asc' ? sql`>=` : sql`<=`} (${walk.firstKey}::${SORT_KEY_TYPES[query.sortField]}, ${walk.firstId}::int)`
    : emptySql;
  return sql`SELECT ${LIST_COLUMNS}
      FROM (SELECT r.*, ${expr} AS walk_key FROM image_requests r WHERE ${base}${start}
             ORDER BY ${expr} ${dir}, r.id ${dir} LIMIT ${walk.budget}::int) r
     WHERE r.search_text LIKE ${p.pattern}
     ORDER BY r.walk_key ${dir}, r.id ${dir}
     LIMIT ${p.limit}::int OFFSET ${p.offset}::int`;
}
