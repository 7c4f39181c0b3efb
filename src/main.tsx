import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { StyleProvider } from '@ant-design/cssinjs';
import { Provider } from 'react-redux';
import { persistStore } from 'redux-persist';
import { loadShell, preloadScreen } from './app/routeChunks';
import { AppRouterProvider } from './app/AppRouterProvider';
import { createAppRouter } from './app/router';
import { preloadRequestList } from './app/preloadRequestList';
import { setupStore, type AppStore } from './app/store';
import { takeOverPrerenderedPage } from './app/prerenderedLogin';
import { createKeptStyleCache } from './app/keptStyleCache';

const store = setupStore();

// The router runs the guard's loader as soon as it exists, so it waits for the stored token.
persistStore(store, null, () => {
  // A signed-in cold load: the shell, the screen's code and (on Binary Requests) its list are
  // asked for now, alongside the token check the early script started, not one after another.
  const { pathname } = window.location;
  if (store.getState().auth.token && pathname !== '/login' && pathname !== '/ResetPassword') {
    void loadShell().catch(() => undefined);
    preloadScreen(pathname);
    // The router starts once the list has answered (or has taken too long): see preloadRequestList.
    if (pathname === '/') {
      void preloadRequestList(store).then(() => startApp(store));
      return;
    }
  }
  startApp(store);
});

/** The router, and the app rendered (or the prerendered sign-in page taken over). */
function startApp(store: AppStore): void {
  const router = createAppRouter(store);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const app = (
    <StrictMode>
      <StyleProvider cache={createKeptStyleCache()}>
        <Provider store={store}>
          <AppRouterProvider router={router} />
        </Provider>
      </StyleProvider>
    </StrictMode>
  );
  // /login and /ResetPassword arrive prerendered (scripts/prerender.ts): take over that markup
  // instead of painting the page again, in a transition so the work yields to the user's input.
  // On /login the login enhancer drove the form until now: it finishes a sign-in under way and
  // puts the markup back as prerendered first (src/features/account/enhancer/handOver.ts).
  if (container.hasChildNodes()) {
    void takeOverPrerenderedPage().then(() =>
      startTransition(() => void hydrateRoot(container, app)),
    );
  } else createRoot(container).render(app);
}
