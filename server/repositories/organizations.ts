import type { components } from '@/api/generated/openapi';
import { row, rows, type Queryable } from '../db/pool';
import { orderBy, pageWindow, searchPattern, type Page, type PageQuery } from './paging';
import { toUserListRow, USER_LIST_COLUMNS, type UserListRecord } from './users';

/** Organizations (soft-deleted by removed_at), their member users and jurisdictions. */
export type Organization = components['schemas']['Organization'];
export type OrganizationRow = components['schemas']['OrganizationRow'];
export type Jurisdiction = components['schemas']['Jurisdiction'];
export type UserListRow = components['schemas']['UserListRow'];
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

const toJurisdiction = (j: { id: number; name: string }): Jurisdiction => ({
  jurisdictionId: j.id,
  jurisdictionName: j.name,
});

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

const USER_ORDER = 'ORDER BY lower(u.last_name), lower(u.first_name), u.id';

// ── organizations ──

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

// ── users ──

/** Live users, for the Super User select and member pickers. */
export async function activeUsers(db: Queryable): Promise<UserListRow[]> {
  const found = await rows<UserListRecord>(
    db,
    `SELECT ${USER_LIST_COLUMNS} FROM users u WHERE u.removed_at IS NULL ${USER_ORDER}`,
  );
  return found.map(toUserListRow);
}

export async function organizationUsers(
  db: Queryable,
  organizationId: string,
): Promise<UserListRow[]> {
  const found = await rows<UserListRecord>(
    db,
    `SELECT ${USER_LIST_COLUMNS} FROM organization_users ou JOIN users u ON u.id = ou.user_id
      WHERE ou.organization_id = $1 AND u.removed_at IS NULL ${USER_ORDER}`,
    [organizationId],
  );
  return found.map(toUserListRow);
}

/** The live members of any live organization `userId` belongs to. */
export async function usersSharingOrganizations(
  db: Queryable,
  userId: string,
): Promise<UserListRow[]> {
  const found = await rows<UserListRecord>(
    db,
    `SELECT ${USER_LIST_COLUMNS} FROM users u
      WHERE u.removed_at IS NULL AND EXISTS (
        SELECT 1 FROM organization_users mine
          JOIN organizations o ON o.id = mine.organization_id AND o.removed_at IS NULL
          JOIN organization_users theirs ON theirs.organization_id = o.id
         WHERE mine.user_id = $1 AND theirs.user_id = u.id)
      ${USER_ORDER}`,
    [userId],
  );
  return found.map(toUserListRow);
}

export async function usersNotInOrganization(
  db: Queryable,
  organizationId: string,
): Promise<UserListRow[]> {
  const found = await rows<UserListRecord>(
    db,
    `SELECT ${USER_LIST_COLUMNS} FROM users u
      WHERE u.removed_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM organization_users ou WHERE ou.organization_id = $1 AND ou.user_id = u.id)
      ${USER_ORDER}`,
    [organizationId],
  );
  return found.map(toUserListRow);
}

/** The ids among `userIds` that name no live user. */
export async function unknownUserIds(db: Queryable, userIds: string[]): Promise<string[]> {
  const known = await rows<{ id: string }>(
    db,
    'SELECT id FROM users WHERE id = ANY($1::uuid[]) AND removed_at IS NULL',
    [userIds],
  );
  const knownIds = new Set(known.map((u) => u.id));
  return userIds.filter((id) => !knownIds.has(id));
}

export async function addOrganizationUsers(
  db: Queryable,
  organizationId: string,
  userIds: string[],
): Promise<void> {
  await db.query(
    'INSERT INTO organization_users (organization_id, user_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING',
    [organizationId, userIds],
  );
}

export async function removeOrganizationUsers(
  db: Queryable,
  organizationId: string,
  userIds: string[],
): Promise<void> {
  await db.query(
    'DELETE FROM organization_users WHERE organization_id = $1 AND user_id = ANY($2::uuid[])',
    [organizationId, userIds],
  );
}

// ── jurisdictions ──

export async function allJurisdictions(db: Queryable): Promise<Jurisdiction[]> {
  const found = await rows<{ id: number; name: string }>(
    db,
    'SELECT id, name FROM jurisdictions ORDER BY lower(name), id',
  );
  return found.map(toJurisdiction);
}

/** The jurisdictions of the live organizations `userId` belongs to. */
export async function jurisdictionsOfUser(db: Queryable, userId: string): Promise<Jurisdiction[]> {
  const found = await rows<{ id: number; name: string }>(
    db,
    `SELECT j.id, j.name FROM jurisdictions j
      WHERE EXISTS (
        SELECT 1 FROM organization_users ou
          JOIN organizations o ON o.id = ou.organization_id AND o.removed_at IS NULL
          JOIN organization_jurisdictions oj ON oj.organization_id = o.id
         WHERE ou.user_id = $1 AND oj.jurisdiction_id = j.id)
      ORDER BY lower(j.name), j.id`,
    [userId],
  );
  return found.map(toJurisdiction);
}

export async function organizationJurisdictions(
  db: Queryable,
  organizationId: string,
): Promise<Jurisdiction[]> {
  const found = await rows<{ id: number; name: string }>(
    db,
    `SELECT j.id, j.name FROM organization_jurisdictions oj JOIN jurisdictions j ON j.id = oj.jurisdiction_id
      WHERE oj.organization_id = $1 ORDER BY lower(j.name), j.id`,
    [organizationId],
  );
  return found.map(toJurisdiction);
}

export async function jurisdictionsNotInOrganization(
  db: Queryable,
  organizationId: string,
): Promise<Jurisdiction[]> {
  const found = await rows<{ id: number; name: string }>(
    db,
    `SELECT j.id, j.name FROM jurisdictions j
      WHERE NOT EXISTS (SELECT 1 FROM organization_jurisdictions oj WHERE oj.organization_id = $1 AND oj.jurisdiction_id = j.id)
      ORDER BY lower(j.name), j.id`,
    [organizationId],
  );
  return found.map(toJurisdiction);
}

/** The ids among `jurisdictionIds` that name no jurisdiction. */
export async function unknownJurisdictionIds(
  db: Queryable,
  jurisdictionIds: number[],
): Promise<number[]> {
  const known = await rows<{ id: number }>(
    db,
    'SELECT id FROM jurisdictions WHERE id = ANY($1::int[])',
    [jurisdictionIds],
  );
  const knownIds = new Set(known.map((j) => j.id));
  return jurisdictionIds.filter((id) => !knownIds.has(id));
}

export async function addOrganizationJurisdictions(
  db: Queryable,
  organizationId: string,
  jurisdictionIds: number[],
): Promise<void> {
  await db.query(
    'INSERT INTO organization_jurisdictions (organization_id, jurisdiction_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
    [organizationId, jurisdictionIds],
  );
}

export async function removeOrganizationJurisdictions(
  db: Queryable,
  organizationId: string,
  jurisdictionIds: number[],
): Promise<void> {
  await db.query(
    'DELETE FROM organization_jurisdictions WHERE organization_id = $1 AND jurisdiction_id = ANY($2::int[])',
    [organizationId, jurisdictionIds],
  );
}
