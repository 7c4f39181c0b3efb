import { useCallback } from 'react';
import { binaryRequestApi, notificationsApi } from '@/api';

/**
 * Starts the calls the selected request's details make first (RequestDetails, its Follow and
 * status buttons and the Components tab), each unless answered within the last minute.
 */
export function usePrefetchRequestDetails(): (requestId: number) => void {
  const request = binaryRequestApi.usePrefetch('getRequest');
  const actions = binaryRequestApi.usePrefetch('getWorkflowActions');
  const components = binaryRequestApi.usePrefetch('getLinkedComponents');
  const following = notificationsApi.usePrefetch('getRequestFollowing');
  return useCallback(
    (requestId: number) => {
      const args = { requestId };
      const fresh = { ifOlderThan: 60 };
      request(args, fresh);
      actions(args, fresh);
      components(args, fresh);
      following(args, fresh);
    },
    [request, actions, components, following],
  );
}
