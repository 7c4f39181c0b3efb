import { binaryRequestApi } from '@/api';
import type { AppStore } from './store';
import { listQueryArgs } from '@/components/masterDetail/useListParams';
import { defaultRequestSort, requestSortOptions } from '@/features/requests/requestSort';

/**
 * A cold load of Binary Requests asks for its list at once, alongside the token check and the
 * screen's code (main.tsx), with the arguments the page will ask for (BinaryRequestsPage's
 * useListParams): the page then finds the list in the cache instead of asking after its code
 * has arrived. Not kept beyond RTK Query's usual minute when the page does not come.
 */
export function preloadRequestList(store: AppStore, search: string): void {
  const args = listQueryArgs(new URLSearchParams(search), {
    sortOptions: requestSortOptions,
    defaultSort: defaultRequestSort,
    defaultDirection: 'desc',
  });
  void store.dispatch(binaryRequestApi.util.prefetch('getRequests', args, { force: false }));
}
