import type { ImageRequest } from '../../api/generated/binaryRequestApi';
import type { AuthUser } from '../auth/authSlice';
import type { Permissions } from '../auth/permissions';

export type RequestMenuKey = 'edit' | 'addAttachment' | 'deleteRequest' | 'deleteSubmission';

export const requestMenuLabels: Readonly<Record<RequestMenuKey, string>> = {
  edit: 'Edit Request',
  addAttachment: 'Add Attachment',
  deleteRequest: 'Delete Request',
  deleteSubmission: 'Delete SSIF Submission',
};

/**
 * The contract gives only the creator's display name (`createdBy`, the server's
 * "First Last", or the username when both are empty), so the signed-in user is matched
 * the same way. The server checks again on save.
 */
export function isCreator(createdBy: string, user: AuthUser | null): boolean {
  if (!user) return false;
  const displayName = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.username;
  const creator = createdBy.trim().toLowerCase();
  return creator === displayName.toLowerCase() || creator === user.username.toLowerCase();
}

/** The three-dot menu's entries, in order, per spec section 6. */
export function requestMenuKeys(
  permissions: Permissions,
  request: Pick<ImageRequest, 'createdBy' | 'submissionInfo'>,
  user: AuthUser | null,
): RequestMenuKey[] {
  const keys: RequestMenuKey[] = [];
  if (permissions.canEditBinaryRequest || isCreator(request.createdBy, user)) keys.push('edit');
  if (permissions.canEditBinaryRequest) keys.push('addAttachment');
  if (permissions.canDeleteBinaryRequest) keys.push('deleteRequest');
  // identity is -1 (or 0 in older data) when the request has no submission.
  if (permissions.canDeleteSSIFSubmission && request.submissionInfo.identity > 0) keys.push('deleteSubmission');
  return keys;
}
