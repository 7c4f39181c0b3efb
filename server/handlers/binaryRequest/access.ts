import type { AuthUser } from '../../auth/authUser';
import { requirePermission } from '../../auth/authUser';
import type { PermissionFlag } from '../../auth/permissions';
import type { Queryable } from '../../db/pool';
import { notFound } from '../../http/errors';
import { findRequest, type RequestRecord } from '../../repositories/requests';

export const REQUEST_NOT_FOUND = 'Request not found.';

export function requireAnyPermission(user: AuthUser, flags: PermissionFlag[]): void {
  if (!flags.some((flag) => user.permissions[flag]))
    requirePermission(user, flags[0] as PermissionFlag);
}

/** The live request, or 404 - also for another manufacturer's request, as if it did not exist. */
export async function visibleRequest(
  db: Queryable,
  user: AuthUser,
  id: number,
  forUpdate = false,
): Promise<RequestRecord> {
  const request = await findRequest(db, id, user.manufacturerIds, forUpdate);
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  return request;
}

/** The role filter for workflow actions: super users are allowed every action. */
export const actionRoles = (user: AuthUser): string[] | null =>
  user.isSuperUser ? null : user.roleIds;

const isCreator = (user: AuthUser, request: RequestRecord) => request.createdById === user.userId;

export function canEdit(user: AuthUser, request: RequestRecord): boolean {
  return user.permissions.canEditBinaryRequest || isCreator(user, request);
}
