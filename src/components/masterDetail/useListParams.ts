import { useCallback, useMemo } from 'react';
import { useSearchParamsUpdate, useUrlQuery } from '@/lib/useSearchParamsUpdate';

export type SortDirection = 'asc' | 'desc';

export interface SortOption<F extends string> {
  /** Sent as `sortField`. */
  value: F;
  /** Shown in the sort select. */
  label: string;
}

/** Spec section 9: every list pages by 10. */
export const PAGE_SIZE = 10;

export interface ListParamsOptions<F extends string> {
  sortOptions: readonly SortOption<F>[];
  defaultSort: F;
  defaultDirection: SortDirection;
  /** Prefixes the URL keys, for a page that shows two lists. */
  paramPrefix?: string;
}

/**
 * The paging query every list endpoint takes (docs/api-conventions.md). `pages` is left
 * out on purpose: the server ignores it, and putting it in the arguments would change the
 * cache key, and so refetch, whenever the row count changed.
 */
export interface ListQueryArgs<F extends string> {
  page: number;
  itemsPerPage: number;
  searchTerm?: string;
  sortField: F;
  sortDirection: SortDirection;
}

export interface SelectOptions {
  /** Replace the history entry instead of pushing one (automatic and keyboard moves). */
  replace?: boolean;
}

export interface ListParams<F extends string> {
  page: number;
  search: string;
  sortField: F;
  sortDirection: SortDirection;
  /** The selected item's id as written in the URL, or null. */
  selectedId: string | null;
  sortOptions: readonly SortOption<F>[];
  queryArgs: ListQueryArgs<F>;
  setPage(page: number, options?: SelectOptions): void;
  /** Back to page 1, selection cleared so the first item of the new result is selected. */
  setSearch(search: string): void;
  setSortField(field: F): void;
  setSortDirection(direction: SortDirection): void;
  select(id: number | string | null, options?: SelectOptions): void;
}

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The list's query arguments as the URL's query `searchParams` gives them (useListParams). */
export function listQueryArgs<F extends string>(
  searchParams: URLSearchParams,
  { sortOptions, defaultSort, defaultDirection, paramPrefix = '' }: ListParamsOptions<F>,
): ListQueryArgs<F> {
  const page = parsePage(searchParams.get(`${paramPrefix}page`));
  const search = searchParams.get(`${paramPrefix}q`) ?? '';
  const sortParam = searchParams.get(`${paramPrefix}sort`);
  const sortField = sortOptions.find((option) => option.value === sortParam)?.value ?? defaultSort;
  const dirParam = searchParams.get(`${paramPrefix}dir`);
  const sortDirection: SortDirection =
    dirParam === 'asc' || dirParam === 'desc' ? dirParam : defaultDirection;
  return {
    page,
    itemsPerPage: PAGE_SIZE,
    ...(search ? { searchTerm: search } : {}),
    sortField,
    sortDirection,
  };
}

/**
 * A list's page, search, sort and selected item, kept in the URL query (`page`, `q`,
 * `sort`, `dir`, `sel`) so a link or a reload shows the same thing and the browser's back
 * button steps through them. Defaults are left out of the URL to keep links short.
 */
export function useListParams<F extends string>({
  sortOptions,
  defaultSort,
  defaultDirection,
  paramPrefix = '',
}: ListParamsOptions<F>): ListParams<F> {
  const searchParams = useUrlQuery();
  const key = useMemo(
    () => ({
      page: `${paramPrefix}page`,
      search: `${paramPrefix}q`,
      sort: `${paramPrefix}sort`,
      dir: `${paramPrefix}dir`,
      sel: `${paramPrefix}sel`,
    }),
    [paramPrefix],
  );

  const page = parsePage(searchParams.get(key.page));
  const search = searchParams.get(key.search) ?? '';
  const sortParam = searchParams.get(key.sort);
  const sortField = sortOptions.find((option) => option.value === sortParam)?.value ?? defaultSort;
  const dirParam = searchParams.get(key.dir);
  const sortDirection: SortDirection =
    dirParam === 'asc' || dirParam === 'desc' ? dirParam : defaultDirection;
  const selectedId = searchParams.get(key.sel);

  const write = useSearchParamsUpdate();
  /** One URL update per user action, built on the URL the router is at now. */
  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      write(
        (next) => {
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, value);
          }
        },
        { replace },
      ),
    [write],
  );

  const setPage = useCallback(
    (next: number, options?: SelectOptions) =>
      update({ [key.page]: next > 1 ? String(next) : null, [key.sel]: null }, options?.replace),
    [update, key],
  );
  const setSearch = useCallback(
    (next: string) => update({ [key.search]: next.trim(), [key.page]: null, [key.sel]: null }),
    [update, key],
  );
  const setSortField = useCallback(
    (next: F) =>
      update({ [key.sort]: next === defaultSort ? null : next, [key.page]: null, [key.sel]: null }),
    [update, key, defaultSort],
  );
  const setSortDirection = useCallback(
    (next: SortDirection) =>
      update({
        [key.dir]: next === defaultDirection ? null : next,
        [key.page]: null,
        [key.sel]: null,
      }),
    [update, key, defaultDirection],
  );
  const select = useCallback(
    (id: number | string | null, options?: SelectOptions) =>
      update({ [key.sel]: id === null ? null : String(id) }, options?.replace),
    [update, key],
  );

  const queryArgs = useMemo<ListQueryArgs<F>>(
    () => ({
      page,
      itemsPerPage: PAGE_SIZE,
      ...(search ? { searchTerm: search } : {}),
      sortField,
      sortDirection,
    }),
    [page, search, sortField, sortDirection],
  );

  return {
    page,
    search,
    sortField,
    sortDirection,
    selectedId,
    sortOptions,
    queryArgs,
    setPage,
    setSearch,
    setSortField,
    setSortDirection,
    select,
  };
}
