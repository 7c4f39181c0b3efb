import { lazy, Suspense, type ComponentProps } from 'react';

const Editable = lazy(
  () => import(/* webpackChunkName: "typographyEditable" */ 'antd/lib/typography/Editable'),
);

/**
 * Stands in for the editor antd's Typography imports for `editable` text (see
 * webpack.config.ts): the app edits no text in place, yet the import put antd's TextArea into
 * every screen with a Typography. Should `editable` be used, the editor loads then.
 */
export default function LazyTypographyEditable(props: ComponentProps<typeof Editable>) {
  return (
    <Suspense fallback={null}>
      <Editable {...props} />
    </Suspense>
  );
}
