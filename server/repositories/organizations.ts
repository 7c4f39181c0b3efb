import type { components } from '@/api/generated/openapi';
import { row, rows, type Queryable } from '../db/pool';
import { organizationJurisdictions } from './organizationJurisdictions';
import { organizationUsers } from './organizationMembers';
import { orderBy, pageWindow, searchPattern, type Page, type PageQuery } from './paging';
import { toUserListRow } from './users';

/**
 * Organizations (soft-deleted by removed_at). Their member users are in organizationMembers.ts,
 * their jurisdictions in organizationJurisdictions.ts, re-exported here for the handlers.
 */
export * from './organizationJurisdictions';
export * from './organizationMembers';

export type Organization = components['schemas']['Organization'];
export type OrganizationRow = components['schemas']['OrganizationRow'];
export type OrganizationSortField = 'UploadName' | 'SuperUser' | 'PropertyCode';

export interface OrganizationFields {
  name: string;
  propertyCode: string;
  superUserId: string;
  serverIP: string | null;
  serverPortNumber: number | null;
  workflowId: string;
}

interface OrganizationRecord {
  id: string;
  version: number;
  name: string | null;
  property_code: string;
  server_ip: string | null;
  server_port_number: number | null;
  workflow_id: string;
  su_id: string;
  su_username: string;
  su_first_name: string;
  su_last_name: string;
  su_email: string;
}

function toOrganizationRow(o: OrganizationRecord): OrganizationRow {
  const superUser = toUserListRow({
    id: o.su_id,
    username: o.su_username,
    first_name: o.su_first_name,
    last_name: o.su_last_name,
    email: o.su_email,
  });
  return {
    objectId: o.id,
    version: o.version,
    name: o.name,
    propertyCode: o.property_code,
    serverIP: o.server_ip,
    superUserName: `${o.su_first_name} ${o.su_last_name}`.trim() || o.su_username,
    superUser,
    serverPortNumber: o.server_port_number,
    workflowId: o.workflow_id,
  };
}

const ORGANIZATION_SELECT = `
  SELECT o.id, o.version, o.name, o.property_code, o.server_ip, o.server_port_number, o.workflow_id,
         su.id AS su_id, su.username AS su_username, su.first_name AS su_first_name, su.last_name AS su_last_name, su.email AS su_email
    FROM organizations o JOIN users su ON su.id = o.super_user_id`;

/**
 * The organizations the list shows (every caller with canViewAdminPage sees every live
 * one). The single-record calls test the same predicate, so they answer for exactly the
 * organizations the list shows and 404 for any other, as if absent.
 */
const LISTED = 'o.removed_at IS NULL';

const SORT_COLUMNS: Record<OrganizationSortField, string> = {
  UploadName: 'lower(o.name)',
  SuperUser: "lower(su.first_name || ' ' || su.last_name)",
  PropertyCode: 'lower(o.property_code)',
};

/** One page of live organizations; the search covers the columns the list shows. */
export async function pageOrganizations(
  db: Queryable,
  query: PageQuery & { sortField?: OrganizationSortField },
): Promise<Page<OrganizationRow>> {
  const { limit, offset } = pageWindow(query);
  const pattern = searchPattern(query.searchTerm);
  const where = `WHERE ${LISTED} AND ($1::text IS NULL
      OR lower(coalesce(o.name, '')) LIKE $1 OR lower(o.property_code) LIKE $1 OR lower(coalesce(o.server_ip, '')) LIKE $1
      OR lower(su.first_name || ' ' || su.last_name) LIKE $1)`;
  const counted = await row<{ count: number }>(
    db,
    `SELECT count(*) AS count FROM organizations o JOIN users su ON su.id = o.super_user_id ${where}`,
    [pattern],
  );
  const found = await rows<OrganizationRecord>(
    db,
    `${ORGANIZATION_SELECT} ${where} ${orderBy(SORT_COLUMNS, query.sortField ?? 'UploadName', query.sortDirection ?? 'desc', 'o.id')} LIMIT $2 OFFSET $3`,
    [pattern, limit, offset],
  );
  return { rowCount: counted?.count ?? 0, gridRows: found.map(toOrganizationRow) };
}

/** A live (not removed) organization with its users and jurisdictions. */
export async function findOrganization(
  db: Queryable,
  id: string,
): Promise<Organization | undefined> {
  const found = await row<OrganizationRecord>(
    db,
    `${ORGANIZATION_SELECT} WHERE o.id = $1 AND ${LISTED}`,
    [id],
  );
  if (!found) return undefined;
  const summary = toOrganizationRow(found);
  return {
    objectId: summary.objectId,
    version: summary.version,
    name: summary.name ?? '',
    propertyCode: summary.propertyCode,
    superUser: summary.superUser,
    serverIP: summary.serverIP,
    serverPortNumber: summary.serverPortNumber,
    workflowId: summary.workflowId,
    users: await organizationUsers(db, id),
    jurisdictions: await organizationJurisdictions(db, id),
  };
}

/** Whether the organization list shows the organization (it exists and is not removed). */
export async function organizationListed(db: Queryable, id: string): Promise<boolean> {
  const found = await row<{ id: string }>(
    db,
    `SELECT o.id FROM organizations o WHERE o.id = $1 AND ${LISTED}`,
    [id],
  );
  return found !== undefined;
}

/** Another live organization (not `exceptId`) with this name, compared case-insensitively. */
export async function organizationNameTaken(
  db: Queryable,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  const found = await row<{ id: string }>(
    db,
    'SELECT id FROM organizations WHERE removed_at IS NULL AND lower(name) = lower($1) AND id IS DISTINCT FROM $2',
    [name, exceptId],
  );
  return found !== undefined;
}

export async function insertOrganization(
  db: Queryable,
  fields: OrganizationFields,
): Promise<string> {
  const created = await row<{ id: string }>(
    db,
    `INSERT INTO organizations (name, property_code, super_user_id, server_ip, server_port_number, workflow_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      fields.name,
      fields.propertyCode,
      fields.superUserId,
      fields.serverIP,
      fields.serverPortNumber,
      fields.workflowId,
    ],
  );
  if (!created) throw new Error('INSERT organizations returned no row');
  return created.id;
}

/**
 * Stores the details and moves the version on, only when `version` (if given) is still the
 * stored one. False when nothing was written: the organization is gone or was saved since.
 */
export async function updateOrganization(
  db: Queryable,
  id: string,
  fields: OrganizationFields,
  version?: number,
): Promise<boolean> {
  const result = await db.query(
    `UPDATE organizations SET name = $2, property_code = $3, super_user_id = $4, server_ip = $5, server_port_number = $6, workflow_id = $7,
       version = version + 1
      WHERE id = $1 AND removed_at IS NULL AND ($8::integer IS NULL OR version = $8)`,
    [
      id,
      fields.name,
      fields.propertyCode,
      fields.superUserId,
      fields.serverIP,
      fields.serverPortNumber,
      fields.workflowId,
      version ?? null,
    ],
  );
  return (result.rowCount ?? 0) > 0;
}

/** Soft delete: the row stays for the image requests that name it. False when not live. */
export async function removeOrganization(db: Queryable, id: string): Promise<boolean> {
  const result = await db.query(
    'UPDATE organizations SET removed_at = now() WHERE id = $1 AND removed_at IS NULL',
    [id],
  );
  return (result.rowCount ?? 0) > 0;
}

export async function superUserOf(
  db: Queryable,
  organizationId: string,
): Promise<string | undefined> {
  const found = await row<{ super_user_id: string }>(
    db,
    'SELECT super_user_id FROM organizations WHERE id = $1',
    [organizationId],
  );
  return found?.super_user_id;
}
