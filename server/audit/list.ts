import type { QueryOf, ResultOf } from '../contract/types';
import { rows, type Queryable } from '../db/pool';
import { orderBy, pageWindow, searchPattern } from '../repositories/paging';

export type AuditTrailQuery = QueryOf<'GetAuditTrail'>;
type AuditTrailPage = ResultOf<'GetAuditTrail'>;
type AuditEntryView = AuditTrailPage['gridRows'][number];

const SORT = {
  OccurredAt: 'a.occurred_at',
  Actor: 'lower(a.actor_username)',
  Kind: 'a.kind',
  Action: 'a.action',
} as const;

/*
 * The filters as one WHERE over numbered parameters: $1 actor, $2 kinds, $3 from, $4 to,
 * $5 search pattern. A date range is whole UTC days, both ends inclusive. The search reads the
 * JSON as text, so a value that changed (an organization's old name) finds its entry.
 */
const WHERE = `($1::text IS NULL OR lower(a.actor_username) = lower($1))
  AND ($2::text[] IS NULL OR a.kind = ANY($2))
  AND ($3::date IS NULL OR a.occurred_at >= ($3::date)::timestamp AT TIME ZONE 'UTC')
  AND ($4::date IS NULL OR a.occurred_at < ($4::date + 1)::timestamp AT TIME ZONE 'UTC')
  AND ($5::text IS NULL OR lower(concat_ws(' ', a.actor_username, a.address, a.kind, a.action,
        a.target_id, a.target_label, a.before::text, a.after::text, a.details::text)) LIKE $5)`;

/** The values of WHERE's parameters for a query (blank filters are no filter). */
export function auditFilters(
  query: Pick<AuditTrailQuery, 'actor' | 'kind' | 'from' | 'to' | 'searchTerm'>,
): unknown[] {
  const actor = query.actor?.trim() || null;
  const kinds = query.kind && query.kind.length > 0 ? query.kind : null;
  return [actor, kinds, query.from ?? null, query.to ?? null, searchPattern(query.searchTerm)];
}

/** An entry as the database gives it (also ExportAuditTrail's row). */
export interface EntryRow extends Omit<AuditEntryView, 'occurredAt' | 'id'> {
  id: string;
  occurredAt: Date;
}

const COLUMNS = `a.id, a.occurred_at AS "occurredAt", a.actor_user_id AS "actorId",
  a.actor_username AS "actorUsername", a.address, a.kind, a.action, a.target_id AS "targetId",
  a.target_label AS "targetLabel", a.before, a.after, a.details`;

const view = (entry: EntryRow): AuditEntryView => ({
  ...entry,
  id: Number(entry.id),
  occurredAt: entry.occurredAt.toISOString(),
});

/** One page of the trail, newest first unless asked otherwise. */
export async function listAuditTrail(
  db: Queryable,
  query: AuditTrailQuery,
): Promise<AuditTrailPage> {
  const filters = auditFilters(query);
  const { limit, offset } = pageWindow(query);
  const [counted] = await rows<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM audit_trail a WHERE ${WHERE}`,
    filters,
  );
  const order = orderBy(SORT, query.sortField ?? 'OccurredAt', query.sortDirection, 'a.id');
  const found = await rows<EntryRow>(
    db,
    `SELECT ${COLUMNS} FROM audit_trail a WHERE ${WHERE} ${order} LIMIT $6 OFFSET $7`,
    [...filters, limit, offset],
  );
  return { rowCount: counted?.n ?? 0, gridRows: found.map(view) };
}

/**
 * Every matching entry in the page's order, no paging, for ExportAuditTrail: the shared export
 * module reads it through a cursor in one REPEATABLE READ snapshot, so entries appended while
 * the file streams (the export's own record aside, written before) cannot shift or join it.
 */
export function auditTrailExportQuery(
  query: Omit<AuditTrailQuery, 'page' | 'itemsPerPage' | 'pages'>,
): {
  text: string;
  values: unknown[];
} {
  const order = orderBy(SORT, query.sortField ?? 'OccurredAt', query.sortDirection, 'a.id');
  return {
    text: `SELECT ${COLUMNS} FROM audit_trail a WHERE ${WHERE} ${order}`,
    values: auditFilters(query),
  };
}
