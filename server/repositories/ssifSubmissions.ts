import type { components } from '@/api/generated/openapi';
import { row, rows, type Queryable } from '../db/pool';
import { orderBy, pageWindow, searchPattern, type Page, type PageQuery } from './paging';
import type { ValidationComponentRow } from './softwareValidations';

export type SubmissionSortField =
  'softwareAlias' | 'Description' | 'Manufacturer' | 'filename' | 'uploadDateTime';

export type SsifSubmissionRow = components['schemas']['SSIFSubmission'];

export interface SsifSubmissionRecord {
  identity: number;
  softwareAlias: string;
  manufacturerId: number;
  manufacturerName: string;
}

const SORT_COLUMNS: Record<SubmissionSortField, string> = {
  softwareAlias: 'lower(s.software_alias)',
  Description: 'lower(s.description)',
  Manufacturer: 'lower(s.manufacturer_name)',
  filename: 'lower(s.filename)',
  uploadDateTime: 's.upload_date_time',
};

/** The expression of ssif_submissions_search_trgm, written the same so the index serves it. */
const SEARCH_TEXT =
  "lower(s.software_alias || ' ' || s.manufacturer_name || ' ' || s.platform_name || ' ' || s.description || ' ' || s.filename)";

/** Live (not removed) submissions, one page. */
/** The list's WHERE (live, search, restriction) and its values, shared by the page and the export. */
function submissionsWhere(
  query: PageQuery,
  manufacturerIds: number[] | null,
): { whereSql: string; values: unknown[] } {
  const where = ['s.removed_at IS NULL'];
  const values: unknown[] = [];
  const pattern = searchPattern(query.searchTerm);
  if (pattern) {
    values.push(pattern);
    where.push(`${SEARCH_TEXT} LIKE $${values.length}`);
  }
  if (manufacturerIds) {
    values.push(manufacturerIds);
    where.push(`s.manufacturer_id = ANY($${values.length}::int[])`);
  }
  return { whereSql: `WHERE ${where.join(' AND ')}`, values };
}

const SUBMISSION_COLUMNS = `s.identity, s.software_alias AS "softwareAlias", s.description, s.manufacturer_name AS manufacturer,
            s.platform_name AS platform, s.filename, s.upload_date_time AS "uploadDateTime"`;

/** Every row of the list in its order, no paging (ExportSubmissions). */
export function submissionsExportQuery(
  query: PageQuery & { sortField?: SubmissionSortField },
  manufacturerIds: number[] | null,
): { text: string; values: unknown[] } {
  const { whereSql, values } = submissionsWhere(query, manufacturerIds);
  return {
    text: `SELECT ${SUBMISSION_COLUMNS} FROM ssif_submissions s ${whereSql}
       ${orderBy(SORT_COLUMNS, query.sortField ?? 'uploadDateTime', query.sortDirection ?? 'desc', 's.identity')}`,
    values,
  };
}

export async function listSubmissions(
  db: Queryable,
  query: PageQuery & { sortField?: SubmissionSortField },
  manufacturerIds: number[] | null,
): Promise<Page<SsifSubmissionRow>> {
  const { whereSql, values } = submissionsWhere(query, manufacturerIds);
  const { limit, offset } = pageWindow(query);
  const count = await row<{ n: number }>(
    db,
    `SELECT count(*) AS n FROM ssif_submissions s ${whereSql}`,
    values,
  );
  const gridRows = await rows<Omit<SsifSubmissionRow, 'uploadDateTime'> & { uploadDateTime: Date }>(
    db,
    `SELECT ${SUBMISSION_COLUMNS}
       FROM ssif_submissions s ${whereSql}
       ${orderBy(SORT_COLUMNS, query.sortField ?? 'uploadDateTime', query.sortDirection ?? 'desc', 's.identity')}
      LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
    [...values, limit, offset],
  );
  return {
    rowCount: count?.n ?? 0,
    gridRows: gridRows.map((r) => ({ ...r, uploadDateTime: r.uploadDateTime.toISOString() })),
  };
}

/** A live submission, or undefined (also when removed). */
export async function findSubmission(
  db: Queryable,
  identity: number,
): Promise<SsifSubmissionRecord | undefined> {
  return row<SsifSubmissionRecord>(
    db,
    `SELECT identity, software_alias AS "softwareAlias", manufacturer_id AS "manufacturerId", manufacturer_name AS "manufacturerName"
       FROM ssif_submissions WHERE identity = $1 AND removed_at IS NULL`,
    [identity],
  );
}

export async function listSubmissionComponents(
  db: Queryable,
  identity: number,
): Promise<ValidationComponentRow[]> {
  return rows<ValidationComponentRow>(
    db,
    'SELECT name, component_type AS "componentType", status, required FROM ssif_submission_components WHERE identity = $1 ORDER BY id',
    [identity],
  );
}

/**
 * Removes a submission (kept as a removed row, with its components, for the record), clears it
 * from every image request that pointed at it and notes that on each of them. Run inside a
 * transaction. Returns the ids of the requests that were cleared.
 */
export async function removeSubmission(
  db: Queryable,
  submission: SsifSubmissionRecord,
  removedBy: string,
): Promise<number[]> {
  const { identity } = submission;
  await db.query(
    'UPDATE ssif_submissions SET removed_at = now() WHERE identity = $1 AND removed_at IS NULL',
    [identity],
  );
  const cleared = await rows<{ id: number }>(
    db,
    'UPDATE image_requests SET ssif_identity = NULL WHERE ssif_identity = $1 RETURNING id',
    [identity],
  );
  const ids = cleared.map((r) => r.id);
  if (ids.length > 0) {
    await db.query(
      `INSERT INTO request_events (request_id, event_name, description, created_by)
       SELECT id, 'SSIF Submission Removed', $2, $3 FROM unnest($1::int[]) AS r(id)`,
      [ids, `SSIF submission ${submission.softwareAlias} was removed.`, removedBy],
    );
  }
  return ids;
}
