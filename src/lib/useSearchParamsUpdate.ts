import { useCallback, useContext, useLayoutEffect, useRef, type ContextType } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate } from 'react-router';

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
 */
export function useSearchParamsUpdate(): (
  change: SearchParamsChange,
  options?: SearchParamsUpdateOptions,
) => void {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const navigate = useNavigate();
  const location = useLocation();
  // The location this component was last drawn at: its screen, and without a data router the
  // only URL there is to build on.
  const drawn = useRef(location);
  useLayoutEffect(() => {
    drawn.current = location;
  });

  return useCallback(
    (change, options = {}) => {
      const now = router?.state.location ?? drawn.current;
      if (now.pathname !== drawn.current.pathname) return;
      const next = new URLSearchParams((router && inFlight.get(router)) ?? now.search);
      change(next);
      const target = next.toString() ? `?${next.toString()}` : '';
      if (router) {
        watch(router);
        inFlight.set(router, target);
      }
      void navigate({ search: target }, { replace: options.replace });
    },
    [router, navigate],
  );
}
