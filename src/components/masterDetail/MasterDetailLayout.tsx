/**
 * Master-detail list screens (Binary Requests, Software Set Validations, SSIF Submissions,
 * Users, Organizations): list on the left with search, sort, direction and pager; the
 * selected item's details on the right.
 *
 * Usage, simplest form (the layout calls the query hook itself):
 *
 *   const sortOptions = [
 *     { value: 'UploadName', label: 'Upload Name' },
 *     { value: 'CreatedOn', label: 'Created On' },
 *   ] as const;
 *
 *   <MasterDetailLayout
 *     list="validations"                       // key in src/lib/selectionSlice.ts
 *     label="Software set validations"         // accessible name of the list
 *     sortOptions={sortOptions}
 *     defaultSort="UploadName"
 *     defaultDirection="desc"
 *     useQuery={useGetSoftwareValidationsQuery} // called with { page, itemsPerPage, searchTerm?, sortField, sortDirection }
 *     getId={(row: SoftwareValidationRow) => row.id} // annotate: RTK's hooks are generic, so
 *                                                    // TypeScript cannot infer the row type from them
 *     renderItem={(row) => <ValidationItem row={row} />}
 *     renderDetail={(row) => (row ? <ValidationDetails id={row.id} /> : null)}
 *     toolbarExtra={canCreate && <Button>Add Software Set</Button>}
 *   />
 *
 * When the screen needs the query result itself, call `useListParams({ sortOptions,
 * defaultSort, defaultDirection })`, run the hook with `params.queryArgs`, and render
 * `<MasterDetailView params={params} result={queryResult} ... />` with the same other props.
 *
 * Behaviour: page size 10, pages = ceiling(rowCount / 10); search is debounced (150 ms: the list answers within 300 ms of the last key, issue 20);
 * changing search or sort goes back to page 1; after every load the first item is selected
 * unless the URL's selected item is on the page (see useListSelection); page, search, sort,
 * direction and selected item live in the URL query (`page`, `q`, `sort`, `dir`, `sel`);
 * the selection is mirrored to the store (`selectSelected(state, list)`); ArrowUp/ArrowDown
 * move the selection while the list has focus. Load errors are shown by the app's error
 * snackbar (the endpoint's fallback message), not here.
 */
import { Button, Flex } from 'antd';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { PageLoading } from '@/components/PageLoading';
import { useCompactLayout } from '@/components/useCompactLayout';
import { markScreenComplete } from '@/lib/screenComplete';
import type { SelectionList } from '@/lib/selectionSlice';
import { ListToolbar } from './ListToolbar';
import {
  COLUMNS_CLASS,
  DETAILS_COLUMN_CLASS,
  MasterDetailColumnsStyle,
} from './masterDetailColumns';
import { PagedList, type ItemState } from './PagedList';
import {
  useListParams,
  type ListParams,
  type ListQueryArgs,
  type SortDirection,
  type SortOption,
} from './useListParams';
import { useListSelection } from './useListSelection';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconBackToList } from '@/components/icon/icons';

export interface ListPage<T> {
  rowCount: number;
  /** GetRequests only: the search's count stopped at its cap, so more than rowCount rows match. */
  rowCountCapped?: boolean;
  gridRows: T[];
}

/** The parts of an RTK Query hook result the layout reads. */
export interface ListQueryResult<T> {
  data?: ListData<T>;
  /**
   * The result for the current arguments only (RTK Query's `currentData`); while another
   * page loads, `data` still holds the previous one, which must not drive the selection.
   */
  currentData?: ListData<T>;
  isFetching: boolean;
}

/** The generated hooks' envelope: `{ success, message, result: { rowCount, gridRows } }`. */
type ListData<T> = { result: ListPage<T> | null };

function pageOf<T>(data: ListData<T> | undefined): ListPage<T> | undefined {
  if (!data) return undefined;
  return data.result ?? { rowCount: 0, gridRows: [] };
}

interface SharedProps<T> {
  list: SelectionList;
  /** Accessible name of the list. */
  label: string;
  getId(row: T): number | string;
  renderItem(row: T, state: ItemState): ReactNode;
  /** Rendered on the right for the selected row (undefined while nothing is selected). */
  renderDetail(row: T | undefined): ReactNode;
  /** Rows drawn with the error tint. */
  isDanger?(row: T): boolean;
  /** Above the list, e.g. the page heading. */
  header?: ReactNode;
  /** Above the search box, e.g. an Add button. */
  toolbarExtra?: ReactNode;
  searchPlaceholder?: string;
  emptyText?: ReactNode;
  /**
   * The selected item's details say when the screen is complete (markScreenComplete, as the
   * request details do); otherwise the list's first answer does.
   */
  detailsCompleteScreen?: boolean;
  /**
   * The details stay mounted from one selected item to the next (they update in place and
   * suspend nothing outside boundaries of their own): no boundary per item around them.
   */
  keepDetailsMounted?: boolean;
}

/** The empty list's text while a search is on. */
export const noMatch = (search: string) =>
  `Nothing matches "${search}". Try other words, or clear the search.`;

export interface MasterDetailViewProps<T, F extends string> extends SharedProps<T> {
  params: ListParams<F>;
  result: ListQueryResult<T>;
}

export function MasterDetailView<T, F extends string>(props: MasterDetailViewProps<T, F>) {
  const { params, result, list, getId } = props;
  const page = pageOf(result.data);
  const rowCount = page?.rowCount ?? 0;
  const current = 'currentData' in result ? pageOf(result.currentData) : page;
  const selectedRow = useListSelection({
    list,
    params,
    rows: current?.gridRows,
    rowCount: current?.rowCount ?? 0,
    isFetching: result.isFetching,
    getId,
  });
  // Later work (dialogs' code, other screens) waits for this: src/lib/screenComplete.ts.
  const listAnswered = current !== undefined;
  // A list with rows will select one (useListSelection, in an effect after the first render of
  // its rows): its details say when the screen is complete, not the render before the selection.
  const detailsPending =
    props.detailsCompleteScreen === true && (current?.gridRows.length ?? 0) > 0;
  useEffect(() => {
    if (listAnswered && !detailsPending) markScreenComplete();
  }, [listAnswered, detailsPending]);
  // Below lg the details stack under the list: a click on an item brings its details into
  // view, and Back to list returns to the list (the selection stays in the URL either way).
  const compact = useCompactLayout();
  const listColumn = useRef<HTMLDivElement>(null);
  const detailColumn = useRef<HTMLDivElement>(null);
  // The item the user clicked, revealed once its details render: after the list's own
  // scroll to the selected item, which would otherwise cut a scroll started at the click short.
  const reveal = useRef<string | null>(null);
  const selectedKey = selectedRow === undefined ? null : String(getId(selectedRow));
  const scrollToDetails = () => detailColumn.current?.scrollIntoView?.({ block: 'start' });
  useEffect(() => {
    if (reveal.current === null || reveal.current !== selectedKey) return;
    reveal.current = null;
    scrollToDetails();
    // Once more after this frame's layout: a scroll the list starts for its selected item in a
    // later commit of the same click would otherwise leave the details out of view.
    const frame = requestAnimationFrame(scrollToDetails);
    return () => cancelAnimationFrame(frame);
  }, [selectedKey]);
  const showDetails = (id: string) => {
    if (!compact) return;
    if (id === selectedKey) scrollToDetails();
    else reveal.current = id;
  };
  const backToList = () => {
    const listbox = listColumn.current?.querySelector<HTMLElement>('[role="listbox"]');
    listbox?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    listbox?.focus({ preventScroll: true });
  };

  return (
    <Flex vertical gap={16}>
      {props.header}
      <MasterDetailColumnsStyle />
      <div className={COLUMNS_CLASS}>
        <div ref={listColumn}>
          <Flex vertical gap={12}>
            {props.toolbarExtra}
            <ListToolbar params={params} searchPlaceholder={props.searchPlaceholder} />
            <PagedList
              params={params}
              rows={page?.gridRows ?? []}
              rowCount={rowCount}
              rowCountCapped={page?.rowCountCapped ?? false}
              loading={result.isFetching}
              getId={getId}
              renderItem={props.renderItem}
              isDanger={props.isDanger}
              label={props.label}
              // A search that finds nothing says so, rather than that there is nothing at all.
              emptyText={params.search ? noMatch(params.search) : props.emptyText}
              onPick={showDetails}
            />
          </Flex>
        </div>
        <div
          className={DETAILS_COLUMN_CLASS}
          ref={detailColumn}
          // Stacked, the details are at least a window tall: details still loading (a request's
          // are fetched on selection) would otherwise leave the page too short to scroll their
          // top to the top of the window, and they would grow below it, out of view.
          style={{ minHeight: compact && selectedRow !== undefined ? '100vh' : undefined }}
        >
          {compact && selectedRow !== undefined && (
            <Button
              type="link"
              icon={<MdiIcon path={iconBackToList} />}
              onClick={backToList}
              style={{ paddingInline: 0 }}
            >
              Back to list
            </Button>
          )}
          {/* Screens may load their details lazily: the list shows without waiting for them.
              One boundary per selected item: the router commits a selection in a transition,
              which would otherwise be held back (the item not marked, the URL change open to
              being overtaken) until the details' code arrived. A new boundary shows its
              fallback at once instead. */}
          <Suspense
            key={props.keepDetailsMounted ? undefined : (selectedKey ?? '')}
            fallback={<PageLoading />}
          >
            {props.renderDetail(selectedRow)}
          </Suspense>
        </div>
      </div>
    </Flex>
  );
}

export interface MasterDetailLayoutProps<T, F extends string> extends SharedProps<T> {
  sortOptions: readonly SortOption<F>[];
  defaultSort: F;
  defaultDirection: SortDirection;
  paramPrefix?: string;
  /** An RTK Query hook such as `useGetRequestsQuery`; called once per render with the list's args. */
  useQuery(args: ListQueryArgs<F>): ListQueryResult<T>;
}

export function MasterDetailLayout<T, F extends string>({
  sortOptions,
  defaultSort,
  defaultDirection,
  paramPrefix,
  useQuery,
  ...shared
}: MasterDetailLayoutProps<T, F>) {
  const params = useListParams({ sortOptions, defaultSort, defaultDirection, paramPrefix });
  // The hook is fixed for the component's life, so calling it through the prop keeps hook order.
  const result = useQuery(params.queryArgs);
  return <MasterDetailView params={params} result={result} {...shared} />;
}

export type { ItemState } from './PagedList';
export { PAGE_SIZE, useListParams } from './useListParams';
export type { ListParams, ListQueryArgs, SortDirection, SortOption } from './useListParams';
