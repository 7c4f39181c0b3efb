import { act, fireEvent, render, screen } from '@testing-library/react';
import { startTransition, Suspense, use, useState } from 'react';
import { ListToolbar, SEARCH_DEBOUNCE_MS } from './ListToolbar';
import type { ListParams } from './useListParams';

type Field = 'CreatedOn';

/** The toolbar over params whose URL term the test moves by hand, as a slow router would. */
function renderToolbar() {
  const setSearch = jest.fn<void, [string]>();
  const params = (search: string): ListParams<Field> => ({
    page: 1,
    search,
    sortField: 'CreatedOn',
    sortDirection: 'desc',
    selectedId: null,
    sortOptions: [{ value: 'CreatedOn', label: 'Created On' }],
    queryArgs: { page: 1, itemsPerPage: 10, sortField: 'CreatedOn', sortDirection: 'desc' },
    setPage: jest.fn(),
    setSearch,
    setSortField: jest.fn(),
    setSortDirection: jest.fn(),
    select: jest.fn(),
  });
  const view = render(<ListToolbar params={params('')} />);
  const urlBecomes = (search: string) => view.rerender(<ListToolbar params={params(search)} />);
  const type = (value: string) =>
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value } });
  const pause = () => act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  return { setSearch, urlBecomes, type, pause };
}

describe('ListToolbar search', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps keys typed while its own search is on its way to the URL, and searches them', () => {
    const { setSearch, urlBecomes, type, pause } = renderToolbar();
    type('he');
    pause();
    expect(setSearch).toHaveBeenLastCalledWith('he');
    // A slow browser: the next key lands before the URL has taken "he".
    type('hel');
    urlBecomes('he');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('hel');
    pause();
    expect(setSearch).toHaveBeenLastCalledWith('hel');
    urlBecomes('hel');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('hel');
  });

  it('keeps typing while the URL shows an older one of its own searches first', () => {
    const { setSearch, urlBecomes, type, pause } = renderToolbar();
    type('h');
    pause();
    type('he');
    pause();
    type('hel');
    // A slow browser renders the first search only now, then the second.
    urlBecomes('h');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('hel');
    urlBecomes('he');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('hel');
    pause();
    expect(setSearch).toHaveBeenLastCalledWith('hel');
  });

  it('shows a term the URL moved to on its own (back button) and drops typing over the old one', () => {
    const { setSearch, urlBecomes, type, pause } = renderToolbar();
    type('he');
    pause();
    urlBecomes('he');
    type('hex');
    // The back button before the pause ends: the URL's own term wins, the typing is dropped.
    urlBecomes('');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    pause();
    expect(setSearch).toHaveBeenCalledTimes(1);
  });

  it('keeps typing when a render of a newer URL is thrown away (a chunk still loading)', () => {
    const setSearch = jest.fn<void, [string]>();
    const never = new Promise<never>(() => undefined);
    function StillLoading(): null {
      use(never);
      return null;
    }
    let showUrl: (search: string, loading: boolean) => void = () => undefined;
    function Screen() {
      const [url, setUrl] = useState({ search: 'he', loading: false });
      showUrl = (search, loading) => setUrl({ search, loading });
      return (
        <Suspense fallback="loading">
          <ListToolbar
            params={{
              page: 1,
              search: url.search,
              sortField: 'CreatedOn',
              sortDirection: 'desc',
              selectedId: null,
              sortOptions: [{ value: 'CreatedOn', label: 'Created On' }],
              queryArgs: {
                page: 1,
                itemsPerPage: 10,
                sortField: 'CreatedOn',
                sortDirection: 'desc',
              },
              setPage: jest.fn(),
              setSearch,
              setSortField: jest.fn(),
              setSortDirection: jest.fn(),
              select: jest.fn(),
            }}
          />
          {url.loading && <StillLoading />}
        </Suspense>
      );
    }
    render(<Screen />);
    const box = () => screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box(), { target: { value: 'hel' } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(setSearch).toHaveBeenLastCalledWith('hel');
    // The router draws "hel" in a transition that suspends: React keeps showing "he".
    act(() => startTransition(() => showUrl('hel', true)));
    fireEvent.change(box(), { target: { value: 'heli' } });
    expect(box()).toHaveValue('heli');
  });
});
