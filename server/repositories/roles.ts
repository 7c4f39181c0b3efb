import { PERMISSION_COLUMNS, PERMISSION_FLAGS, type Permissions } from '../auth/permissions';
import type { components } from '@/api/generated/openapi';
import { rows, type Queryable } from '../db/pool';

export interface RoleRow {
  id: string;
  description: string;
  is_super_user: boolean;
  is_manufacturer_restricting: boolean;
  created_on: Date;
  created_by: string;
  updated_on: Date | null;
  updated_by: string | null;
}

export type RoleView = components['schemas']['Role'];

/** The columns `toRoleView` reads, from a query aliasing roles as `r`. */
export const ROLE_COLUMNS = `r.id, r.description, r.is_super_user, r.is_manufacturer_restricting,
  r.created_on, r.created_by, r.updated_on, r.updated_by`;

export function toRoleView(role: RoleRow): RoleView {
  return {
    objectId: role.id,
    description: role.description,
    isSuperUser: role.is_super_user,
    isManufacturerRestrictingRoles: role.is_manufacturer_restricting,
    createdOn: role.created_on.toISOString(),
    createdBy: role.created_by,
    updatedOn: role.updated_on?.toISOString() ?? null,
    updatedBy: role.updated_by,
  };
}

/** The roles a user holds, by description. */
export function rolesOfUser(db: Queryable, userId: string): Promise<RoleRow[]> {
  return rows<RoleRow>(
    db,
    `SELECT ${ROLE_COLUMNS} FROM user_roles ur JOIN roles r ON r.id = ur.role_id
      WHERE ur.user_id = $1 ORDER BY r.description, r.id`,
    [userId],
  );
}

/** Who hands roles out: the signed-in user's flags and manufacturer restriction. */
export interface RoleAssigner {
  isSuperUser: boolean;
  permissions: Permissions;
  /** null: unrestricted; otherwise the manufacturers the assigner is restricted to. */
  manufacturerIds: number[] | null;
}

/**
 * The roles someone may hand out (docs/security.md): a super user every role; another
 * administrator (canViewAdminPage) only roles that are not super-user roles, carry no flag
 * the administrator lacks, and - when the administrator is manufacturer-restricted -
 * restrict to a subset of the administrator's manufacturers; everyone else none. So no
 * one can hand out (or, through another account, obtain) more than they hold.
 */
export function assignableRoles(db: Queryable, assigner: RoleAssigner): Promise<RoleRow[]> {
  if (assigner.isSuperUser) {
    return rows<RoleRow>(db, `SELECT ${ROLE_COLUMNS} FROM roles r ORDER BY r.description, r.id`);
  }
  if (!assigner.permissions.canViewAdminPage) return Promise.resolve([]);
  // Column names come from the fixed PERMISSION_COLUMNS table, never from input.
  const lacking = PERMISSION_FLAGS.filter((flag) => !assigner.permissions[flag]).map(
    (flag) => `r.${PERMISSION_COLUMNS[flag]}`,
  );
  const onlyHeldFlags = lacking.length > 0 ? `NOT (${lacking.join(' OR ')})` : 'true';
  return rows<RoleRow>(
    db,
    `SELECT ${ROLE_COLUMNS} FROM roles r
      WHERE NOT r.is_super_user AND ${onlyHeldFlags}
        AND ($1::int[] IS NULL OR (r.is_manufacturer_restricting AND NOT EXISTS (
              SELECT 1 FROM role_manufacturers rm WHERE rm.role_id = r.id AND rm.manufacturer_id <> ALL ($1::int[]))))
      ORDER BY r.description, r.id`,
    [assigner.manufacturerIds],
  );
}

/** Roles by id (unknown ids are simply absent). */
export function rolesByIds(db: Queryable, ids: string[]): Promise<RoleRow[]> {
  return rows<RoleRow>(db, `SELECT ${ROLE_COLUMNS} FROM roles r WHERE r.id = ANY($1::uuid[])`, [
    ids,
  ]);
}

export async function grantRoles(db: Queryable, userId: string, roleIds: string[]): Promise<void> {
  if (roleIds.length === 0) return;
  await db.query(
    `INSERT INTO user_roles (user_id, role_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
    [userId, roleIds],
  );
}

export async function revokeRoles(db: Queryable, userId: string, roleIds: string[]): Promise<void> {
  if (roleIds.length === 0) return;
  await db.query('DELETE FROM user_roles WHERE user_id = $1 AND role_id = ANY($2::uuid[])', [
    userId,
    roleIds,
  ]);
}
