import { lazy } from 'react';

/**
 * The request filter bar (selects, date pickers), loaded beside the screen that shows it: the
 * Binary Requests list and the Reports screen read their filters from the URL themselves
 * (useRequestFilters), so their data loads without waiting for the bar. One chunk for both.
 */
export const LazyRequestFilterBar = lazy(() =>
  import(/* webpackChunkName: "requestFilterBar" */ './RequestFilterBar').then((m) => ({
    default: m.RequestFilterBar,
  })),
);
