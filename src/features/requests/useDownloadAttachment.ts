import { useCallback, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { showError } from '@/components/snackbar/snackbarSlice';
import { apiUrl, envelopeMessage } from './apiUrl';
import { requestMessages } from './requestMessages';
import { useSessionExpiry } from './useSessionExpiry';

/**
 * Downloads an attachment. The file is served only with the bearer header, so a plain link
 * cannot fetch it: fetch it with the token, then save the blob through an object URL.
 * Returns the download function and the id of the attachment being fetched.
 */
export function useDownloadAttachment() {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.auth.token);
  const endSession = useSessionExpiry();
  const [busyId, setBusyId] = useState<string | null>(null);

  const download = useCallback(
    async (attachmentId: string, fileName: string) => {
      setBusyId(attachmentId);
      try {
        const response = await fetch(apiUrl('/api/BinaryRequest/GetAttachment', { attachmentId }), {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        });
        if (!response.ok) {
          // Errors still answer the JSON envelope.
          const envelope = envelopeMessage(await response.json().catch(() => null));
          if (response.status === 401) endSession();
          else dispatch(showError(envelope?.message || requestMessages.downloadFailed));
          return;
        }
        const url = URL.createObjectURL(await response.blob());
        const link = document.createElement('a');
        link.href = url;
        link.download = fileName;
        document.body.appendChild(link);
        link.click();
        link.remove();
        // Revoked on the next turn: the click has started the download by then.
        setTimeout(() => URL.revokeObjectURL(url), 0);
      } catch {
        dispatch(showError(requestMessages.downloadFailed));
      } finally {
        setBusyId(null);
      }
    },
    [dispatch, endSession, token],
  );

  return { download, busyId };
}
