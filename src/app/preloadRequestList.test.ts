import { createMemoryRouter } from 'react-router';
import { initialAuthState } from '@/features/auth/authSlice';
import { newCapture, requestHandlers, rows } from '@/features/requests/requestsTestData';
import { VALID_TOKEN } from '@/testing/fixtures';
import { server } from '@/testing/server';
import { preloadRequestList } from './preloadRequestList';
import { setupStore } from './store';

function signedInStore() {
  return setupStore({
    auth: { ...initialAuthState, token: VALID_TOKEN, _persist: { version: -1, rehydrated: true } },
  });
}

const never = () => new Promise<null>(() => undefined);

/**
 * The app's router at `url`: Binary Requests (its guard's loader answering at once, or never),
 * and a screen whose loader never ends.
 */
function routerAt(url: string, guard: () => Promise<null> = () => Promise.resolve(null)) {
  return createMemoryRouter(
    [
      { path: '/', loader: guard, element: null },
      { path: '/slow', loader: never, element: null },
    ],
    { initialEntries: [url] },
  );
}

/** The preloaded list's answer and what follows it. */
const listAnswered = (store: ReturnType<typeof setupStore>) =>
  new Promise<void>((done) => {
    const stop = store.subscribe(() => {
      const list = Object.values(store.getState().api.queries).find(
        (query) => query?.endpointName === 'getRequests',
      );
      if (list?.status === 'fulfilled') {
        stop();
        // The selection is written after the list's answer, in the same promise chain.
        setTimeout(done, 50);
      }
    });
  });

// The list (the test lab's requests) and the selected request's reads.
beforeEach(() => server.use(...requestHandlers(newCapture())));

describe('the preloaded list of a cold load of Binary Requests', () => {
  it('writes its first request as the selection into the URL as soon as it answers', async () => {
    const store = signedInStore();
    const router = routerAt('/?q=helios');

    preloadRequestList(store, router);
    await listAnswered(store);

    expect(router.state.location.search).toBe(`?q=helios&sel=${rows[0].id}`);
    // Replaced, not pushed: Back leaves the screen as before.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps a selection the URL names on the page', async () => {
    const store = signedInStore();
    const router = routerAt(`/?sel=${rows[1].id}`);

    preloadRequestList(store, router);
    await listAnswered(store);

    expect(router.state.location.search).toBe(`?sel=${rows[1].id}`);
  });

  it('leaves the URL alone once the user is on the way elsewhere', async () => {
    const store = signedInStore();
    const router = routerAt('/');

    preloadRequestList(store, router);
    void router.navigate('/slow');
    await listAnswered(store);

    expect(router.state.navigation.location?.pathname).toBe('/slow');
    expect(router.state.location.search).toBe('');
  });

  it('waits for the route guard: before its token check answers, the URL is left alone', async () => {
    const store = signedInStore();
    const router = routerAt('/', never);

    preloadRequestList(store, router);
    await listAnswered(store);

    // No navigation started: one would have cancelled the guard's check and sent another.
    expect(router.state.initialized).toBe(false);
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.search).toBe('');
  });
});
