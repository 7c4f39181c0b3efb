import { useCallback, useState } from 'react';
import { useAddAttachmentsMutation } from '@/api';
import { isApiError, isNoResponse } from '@/api/apiError';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { showError, showSuccess } from '@/components/snackbar/snackbarSlice';
import { requestMessages } from './requestMessages';

export interface AttachmentsUpload {
  requestId: number;
  fileDescription: string;
  files: File[];
}

/**
 * What the dialog says when the upload fails: the server's message when it answered
 * (spec section 8); the call's fallback ('Failed to add attachments.') when no answer came;
 * 'Could not add attachments' for anything else (an unreadable answer, a canceled call).
 * Nothing after a 401: the session has ended and the app is on its way to /login.
 */
function failureMessage(error: unknown): string | null {
  if (!isApiError(error)) return requestMessages.attachmentsFailed;
  if (error.status === 401) return null;
  if (typeof error.status === 'number' || isNoResponse(error)) {
    return error.message || requestMessages.attachmentsFailed;
  }
  return requestMessages.attachmentsFailed;
}

/**
 * AddAttachments with the upload's progress for the dialog (0..100, null when idle). On
 * success it says 'Attachments added successfully' and the request's attachments and
 * events reload through the endpoint's cache tags. Resolves true on success.
 */
export function useUploadAttachments() {
  const dispatch = useAppDispatch();
  const username = useAppSelector((state) => state.auth.user?.username ?? '');
  const [addAttachments] = useAddAttachmentsMutation();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async ({ requestId, fileDescription, files }: AttachmentsUpload): Promise<boolean> => {
      setProgress(0);
      try {
        await addAttachments({
          username,
          addAttachmentsForm: { requestId, fileDescription, attachments: files },
          onProgress: setProgress,
        }).unwrap();
        dispatch(showSuccess(requestMessages.attachmentsAdded));
        return true;
      } catch (error) {
        const message = failureMessage(error);
        if (message !== null) dispatch(showError(message));
        return false;
      } finally {
        setProgress(null);
      }
    },
    [addAttachments, dispatch, username],
  );

  return { upload, progress, uploading: progress !== null };
}
