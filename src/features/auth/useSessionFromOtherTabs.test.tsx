import { act, configure, screen, waitFor } from '@testing-library/react';
import { VALID_TOKEN } from '@/testing/fixtures';
import { renderApp } from '@/testing/renderApp';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(90_000);

/** What another tab's redux-persist writes for its auth slice. */
function otherTabStores(token: string | null) {
  const newValue = JSON.stringify({
    token: JSON.stringify(token),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'persist:auth', newValue }));
  });
}

async function signedIn() {
  const view = renderApp('/');
  // The signed-in frame (which listens) is its own chunk.
  await screen.findByRole('navigation', { name: 'Main navigation' });
  expect(view.store.getState().auth.status).toBe('authenticated');
  return view;
}

describe('a session shared by the tabs', () => {
  it('signs this tab out when another tab logs out', async () => {
    const { store, router } = await signedIn();
    otherTabStores(null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().auth.token).toBeNull();
    expect(store.getState().auth.status).toBe('anonymous');
  });

  it('signs this tab out when another tab signs in as someone else', async () => {
    const { store, router } = await signedIn();
    otherTabStores('another-users-token');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().auth.token).toBeNull();
  });

  it('stays signed in when another tab stores the same token', async () => {
    const { store, router } = await signedIn();
    otherTabStores(VALID_TOKEN);
    // Give a sign-out the chance to happen.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().auth.token).toBe(VALID_TOKEN);
  });
});
