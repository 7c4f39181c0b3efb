/** The users of organizations: members, candidates, and who shares an organization with whom. */
import { rows, type Queryable } from '../db/pool';
import { toUserListRow, USER_LIST_COLUMNS, type UserListRecord, type UserListRow } from './users';

const USER_ORDER = 'ORDER BY lower(u.last_name), lower(u.first_name), u.id';

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
