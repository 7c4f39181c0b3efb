import { cachedListValue, recallListValue, rememberListValue } from './requestListCache';
import { readDataVersions, type DataVersions } from '../db/dataVersions';
import { prepared, row, rows, type Queryable } from '../db/pool';

/** Image requests: the list, one request with its components, and their writes. */

/** The request list's sort fields and the expressions the indexes of 004_requests.sql were built on. */
export const REQUEST_SORT_COLUMNS = {
  UploadName: 'lower(r.name)',
  Description: 'lower(r.description)',
  Manufacturer: 'lower(r.manufacturer_name)',
  Status: 'lower(r.status)',
  CreatedOn: 'r.created_on',
  CreatedBy: 'lower(r.created_by_name)',
  PriorityDueDate: 'r.priority_due_date',
} as const;
export type RequestSortField = keyof typeof REQUEST_SORT_COLUMNS;

/**
 * Past due: a priority request (alias `r`) whose due date is before today (UTC) and whose state
 * is not a final one (a state with no actions out of it, e.g. Completed). GetRequest's query
 * (requestDetail.ts) uses it too.
 */
export const PAST_DUE = `(r.priority AND r.priority_due_date < (now() AT TIME ZONE 'UTC')::date
  AND EXISTS (SELECT 1 FROM workflow_actions wa WHERE wa.state_id = r.state_id))`;

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
}

function listFilter(query: RequestListQuery): { where: string; values: unknown[] } {
  const clauses = ['r.removed_at IS NULL'];
  const values: unknown[] = [];
  if (query.manufacturerIds !== null) {
    values.push(query.manufacturerIds);
    clauses.push(`r.manufacturer_id = ANY($${values.length}::int[])`);
  }
  if (query.pattern !== null) {
    values.push(query.pattern);
    // search_text is already lower-cased; a plain LIKE lets the trigram GIN index serve it.
    clauses.push(`r.search_text LIKE $${values.length}`);
  }
  return { where: clauses.join(' AND '), values };
}

const LIST_COLUMNS = `r.id, r.name AS "uploadName", r.manufacturer_name AS manufacturer, r.description,
  r.created_by_name AS "createdBy", r.created_on AS "createdOn", r.status, r.priority,
  r.priority_due_date AS "priorityDueDate", ${PAST_DUE} AS "pastDue"`;

/**
 * One page of rows, read in the order of an (expr, id) b-tree index of 004_requests.sql.
 * Every sort column but the due date is NOT NULL, so no NULLS clause is written and a backward
 * index scan serves `desc`. The due date keeps undated requests last in both directions: `asc`
 * is the index's own order; `desc` (which a backward scan would give NULLS FIRST) reads the
 * dated and the undated rows as two index-ordered branches and merges the few rows they return.
 */
function pageSql(
  query: RequestListQuery,
  where: string,
  limitParam: string,
  offsetParam: string,
  source = 'image_requests',
  extraColumns = '',
): string {
  const dir = query.sortDirection === 'asc' ? 'ASC' : 'DESC';
  if (query.sortField === 'PriorityDueDate' && query.sortDirection === 'desc') {
    const window = `(${limitParam} + ${offsetParam})`;
    return `SELECT page.*${extraColumns} FROM (
        (SELECT ${LIST_COLUMNS} FROM ${source} r WHERE ${where} AND r.priority_due_date IS NOT NULL
          ORDER BY r.priority_due_date DESC, r.id DESC LIMIT ${window})
        UNION ALL
        (SELECT ${LIST_COLUMNS} FROM ${source} r WHERE ${where} AND r.priority_due_date IS NULL
          ORDER BY r.priority_due_date DESC, r.id DESC LIMIT ${window})
      ) page
      ORDER BY page."priorityDueDate" DESC NULLS LAST, page.id DESC
      LIMIT ${limitParam} OFFSET ${offsetParam}`;
  }
  const nulls = query.sortField === 'PriorityDueDate' ? ' NULLS LAST' : '';
  return `SELECT ${LIST_COLUMNS}${extraColumns} FROM ${source} r WHERE ${where}
      ORDER BY ${REQUEST_SORT_COLUMNS[query.sortField]} ${dir}${nulls}, r.id ${dir}
      LIMIT ${limitParam} OFFSET ${offsetParam}`;
}

/** The live requests the user may see, from the trigger-kept counters (005_request_list_speed.sql). */
function liveCountSql(manufacturerIds: number[] | null): string {
  return manufacturerIds === null
    ? 'SELECT coalesce(sum(live), 0)::bigint AS n FROM request_counts'
    : 'SELECT coalesce(sum(live), 0)::bigint AS n FROM request_counts WHERE manufacturer_id = ANY($1::int[])';
}

export interface RequestListPage {
  rowCount: number;
  /** The search's count stopped at SEARCH_COUNT_CAP: more than rowCount requests match. */
  rowCountCapped: boolean;
  rows: RequestListRow[];
}

/** The versions a page is kept under: the list's data, and the day "past due" was worked out on. */
export type ListVersions = Pick<DataVersions, 'list' | 'today'>;

/**
 * A page of the list. `versions`: as read at the start of the call (the gate reads them with the
 * token); read here when not given. Each page is kept until they move (requestListCache.ts):
 * the users who open Binary Requests, or page back through a search, ask for the same pages.
 * The callers share the kept object: it is not to be changed.
 */
export async function listRequests(
  db: Queryable,
  query: RequestListQuery,
  versions?: ListVersions,
): Promise<RequestListPage> {
  const known = versions ?? (await readDataVersions(db));
  const { manufacturerIds, pattern, sortField, sortDirection, limit, offset } = query;
  const key = JSON.stringify([
    'page',
    known.today,
    manufacturerIds,
    pattern,
    sortField,
    sortDirection,
    limit,
    offset,
  ]);
  return cachedListValue(
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
  const { where, values } = listFilter(query);
  const limitParam = `$${values.length + 1}::int`;
  const offsetParam = `$${values.length + 2}::int`;
  // The count is the trigger-kept per-manufacturer counters (005_request_list_speed.sql), read as
  // an uncorrelated sub-select of the page query: one round trip (and one pooled connection) per
  // call instead of two. Only an empty page (past the end) asks for it apart.
  const countSql = liveCountSql(query.manufacturerIds);
  const countValues = query.manufacturerIds === null ? [] : [query.manufacturerIds];
  const withTotal = await rows<RequestListRow & { listTotal: number }>(
    db,
    // Prepared: the same few texts (sort field, direction, restricted or not) on every opening of the list.
    prepared(
      pageSql(
        query,
        where,
        limitParam,
        offsetParam,
        'image_requests',
        `, (${countSql}) AS "listTotal"`,
      ),
    ),
    [...values, query.limit, query.offset],
  );
  const first = withTotal[0];
  const total = first
    ? first.listTotal
    : ((await row<{ n: number }>(db, countSql, countValues))?.n ?? 0);
  return {
    rowCount: total,
    rowCountCapped: false,
    rows: withTotal.map(({ listTotal: _listTotal, ...gridRow }) => gridRow),
  };
}

async function searchedPage(
  db: Queryable,
  query: RequestListQuery,
  version: number,
): Promise<RequestListPage> {
  const { values } = listFilter(query);
  const count = await cachedListValue(
    db,
    version,
    JSON.stringify([query.manufacturerIds, query.pattern]),
    () => countSearch(db, query),
  );
  // Nothing matches at this data version: no page to read.
  if (count.n === 0) return { rowCount: 0, rowCountCapped: false, rows: [] };
  if (count.n <= SEARCH_COUNT_CAP) {
    // At most the cap: collect the matches through the trigram index and sort them.
    const matches = searchMatches(query);
    const limitParam = `$${values.length + 1}::int`;
    const offsetParam = `$${values.length + 2}::int`;
    const found = await rows<RequestListRow & { sortKey: string | null }>(
      db,
      collectAndSortSql(query, matches, limitParam, offsetParam),
      [...values, query.limit, query.offset],
    );
    return { rowCount: count.n, rowCountCapped: false, rows: found.map(withoutSortKey) };
  }
  // More than the cap match. On a page reaching past it, one row more tells whether another
  // page follows (the pager lets the user on while it does), and a page that ends the matches
  // makes the count exact again.
  const probe = query.offset + query.limit >= SEARCH_COUNT_CAP ? 1 : 0;
  const found = await manyMatchesPage(
    db,
    { ...query, limit: query.limit + probe },
    values,
    version,
    count.estimate,
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

/**
 * A search's count stops at this many matches: beyond it GetRequests says "more than"
 * (rowCountCapped), as GitHub's search stops at 1,000 results. 100 pages of 10 is further than
 * anyone pages by hand rather than narrowing the search, and 1,001 matches of a common word
 * are found in the first few thousand rows of the table (see countSearch), while the trigram
 * index alone took 26-110 ms at 1,000,000 requests to list every match of one.
 */
export const SEARCH_COUNT_CAP = 1_000;

/**
 * Rows of the table, in its physical order, that countSearch reads looking for more than the
 * cap: at most 20,000, and at most a twentieth of the live requests, so that a rare word, for
 * which the probe finds too few and the trigram index answers, wastes little (at 100,000
 * requests the index lists even a common word's matches in a few milliseconds). Tests of a
 * small table raise the share to reach the probe.
 */
export const COUNT_PROBE = { maxRows: 20_000, share: 20 };

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
async function countSearch(db: Queryable, query: RequestListQuery): Promise<SearchCount> {
  const counted = await row<{ found: number; scanned: number; n: number; live: number }>(
    db,
    `SELECT p.found, p.scanned, (SELECT coalesce(sum(live), 0)::int FROM request_counts) AS live,
            CASE WHEN p.found > $4 THEN p.found ELSE request_search_count($1, $2::int[], $4 + 1) END AS n
       FROM (SELECT count(*)::int AS found, coalesce(max(m.rn), 0)::int AS scanned
               FROM (SELECT s.rn FROM (SELECT row_number() OVER () AS rn, r.search_text, r.removed_at, r.manufacturer_id
                                         FROM image_requests r
                                        LIMIT least($3::int, ((SELECT coalesce(sum(live), 0) FROM request_counts) / $5::int)::int)) s
                      WHERE s.removed_at IS NULL AND ($2::int[] IS NULL OR s.manufacturer_id = ANY($2::int[]))
                        AND s.search_text LIKE $1
                      LIMIT $4 + 1) m) p`,
    [
      query.pattern,
      query.manufacturerIds,
      COUNT_PROBE.maxRows,
      SEARCH_COUNT_CAP,
      COUNT_PROBE.share,
    ],
  );
  if (!counted) return { n: 0, estimate: 0 };
  const estimate =
    counted.n > SEARCH_COUNT_CAP && counted.scanned > 0
      ? Math.max(counted.n, Math.round((counted.found * counted.live) / counted.scanned))
      : counted.n;
  return { n: counted.n, estimate };
}

/** Where a search's first match lies in one sort order: the walk of later pages starts there. */
interface FirstMatch {
  key: string;
  id: number;
}

/** The SQL type of each sort key, to compare a remembered key (read back as text) with the index. */
const SORT_KEY_TYPES: Record<RequestSortField, string> = {
  UploadName: 'text',
  Description: 'text',
  Manufacturer: 'text',
  Status: 'text',
  CreatedOn: 'timestamptz',
  CreatedBy: 'text',
  PriorityDueDate: 'date',
};

/**
 * A page of a search with more matches than the cap. The cheap plan is walking the sort index
 * and filtering, which finds a page quickly when the matches are spread along it. PostgreSQL
 * cannot tell when they cluster in sort order (a search for "lucky" sorted by name walks past
 * every name before L), so the walk is bounded: if it does not fill the page within a few
 * times the rows the estimated density needs, the matches lie late in the order and are
 * collected through the trigram index and sorted. That collection also gives the first match
 * in this order, which is remembered (per data version, as the count): the next pages walk
 * the index from there, where the matches are.
 */
async function manyMatchesPage(
  db: Queryable,
  query: RequestListQuery,
  values: unknown[],
  version: number,
  estimate: number,
): Promise<RequestListRow[]> {
  const { where } = listFilter(query);
  const limitParam = `$${values.length + 1}::int`;
  const offsetParam = `$${values.length + 2}::int`;
  const pageValues = [...values, query.limit, query.offset];
  if (query.sortField === 'PriorityDueDate') {
    // Undated requests last in both directions (see pageSql): no single keyed walk; the
    // matches are spread over the dates, which the planner's walk serves.
    return rows<RequestListRow>(db, pageSql(query, where, limitParam, offsetParam), pageValues);
  }
  const live = await cachedListValue(
    db,
    version,
    JSON.stringify([query.manufacturerIds, 'live']),
    async () => {
      const counted = await row<{ n: number }>(
        db,
        liveCountSql(query.manufacturerIds),
        query.manufacturerIds === null ? [] : [query.manufacturerIds],
      );
      return counted?.n ?? 0;
    },
  );
  const firstKey = JSON.stringify([
    query.manufacturerIds,
    query.pattern,
    query.sortField,
    query.sortDirection,
    'first',
  ]);
  const first = recallListValue<FirstMatch>(db, version, firstKey);
  const budget =
    Math.ceil(((query.offset + query.limit) * Math.max(live, estimate)) / Math.max(1, estimate)) *
      WALK_SLACK +
    100;
  const walkValues = [...pageValues, budget, ...(first ? [first.key, first.id] : [])];
  const walked = await rows<RequestListRow>(
    db,
    boundedWalkSql(query, limitParam, offsetParam, values.length + 3, first !== undefined),
    walkValues,
  );
  if (walked.length >= query.limit) return walked;
  const collected = await rows<RequestListRow & { sortKey: string | null }>(
    db,
    collectAndSortSql(query, searchMatches(query), limitParam, offsetParam),
    pageValues,
  );
  const head = collected[0];
  if (query.offset === 0 && head?.sortKey != null)
    rememberListValue<FirstMatch>(db, version, firstKey, { key: head.sortKey, id: head.id });
  return collected.map(withoutSortKey);
}

function withoutSortKey({
  sortKey: _sortKey,
  ...gridRow
}: RequestListRow & { sortKey: string | null }): RequestListRow {
  return gridRow;
}

/** A search's matches through the trigram index (009_request_search.sql), with the manufacturer filter. */
function searchMatches(query: RequestListQuery): { from: string; where: string } {
  // listFilter numbers the manufacturer ids ($1) before the pattern, which is the last value.
  const restricted = query.manufacturerIds !== null;
  return {
    from: `request_search_matches($${restricted ? 2 : 1}) r`,
    where: restricted ? 'r.manufacturer_id = ANY($1::int[])' : 'true',
  };
}

/**
 * A page of a search's matches: sorts their ids and sort keys only, then reads the page's rows.
 * `sortKey` is the row's sort key as text (where a later walk may start).
 */
function collectAndSortSql(
  query: RequestListQuery,
  matches: { from: string; where: string },
  limitParam: string,
  offsetParam: string,
): string {
  const dir = query.sortDirection === 'asc' ? 'ASC' : 'DESC';
  // Undated requests stay last in both directions, as in pageSql.
  const nulls = query.sortField === 'PriorityDueDate' ? ' NULLS LAST' : '';
  return `SELECT ${LIST_COLUMNS}, page.k::text AS "sortKey"
      FROM (SELECT r.id, ${REQUEST_SORT_COLUMNS[query.sortField]} AS k FROM ${matches.from} WHERE ${matches.where}
             ORDER BY k ${dir}${nulls}, r.id ${dir} LIMIT ${limitParam} OFFSET ${offsetParam}) page
      JOIN image_requests r ON r.id = page.id
     ORDER BY page.k ${dir}${nulls}, page.id ${dir}`;
}

/** How many times the rows the estimated density needs the bounded walk may read. */
const WALK_SLACK = 4;

/**
 * A page of a search read from at most `$budget` rows of the sort index: the inner query walks
 * the index (manufacturer filter only), from the remembered first match when `fromFirst`
 * (`$budget + 1`, `$budget + 2`: its key and id), and the outer one keeps the matches. The sort
 * key is a column of the walk, so PostgreSQL sees the walk's order and stops it as soon as the
 * page is full (ordering by the expression again would read the whole budget and sort it).
 * Not for the due date, whose undated rows come last both ways.
 */
function boundedWalkSql(
  query: RequestListQuery,
  limitParam: string,
  offsetParam: string,
  budgetIndex: number,
  fromFirst: boolean,
): string {
  const base = listFilter({ ...query, pattern: null });
  const dir = query.sortDirection === 'asc' ? 'ASC' : 'DESC';
  const expr = REQUEST_SORT_COLUMNS[query.sortField];
  // A row comparison on the (expr, id) index starts the scan at the first match.
  const start = fromFirst
    ? ` AND (${expr}, r.id) ${dir === 'ASC' ? '>=' : '<='} ($${budgetIndex + 1}::${SORT_KEY_TYPES[query.sortField]}, $${budgetIndex + 2}::int)`
    : '';
  // listFilter numbers the manufacturer ids before the pattern, so the pattern is the last value.
  const patternParam = `$${base.values.length + 1}`;
  return `SELECT ${LIST_COLUMNS}
      FROM (SELECT r.*, ${expr} AS walk_key FROM image_requests r WHERE ${base.where}${start}
             ORDER BY ${expr} ${dir}, r.id ${dir} LIMIT $${budgetIndex}::int) r
     WHERE r.search_text LIKE ${patternParam}
     ORDER BY r.walk_key ${dir}, r.id ${dir}
     LIMIT ${limitParam} OFFSET ${offsetParam}`;
}

export interface RequestRecord {
  id: number;
  /** Grows with every save of the request's details (updateRequest). */
  version: number;
  name: string;
  description: string;
  mid: number;
  platformName: string;
  manufacturerId: number;
  manufacturerName: string;
  organizationId: string;
  organizationName: string | null;
  workflowId: string;
  stateId: string | null;
  status: string;
  priority: boolean;
  priorityDueDate: string | null;
  gpsPath: string | null;
  ssifIdentity: number | null;
  createdById: string;
  createdBy: string;
  createdOn: Date;
  pastDue: boolean;
}

/**
 * A live request the user may see, or undefined (absent, removed, or of another manufacturer:
 * all answer the same). `forUpdate` locks the row for the rest of the transaction.
 */
export async function findRequest(
  db: Queryable,
  id: number,
  manufacturerIds: number[] | null,
  forUpdate = false,
): Promise<RequestRecord | undefined> {
  return row<RequestRecord>(
    db,
    `SELECT r.id, r.version, r.name, r.description, r.mid, p.name AS "platformName", r.manufacturer_id AS "manufacturerId",
            r.manufacturer_name AS "manufacturerName", r.organization_id AS "organizationId", o.name AS "organizationName", o.workflow_id AS "workflowId",
            r.state_id AS "stateId", r.status, r.priority, r.priority_due_date AS "priorityDueDate", r.gps_path AS "gpsPath",
            r.ssif_identity AS "ssifIdentity", r.created_by_id AS "createdById", r.created_by_name AS "createdBy",
            r.created_on AS "createdOn", ${PAST_DUE} AS "pastDue"
       FROM image_requests r
       JOIN platforms p ON p.mid = r.mid
       JOIN organizations o ON o.id = r.organization_id
      WHERE r.id = $1 AND r.removed_at IS NULL AND ($2::int[] IS NULL OR r.manufacturer_id = ANY($2::int[]))
      ${forUpdate ? 'FOR UPDATE OF r' : ''}`,
    [id, manufacturerIds],
  );
}

export interface RequestComponentRow {
  componentID: number;
  componentType: string;
  required: boolean;
  isGame: boolean;
  relatedKeytbl: number | null;
  name: string;
  description: string;
  status: string | null;
  version: string | null;
  platform: string;
  isCustom: boolean;
}

/**
 * The request's components in list order, with the linked software's status and version.
 * A named row of a CustomNames type is linked by its name alone: it reads back as keytbl 0,
 * the value GetComponentsForLinking gives name-only rows. Custom rows have no type (id 0).
 */
export async function requestComponents(
  db: Queryable,
  requestId: number,
): Promise<RequestComponentRow[]> {
  return rows<RequestComponentRow>(
    db,
    `SELECT coalesce(rc.component_type_id, 0) AS "componentID", rc.component_type AS "componentType", rc.required,
            rc.is_game AS "isGame",
            CASE WHEN rc.keytbl IS NOT NULL THEN rc.keytbl
                 WHEN ct.filter_type = 'CustomNames' AND rc.name <> '' THEN 0 END AS "relatedKeytbl",
            rc.name, rc.description, s.status, s.version, p.name AS platform, rc.is_custom AS "isCustom"
       FROM request_components rc
       JOIN image_requests r ON r.id = rc.request_id
       JOIN platforms p ON p.mid = r.mid
       LEFT JOIN component_types ct ON ct.id = rc.component_type_id
       LEFT JOIN software s ON s.keytbl = rc.keytbl
      WHERE rc.request_id = $1
      ORDER BY rc.position, rc.id`,
    [requestId],
  );
}

/** A request's SSIF submission as GetRequest reads it (requestDetail.ts). */
export interface SubmissionInfoRow {
  identity: number;
  description: string;
  softwareAlias: string;
  filename: string;
  uploadDateTime: Date;
  manufacturer: string;
  platform: string;
}

export interface RequestWrite {
  name: string;
  description: string;
  mid: number;
  manufacturerId: number;
  manufacturerName: string;
  organizationId: string;
  stateId: string;
  status: string;
  priority: boolean;
  priorityDueDate: string | null;
  gpsPath: string | null;
}

export async function insertRequest(
  db: Queryable,
  write: RequestWrite,
  createdById: string,
  createdByName: string,
): Promise<number> {
  const created = await row<{ id: number }>(
    db,
    `INSERT INTO image_requests (name, description, mid, manufacturer_id, manufacturer_name, organization_id, state_id, status,
       priority, priority_due_date, gps_path, created_by_id, created_by_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      write.name,
      write.description,
      write.mid,
      write.manufacturerId,
      write.manufacturerName,
      write.organizationId,
      write.stateId,
      write.status,
      write.priority,
      write.priorityDueDate,
      write.gpsPath,
      createdById,
      createdByName,
    ],
  );
  if (!created) throw new Error('INSERT INTO image_requests returned no id');
  return created.id;
}

export async function updateRequest(db: Queryable, id: number, write: RequestWrite): Promise<void> {
  await db.query(
    `UPDATE image_requests SET name = $2, description = $3, mid = $4, manufacturer_id = $5, manufacturer_name = $6,
       organization_id = $7, state_id = $8, status = $9, priority = $10, priority_due_date = $11, gps_path = $12,
       version = version + 1
     WHERE id = $1`,
    [
      id,
      write.name,
      write.description,
      write.mid,
      write.manufacturerId,
      write.manufacturerName,
      write.organizationId,
      write.stateId,
      write.status,
      write.priority,
      write.priorityDueDate,
      write.gpsPath,
    ],
  );
}

export interface ComponentWrite {
  componentTypeId: number | null;
  componentType: string;
  name: string;
  description: string;
  required: boolean;
  isGame: boolean;
  isCustom: boolean;
  keytbl: number | null;
}

/** Replaces the request's components wholesale, keeping the list order. */
export async function replaceComponents(
  db: Queryable,
  requestId: number,
  components: ComponentWrite[],
): Promise<void> {
  await db.query('DELETE FROM request_components WHERE request_id = $1', [requestId]);
  if (components.length === 0) return;
  await db.query(
    `INSERT INTO request_components (request_id, component_type_id, component_type, name, description, required, is_game, is_custom, keytbl, position)
     SELECT $1, c.type_id, c.type, c.name, c.description, c.required, c.is_game, c.is_custom, c.keytbl, c.ord - 1
       FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::bool[], $7::bool[], $8::bool[], $9::int[])
            WITH ORDINALITY AS c(type_id, type, name, description, required, is_game, is_custom, keytbl, ord)`,
    [
      requestId,
      components.map((c) => c.componentTypeId),
      components.map((c) => c.componentType),
      components.map((c) => c.name),
      components.map((c) => c.description),
      components.map((c) => c.required),
      components.map((c) => c.isGame),
      components.map((c) => c.isCustom),
      components.map((c) => c.keytbl),
    ],
  );
}

export async function setRequestState(
  db: Queryable,
  id: number,
  stateId: string,
  status: string,
): Promise<void> {
  await db.query('UPDATE image_requests SET state_id = $2, status = $3 WHERE id = $1', [
    id,
    stateId,
    status,
  ]);
}

export async function markRequestRemoved(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE image_requests SET removed_at = now() WHERE id = $1', [id]);
}
