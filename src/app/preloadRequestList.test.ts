import { http } from 'msw';
import { coldRequestListUrl, startEarlyCall } from '@/api/earlyCalls';
import { initialAuthState } from '@/features/auth/authSlice';
import { newCapture, requestHandlers, rows } from '@/features/requests/requestsTestData';
import { VALID_TOKEN } from '@/testing/fixtures';
import { server } from '@/testing/server';
import { LIST_WAIT_MS, preloadRequestList } from './preloadRequestList';
import { setupStore } from './store';

function signedInStore() {
  return setupStore({
    auth: { ...initialAuthState, token: VALID_TOKEN, _persist: { version: -1, rehydrated: true } },
  });
}

/** The URL's query as the router will read it when it starts. */
const search = () => window.location.search;

/** The list calls that reach the server. */
function listCalls() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/api/BinaryRequest/GetRequests')) seen.push(request.url);
  });
  return seen;
}

const at = (url: string) => window.history.replaceState(null, '', url);

// The list (the test lab's requests) and the selected request's reads.
beforeEach(() => server.use(...requestHandlers(newCapture())));
afterEach(() => {
  server.events.removeAllListeners();
  at('/');
});

describe('the preloaded list of a cold load of Binary Requests', () => {
  it('writes its first request as the selection into the URL before the router starts', async () => {
    at('/?q=helios');
    const entries = window.history.length;

    await preloadRequestList(signedInStore());

    expect(search()).toBe(`?q=helios&sel=${rows[0].id}`);
    // Replaced, not pushed: Back leaves the screen as before.
    expect(window.history.length).toBe(entries);
  });

  it('keeps a selection the URL names on the page, and asks for its details at once', async () => {
    at(`/?sel=${rows[1].id}`);
    const store = signedInStore();

    await preloadRequestList(store);

    expect(search()).toBe(`?sel=${rows[1].id}`);
    expect(Object.keys(store.getState().api.queries)).toContain(
      `getRequest({"requestId":${rows[1].id}})`,
    );
  });

  it('lets the router start without the list when it is slow, and then leaves the URL alone', async () => {
    // The list answers only once the test lets it: the router must start without it.
    let release: () => void = () => undefined;
    const released = new Promise<void>((done) => (release = done));
    let answered = false;
    server.use(
      http.get('*/api/BinaryRequest/GetRequests', async () => {
        await released;
        answered = true;
        return undefined;
      }),
    );
    const calls = listCalls();
    const started = performance.now();

    await preloadRequestList(signedInStore());

    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(LIST_WAIT_MS - 5);
    expect(answered).toBe(false);
    expect(search()).toBe('');
    // The answer that comes after the router has read the URL writes nothing into it.
    release();
    await new Promise((done) => setTimeout(done, 500));
    expect(answered).toBe(true);
    expect(calls).toHaveLength(1);
    expect(search()).toBe('');
  });

  it("takes the early script's list (src/earlyCalls.ts): the server is asked once", async () => {
    at('/?sel=5');
    const calls = listCalls();
    const early = coldRequestListUrl(window.location);
    expect(early).not.toBeNull();
    startEarlyCall(early ?? '', VALID_TOKEN);

    await preloadRequestList(signedInStore());

    // The early call is the list's own request: same URL, so the app sends no second one.
    expect(calls).toEqual([early]);
  });
});

describe("the early script's list", () => {
  it('is asked for only where the URL names nothing but a selection', () => {
    const origin = window.location.origin;
    expect(coldRequestListUrl({ origin, pathname: '/', search: '' })).not.toBeNull();
    expect(coldRequestListUrl({ origin, pathname: '/', search: '?sel=4' })).not.toBeNull();
    for (const query of ['?q=a', '?page=2', '?sort=Status', '?dir=asc', '?status=Submitted']) {
      expect(coldRequestListUrl({ origin, pathname: '/', search: query })).toBeNull();
    }
    expect(coldRequestListUrl({ origin, pathname: '/Reports', search: '' })).toBeNull();
  });
});
