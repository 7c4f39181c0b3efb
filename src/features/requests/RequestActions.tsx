import { lazy, startTransition, Suspense, useState } from 'react';
import { useRemoveImageRequestMutation, useRemoveSubmissionMutation } from '@/api';
import type { ImageRequest } from '@/api/generated/binaryRequestApi';
import { useAppDispatch } from '@/app/hooks';
import { screenList } from '@/components/dialog/returnFocus';
import { showSuccess } from '@/components/snackbar/snackbarSlice';
import { ConfirmCallDialog } from '@/components/dialog/ConfirmButton';
import { ConfirmDialog } from '@/components/dialog/ConfirmDialog';
import { RequestActionsMenu } from './RequestActionsMenu';
import type { RequestMenuKey } from './requestMenu';
import { deletedMessages } from '@/lib/domain/deletedMessages';
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
 * interaction within 100 ms). It stays mounted from one selected request to the next (issue 20:
 * select a request until its details show); a dialog belongs to the request it was opened for
 * and never shows over another one.
 */
export function RequestActions({
  request,
  keys,
  onEdit,
  editOpening,
  onRemoving,
  onDeleted,
}: RequestActionsProps) {
  // The open dialog and the request it was opened for: another request selected shows none.
  const [open, setOpen] = useState<{ dialog: OpenDialog; requestId: number } | null>(null);
  const dialog = open?.requestId === request.id ? open.dialog : null;
  const close = () => setOpen(null);

  const onSelect = (key: RequestMenuKey) => {
    if (key === 'edit') onEdit();
    else startTransition(() => setOpen({ dialog: key, requestId: request.id }));
  };

  return (
    <>
      <RequestActionsMenu keys={keys} onSelect={onSelect} editOpening={editOpening} />
      {dialog === 'addAttachment' && (
        <Suspense fallback={null}>
          <AddAttachmentsDialog requestId={request.id} onClose={close} />
        </Suspense>
      )}
      {dialog === 'deleteRequest' && (
        <DeleteRequestDialog
          request={request}
          onClose={close}
          onRemoving={onRemoving}
          onDeleted={onDeleted}
        />
      )}
      {dialog === 'deleteSubmission' && (
        <DeleteSubmissionDialog request={request} onClose={close} />
      )}
    </>
  );
}

// The dialogs hold their own calls, so a request's card (built again for each selected request)
// sets none of them up until one is asked for.

function DeleteRequestDialog({
  request,
  onClose,
  onRemoving,
  onDeleted,
}: Pick<RequestActionsProps, 'request' | 'onRemoving' | 'onDeleted'> & { onClose(): void }) {
  const dispatch = useAppDispatch();
  const [removeRequest] = useRemoveImageRequestMutation();
  const confirm = async () => {
    onClose();
    onRemoving(true);
    try {
      const response = await removeRequest({ requestId: request.id }).unwrap();
      dispatch(showSuccess(response.message || deletedMessages.request(request.name)));
      onDeleted();
    } catch {
      // Reported by the error snackbar; the request is shown again.
      onRemoving(false);
    }
  };
  return (
    <ConfirmDialog
      title={requestMessages.deleteRequestTitle(request.name)}
      message={requestMessages.deleteRequestConfirm}
      okText="Delete"
      busy={false}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      // The request and its menu leave the screen with the dialog: the list takes focus.
      focusAfterClose={screenList}
    />
  );
}

/** Asks as Delete Submission on SSIF Submissions does (`DeleteRecordButton`); the request stays. */
function DeleteSubmissionDialog({ request, onClose }: { request: ImageRequest; onClose(): void }) {
  const dispatch = useAppDispatch();
  const [removeSubmission] = useRemoveSubmissionMutation();
  const confirm = async () => {
    // A failure is reported by the error snackbar.
    const response = await removeSubmission({
      submissionIdentity: request.submissionInfo.identity,
      manufacturer: request.submissionInfo.manufacturer,
    }).unwrap();
    dispatch(
      showSuccess(
        response.message || deletedMessages.submission(request.submissionInfo.softwareAlias),
      ),
    );
  };
  return (
    <ConfirmCallDialog
      title={requestMessages.deleteSubmissionTitle(request.submissionInfo.softwareAlias)}
      message={requestMessages.deleteSubmissionConfirm}
      okText="Delete"
      onConfirm={confirm}
      close={onClose}
    />
  );
}
