import { accountApi, binaryRequestApi, notificationsApi } from '@/api';
import type { AppStore } from './store';
import { listQueryArgs } from '@/components/masterDetail/useListParams';
import { settledWithin } from '@/lib/settledWithin';
import { defaultRequestSort, requestSortOptions } from '@/features/requests/requestSort';

/**
 * How long a cold load waits for its list before the router starts without it. The list
 * answers in tens of milliseconds; a server slower than this gets the screen drawn without its
 * rows first, as before.
 */
export const LIST_WAIT_MS = 600;

/** What the selected request's details ask for first (RequestDetails and its header, buttons and first tab). */
export function prefetchRequestDetails(store: AppStore, requestId: number): void {
  const dispatch = store.dispatch;
  const args = { requestId };
  void dispatch(binaryRequestApi.util.prefetch('getRequest', args, { force: false }));
  void dispatch(notificationsApi.util.prefetch('getRequestFollowing', args, { force: false }));
  void dispatch(binaryRequestApi.util.prefetch('getWorkflowActions', args, { force: false }));
  void dispatch(binaryRequestApi.util.prefetch('getLinkedComponents', args, { force: false }));
}

/** The request the list will select: the URL's, when on the page, else the first row (useListSelection). */
function selectedOf(rows: readonly { id: number }[], selected: string | null): number | undefined {
  const fromUrl = selected === null ? undefined : rows.find((row) => String(row.id) === selected);
  return (fromUrl ?? rows[0])?.id;
}

/**
 * A cold load of Binary Requests asks for its list at once, alongside the token check and the
 * screen's code (main.tsx), with the arguments the page will ask for (BinaryRequestsPage's
 * useListParams); the header's organizations too. The returned promise settles when the list
 * has answered, or after LIST_WAIT_MS, and main.tsx starts the router then (issue 20, the cold
 * load): the page's first render finds the rows in the cache, and the selection in the URL,
 * instead of drawing the screen without them, then the rows, then the selection, each a render
 * and a frame of its own before the details' code could be asked for. The selection
 * (useListSelection's: the URL's when on the page, else the first row) is written into the
 * history entry before the router reads it, and its details are asked for at once. An answer
 * after the wait writes nothing: the router has read the URL, and useListSelection selects.
 * Not kept beyond RTK Query's usual minute when the page does not come.
 */
export function preloadRequestList(store: AppStore): Promise<void> {
  const { search } = window.location;
  const query = new URLSearchParams(search);
  // The filter bar's filters are left out (their reader would grow every page's entry): a list
  // opened with filters in its URL asks for itself, as before.
  const args = listQueryArgs(query, {
    sortOptions: requestSortOptions,
    defaultSort: defaultRequestSort,
    defaultDirection: 'desc',
  });
  const list = store.dispatch(
    binaryRequestApi.endpoints.getRequests.initiate(args, { subscribe: false }),
  );
  void store.dispatch(
    accountApi.util.prefetch('getUserOrganizations', undefined, { force: false }),
  );
  let routerStarts = false;
  const selected = list.then(({ data }) => {
    const requestId = selectedOf(data?.result?.gridRows ?? [], query.get('sel'));
    if (requestId === undefined) return;
    prefetchRequestDetails(store, requestId);
    if (routerStarts || query.get('sel') === String(requestId)) return;
    query.set('sel', String(requestId));
    // Replaced, not pushed: Back leaves the screen as before.
    window.history.replaceState(window.history.state, '', `/?${query.toString()}`);
  });
  // Whatever happens to the list, the app starts.
  return settledWithin(selected, LIST_WAIT_MS).then(() => {
    routerStarts = true;
  });
}
