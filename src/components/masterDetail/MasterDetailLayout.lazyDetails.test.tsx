import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { lazy } from 'react';
import { server } from '@/testing/server';
import { renderMasterDetail, rowsHandler } from './masterDetailFixture';

/**
 * Screens load their details lazily (issue 10). The router commits its URL changes in a React
 * transition, and a transition that suspends on code not yet fetched is held back: the
 * selection must not wait for the details' code, nor be lost when another navigation comes
 * first (on a phone: the navigation drawer's entry for the screen already shown, chosen right
 * after sign-in; issue 11 item 4).
 */

/** The details as a lazy component whose code arrives when the test says so. */
function lazyDetails() {
  let arrive: () => void = () => undefined;
  const code = new Promise<{ default: (props: { id: number }) => React.JSX.Element }>((resolve) => {
    arrive = () =>
      resolve({ default: ({ id }) => <div data-testid="detail">{`Detail ${id}`}</div> });
  });
  return { Details: lazy(() => code), arrive: () => act(async () => arrive()) };
}

function renderList() {
  server.use(rowsHandler(3));
  const { Details, arrive } = lazyDetails();
  const { router, params } = renderMasterDetail({
    renderDetail: (r) => r && <Details id={r.id} />,
  });
  return { router, arrive, sel: () => params().get('sel') };
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
