import { ConfigProvider } from 'antd';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { UnsavedChangesBlocker } from '@/components/unsavedChanges/UnsavedChangesBlocker';
import { appButtonConfig } from './buttonConfig';
import { useAppSelector } from './hooks';
import { RouteLoading } from './RouteLoading';
import { appTheme } from './theme';

// The message bar (antd Alert and its icons) loads with the first message, not with the page:
// the sign-in pages show none until the user acts. Prefetched when the browser is idle.
const Snackbar = lazy(() =>
  import(
    /* webpackChunkName: "snackbar", webpackPrefetch: true */ '@/components/snackbar/Snackbar'
  ).then((module) => ({ default: module.Snackbar })),
);

/**
 * Everything every page shares, login included: the accessible theme, the snackbar, the
 * lazy-chunk fallback and the one guard that asks before leaving unsaved changes.
 */
export function RootLayout() {
  const hasMessage = useAppSelector((state) => state.snackbar.message !== null);
  return (
    <ConfigProvider theme={appTheme} button={appButtonConfig}>
      <Suspense fallback={<RouteLoading />}>
        <Outlet />
      </Suspense>
      {hasMessage && (
        <Suspense fallback={null}>
          <Snackbar />
        </Suspense>
      )}
      <UnsavedChangesBlocker />
    </ConfigProvider>
  );
}
