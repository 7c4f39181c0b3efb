import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter } from 'react-router';
import { AppRouterProvider } from '@/app/AppRouterProvider';
import { initialAuthState, type AuthState } from '@/features/auth/authSlice';
import { bridgeNavigation } from '@/app/router';
import { createRoutes } from '@/app/routes';
import { setupStore, type RootState } from '@/app/store';
import { VALID_TOKEN } from './fixtures';

interface Options {
  /** The stored token; `null` for a signed-out visitor. Defaults to a valid one. */
  token?: string | null;
  auth?: Partial<AuthState>;
  preloadedState?: Partial<RootState>;
}

/**
 * Renders the whole app (real store, real routes, lazy chunks, the router's provider of
 * src/main.tsx) at `route`, as the browser would after a reload with the given stored token.
 */
export function renderApp(
  route: string,
  { token = VALID_TOKEN, auth, preloadedState }: Options = {},
) {
  const store = setupStore({
    auth: { ...initialAuthState, token, ...auth, _persist: { version: -1, rehydrated: true } },
    ...preloadedState,
  });
  const router = createMemoryRouter(createRoutes(store), { initialEntries: [route] });
  bridgeNavigation(router);
  // No artificial delay between keystrokes: antd forms are slow enough in jsdom.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <Provider store={store}>
      <AppRouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router, user };
}
