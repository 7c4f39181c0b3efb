import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { allPermissions, tokenUser } from '@/testing/fixtures';
import { mockOperation } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { SCREEN_DATA_WAIT_MS } from '@/app/routeChunks';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const entry = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Main navigation' })).getByText(name);

/**
 * Counts the list calls of Software Set Validations, with the query each one sent; each answers
 * after `delayMs`, or once `held` has settled.
 */
function countValidationLists(delayMs = 0, held?: Promise<void>) {
  const calls: Record<string, string>[] = [];
  server.use(
    mockOperation('GetSoftwareValidations', async ({ query }) => {
      calls.push({ ...query });
      await (held ?? new Promise((resolve) => setTimeout(resolve, delayMs)));
      const row = {
        id: 7,
        uploadName: 'Helios set',
        manufacturer: 'Acme',
        description: 'Helios components',
        createdBy: 'alice',
        createdOn: '2026-01-05T10:00:00Z',
      };
      return { rowCount: 1, gridRows: [row] };
    }),
    // The screen selects its one row and asks for its details, as soon as it can.
    mockOperation('GetRemoteVerificationData', () => ({
      softwareAlias: 'HELIOS-7',
      filename: 'helios.csv',
    })),
    mockOperation('GetComponentsForValidation', () => []),
  );
  return calls;
}

/** Counts the token checks; each answers (valid) after `delayMs`. */
function countTokenChecks(delayMs: number) {
  const calls = { count: 0 };
  server.use(
    mockOperation('GetTokenInformation', async () => {
      calls.count += 1;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return {
        valid: true,
        user: tokenUser,
        permissions: allPermissions,
        secondFactorEnrolmentRequired: false,
      };
    }),
  );
  return calls;
}

describe('side navigation: pointing at an entry starts its first list', () => {
  it('asks for the Software Set Validations list on hover, once, with the page’s arguments; the page then uses it', async () => {
    const calls = countValidationLists();
    const { router } = renderApp('/UserProfile');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(calls).toHaveLength(0);

    fireEvent.pointerOver(entry('Software Set Validations'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      page: '1',
      itemsPerPage: '10',
      sortField: 'UploadName',
      sortDirection: 'desc',
    });
    // Moving over the same entry again, then pressing it, asks for nothing more.
    fireEvent.pointerOver(entry('Software Set Validations'));
    fireEvent.pointerDown(entry('Software Set Validations'));
    fireEvent.click(entry('Software Set Validations'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/SoftwareValidations'));
    expect(await screen.findByText('Helios set')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('arrives with the list asked for on hover still on its way: the screen shows with its rows', async () => {
    let release!: () => void;
    const calls = countValidationLists(0, new Promise<void>((done) => (release = done)));
    const { router } = renderApp('/UserProfile');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    const checks = countTokenChecks(0);
    fireEvent.pointerOver(entry('Software Set Validations'));
    fireEvent.pointerDown(entry('Software Set Validations'));
    fireEvent.click(entry('Software Set Validations'));
    // The token check has answered and the list has not: the route waits for the list (before,
    // the screen rendered with a loading list, then again with its rows).
    await waitFor(() => expect(checks.count).toBe(1));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(router.state.navigation.state).toBe('loading');
    expect(screen.queryByRole('heading', { name: /Software Set Validations/ })).toBeNull();
    release();
    await screen.findByRole('heading', { name: /Software Set Validations/ });
    expect(screen.getByText('Helios set')).toBeInTheDocument();
  });

  it('shows the screen without a list still on its way after SCREEN_DATA_WAIT_MS', async () => {
    countValidationLists(SCREEN_DATA_WAIT_MS + 1_500);
    const { router } = renderApp('/UserProfile');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    fireEvent.pointerOver(entry('Software Set Validations'));
    fireEvent.click(entry('Software Set Validations'));
    await screen.findByRole('heading', { name: /Software Set Validations/ });
    expect(screen.queryByText('Helios set')).not.toBeInTheDocument();
    expect(await screen.findByText('Helios set')).toBeInTheDocument();
  });

  it('asks for nothing when pointing at the screen already shown or at an entry without a list to preload', async () => {
    const calls = countValidationLists();
    renderApp('/UserProfile');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    fireEvent.pointerOver(entry('Data Management'));
    fireEvent.pointerDown(entry('Request Support'));
    // Give a request the time to go out if one were started.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toHaveLength(0);
  });

  /** On User Profile, settled; the token checks from here on, each answering after `delayMs`. */
  async function pointingFromProfile(delayMs: number) {
    countValidationLists();
    const checks = countTokenChecks(delayMs);
    const { router, store } = renderApp('/UserProfile');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    const before = checks.count;
    const sent = () => checks.count - before;
    const pressAndArrive = async () => {
      fireEvent.pointerDown(entry('Software Set Validations'));
      fireEvent.click(entry('Software Set Validations'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/SoftwareValidations'));
      expect(await screen.findByText('Helios set')).toBeInTheDocument();
    };
    return { sent, pressAndArrive, store };
  }

  it('starts the route’s token check on hover; pressing and the route join it instead of asking again', async () => {
    const { sent, pressAndArrive } = await pointingFromProfile(300);
    fireEvent.pointerOver(entry('Software Set Validations'));
    await waitFor(() => expect(sent()).toBe(1));
    await pressAndArrive();
    expect(sent()).toBe(1);
  });

  it('dispatches nothing on pressing the entry pointed at while its check is on its way', async () => {
    const { sent, pressAndArrive, store } = await pointingFromProfile(300);
    fireEvent.pointerOver(entry('Software Set Validations'));
    await waitFor(() => expect(sent()).toBe(1));
    // Every action dispatched asks each of the page's store readers again, inside the press.
    const dispatched = jest.fn();
    const unsubscribe = store.subscribe(dispatched);
    fireEvent.pointerDown(entry('Software Set Validations'));
    unsubscribe();
    expect(dispatched).not.toHaveBeenCalled();
    await pressAndArrive();
    expect(sent()).toBe(1);
  });

  it('starts a check again when the pointer comes back to the entry after leaving the navigation', async () => {
    const { sent } = await pointingFromProfile(0);
    const answered = () => new Promise((resolve) => setTimeout(resolve, 100));
    fireEvent.pointerOver(entry('Software Set Validations'));
    await waitFor(() => expect(sent()).toBe(1));
    await answered();
    // Moving within the entry starts nothing more.
    fireEvent.pointerOver(entry('Software Set Validations'));
    await answered();
    expect(sent()).toBe(1);
    fireEvent.pointerLeave(screen.getByRole('navigation', { name: 'Main navigation' }));
    fireEvent.pointerOver(entry('Software Set Validations'));
    await waitFor(() => expect(sent()).toBe(2));
  });

  it('checks the token again on pressing when the hover’s check has answered', async () => {
    const { sent, pressAndArrive } = await pointingFromProfile(0);
    fireEvent.pointerOver(entry('Software Set Validations'));
    await waitFor(() => expect(sent()).toBe(1));
    // The hover's answer is in: the route must not render on it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await pressAndArrive();
    expect(sent()).toBe(2);
  });
});
