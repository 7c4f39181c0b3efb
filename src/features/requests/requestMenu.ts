import type { ImageRequest } from '@/api/generated/binaryRequestApi';
import type { AuthUser } from '@/features/auth/authSlice';
import type { Permissions } from '@/features/auth/permissions';

export type RequestMenuKey = 'edit' | 'addAttachment' | 'deleteRequest' | 'deleteSubmission';

export const requestMenuLabels: Readonly<Record<RequestMenuKey, string>> = {
  edit: 'Edit Request',
  addAttachment: 'Add Attachment',
  deleteRequest: 'Delete Request',
  deleteSubmission: 'Delete SSIF Submission',
};

/** The request's creator may edit it without the flag (spec section 6); the server checks again on save. */
export function isCreator(createdById: string, user: AuthUser | null): boolean {
  return Boolean(user?.userId) && user?.userId === createdById;
}

/** Add Attachment (spec section 6): also what the empty Documents tab points to. */
export const canAddAttachment = (permissions: Permissions) => permissions.canEditBinaryRequest;

/** The three-dot menu's entries, in order, per spec section 6. */
export function requestMenuKeys(
  permissions: Permissions,
  request: Pick<ImageRequest, 'createdById' | 'submissionInfo'>,
  user: AuthUser | null,
): RequestMenuKey[] {
  const keys: RequestMenuKey[] = [];
  if (permissions.canEditBinaryRequest || isCreator(request.createdById, user)) keys.push('edit');
  if (canAddAttachment(permissions)) keys.push('addAttachment');
  if (permissions.canDeleteBinaryRequest) keys.push('deleteRequest');
  // identity is -1 (or 0 in older data) when the request has no submission.
  if (permissions.canDeleteSSIFSubmission && request.submissionInfo.identity > 0)
    keys.push('deleteSubmission');
  return keys;
}
