import type { LoaderFunctionArgs } from 'react-router';
import { HttpResponse, http } from 'msw';
import { startEarlyCall, tokenCheckUrl } from '@/api/earlyCalls';
import { tokenInformation } from '@/testing/handlers';
import { initialAuthState } from '@/features/auth/authSlice';
import { VALID_TOKEN } from '@/testing/fixtures';
import { server } from '@/testing/server';
import { createAuthLoader } from './authLoader';
import { setupStore } from './store';

/** Counts the token checks that reach the server, answering as the test handlers do. */
function countTokenChecks() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/api/Account/GetTokenInformation')) seen.push(request.url);
  });
  return seen;
}

function signedInStore() {
  return setupStore({
    auth: {
      ...initialAuthState,
      token: VALID_TOKEN,
      _persist: { version: -1, rehydrated: true },
    },
  });
}

const loaderArgs = (path: string) =>
  ({ request: new Request(`http://localhost${path}`), params: {} }) as LoaderFunctionArgs;

afterEach(() => server.events.removeAllListeners());

describe('the token check a cold load starts before the app (src/earlyCalls.ts)', () => {
  it('is the one the route guard uses: the server is asked once, and the user is signed in', async () => {
    const checks = countTokenChecks();
    startEarlyCall(tokenCheckUrl(window.location.origin, VALID_TOKEN), VALID_TOKEN);
    const store = signedInStore();

    const result = await createAuthLoader(store)(loaderArgs('/'));

    expect(result).toBeNull();
    expect(store.getState().auth.status).toBe('authenticated');
    expect(checks).toHaveLength(1);
  });

  it('is used once: the next guarded navigation asks the server again', async () => {
    const checks = countTokenChecks();
    startEarlyCall(tokenCheckUrl(window.location.origin, VALID_TOKEN), VALID_TOKEN);
    const loader = createAuthLoader(signedInStore());

    await loader(loaderArgs('/'));
    await loader(loaderArgs('/SoftwareValidations'));

    expect(checks).toHaveLength(2);
  });

  it('is sent again when it could not reach the server, and the user stays signed in', async () => {
    server.use(
      http.get('*/api/Account/GetTokenInformation', () => HttpResponse.error(), { once: true }),
      tokenInformation(),
    );
    const checks = countTokenChecks();
    startEarlyCall(tokenCheckUrl(window.location.origin, VALID_TOKEN), VALID_TOKEN);
    const store = signedInStore();

    const result = await createAuthLoader(store)(loaderArgs('/'));

    expect(result).toBeNull();
    expect(store.getState().auth.status).toBe('authenticated');
    expect(checks).toHaveLength(2);
  });

  it('is not taken for another token', async () => {
    const checks = countTokenChecks();
    startEarlyCall(tokenCheckUrl(window.location.origin, 'an-older-token'), 'an-older-token');
    const store = signedInStore();

    await createAuthLoader(store)(loaderArgs('/'));

    expect(store.getState().auth.status).toBe('authenticated');
    expect(checks).toHaveLength(2);
  });
});
