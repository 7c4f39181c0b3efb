import { row, type Queryable } from '../../db/pool';
import { sql, sqlParams, type Sql } from '../../db/sql';
import {
  REQUEST_SORT_COLUMNS,
  direction,
  type ListParams,
  type RequestListQuery,
} from './listQuery';

/**
 * Rows of the table, in its physical order, that a search's count reads looking for more than the
 * cap (search.ts, countSearch): at most 20,000, and at most a twentieth of the live requests, so
 * that a rare word, for which the probe finds too few and the trigram index answers, wastes little
 * (at 100,000 requests the index lists even a common word's matches in a few milliseconds). Tests
 * of a small table raise the share to reach the probe. The name bound below reads the same rows.
 */
export const COUNT_PROBE = { maxRows: 20_000, share: 20 };

/**
 * The matches the name bound takes from the probe's rows, in their physical order: as many as
 * the count stops at (SEARCH_COUNT_CAP + 1), so it reads the rows the count has just read.
 */
export const SEARCH_PROBE_MATCHES = 1_001;

/** A match's place in the name order: every match of a page sorts at or before it. */
export interface NameBound {
  key: string;
  id: number;
}

/**
 * Where the matches of a search's page end at the latest, in the upload name order (issue 22: a
 * search whose matches lie late in that order, "lucky" at 1,000,000 requests). Among the matches
 * in the rows the count's probe reads (warm: the count read them just before), the
 * (offset + limit)-th in the page's order (of the first SEARCH_PROBE_MATCHES found): that many
 * matches sort at or before it, so the page's rows all do. Reading the matches up to it through the search index (024, request_search_matches_by_name)
 * reads the rows of those alone, a few times the page's own where matches are dense, instead of
 * every match's. Undefined when the probe holds too few matches (a word whose matches lie beyond
 * it), or when the database does not order text by code point: the index's name prefix bounds the
 * order only under C-like collations (the embedded database is created with `--locale=C`; a
 * server's database under a linguistic collation keeps the full collection).
 */
export async function nameBound(
  db: Queryable,
  query: RequestListQuery,
  p: ListParams,
): Promise<NameBound | undefined> {
  if (query.sortField !== 'UploadName') return undefined;
  // Numbered after the page's own parameters.
  const probe = sqlParams({
    maxRows: COUNT_PROBE.maxRows,
    share: COUNT_PROBE.share,
    nth: query.offset + query.limit - 1,
    take: Math.max(SEARCH_PROBE_MATCHES, query.offset + query.limit),
  });
  const dir = direction(query);
  const found = await row<{ key: string | null; id: number | null; codePoint: boolean }>(
    db,
    sql`SELECT b.key, b.id, ${CODE_POINT_ORDER} AS "codePoint"
          FROM (SELECT 1) one
          LEFT JOIN (SELECT s.k AS key, s.id FROM (SELECT s.k, s.id
                       FROM (SELECT r.id, ${REQUEST_SORT_COLUMNS.UploadName} AS k, r.search_text, r.removed_at, r.manufacturer_id
                               FROM image_requests r
                              LIMIT least(${probe.maxRows}::int, ((SELECT coalesce(sum(live), 0) FROM request_counts) / ${probe.share}::int)::int)) s
                      WHERE s.removed_at IS NULL AND (${p.manufacturerIds}::int[] IS NULL OR s.manufacturer_id = ANY(${p.manufacturerIds}::int[]))
                        AND s.search_text LIKE ${p.pattern}
                      LIMIT ${probe.take}::int) s
                      ORDER BY s.k ${dir}, s.id ${dir}
                     OFFSET ${probe.nth}::int LIMIT 1) b ON true`,
  );
  if (!found?.codePoint || found.key === null || found.id === null) return undefined;
  return { key: found.key, id: found.id };
}

/**
 * Whether the database's default collation orders text by code point (C or POSIX under libc, or
 * the builtin provider of PostgreSQL 17+), where a string's first characters never sort after
 * those of a string after it. `to_jsonb` reads `datlocprovider` where it exists (15+): before 15
 * every database is libc's.
 */
export const CODE_POINT_ORDER = sql`(SELECT coalesce(to_jsonb(d) ->> 'datlocprovider', 'c') = 'b'
            OR (coalesce(to_jsonb(d) ->> 'datlocprovider', 'c') = 'c' AND d.datcollate IN ('C', 'POSIX'))
       FROM pg_database d WHERE d.datname = current_database())`;

/** The matches up to the bound, through the search index's name prefix (024), with the restriction. */
export function matchesUpTo(
  query: RequestListQuery,
  p: ListParams,
  bound: NameBound,
): { from: Sql; where: Sql } {
  const b = sqlParams({ key: bound.key, id: bound.id, descending: query.sortDirection === 'desc' });
  return {
    from: sql`request_search_matches_by_name(${p.pattern}, ${b.key}, ${b.id}::int, ${b.descending}::boolean) r`,
    where:
      query.manufacturerIds !== null
        ? sql`r.manufacturer_id = ANY(${p.manufacturerIds}::int[])`
        : sql`true`,
  };
}
