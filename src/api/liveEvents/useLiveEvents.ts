import { useEffect, useState } from 'react';
import { baseApi } from '@/api/baseApi';
import { endSession } from '@/api/baseQuery';
import { useAppSelector, useAppStore } from '@/app/hooks';
import type { LiveStatus } from './liveStream';
import { tagsFor } from './liveTags';
import { startSharedLiveEvents } from './sharedLiveEvents';
import { TAB_ID } from './tabId';

type Store = ReturnType<typeof useAppStore>;

/**
 * Keeps a signed-in store live: reads the event stream (one per browser, shared between tabs)
 * and invalidates the cache tags each change names, so the lists, details and tabs on screen
 * refetch. Returns the stop.
 */
export function startLiveUpdates(store: Store, onStatus: (status: LiveStatus) => void): () => void {
  return startSharedLiveEvents({
    // Read at each connection: a reconnect goes with the token the session holds then.
    getToken: () => store.getState().auth.token,
    onMessage: (message) => {
      const tags = tagsFor(message, TAB_ID);
      if (tags.length > 0) store.dispatch(baseApi.util.invalidateTags(tags));
    },
    onStatus,
    onUnauthorized: () => endSession(store.dispatch),
  });
}

/** The live updates while signed in (stopped on sign-out); its status, for the offline indicator. */
export function useLiveEvents(): LiveStatus {
  const signedIn = useAppSelector((state) => state.auth.token !== null);
  const store = useAppStore();
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => (signedIn ? startLiveUpdates(store, setStatus) : undefined), [signedIn, store]);

  return status;
}
