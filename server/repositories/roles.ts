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

/** The Role shape of the contract. */
export interface RoleView {
  objectId: string;
  description: string;
  isSuperUser: boolean;
  isManufacturerRestrictingRoles: boolean;
  createdOn: string;
  createdBy: string;
  updatedOn: string | null;
  updatedBy: string | null;
}

const ROLE_COLUMNS = `r.id, r.description, r.is_super_user, r.is_manufacturer_restricting,
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

/**
 * The roles someone may hand out: a super user every role, any other administrator
 * (canViewAdminPage) every role except super-user roles, everyone else none.
 */
export function assignableRoles(db: Queryable, assigner: { isSuperUser: boolean; canViewAdminPage: boolean }): Promise<RoleRow[]> {
  if (!assigner.isSuperUser && !assigner.canViewAdminPage) return Promise.resolve([]);
  return rows<RoleRow>(
    db,
    `SELECT ${ROLE_COLUMNS} FROM roles r
      WHERE $1::boolean OR NOT r.is_super_user
      ORDER BY r.description, r.id`,
    [assigner.isSuperUser],
  );
}

/** Roles by id (unknown ids are simply absent). */
export function rolesByIds(db: Queryable, ids: string[]): Promise<RoleRow[]> {
  return rows<RoleRow>(db, `SELECT ${ROLE_COLUMNS} FROM roles r WHERE r.id = ANY($1::uuid[])`, [ids]);
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
  await db.query('DELETE FROM user_roles WHERE user_id = $1 AND role_id = ANY($2::uuid[])', [userId, roleIds]);
}
