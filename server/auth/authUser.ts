import { row, rows, type Queryable } from '../db/pool';
import { forbidden } from '../http/errors';
import { PERMISSION_COLUMNS, PERMISSION_FLAGS, PERMISSION_LABELS, noPermissions, type PermissionFlag, type Permissions } from './permissions';

/** The signed-in user as every handler sees it. */
export interface AuthUser {
  userId: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Display name recorded on what the user creates: "First Last", else the username. */
  displayName: string;
  passwordChangedAt: Date;
  isSuperUser: boolean;
  permissions: Permissions;
  /** null: every manufacturer; otherwise only these manufacturer ids. */
  manufacturerIds: number[] | null;
  roleIds: string[];
}

interface UserRecord {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  password_changed_at: Date;
}

/** Loads a live (not removed) user with the union of their roles' permissions. */
export async function loadAuthUser(db: Queryable, userId: string): Promise<AuthUser | undefined> {
  const user = await row<UserRecord>(
    db,
    'SELECT id, username, first_name, last_name, email, password_changed_at FROM users WHERE id = $1 AND removed_at IS NULL',
    [userId],
  );
  if (!user) return undefined;
  const flagSelect = PERMISSION_FLAGS.map((flag) => `bool_or(r.${PERMISSION_COLUMNS[flag]}) AS "${flag}"`).join(', ');
  const perms = await row<Record<PermissionFlag, boolean | null> & { is_super_user: boolean | null; role_ids: string[] | null }>(
    db,
    `SELECT ${flagSelect}, bool_or(r.is_super_user) AS is_super_user, array_agg(r.id) AS role_ids
       FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1`,
    [userId],
  );
  const isSuperUser = perms?.is_super_user ?? false;
  const permissions = noPermissions();
  for (const flag of PERMISSION_FLAGS) permissions[flag] = isSuperUser || (perms?.[flag] ?? false);
  // Restricted only when every role the user holds restricts: a role without restriction grants all.
  const restriction = await rows<{ restricting: boolean; manufacturer_ids: number[] | null }>(
    db,
    `SELECT r.is_manufacturer_restricting AS restricting,
            array_remove(array_agg(rm.manufacturer_id), NULL) AS manufacturer_ids
       FROM user_roles ur JOIN roles r ON r.id = ur.role_id
       LEFT JOIN role_manufacturers rm ON rm.role_id = r.id
      WHERE ur.user_id = $1 GROUP BY r.id, r.is_manufacturer_restricting`,
    [userId],
  );
  let manufacturerIds: number[] | null = null;
  if (!isSuperUser && restriction.length > 0 && restriction.every((r) => r.restricting)) {
    manufacturerIds = [...new Set(restriction.flatMap((r) => r.manufacturer_ids ?? []))];
  }
  const displayName = `${user.first_name} ${user.last_name}`.trim() || user.username;
  return {
    userId: user.id,
    username: user.username,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    displayName,
    passwordChangedAt: user.password_changed_at,
    isSuperUser,
    permissions,
    manufacturerIds,
    roleIds: (perms?.role_ids ?? []).filter((id): id is string => id !== null),
  };
}

/** Refuses the call (403, no effect) unless the user holds the flag. */
export function requirePermission(user: AuthUser, flag: PermissionFlag): void {
  if (!user.permissions[flag]) {
    throw forbidden(`You do not have permission to ${PERMISSION_LABELS[flag]}.`);
  }
}

/** True when the user may see records of this manufacturer. */
export function canSeeManufacturer(user: AuthUser, manufacturerId: number): boolean {
  return user.manufacturerIds === null || user.manufacturerIds.includes(manufacturerId);
}
