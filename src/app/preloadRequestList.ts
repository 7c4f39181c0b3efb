import { accountApi, binaryRequestApi, notificationsApi } from '@/api';
import type { DataRouter } from 'react-router';
import type { AppStore } from './store';
import { listQueryArgs } from '@/components/masterDetail/useListParams';
import { defaultRequestSort, requestSortOptions } from '@/features/requests/requestSort';

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
 * The selection written into the URL the moment the preloaded list answers, so that the page's
 * first render of the rows is already the selected one's. useListSelection writes it otherwise,
 * after that render: the page rendered again before the browser could draw the list and ask for
 * the details' code (issue 20: the cold load). Only while the router rests at the URL the list
 * was asked for, its first loader done and no navigation under way (which this replacement
 * would cancel).
 */
function selectInUrl(router: DataRouter, search: string, requestId: number): void {
  const { initialized, navigation, location } = router.state;
  // Before its first loader has answered (the token check), the router is not idle either.
  if (!initialized || navigation.state !== 'idle') return;
  if (location.pathname !== '/' || location.search !== search) return;
  const next = new URLSearchParams(search);
  if (next.get('sel') === String(requestId)) return;
  next.set('sel', String(requestId));
  void router.navigate({ pathname: '/', search: `?${next.toString()}` }, { replace: true });
}

/**
 * A cold load of Binary Requests asks for its list at once, alongside the token check and the
 * screen's code (main.tsx), with the arguments the page will ask for (BinaryRequestsPage's
 * useListParams), and the moment the list answers, the selected request's details:
 * the page then finds both in the cache instead of asking after its code has arrived and run,
 * and the selection in the URL (selectInUrl).
 * The header's organizations are asked for at once too. Not kept beyond RTK Query's usual
 * minute when the page does not come.
 */
export function preloadRequestList(store: AppStore, router: DataRouter): void {
  const { search } = router.state.location;
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
  void list.then(({ data }) => {
    const requestId = selectedOf(data?.result?.gridRows ?? [], query.get('sel'));
    if (requestId === undefined) return;
    prefetchRequestDetails(store, requestId);
    selectInUrl(router, search, requestId);
  });
}
