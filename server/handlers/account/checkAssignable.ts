import type { AuthUser } from '../../auth/authUser';
import type { Queryable } from '../../db/pool';
import { badRequest, forbidden } from '../../http/errors';
import { assignableRoles, rolesByIds } from '../../repositories/roles';

/** The requested roles as rows; unknown ids are a 400, roles the caller may not assign a 403 unless `keep` holds them. */
export async function checkAssignable(
  db: Queryable,
  caller: AuthUser,
  requestedIds: string[],
  keep: Set<string>,
): Promise<Map<string, string>> {
  const found = await rolesByIds(db, requestedIds);
  if (found.length !== new Set(requestedIds).size)
    throw badRequest('A selected role no longer exists. Please reload the roles and try again.');
  const assignable = new Map((await assignableRoles(db, caller)).map((r) => [r.id, r.description]));
  const refused = found.find((r) => !assignable.has(r.id) && !keep.has(r.id));
  if (refused)
    throw forbidden(`You do not have permission to assign the role '${refused.description}'.`);
  return assignable;
}
