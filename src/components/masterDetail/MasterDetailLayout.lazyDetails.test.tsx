import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { lazy } from 'react';
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

/**
 * Screens load their details lazily (issue 10). The router commits its URL changes in a React
 * transition, and a transition that suspends on code not yet fetched is held back: the
 * selection must not wait for the details' code, nor be lost when another navigation comes
 * first (on a phone: the navigation drawer's entry for the screen already shown, chosen right
 * after sign-in; issue 11 item 4).
 */

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

/** The details as a lazy component whose code arrives when the test says so. */
function lazyDetails() {
  let arrive: () => void = () => undefined;
  const code = new Promise<{ default: (props: { id: number }) => React.JSX.Element }>((resolve) => {
    arrive = () => resolve({ default: ({ id }) => <div data-testid="detail">{`Detail ${id}`}</div> });
  });
  return { Details: lazy(() => code), arrive: () => act(async () => arrive()) };
}

function renderList() {
  server.use(
    http.get(api('BinaryRequest/GetRequests'), () => ok({ rowCount: 3, gridRows: [row(1), row(2), row(3)] })),
  );
  const { Details, arrive } = lazyDetails();
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
            renderDetail={(r) => r && <Details id={r.id} />}
          />
        ),
      },
    ],
    { initialEntries: ['/list'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const sel = () => new URLSearchParams(router.state.location.search).get('sel');
  return { router, arrive, sel };
}

const option = (name: string) =>
  within(screen.getByRole('listbox', { name: 'Items' })).getByRole('option', { name });

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

describe('MasterDetailLayout with details loaded on first selection', () => {
  it('marks the first item selected at once and shows the details loading until their code arrives', async () => {
    const { arrive } = renderList();
    expect(await screen.findByText('Upload 1')).toBeInTheDocument();
    await waitFor(() => expect(option('Upload 1')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('detail')).not.toBeInTheDocument();

    await arrive();
    expect(await screen.findByTestId('detail')).toHaveTextContent('Detail 1');
  });

  it('still selects the first item when a navigation to the same screen comes before the details load', async () => {
    const { router, arrive, sel } = renderList();
    expect(await screen.findByText('Upload 1')).toBeInTheDocument();
    // The list asked for its first item ...
    await waitFor(() => expect(sel()).toBe('1'));
    // ... and the user chose the screen again in the navigation (the URL without the selection).
    await act(() => router.navigate('/list'));
    await arrive();

    await waitFor(() => expect(sel()).toBe('1'));
    await waitFor(() => expect(option('Upload 1')).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByTestId('detail')).toHaveTextContent('Detail 1');
  });

  it('asks for the first item again when another navigation overtakes its selection before it renders', async () => {
    const { router, arrive, sel } = renderList();
    // The moment the list asks for its first item, before React renders that URL, another
    // navigation to the screen (without a selection) comes in.
    let overtaken = false;
    const unsubscribe = router.subscribe((state) => {
      if (overtaken || new URLSearchParams(state.location.search).get('sel') !== '1') return;
      overtaken = true;
      queueMicrotask(() => void router.navigate('/list'));
    });
    // The details' code is here: nothing holds the selection back but the overtaking navigation.
    await arrive();
    expect(await screen.findByText('Upload 1')).toBeInTheDocument();
    await waitFor(() => expect(overtaken).toBe(true));
    unsubscribe();

    await waitFor(() => expect(sel()).toBe('1'));
    await waitFor(() => expect(option('Upload 1')).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByTestId('detail')).toHaveTextContent('Detail 1');
  });
});
