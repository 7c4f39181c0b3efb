import { useEffect, useState } from 'react';
import { baseApi } from '@/api/baseApi';
import { endSession } from '@/api/baseQuery';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import type { LiveStatus } from './liveStream';
import { tagsFor } from './liveTags';
import { startSharedLiveEvents } from './sharedLiveEvents';

/**
 * Keeps the signed-in app live: reads the event stream (one per browser, shared between tabs)
 * and invalidates the cache tags each change names, so the lists, details and tabs on screen
 * refetch. Stops on sign-out. Returns the stream's status, for the offline indicator.
 */
export function useLiveEvents(): LiveStatus {
  const signedIn = useAppSelector((state) => state.auth.token !== null);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    if (!signedIn) return undefined;
    return startSharedLiveEvents({
      // Read at each connection: a reconnect goes with the token the session holds then.
      getToken: () => store.getState().auth.token,
      onMessage: (message) => dispatch(baseApi.util.invalidateTags(tagsFor(message))),
      onStatus: setStatus,
      onUnauthorized: () => endSession(dispatch),
    });
  }, [signedIn, dispatch, store]);

  return status;
}
