import { useCallback } from 'react';
import { accountApi } from '@/api';
import { useAppDispatch } from '@/app/hooks';
import { useSearchParamsUpdate } from '@/lib/useSearchParamsUpdate';

/**
 * After an invite: find the new user's id (SendUserInvite returns none) and show them,
 * searched by username so they are on the list's first page however many users there are,
 * and selected. The list's URL keys are those of the shared master-detail list (`q`, `sel`, `page`).
 */
export function useSelectInvitedUser() {
  const dispatch = useAppDispatch();
  const write = useSearchParamsUpdate();

  return useCallback(
    async (username: string) => {
      try {
        const found = await dispatch(
          accountApi.endpoints.getUserInformation.initiate(
            { username },
            { subscribe: false, forceRefetch: true },
          ),
        ).unwrap();
        write((next) => {
          next.set('q', username);
          next.set('sel', found.result.userId);
          next.delete('page');
        });
      } catch {
        // The error snackbar reports the failed lookup; the list still reloads by its cache tag.
      }
    },
    [dispatch, write],
  );
}
