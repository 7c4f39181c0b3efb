import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useListParams, type ListParams } from './useListParams';

type Field = 'CreatedOn';

/** The hook on a real router at `url`; `current()` is its latest value, `url()` the router's. */
function renderParams(url: string) {
  const seen: { params?: ListParams<Field> } = {};
  function Probe() {
    seen.params = useListParams<Field>({
      sortOptions: [{ value: 'CreatedOn', label: 'Created On' }],
      defaultSort: 'CreatedOn',
      defaultDirection: 'desc',
    });
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/list', element: <Probe /> },
      { path: '/other', element: null },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  const current = () => {
    if (!seen.params) throw new Error('not rendered');
    return seen.params;
  };
  return { current, url: () => router.state.location.search, router };
}

describe('useListParams', () => {
  it('builds on its own navigation that has not rendered yet instead of undoing it', async () => {
    const { current, url } = renderParams('/list?page=2&sel=12');
    // Both from one render, as when the old result's selection effect runs while the search a
    // user just typed is still on its way: the selection must not bring the old URL back.
    const { setSearch, select } = current();
    act(() => {
      setSearch('helios');
      select(45, { replace: true });
    });
    await waitFor(() => expect(url()).toBe('?q=helios&sel=45'));
    expect(current().search).toBe('helios');
  });

  it('starts from the URL when it moved elsewhere since (back button)', async () => {
    const { current, url, router } = renderParams('/list?q=old');
    act(() => current().setSearch('new'));
    await waitFor(() => expect(url()).toBe('?q=new'));
    await act(() => router.navigate(-1));
    expect(url()).toBe('?q=old');
    act(() => current().setPage(3));
    await waitFor(() => expect(url()).toBe('?q=old&page=3'));
  });

  it('builds on the URL the router is at, not on an older one its caller was drawn with', async () => {
    const { current, url } = renderParams('/list?q=hel');
    // A timer or effect from a render that the URL has since moved past, as on a slow machine
    // where typing keeps interrupting the router's renders.
    const drawnAtHel = current();
    act(() => current().setSearch('helio'));
    await waitFor(() => expect(current().search).toBe('helio'));
    act(() => drawnAtHel.select(45, { replace: true }));
    await waitFor(() => expect(url()).toBe('?q=helio&sel=45'));
    expect(current().search).toBe('helio');
  });

  it('writes nothing once its screen is left', async () => {
    const { current, router } = renderParams('/list?q=old');
    const { setSearch } = current();
    await act(() => router.navigate('/other'));
    act(() => setSearch('late'));
    await act(() => Promise.resolve());
    expect(router.state.location.pathname).toBe('/other');
    expect(router.state.location.search).toBe('');
  });
});
