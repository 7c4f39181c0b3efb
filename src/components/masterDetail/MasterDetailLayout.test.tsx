import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockOperation } from '@/testing/mockApi';
import { server } from '@/testing/server';
import { renderMasterDetail, row } from './masterDetailFixture';

const sortOptions = [
  { value: 'UploadName', label: 'Upload Name' },
  { value: 'CreatedOn', label: 'Created On' },
  { value: 'Status', label: 'Status' },
] as const;

/** 25 rows, filtered by the search term; records every query it receives. */
function listHandler(queries: URLSearchParams[], total = 25) {
  return mockOperation('GetRequests', ({ request }) => {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    const term = query.get('searchTerm') ?? '';
    const all = Array.from({ length: total }, (_, i) => row(i + 1)).filter((r) =>
      r.uploadName.includes(term),
    );
    const page = Number(query.get('page'));
    return {
      rowCount: all.length,
      rowCountCapped: false,
      gridRows: all.slice((page - 1) * 10, page * 10),
    };
  });
}

const renderList = (route = '/list') => renderMasterDetail({ route, sortOptions });

const options = () => within(screen.getByRole('listbox', { name: 'Items' })).getAllByRole('option');
const selected = () =>
  options().find((o) => o.getAttribute('aria-selected') === 'true')?.textContent;

// The CI machine is shared and slow; the default 1 s wait is too tight for antd renders.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

describe('MasterDetailLayout', () => {
  it('sends the default paging query, shows the page and selects the first item', async () => {
    const queries: URLSearchParams[] = [];
    server.use(listHandler(queries));
    const { store } = renderList();
    expect(await screen.findByText('Upload 1')).toBeInTheDocument();
    expect(options()).toHaveLength(10);
    await waitFor(() => expect(selected()).toBe('Upload 1'));
    expect(screen.getByTestId('detail')).toHaveTextContent('Detail 1');
    expect(store.getState().selection.requests).toBe(1);
    const first = queries[0];
    expect(Object.fromEntries(first)).toEqual({
      page: '1',
      itemsPerPage: '10',
      sortField: 'CreatedOn',
      sortDirection: 'desc',
    });
  });

  it('shows ceiling(rowCount / 10) pages and loads another page with its first item selected', async () => {
    const queries: URLSearchParams[] = [];
    server.use(listHandler(queries));
    const { user, params, store } = renderList();
    await screen.findByText('Upload 1');
    expect(screen.getByRole('listitem', { name: '3' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: '4' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('listitem', { name: '3' }));
    expect(await screen.findByText('Upload 21')).toBeInTheDocument();
    expect(options()).toHaveLength(5);
    await waitFor(() => expect(selected()).toBe('Upload 21'));
    expect(params().get('page')).toBe('3');
    expect(params().get('sel')).toBe('21');
    expect(store.getState().selection.requests).toBe(21);
    expect(queries.at(-1)?.get('page')).toBe('3');
  });

  it('goes back to page 1 when the search changes (debounced) and selects the new first item', async () => {
    const queries: URLSearchParams[] = [];
    server.use(listHandler(queries));
    const { params } = renderList('/list?page=2&sel=12');
    await screen.findByText('Upload 11');
    expect(selected()).toBe('Upload 12');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    // Two quick changes: the list is searched once, with the last text.
    fireEvent.change(search, { target: { value: 'Upload' } });
    fireEvent.change(search, { target: { value: 'Upload 2' } });
    await waitFor(() => expect(params().get('q')).toBe('Upload 2'));
    expect(params().get('page')).toBeNull();
    await waitFor(() => expect(selected()).toBe('Upload 2'));
    const searched = queries.filter((q) => q.has('searchTerm'));
    // One request for the whole typed term, not one per keystroke.
    expect(searched.map((q) => q.get('searchTerm'))).toEqual(['Upload 2']);
    expect(searched[0].get('page')).toBe('1');
  });

  it('goes back to page 1 when the sort field or direction changes', async () => {
    const queries: URLSearchParams[] = [];
    server.use(listHandler(queries));
    const { user, params } = renderList('/list?page=2');
    await screen.findByText('Upload 11');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByTitle('Status'));
    await waitFor(() => expect(queries.at(-1)?.get('sortField')).toBe('Status'));
    expect(queries.at(-1)?.get('page')).toBe('1');
    expect(params().get('sort')).toBe('Status');

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
    await user.click(screen.getByRole('button', { name: 'Descending' }));
    await waitFor(() => expect(queries.at(-1)?.get('sortDirection')).toBe('asc'));
    expect(queries.at(-1)?.get('page')).toBe('1');
    expect(screen.getByRole('button', { name: 'Ascending' })).toBeInTheDocument();
  });

  it('restores page, search, sort and selection from the URL and keeps the named item', async () => {
    const queries: URLSearchParams[] = [];
    server.use(listHandler(queries));
    renderList('/list?page=2&q=Upload&sort=UploadName&dir=asc&sel=14');
    await screen.findByText('Upload 11');
    await waitFor(() => expect(selected()).toBe('Upload 14'));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('Upload');
    expect(Object.fromEntries(queries[0])).toEqual({
      page: '2',
      itemsPerPage: '10',
      searchTerm: 'Upload',
      sortField: 'UploadName',
      sortDirection: 'asc',
    });
  });

  it('moves the selection with the arrow keys and the back button returns to the earlier page', async () => {
    server.use(listHandler([]));
    const { user, router, params } = renderList();
    await screen.findByText('Upload 1');
    await waitFor(() => expect(selected()).toBe('Upload 1'));
    screen.getByRole('listbox', { name: 'Items' }).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()).toBe('Upload 3');
    await user.keyboard('{ArrowUp}');
    expect(selected()).toBe('Upload 2');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(selected()).toBe('Upload 1');

    await user.click(screen.getByText('Upload 5'));
    expect(params().get('sel')).toBe('5');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(selected()).toBe('Upload 11'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(selected()).toBe('Upload 5'));
    expect(params().get('page')).toBeNull();
  });

  it('says that nothing matches a search that finds nothing, not that the list is empty', async () => {
    server.use(listHandler([]));
    renderList('/list?q=Nothing%20like%20this');
    expect(
      await screen.findByText(
        'Nothing matches "Nothing like this". Try other words, or clear the search.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('No items')).not.toBeInTheDocument();
  });

  it('selects nothing and shows the empty text when the list is empty', async () => {
    server.use(listHandler([], 0));
    const { store } = renderList('/list?sel=4');
    expect(await screen.findByText('No items')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('detail')).toHaveTextContent('none'));
    expect(store.getState().selection.requests).toBeNull();
  });
});
