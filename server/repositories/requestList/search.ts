import { row, rows, type Queryable } from '../../db/pool';
import { emptySql, sql, sqlParams } from '../../db/sql';
import { keptListValue, listKey } from './keptList';
import { CODE_POINT_ORDER, COUNT_PROBE, SEARCH_PROBE_MATCHES, type NameBound } from './searchBound';
import {
  REQUEST_SORT_COLUMNS,
  direction,
  listParams,
  type RequestListPage,
  type RequestListQuery,
} from './listQuery';
import {
  collectAndSortSql,
  manyMatchesPage,
  searchMatches,
  withoutSortKey,
  type SortedRow,
} from './searchWalk';

/**
 * A search's page: its capped count decides the plan (docs/performance.md, "Search at 100,000
 * and 1,000,000 requests"): no page when nothing matches, the matches collected and sorted when
 * they are few, an index walk (searchWalk.ts) when they are many.
 */

/**
 * A search's count stops at this many matches: beyond it GetRequests says "more than"
 * (rowCountCapped), as GitHub's search stops at 1,000 results. 100 pages of 10 is further than
 * anyone pages by hand rather than narrowing the search, and 1,001 matches of a common word
 * are found in the first few thousand rows of the table (see countSearch), while the trigram
 * index alone took 26-110 ms at 1,000,000 requests to list every match of one.
 */
export const SEARCH_COUNT_CAP = 1_000;

/** The rows countSearch probes (searchBound.ts, where the name bound reads the same rows). */
export { COUNT_PROBE };

export async function searchedPage(
  db: Queryable,
  query: RequestListQuery,
  version: number,
): Promise<RequestListPage> {
  // A first call sorted by name also learns its name bound from the count's probe (below).
  let bound: NameBound | null | undefined;
  const count = await keptListValue(
    db,
    version,
    listKey<SearchCount>('count', query.manufacturerIds, query.pattern),
    async () => {
      const counted = await countSearch(db, query);
      bound = counted.bound;
      return { n: counted.n, estimate: counted.estimate };
    },
  );
  // Nothing matches at this data version: no page to read.
  if (count.n === 0) return { rowCount: 0, rowCountCapped: false, rows: [] };
  if (count.n <= SEARCH_COUNT_CAP) {
    // At most the cap: collect the matches through the trigram index and sort them.
    const p = listParams(query);
    const found = await rows<SortedRow>(db, collectAndSortSql(query, p, searchMatches(query, p)));
    return { rowCount: count.n, rowCountCapped: false, rows: found.map(withoutSortKey) };
  }
  // More than the cap match. On a page reaching past it, one row more tells whether another
  // page follows (the pager lets the user on while it does), and a page that ends the matches
  // makes the count exact again.
  const probe = query.offset + query.limit >= SEARCH_COUNT_CAP ? 1 : 0;
  const found = await manyMatchesPage(
    db,
    { ...query, limit: query.limit + probe },
    version,
    count.estimate,
    bound,
  );
  if (found.length > query.limit) {
    return {
      rowCount: Math.max(SEARCH_COUNT_CAP, query.offset + query.limit),
      rowCountCapped: true,
      rows: found.slice(0, query.limit),
    };
  }
  if (probe === 1 && found.length > 0)
    return { rowCount: query.offset + found.length, rowCountCapped: false, rows: found };
  return { rowCount: SEARCH_COUNT_CAP, rowCountCapped: true, rows: found };
}

interface SearchCount {
  /** Exact up to SEARCH_COUNT_CAP; SEARCH_COUNT_CAP + 1 means more. */
  n: number;
  /** The matches: n when exact; else estimated from the probe's density over the live rows. */
  estimate: number;
}

/**
 * A search's capped count. A common word is decided by a probe: the first rows of the table
 * in physical order (no index, COUNT_PROBE), tested until more than the cap match; a
 * few milliseconds, and finding cap + 1 matches proves "more than the cap" exactly. Rarer
 * words fall through to the trigram index, counted up to the cap (011_request_search_count.sql).
 * The probe's density also estimates how many match, which sizes the index walk (manyMatchesPage).
 */
async function countSearch(
  db: Queryable,
  query: RequestListQuery,
): Promise<SearchCount & { bound?: NameBound | null }> {
  if (withNameBound(query)) return countSearchWithBound(db, query);
  const p = probeParams(query);
  const counted = await row<ProbeCount>(
    db,
    sql`SELECT ${countColumns(p)}
       FROM (SELECT count(*)::int AS found, coalesce(max(m.rn), 0)::int AS scanned
               FROM (${probeMatches(p, false)}) m) p`,
  );
  return counted ? { n: counted.n, estimate: estimateOf(counted) } : { n: 0, estimate: 0 };
}

interface ProbeCount {
  found: number;
  scanned: number;
  n: number;
  live: number;
}

const probeParams = (query: RequestListQuery) =>
  sqlParams({
    pattern: query.pattern,
    manufacturerIds: query.manufacturerIds,
    maxRows: COUNT_PROBE.maxRows,
    cap: SEARCH_COUNT_CAP,
    share: COUNT_PROBE.share,
  });

/**
 * The probe: the live requests in the caller's scope among the first rows in physical order (at
 * most COUNT_PROBE.maxRows, and a share of the live requests) whose text matches, at most cap + 1
 * of them, each with its row number `rn`; `withKey` adds each one's id and name sort key `k`.
 */
const probeMatches = (p: ReturnType<typeof probeParams>, withKey: boolean) =>
  sql`SELECT s.rn${withKey ? sql`, s.id, s.k` : emptySql}
        FROM (SELECT row_number() OVER () AS rn${withKey ? sql`, r.id, ${REQUEST_SORT_COLUMNS.UploadName} AS k` : emptySql},
                     r.search_text, r.removed_at, r.manufacturer_id
                FROM image_requests r
               LIMIT least(${p.maxRows}::int, ((SELECT coalesce(sum(live), 0) FROM request_counts) / ${p.share}::int)::int)) s
       WHERE s.removed_at IS NULL AND (${p.manufacturerIds}::int[] IS NULL OR s.manufacturer_id = ANY(${p.manufacturerIds}::int[]))
         AND s.search_text LIKE ${p.pattern}
       LIMIT ${p.cap} + 1`;

/** A ProbeCount from the probe's `p` (found, scanned); the trigram count when the probe found few. */
const countColumns = (p: ReturnType<typeof probeParams>) =>
  sql`p.found, p.scanned, (SELECT coalesce(sum(live), 0)::int FROM request_counts) AS live,
      CASE WHEN p.found > ${p.cap} THEN p.found ELSE request_search_count(${p.pattern}, ${p.manufacturerIds}::int[], ${p.cap} + 1) END AS n`;

function estimateOf(counted: ProbeCount): number {
  return counted.n > SEARCH_COUNT_CAP && counted.scanned > 0
    ? Math.max(counted.n, Math.round((counted.found * counted.live) / counted.scanned))
    : counted.n;
}

/**
 * Whether a count also takes the page's name bound (searchBound.ts) from its probe's matches: a
 * page sorted by name that ends before the cap, whose bound is among the probe's first
 * SEARCH_PROBE_MATCHES (the matches the count stops at), so nameBound need not read those rows
 * again (7-10 ms of database CPU at 1,000,000 requests under load, issue 22's "lucky").
 */
const withNameBound = (query: RequestListQuery) =>
  query.sortField === 'UploadName' &&
  query.offset + query.limit < SEARCH_COUNT_CAP &&
  SEARCH_COUNT_CAP + 1 === SEARCH_PROBE_MATCHES;

/**
 * countSearch's statement with nameBound's answer beside it: the probe's matches kept once
 * (MATERIALIZED), counted, and the (offset + limit)-th of them in the page's order taken. `bound`
 * is null where there is none (too few matches in the probe, or no code-point collation).
 */
async function countSearchWithBound(
  db: Queryable,
  query: RequestListQuery,
): Promise<SearchCount & { bound: NameBound | null }> {
  const p = probeParams(query);
  const nth = query.offset + query.limit - 1;
  const dir = direction(query);
  const counted = await row<
    ProbeCount & { key: string | null; id: number | null; codePoint: boolean }
  >(
    db,
    sql`WITH m AS MATERIALIZED (${probeMatches(p, true)})
        SELECT ${countColumns(p)}, b.key, b.id, ${CODE_POINT_ORDER} AS "codePoint"
          FROM (SELECT count(*)::int AS found, coalesce(max(m.rn), 0)::int AS scanned FROM m) p
          LEFT JOIN (SELECT m.k AS key, m.id FROM m ORDER BY m.k ${dir}, m.id ${dir}
                     OFFSET ${nth}::int LIMIT 1) b ON true`,
  );
  if (!counted) return { n: 0, estimate: 0, bound: null };
  const bound =
    counted.codePoint && counted.key !== null && counted.id !== null
      ? { key: counted.key, id: counted.id }
      : null;
  return { n: counted.n, estimate: estimateOf(counted), bound };
}
