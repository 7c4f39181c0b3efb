import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useRequestFilters, type RequestFilters } from './requestFilters';

/** The hook on a real router at `url`; every value it returned, in order. */
function renderFilters(url: string) {
  const seen: RequestFilters[] = [];
  function Probe() {
    seen.push(useRequestFilters());
    return null;
  }
  const router = createMemoryRouter([{ path: '/', element: <Probe /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  const latest = () => {
    const last = seen.at(-1);
    if (!last) throw new Error('not rendered');
    return last;
  };
  return { latest, router, url: () => router.state.location.search };
}

describe('useRequestFilters', () => {
  it('keeps its identity while only the search or the selection changes', async () => {
    const { latest, router } = renderFilters('/?priority=true&sel=1');
    const before = latest();
    await act(() => router.navigate('/?priority=true&sel=2&q=apex'));
    expect(latest()).toBe(before);
    await act(() => router.navigate('/?priority=true&pastDue=true&sel=2&q=apex'));
    expect(latest()).not.toBe(before);
    expect(latest().values).toMatchObject({ priority: true, pastDue: true });
  });

  it('sets a filter on the URL the router is at, keeping a search made since', async () => {
    const { latest, router, url } = renderFilters('/?sel=1');
    const { set } = latest();
    await act(() => router.navigate('/?q=apex&sel=3'));
    act(() => set({ pastDue: true }));
    await waitFor(() => expect(url()).toBe('?q=apex&pastDue=true'));
  });
});
