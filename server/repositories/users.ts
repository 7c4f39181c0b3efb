import type { components } from '@/api/generated/openapi';
import { row, rows, type Queryable } from '../db/pool';
import { orderBy, pageWindow, searchPattern, type Page, type PageQuery } from './paging';

export interface UserRow {
  id: string;
  /** Grows with every save of the profile (updateProfile). */
  version: number;
  username: string;
  first_name: string;
  last_name: string;
  title: string;
  department: string;
  badge_number: string;
  email: string;
  password_hash: string | null;
  password_changed_at: Date;
  password_expires_on: Date | null;
  activation_key_hash: string | null;
  activation_key_expires: Date | null;
}

export type UserListRow = components['schemas']['UserListRow'];

/** The profile a user edits, as the contract's User holds it. */
export type ProfileFields = Pick<
  components['schemas']['User'],
  'firstName' | 'lastName' | 'title' | 'department' | 'badgeNumber' | 'email'
>;

/** The columns a user list row is built from (`toUserListRow`). */
export type UserListRecord = Pick<
  UserRow,
  'id' | 'username' | 'first_name' | 'last_name' | 'email'
>;

/** The columns `toUserListRow` reads, from a query aliasing users as `u`. */
export const USER_LIST_COLUMNS = 'u.id, u.username, u.first_name, u.last_name, u.email';

/** The contract's UserListRow from a users row. */
export function toUserListRow(u: UserListRecord): UserListRow {
  return {
    userId: u.id,
    username: u.username,
    firstName: u.first_name,
    lastName: u.last_name,
    email: u.email,
  };
}

/** How long an activation (invite or reset) key stays usable. */
export const ACTIVATION_KEY_DAYS = 7;
/** How long a newly set password lasts before it expires. */
export const PASSWORD_LIFETIME_DAYS = 180;

const USER_COLUMNS = `id, version, username, first_name, last_name, title, department, badge_number, email, password_hash,
  password_changed_at, password_expires_on, activation_key_hash, activation_key_expires`;

/** A live (not removed) user; usernames compare case-insensitively. */
export function findUserByUsername(db: Queryable, username: string): Promise<UserRow | undefined> {
  return row<UserRow>(
    db,
    `SELECT ${USER_COLUMNS} FROM users WHERE lower(username) = lower($1) AND removed_at IS NULL`,
    [username.trim()],
  );
}

export function findUserById(db: Queryable, userId: string): Promise<UserRow | undefined> {
  return row<UserRow>(
    db,
    `SELECT ${USER_COLUMNS} FROM users WHERE id = $1 AND removed_at IS NULL`,
    [userId],
  );
}

/** Whether any user, removed ones included, holds the username (the unique index spans all rows). */
export async function usernameTaken(db: Queryable, username: string): Promise<boolean> {
  const found = await row<{ id: string }>(
    db,
    'SELECT id FROM users WHERE lower(username) = lower($1)',
    [username.trim()],
  );
  return found !== undefined;
}

/** A user who cannot log in yet: no password, only an activation key (its hash). */
export async function createInvitedUser(
  db: Queryable,
  username: string,
  profile: ProfileFields,
  keyHash: string,
): Promise<string> {
  const created = await row<{ id: string }>(
    db,
    `INSERT INTO users (username, first_name, last_name, title, department, badge_number, email,
                        activation_key_hash, activation_key_expires)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(days => $9)) RETURNING id`,
    [
      username.trim(),
      profile.firstName,
      profile.lastName,
      profile.title,
      profile.department,
      profile.badgeNumber,
      profile.email,
      keyHash,
      ACTIVATION_KEY_DAYS,
    ],
  );
  if (!created) throw new Error('INSERT INTO users returned no row');
  return created.id;
}

/** Replaces any earlier key: only the newest invite or reset key works. */
export async function setActivationKey(
  db: Queryable,
  userId: string,
  keyHash: string,
): Promise<void> {
  await db.query(
    'UPDATE users SET activation_key_hash = $2, activation_key_expires = now() + make_interval(days => $3) WHERE id = $1',
    [userId, keyHash, ACTIVATION_KEY_DAYS],
  );
}

/*
 * Every password change moves password_changed_at (clock_timestamp: distinct even within one
 * transaction), which makes the tokens issued before it stale, and voids any open key. A
 * password that never expired (the demo admin) keeps never expiring; any other gets a new term.
 */
const SET_PASSWORD = `password_hash = $2,
  password_changed_at = clock_timestamp(),
  password_expires_on = CASE WHEN password_hash IS NOT NULL AND password_expires_on IS NULL THEN NULL
                             ELSE now() + make_interval(days => ${PASSWORD_LIFETIME_DAYS}) END,
  activation_key_hash = NULL,
  activation_key_expires = NULL`;

/**
 * Sets the password of the live user holding this unexpired key, in one statement so a key
 * works exactly once even under concurrent attempts. Returns the user's id, or undefined.
 */
export async function redeemActivationKey(
  db: Queryable,
  username: string,
  keyHash: string,
  passwordHash: string,
): Promise<string | undefined> {
  const redeemed = await row<{ id: string }>(
    db,
    `UPDATE users SET ${SET_PASSWORD}
      WHERE lower(username) = lower($1) AND removed_at IS NULL
        AND activation_key_hash = $3 AND activation_key_expires > now()
      RETURNING id`,
    [username.trim(), passwordHash, keyHash],
  );
  return redeemed?.id;
}

/** Sets the password; returns the new password_changed_at (tokens issued before it stop working). */
export async function setPassword(
  db: Queryable,
  userId: string,
  passwordHash: string,
): Promise<Date> {
  const result = await db.query<{ password_changed_at: Date }>(
    `UPDATE users SET ${SET_PASSWORD} WHERE id = $1 RETURNING password_changed_at`,
    [userId, passwordHash],
  );
  const changedAt = result.rows[0]?.password_changed_at;
  if (!changedAt) throw new Error(`user ${userId} vanished while setting the password`);
  return changedAt;
}

/**
 * Stores the profile and moves the version on, only when `version` (if given) is still the
 * stored one. False when nothing was written: the user is gone or was saved since.
 */
export async function updateProfile(
  db: Queryable,
  userId: string,
  profile: ProfileFields,
  version?: number,
): Promise<boolean> {
  const result = await db.query(
    `UPDATE users SET first_name = $2, last_name = $3, title = $4, department = $5, badge_number = $6, email = $7,
       version = version + 1
      WHERE id = $1 AND removed_at IS NULL AND ($8::integer IS NULL OR version = $8)`,
    [
      userId,
      profile.firstName,
      profile.lastName,
      profile.title,
      profile.department,
      profile.badgeNumber,
      profile.email,
      version ?? null,
    ],
  );
  return (result.rowCount ?? 0) > 0;
}

export type UserSortField = 'FirstName' | 'LastName' | 'Username' | 'Email';

const USER_SORT: Record<UserSortField, string> = {
  FirstName: 'lower(first_name)',
  LastName: 'lower(last_name)',
  Username: 'lower(username)',
  Email: 'lower(email)',
};

/** The same expression as the users_search_trgm index, so the index serves the search. */
const USER_SEARCH = `lower(first_name || ' ' || last_name || ' ' || username || ' ' || email)`;

/** Every live user in the list's order, no paging (ExportUsers): the list's columns only. */
export function usersExportQuery(query: PageQuery & { sortField: UserSortField }): {
  text: string;
  values: unknown[];
} {
  return {
    text: `SELECT id AS "userId", username, first_name AS "firstName", last_name AS "lastName", email
       FROM users WHERE removed_at IS NULL AND ($1::text IS NULL OR ${USER_SEARCH} LIKE $1)
       ${orderBy(USER_SORT, query.sortField, query.sortDirection ?? 'asc', 'id')}`,
    values: [searchPattern(query.searchTerm)],
  };
}

/** User Management's list: live users, invited ones included. */
export async function listUsers(
  db: Queryable,
  query: PageQuery & { sortField: UserSortField },
): Promise<Page<UserListRow>> {
  const pattern = searchPattern(query.searchTerm);
  const where = `removed_at IS NULL AND ($1::text IS NULL OR ${USER_SEARCH} LIKE $1)`;
  const { limit, offset } = pageWindow(query);
  const counted = await row<{ n: number }>(db, `SELECT count(*) AS n FROM users WHERE ${where}`, [
    pattern,
  ]);
  const gridRows = await rows<UserListRow>(
    db,
    `SELECT id AS "userId", username, first_name AS "firstName", last_name AS "lastName", email
       FROM users WHERE ${where}
       ${orderBy(USER_SORT, query.sortField, query.sortDirection ?? 'asc', 'id')}
       LIMIT $2 OFFSET $3`,
    [pattern, limit, offset],
  );
  return { rowCount: counted?.n ?? 0, gridRows };
}

/** The organizations a user belongs to (every live one for a super user), by name. */
export function userOrganizations(
  db: Queryable,
  userId: string,
  isSuperUser: boolean,
): Promise<Array<{ id: string; name: string }>> {
  return rows<{ id: string; name: string }>(
    db,
    `SELECT o.id, coalesce(o.name, '') AS name FROM organizations o
      WHERE o.removed_at IS NULL
        AND ($2::boolean OR EXISTS (SELECT 1 FROM organization_users ou WHERE ou.organization_id = o.id AND ou.user_id = $1))
      ORDER BY lower(coalesce(o.name, '')), o.id`,
    [userId, isSuperUser],
  );
}
