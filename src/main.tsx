import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
});
