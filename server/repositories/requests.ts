import type { components } from '@/api/generated/openapi';
import { row, rows, type Queryable } from '../db/pool';
import { emptySql, sql, sqlParams, type SqlParam } from '../db/sql';
import { PAST_DUE_SQL } from './requestList/listQuery';

/**
 * Image requests: one request and its components as the handlers read them. The list and its
 * search are in requestList/, the writes in requestWrites.ts; re-exported here, where the
 * handlers and tests import them from.
 */
export { listRequests } from './requestList/listRequests';
export { PAST_DUE, type RequestListPage, type RequestListQuery } from './requestList/listQuery';
export { COUNT_PROBE } from './requestList/search';
export * from './requestWrites';

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
 * The manufacturer restriction of every read of one request (its details, notes, attachments,
 * events): `manufacturerIds` null sees every manufacturer's, otherwise only theirs. `r` is the
 * image_requests row; the parameter an int[]. canSeeManufacturer (server/auth/authUser.ts) is the
 * same rule for a row in hand (the event stream, notifications): server/events/visibility.test.ts
 * holds both to one table.
 */
export const requestManufacturerAllowed = (manufacturerIds: SqlParam) =>
  sql`(${manufacturerIds}::int[] IS NULL OR r.manufacturer_id = ANY(${manufacturerIds}::int[]))`;

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
  const p = sqlParams({ id, manufacturerIds });
  return row<RequestRecord>(
    db,
    sql`SELECT r.id, r.version, r.name, r.description, r.mid, p.name AS "platformName", r.manufacturer_id AS "manufacturerId",
            r.manufacturer_name AS "manufacturerName", r.organization_id AS "organizationId", o.name AS "organizationName", o.workflow_id AS "workflowId",
            r.state_id AS "stateId", r.status, r.priority, r.priority_due_date AS "priorityDueDate", r.gps_path AS "gpsPath",
            r.ssif_identity AS "ssifIdentity", r.created_by_id AS "createdById", r.created_by_name AS "createdBy",
            r.created_on AS "createdOn", ${PAST_DUE_SQL} AS "pastDue"
       FROM image_requests r
       JOIN platforms p ON p.mid = r.mid
       JOIN organizations o ON o.id = r.organization_id
      WHERE r.id = ${p.id} AND r.removed_at IS NULL AND ${requestManufacturerAllowed(p.manufacturerIds)}
      ${forUpdate ? sql`FOR UPDATE OF r` : emptySql}`,
  );
}

export type RequestComponentRow = components['schemas']['ComponentListItem'];

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
    sql`SELECT coalesce(rc.component_type_id, 0) AS "componentID", rc.component_type AS "componentType", rc.required,
            rc.is_game AS "isGame",
            CASE WHEN rc.keytbl IS NOT NULL THEN rc.keytbl
                 WHEN ct.filter_type = 'CustomNames' AND rc.name <> '' THEN 0 END AS "relatedKeytbl",
            rc.name, rc.description, s.status, s.version, p.name AS platform, rc.is_custom AS "isCustom"
       FROM request_components rc
       JOIN image_requests r ON r.id = rc.request_id
       JOIN platforms p ON p.mid = r.mid
       LEFT JOIN component_types ct ON ct.id = rc.component_type_id
       LEFT JOIN software s ON s.keytbl = rc.keytbl
      WHERE rc.request_id = ${requestId}
      ORDER BY rc.position, rc.id`,
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

/** Every workflow state, for the list's Status filter: by workflow name, then sort order. */
export async function requestStatuses(
  db: Queryable,
): Promise<components['schemas']['RequestStatus'][]> {
  return rows(
    db,
    sql`SELECT s.id, s.description, w.name AS "workflowName"
          FROM workflow_states s JOIN workflows w ON w.id = s.workflow_id
         ORDER BY lower(w.name), s.sort_order, s.id`,
  );
}
