import { lazy, startTransition, Suspense, useState } from 'react';
import { useRemoveImageRequestMutation, useRemoveSubmissionMutation } from '@/api';
import type { ImageRequest } from '@/api/generated/binaryRequestApi';
import { useAppDispatch } from '@/app/hooks';
import { screenList } from '@/components/dialog/returnFocus';
import { showSuccess } from '@/components/snackbar/snackbarSlice';
import { ConfirmDialog } from './ConfirmDialog';
import { RequestActionsMenu } from './RequestActionsMenu';
import type { RequestMenuKey } from './requestMenu';
import { requestMessages } from './requestMessages';

// Upload and its progress bars load when the dialog is first opened, not with the list.
const AddAttachmentsDialog = lazy(() =>
  import('./AddAttachmentsDialog').then((m) => ({ default: m.AddAttachmentsDialog })),
);

type OpenDialog = Exclude<RequestMenuKey, 'edit'> | null;

interface RequestActionsProps {
  request: ImageRequest;
  keys: readonly RequestMenuKey[];
  /** Edit Request chosen: the page opens the request dialog. */
  onEdit(): void;
  editOpening: boolean;
  /** The removal of the request has begun (true), or failed and the request shows again (false). */
  onRemoving(removing: boolean): void;
  /** The request was removed; the list reloads through its cache tag. */
  onDeleted(): void;
}

/**
 * The three-dot menu and the dialogs its entries open. The open dialog is state of its own here,
 * so opening one renders the menu and the dialog only, not the card behind them; and it opens as
 * a transition, so the click's own event ends before the dialog mounts (issue 20: every
 * interaction within 100 ms). Keyed by the request in the card, so a dialog never outlives it.
 */
export function RequestActions({
  request,
  keys,
  onEdit,
  editOpening,
  onRemoving,
  onDeleted,
}: RequestActionsProps) {
  const dispatch = useAppDispatch();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [removeRequest] = useRemoveImageRequestMutation();
  const [removeSubmission, { isLoading: removingSubmission }] = useRemoveSubmissionMutation();

  const onSelect = (key: RequestMenuKey) => {
    if (key === 'edit') onEdit();
    else startTransition(() => setDialog(key));
  };

  const confirmRemoveRequest = async () => {
    setDialog(null);
    onRemoving(true);
    try {
      const response = await removeRequest({ requestId: request.id }).unwrap();
      dispatch(showSuccess(response.message || requestMessages.requestDeleted));
      onDeleted();
    } catch {
      // Reported by the error snackbar; the request is shown again.
      onRemoving(false);
    }
  };

  const confirmRemoveSubmission = async () => {
    try {
      const response = await removeSubmission({
        submissionIdentity: request.submissionInfo.identity,
        manufacturer: request.submissionInfo.manufacturer,
      }).unwrap();
      dispatch(showSuccess(response.message || requestMessages.submissionDeleted));
      setDialog(null);
    } catch {
      // Reported by the error snackbar.
    }
  };

  return (
    <>
      <RequestActionsMenu keys={keys} onSelect={onSelect} editOpening={editOpening} />
      {dialog === 'addAttachment' && (
        <Suspense fallback={null}>
          <AddAttachmentsDialog requestId={request.id} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {dialog === 'deleteRequest' && (
        <ConfirmDialog
          title={requestMessages.deleteRequestTitle(request.name)}
          message={requestMessages.deleteRequestConfirm}
          okText="Delete"
          busy={false}
          onConfirm={() => void confirmRemoveRequest()}
          onCancel={() => setDialog(null)}
          // The request and its menu leave the screen with the dialog: the list takes focus.
          focusAfterClose={screenList}
        />
      )}
      {dialog === 'deleteSubmission' && (
        <ConfirmDialog
          title={requestMessages.deleteSubmissionTitle(request.submissionInfo.softwareAlias)}
          message={requestMessages.deleteSubmissionConfirm}
          okText="Delete"
          busy={removingSubmission}
          onConfirm={() => void confirmRemoveSubmission()}
          onCancel={() => setDialog(null)}
        />
      )}
    </>
  );
}
