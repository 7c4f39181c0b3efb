import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { itemSelected, type SelectionList } from '@/lib/selectionSlice';
import { useDataRouter } from '@/lib/useSearchParamsUpdate';
import { pageCount } from './PagedList';
import type { ListParams } from './useListParams';

interface ListSelectionInput<T, F extends string> {
  list: SelectionList;
  params: ListParams<F>;
  rows: readonly T[] | undefined;
  rowCount: number;
  isFetching: boolean;
  getId(row: T): number | string;
}

/**
 * Keeps the selection right after every load and mirrors it into the store.
 *
 * After a load the first item is selected unless the URL's selected item is on the page.
 * Searching, sorting and paging clear the selection in the URL (useListParams), so those
 * always land on the first item as the spec says; a link, a reload or the back button keep
 * the item they name; a reload by cache tags (a status change) keeps the item the user is
 * working on, and a deleted item gives way to the new first one.
 */
export function useListSelection<T, F extends string>({
  list,
  params,
  rows,
  rowCount,
  isFetching,
  getId,
}: ListSelectionInput<T, F>): T | undefined {
  const dispatch = useAppDispatch();
  const { selectedId, select, page, setPage } = params;
  const ids = rows?.map((row) => String(getId(row)));
  const selectedRow = rows?.find((row) => String(getId(row)) === selectedId);
  const loaded = rows !== undefined && !isFetching;
  const firstId = ids?.[0] ?? null;
  const selectedOnPage = selectedId !== null && (ids?.includes(selectedId) ?? false);
  const lastPage = pageCount(rowCount);
  // The router commits URL changes in transitions: a selection asked for here can be overtaken
  // by another navigation (the drawer's entry for this same screen) before it is rendered, and
  // then nothing above changed. Every committed location is checked again, so none is left
  // without its first item.
  const { key: locationKey } = useLocation();
  // A navigation under way (the user chose another page while the list was loading) would be
  // cancelled by this replacement: wait for it to end; if it ends on this screen (or is
  // cancelled), the check runs again. The router's live state is read when the effect runs
  // rather than useNavigation(): that would render the whole screen again at the start of
  // every navigation, the one leaving it included.
  const router = useDataRouter();
  const [navigationEnded, setNavigationEnded] = useState(0);

  useEffect(() => {
    if (!loaded) return;
    if (router.state.navigation.state !== 'idle') {
      const { pathname } = router.state.location;
      return router.subscribe((state) => {
        if (state.navigation.state === 'idle' && state.location.pathname === pathname)
          setNavigationEnded((count) => count + 1);
      });
    }
    // The router is already past the URL this list was drawn for (a search typed meanwhile):
    // its first item is not the new result's; the render for the new URL decides.
    if (router.state.location.key !== locationKey) return;
    // The page emptied (its last item deleted, or a stale link): go to the last page there is.
    if (firstId === null && page > lastPage && rowCount > 0) {
      setPage(lastPage, { replace: true });
      return;
    }
    if (!selectedOnPage && firstId !== selectedId) select(firstId, { replace: true });
  }, [
    loaded,
    firstId,
    selectedOnPage,
    selectedId,
    select,
    page,
    lastPage,
    rowCount,
    setPage,
    locationKey,
    navigationEnded,
    router,
  ]);

  const storedId = selectedRow === undefined ? null : getId(selectedRow);
  useEffect(() => {
    dispatch(itemSelected({ list, id: storedId }));
  }, [dispatch, list, storedId]);

  return selectedRow;
}
