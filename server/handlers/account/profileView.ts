import type { Queryable } from '../../db/pool';
import { rolesOfUser, toRoleView } from '../../repositories/roles';
import type { UserRow } from '../../repositories/users';

/** The contract's User: profile, roles and password expiry. */
export async function profileOf(db: Queryable, user: UserRow) {
  const roles = await rolesOfUser(db, user.id);
  return {
    userId: user.id,
    version: user.version,
    username: user.username,
    firstName: user.first_name,
    lastName: user.last_name,
    title: user.title,
    department: user.department,
    badgeNumber: user.badge_number,
    email: user.email,
    userRoles: roles.map(toRoleView),
    passwordExpirationDate: user.password_expires_on?.toISOString() ?? null,
  };
}
