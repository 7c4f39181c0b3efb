import { createBrowserRouter } from 'react-router';
import { registerNavigation } from '@/lib/navigation';
import { createRoutes } from './routes';
import { lengthenSlicesForScreenChanges } from './screenSlices';
import type { AppStore } from './store';

type Router = ReturnType<typeof createBrowserRouter>;

/** Lets the base query navigate (to /login on a 401) with the app's own router. */
export function bridgeNavigation(router: Router): void {
  registerNavigation({
    navigate: (to) => void router.navigate(to),
    currentLocation: () => {
      const { pathname, search, hash } = router.state.location;
      return `${pathname}${search}${hash}`;
    },
  });
}

/** Create after the persisted token is restored: the router starts the first route's loader at once. */
export function createAppRouter(store: AppStore): Router {
  const router = createBrowserRouter(createRoutes(store));
  bridgeNavigation(router);
  lengthenSlicesForScreenChanges(router);
  return router;
}
