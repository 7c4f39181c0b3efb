import { act, configure, screen, waitFor } from '@testing-library/react';
import { mockOperation } from '@/testing/mockApi';
import { server } from '@/testing/server';
import { renderMasterDetail, row } from './masterDetailFixture';

/** A promise and the function that settles it. */
function later() {
  let settle: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

describe('MasterDetailLayout while the user leaves for another page', () => {
  it('does not cancel that navigation by selecting its first item when its list arrives meanwhile', async () => {
    const listAnswered = later();
    const otherLoaded = later();
    server.use(
      mockOperation('GetRequests', async () => {
        await listAnswered.promise;
        return { rowCount: 2, rowCountCapped: false, gridRows: [row(1), row(2)] };
      }),
    );
    const { router } = renderMasterDetail({
      // Another page, whose loader (the app's route guard) takes a moment.
      otherRoutes: [
        {
          path: '/other',
          loader: () => otherLoaded.promise.then(() => null),
          element: <h1>Other page</h1>,
        },
      ],
    });
    expect(await screen.findByRole('listbox', { name: 'Items' })).toBeInTheDocument();

    // The user chooses the other page while the list is still loading ...
    void router.navigate('/other');
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    // ... the list arrives while that page's loader runs ...
    await act(async () => listAnswered.settle());
    expect(await screen.findByText('Upload 1')).toBeInTheDocument();
    // ... and the other page still opens once its loader is done.
    await act(async () => otherLoaded.settle());
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/other');
  });

  it('does not render the screen again when the user starts leaving it', async () => {
    const otherLoaded = later();
    server.use(
      mockOperation('GetRequests', () => ({
        rowCount: 2,
        rowCountCapped: false,
        gridRows: [row(1), row(2)],
      })),
    );
    const renderDetail = jest.fn((selected?: { id: number }) => (
      <div>{selected ? `Detail ${selected.id}` : 'none'}</div>
    ));
    const { router } = renderMasterDetail({
      renderDetail,
      otherRoutes: [
        {
          path: '/other',
          loader: () => otherLoaded.promise.then(() => null),
          element: <h1>Other page</h1>,
        },
      ],
    });
    expect(await screen.findByText('Detail 1')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?sel=1'));
    const before = renderDetail.mock.calls.length;

    // The other page's loader (the route guard's token check) runs: this screen has nothing to
    // draw meanwhile; rendering it again would only delay the next one.
    void router.navigate('/other');
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(renderDetail.mock.calls.length).toBe(before);

    await act(async () => otherLoaded.settle());
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument();
  });
});
