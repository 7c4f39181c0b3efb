import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { persistStore } from 'redux-persist';
import { createAppRouter } from './app/router';
import { setupStore } from './app/store';

const store = setupStore();

// The router runs the guard's loader as soon as it exists, so it waits for the stored token.
persistStore(store, null, () => {
  const router = createAppRouter(store);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const app = (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
  // /login and /ResetPassword arrive prerendered (scripts/prerender.ts): take over that markup
  // instead of painting the page again, in a transition so the work yields to the user's input.
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
});
