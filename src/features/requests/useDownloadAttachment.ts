import { useCallback, useState } from 'react';
import { useLazyGetAttachmentQuery } from '@/api';
import { isApiError } from '@/api/apiError';
import { useAppDispatch } from '@/app/hooks';
import { showError } from '@/components/snackbar/snackbarSlice';
import { requestMessages } from './requestMessages';

/**
 * Downloads an attachment. The file is served only with the bearer header, so a plain link
 * cannot fetch it: GetAttachment fetches it (token, timeout, errors and the session's end
 * as every call's), then the file is saved through its object URL.
 * Returns the download function and the id of the attachment being fetched.
 */
export function useDownloadAttachment() {
  const dispatch = useAppDispatch();
  const [getAttachment] = useLazyGetAttachmentQuery();
  const [busyId, setBusyId] = useState<string | null>(null);

  const download = useCallback(
    async (attachmentId: string, fileName: string) => {
      setBusyId(attachmentId);
      try {
        const file = await getAttachment({ attachmentId }).unwrap();
        const link = document.createElement('a');
        link.href = file.url;
        link.download = file.fileName ?? fileName;
        document.body.appendChild(link);
        link.click();
        link.remove();
        // Revoked on the next turn: the click has started the download by then.
        setTimeout(() => URL.revokeObjectURL(file.url), 0);
      } catch (error) {
        // A 401 has ended the session (the base query): the login page says so.
        if (!isApiError(error)) dispatch(showError(requestMessages.downloadFailed));
        else if (error.status !== 401) dispatch(showError(error.message));
      } finally {
        setBusyId(null);
      }
    },
    [dispatch, getAttachment],
  );

  return { download, busyId };
}
