import { useCallback, useState } from 'react';
import { baseApi } from '@/api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { showError, showSuccess } from '@/components/snackbar/snackbarSlice';
import { apiUrl, envelopeMessage } from './apiUrl';
import { requestMessages } from './requestMessages';
import { UploadError, uploadWithProgress } from './uploadWithProgress';
import { useSessionExpiry } from './useSessionExpiry';

export interface AttachmentsUpload {
  requestId: number;
  fileDescription: string;
  files: File[];
}

/**
 * AddAttachments through XHR so the dialog can show upload progress. Messages:
 * success 'Attachments added successfully'; the server's message when it answers
 * success:false (spec section 8); 'Failed to add attachments.' when no answer came;
 * 'Could not add attachments' for anything else (an unreadable answer). Afterwards the
 * request's attachments and events reload through their cache tags, as the RTK endpoint's
 * invalidatesTags would have done. Resolves true on success.
 */
export function useUploadAttachments() {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.auth.token);
  const username = useAppSelector((state) => state.auth.user?.username ?? '');
  const endSession = useSessionExpiry();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async ({ requestId, fileDescription, files }: AttachmentsUpload): Promise<boolean> => {
      const form = new FormData();
      form.append('requestId', String(requestId));
      form.append('fileDescription', fileDescription);
      for (const file of files) form.append('attachments', file, file.name);
      setProgress(0);
      try {
        const { status, body } = await uploadWithProgress({
          url: apiUrl('/api/BinaryRequest/AddAttachments', { username }),
          form,
          token,
          onProgress: setProgress,
        });
        const envelope = envelopeMessage(body);
        if (status === 401) {
          endSession();
          return false;
        }
        if (envelope?.success && status >= 200 && status < 300) {
          dispatch(
            baseApi.util.invalidateTags([
              { type: 'Attachments', id: requestId },
              { type: 'Events', id: requestId },
            ]),
          );
          dispatch(showSuccess(requestMessages.attachmentsAdded));
          return true;
        }
        dispatch(showError(envelope?.message || requestMessages.attachmentsFailed));
        return false;
      } catch (error) {
        const noAnswer = error instanceof UploadError && error.kind !== 'CANCELED';
        dispatch(
          showError(
            noAnswer ? requestMessages.addAttachmentsFallback : requestMessages.attachmentsFailed,
          ),
        );
        return false;
      } finally {
        setProgress(null);
      }
    },
    [dispatch, endSession, token, username],
  );

  return { upload, progress, uploading: progress !== null };
}
