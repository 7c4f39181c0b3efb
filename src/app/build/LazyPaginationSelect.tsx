import { lazy, Suspense, type ComponentProps } from 'react';

const Select = lazy(() => import(/* webpackChunkName: "select" */ 'antd/lib/select'));

/**
 * Stands in for the `Select` antd's Pagination imports for its page-size changer (see
 * webpack.config.ts): no list of the app shows that changer (`showSizeChanger={false}`), yet the
 * import put antd's Select and its virtual list (about 25 KB gzip) before every list screen,
 * beside the lazy "Sort by" select (SortSelect). Should a changer be shown, it loads then.
 */
export default function LazyPaginationSelect(props: ComponentProps<typeof Select>) {
  return (
    <Suspense fallback={null}>
      <Select {...props} />
    </Suspense>
  );
}
