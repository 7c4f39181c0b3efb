import { prepared, row, type Queryable } from '../db/pool';
import { forbidden } from '../http/errors';
import type { OperationAccess } from '../generated/operationFacts';
import {
  PERMISSION_COLUMNS,
  PERMISSION_FLAGS,
  PERMISSION_LABELS,
  noPermissions,
  type PermissionFlag,
  type Permissions,
} from './permissions';

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
  /** The session of the token this user was read for (its `sid`); absent when read by id alone. */
  sessionId?: string;
  /** TOTP on or a passkey registered (REQUIRE_2FA_FOR_SUPER_USERS; triggers of 020 move the auth version). */
  hasSecondFactor: boolean;
}

// The flags as one array in PERMISSION_FLAGS order: one column to describe and parse rather than 14
// (a quarter less of the server's time per call in this query).
const flagSelect = `ARRAY[${PERMISSION_FLAGS.map((flag) => `bool_or(r.${PERMISSION_COLUMNS[flag]})`).join(', ')}] AS flags`;

interface AuthRecord {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  password_changed_at: Date;
  is_super_user: boolean | null;
  role_ids: string[] | null;
  all_restricting: boolean | null;
  manufacturer_ids: number[] | null;
  /** Null entries when the user holds no role. */
  flags: (boolean | null)[];
  has_second_factor: boolean;
  /** auth_version (013_auth_version.sql) in the same snapshot as the rest. */
  auth_version: number;
}

// One round trip: the user, the union of their roles' flags, the manufacturer restriction, when a
// token's session is given whether it is still open (019_sessions.sql), and the auth version these were read at (one statement, one
// snapshot), so the server may keep the user until that version moves (server/auth/tokenUsers.ts).
// Prepared: its planning cost several times its execution.
const AUTH_USER_SQL = prepared(`
  SELECT u.id, u.username, u.first_name, u.last_name, u.email, u.password_changed_at, p.*,
         (SELECT version FROM auth_version) AS auth_version,
         (EXISTS (SELECT 1 FROM user_totp t WHERE t.user_id = u.id AND t.enabled_at IS NOT NULL)
          OR EXISTS (SELECT 1 FROM user_passkeys k WHERE k.user_id = u.id)) AS has_second_factor
    FROM users u
    LEFT JOIN LATERAL (
      SELECT ${flagSelect}, bool_or(r.is_super_user) AS is_super_user, array_agg(r.id) AS role_ids,
             bool_and(r.is_manufacturer_restricting) AS all_restricting,
             (SELECT array_agg(DISTINCT rm.manufacturer_id) FROM user_roles ur2
                JOIN role_manufacturers rm ON rm.role_id = ur2.role_id WHERE ur2.user_id = u.id) AS manufacturer_ids
        FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id
    ) p ON true
   WHERE u.id = $1 AND u.removed_at IS NULL
     AND ($2::uuid IS NULL OR EXISTS (
           SELECT 1 FROM sessions s WHERE s.id = $2 AND s.user_id = u.id AND s.ended_at IS NULL))`);

/** A user as read, and the auth version of the snapshot it was read in. */
export interface VersionedAuthUser {
  user: AuthUser;
  authVersion: number;
}

/**
 * Loads a live (not removed) user with the union of their roles' permissions; undefined when the user
 * is gone or, given `sessionId`, when that session is not the user's or has ended (logout, ended from
 * User Profile or by an administrator).
 */
export async function loadAuthUser(
  db: Queryable,
  userId: string,
  sessionId?: string,
): Promise<VersionedAuthUser | undefined> {
  const user = await row<AuthRecord>(db, AUTH_USER_SQL, [userId, sessionId ?? null]);
  if (!user) return undefined;
  const isSuperUser = user.is_super_user ?? false;
  const permissions = noPermissions();
  PERMISSION_FLAGS.forEach(
    (flag, i) => (permissions[flag] = isSuperUser || (user.flags[i] ?? false)),
  );
  // Restricted only when every role the user holds restricts: a role without restriction grants all.
  const manufacturerIds =
    !isSuperUser && user.all_restricting === true ? (user.manufacturer_ids ?? []) : null;
  const displayName = `${user.first_name} ${user.last_name}`.trim() || user.username;
  const authUser: AuthUser = {
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
    roleIds: (user.role_ids ?? []).filter((id): id is string => id !== null),
    hasSecondFactor: user.has_second_factor,
  };
  return { user: authUser, authVersion: user.auth_version };
}

/** Refuses the call (403, no effect) unless the user holds the flag. */
export function requirePermission(user: AuthUser, flag: PermissionFlag): void {
  if (!user.permissions[flag]) {
    throw forbidden(`You do not have permission to ${PERMISSION_LABELS[flag]}.`);
  }
}

/**
 * Whether the user gets past an operation's x-access gate: the one check the routes make before a
 * call (server/contract/routes.ts) and the event stream makes before telling of a change.
 */
export function passesGate(user: Pick<AuthUser, 'permissions'>, access: OperationAccess): boolean {
  return (
    access === 'public' ||
    access === 'signedIn' ||
    access.anyOf.some((flag) => user.permissions[flag])
  );
}

/** True when the user may see records of this manufacturer. */
export function canSeeManufacturer(
  user: Pick<AuthUser, 'manufacturerIds'>,
  manufacturerId: number,
): boolean {
  return user.manufacturerIds === null || user.manufacturerIds.includes(manufacturerId);
}

/** A super user who must enrol a second factor before anything else (REQUIRE_2FA_FOR_SUPER_USERS). */
export function mustEnrolSecondFactor(
  user: Pick<AuthUser, 'isSuperUser' | 'hasSecondFactor'>,
  required: boolean,
): boolean {
  return required && user.isSuperUser && !user.hasSecondFactor;
}
