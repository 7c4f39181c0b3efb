import { act, configure, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useGetRequestsQuery } from '../../api';
import type { ImageRequestRow } from '../../api/generated/binaryRequestApi';
import { setupStore } from '../../app/store';
import { initialAuthState } from '../../features/auth/authSlice';
import { VALID_TOKEN } from '../../testing/fixtures';
import { api, ok } from '../../testing/handlers';
import { server } from '../../testing/server';
import { MasterDetailLayout } from './MasterDetailLayout';

const sortOptions = [{ value: 'CreatedOn', label: 'Created On' }] as const;

function row(id: number): ImageRequestRow {
  return {
    id,
    uploadName: `Upload ${id}`,
    manufacturer: 'Acme',
    description: '',
    createdBy: 'Alice Adams',
    createdOn: '2026-01-01T10:00:00.000Z',
    status: 'Open',
    priority: false,
    priorityDueDate: null,
    pastDue: false,
  };
}

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
      http.get(api('BinaryRequest/GetRequests'), async () => {
        await listAnswered.promise;
        return ok({ rowCount: 2, gridRows: [row(1), row(2)] });
      }),
    );
    const store = setupStore({ auth: { ...initialAuthState, token: VALID_TOKEN, _persist: { version: -1, rehydrated: true } } });
    const router = createMemoryRouter(
      [
        {
          path: '/list',
          element: (
            <MasterDetailLayout
              list="requests"
              label="Items"
              sortOptions={sortOptions}
              defaultSort="CreatedOn"
              defaultDirection="desc"
              useQuery={useGetRequestsQuery}
              getId={(r: ImageRequestRow) => r.id}
              renderItem={(r) => r.uploadName}
              renderDetail={(r) => <div data-testid="detail">{r ? `Detail ${r.id}` : 'none'}</div>}
            />
          ),
        },
        // Another page, whose loader (the app's route guard) takes a moment.
        { path: '/other', loader: () => otherLoaded.promise.then(() => null), element: <h1>Other page</h1> },
      ],
      { initialEntries: ['/list'] },
    );
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
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
});
