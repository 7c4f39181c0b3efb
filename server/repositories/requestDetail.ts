import { prepared, row, type Queryable } from '../db/pool';
import {
  PAST_DUE,
  type RequestComponentRow,
  type RequestRecord,
  type SubmissionInfoRow,
} from './requests';

/** One request as GetRequest shows it: the request, its components and its SSIF submission. */
export interface RequestDetail extends RequestRecord {
  /** In list order, as `requestComponents` reads them. */
  components: RequestComponentRow[];
  /** Absent when the request has none, or it was removed. */
  submission: SubmissionInfoRow | undefined;
}

type DetailRecord = RequestRecord & {
  components: RequestComponentRow[];
  submissionIdentity: number | null;
  submissionDescription: string | null;
  submissionSoftwareAlias: string | null;
  submissionFilename: string | null;
  submissionUploadDateTime: Date | null;
  submissionManufacturer: string | null;
  submissionPlatform: string | null;
};

// One round trip (it was three: the request, then its components and its submission side by side),
// prepared, as GetRequest runs it on every opening of a request. The columns are those of
// findRequest and requestComponents (server/repositories/requests.ts) and of the live SSIF
// submission. A named row of a CustomNames type reads back as keytbl 0 (see requestComponents).
const REQUEST_DETAIL_SQL = prepared(`
  SELECT r.id, r.version, r.name, r.description, r.mid, p.name AS "platformName", r.manufacturer_id AS "manufacturerId",
         r.manufacturer_name AS "manufacturerName", r.organization_id AS "organizationId", o.name AS "organizationName",
         o.workflow_id AS "workflowId", r.state_id AS "stateId", r.status, r.priority, r.priority_due_date AS "priorityDueDate",
         r.gps_path AS "gpsPath", r.ssif_identity AS "ssifIdentity", r.created_by_id AS "createdById",
         r.created_by_name AS "createdBy", r.created_on AS "createdOn",
         ${PAST_DUE} AS "pastDue",
         coalesce(c.components, '[]'::json) AS components,
         s.identity AS "submissionIdentity", s.description AS "submissionDescription",
         s.software_alias AS "submissionSoftwareAlias", s.filename AS "submissionFilename",
         s.upload_date_time AS "submissionUploadDateTime", s.manufacturer_name AS "submissionManufacturer",
         s.platform_name AS "submissionPlatform"
    FROM image_requests r
    JOIN platforms p ON p.mid = r.mid
    JOIN organizations o ON o.id = r.organization_id
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object(
               'componentID', coalesce(rc.component_type_id, 0), 'componentType', rc.component_type,
               'required', rc.required, 'isGame', rc.is_game,
               'relatedKeytbl', CASE WHEN rc.keytbl IS NOT NULL THEN rc.keytbl
                                     WHEN ct.filter_type = 'CustomNames' AND rc.name <> '' THEN 0 END,
               'name', rc.name, 'description', rc.description, 'status', sw.status, 'version', sw.version,
               'platform', p.name, 'isCustom', rc.is_custom
             ) ORDER BY rc.position, rc.id) AS components
        FROM request_components rc
        LEFT JOIN component_types ct ON ct.id = rc.component_type_id
        LEFT JOIN software sw ON sw.keytbl = rc.keytbl
       WHERE rc.request_id = r.id
    ) c ON true
    LEFT JOIN ssif_submissions s ON s.identity = r.ssif_identity AND s.removed_at IS NULL
   WHERE r.id = $1 AND r.removed_at IS NULL AND ($2::int[] IS NULL OR r.manufacturer_id = ANY($2::int[]))`);

/**
 * A live request the user may see, with its components and submission, or undefined (absent,
 * removed, or of another manufacturer: all answer the same).
 */
export async function findRequestDetail(
  db: Queryable,
  id: number,
  manufacturerIds: number[] | null,
): Promise<RequestDetail | undefined> {
  const found = await row<DetailRecord>(db, REQUEST_DETAIL_SQL, [id, manufacturerIds]);
  if (!found) return undefined;
  const {
    components,
    submissionIdentity,
    submissionDescription,
    submissionSoftwareAlias,
    submissionFilename,
    submissionUploadDateTime,
    submissionManufacturer,
    submissionPlatform,
    ...request
  } = found;
  const submission =
    submissionIdentity === null || submissionUploadDateTime === null
      ? undefined
      : {
          identity: submissionIdentity,
          description: submissionDescription ?? '',
          softwareAlias: submissionSoftwareAlias ?? '',
          filename: submissionFilename ?? '',
          uploadDateTime: submissionUploadDateTime,
          manufacturer: submissionManufacturer ?? '',
          platform: submissionPlatform ?? '',
        };
  return { ...request, components, submission };
}
