import { useCallback, useContext, useLayoutEffect, useMemo, useRef, type ContextType } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router';

type DataRouter = NonNullable<ContextType<typeof UNSAFE_DataRouterContext>>['router'];

export interface SearchParamsUpdateOptions {
  /** Replace the history entry instead of pushing one. */
  replace?: boolean;
}

/** Changes `next` in place: the URL's query as it stands now, to be navigated to. */
export type SearchParamsChange = (next: URLSearchParams) => void;

/**
 * The query of our navigation each router has not arrived at yet. The router finishes a
 * navigation a few microtasks after it is asked for, so two changes in one tick (a search and
 * the old result's selection) build one on the other. Whatever the router does next ends it:
 * it arrives, the back button overtakes it, or the unsaved-changes guard blocks it.
 */
const inFlight = new WeakMap<DataRouter, string>();
const watched = new WeakSet<DataRouter>();

function watch(router: DataRouter) {
  if (watched.has(router)) return;
  watched.add(router);
  router.subscribe(() => inFlight.delete(router));
}

/**
 * Changes the URL's query, built on the URL the router is at now rather than on the one this
 * component last rendered (react-router's `setSearchParams` hands its callback the rendered
 * one). Navigations render in transitions that typing keeps interrupting, so on a slow machine
 * the rendered URL can lag by several navigations: building on it undid a search typed a moment
 * ago (the old result's selection wrote the old term back), and the search box then showed the
 * old term. A screen that is no longer shown writes nothing: its late timer must not navigate back.
 * The function keeps its identity for the component's life, so memoised children keep theirs.
 * It navigates through the router itself, not `useNavigate()`: that hook renders its component
 * again on every change of the router's state, such as the start of a navigation leaving the
 * screen, when the screen has nothing new to draw.
 */
export function useSearchParamsUpdate(): (
  change: SearchParamsChange,
  options?: SearchParamsUpdateOptions,
) => void {
  const router = useDataRouter();
  const location = useLocation();
  // The location this component was last drawn at: its screen.
  const drawn = useRef(location);
  useLayoutEffect(() => {
    drawn.current = location;
  });

  return useCallback(
    (change, options = {}) => {
      const now = router.state.location;
      if (now.pathname !== drawn.current.pathname) return;
      const next = new URLSearchParams(inFlight.get(router) ?? now.search);
      change(next);
      const target = next.toString() ? `?${next.toString()}` : '';
      watch(router);
      inFlight.set(router, target);
      void router.navigate(
        { pathname: now.pathname, search: target },
        { replace: options.replace },
      );
    },
    [router],
  );
}

/** The app's data router (createBrowserRouter), read from its context: the live state, navigate. */
export function useDataRouter(): DataRouter {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  if (!router) throw new Error('This hook needs a data router (createBrowserRouter).');
  return router;
}

/**
 * The URL's query as this screen is drawn at. Read from the location rather than through
 * react-router's `useSearchParams()`, which calls `useNavigate()` and so renders its component
 * again on every change of the router's state (see useSearchParamsUpdate).
 */
export function useUrlQuery(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
