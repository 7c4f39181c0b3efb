import { ConfigProvider } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { afterScreenComplete } from '@/lib/screenComplete';
import { UnsavedChangesBlocker } from '@/components/unsavedChanges/UnsavedChangesBlocker';
import { appButtonConfig } from './buttonConfig';
import { useAppSelector } from './hooks';
import { RouteLoading } from './RouteLoading';
import { ScreenSlicesShown } from './screenSlices';
import { appTheme } from './theme';

// The message bar (antd Alert and its icons) loads with the first message, not with the page:
// the sign-in pages show none until the user acts. Fetched in idle time once the screen is
// complete (a webpackPrefetch link asked for it at start, before the screen's own code).
const importSnackbar = () =>
  import(/* webpackChunkName: "snackbar" */ '@/components/snackbar/Snackbar');
const Snackbar = lazy(() => importSnackbar().then((module) => ({ default: module.Snackbar })));

/**
 * Everything every page shares, login included: the accessible theme, the snackbar, the
 * lazy-chunk fallback and the one guard that asks before leaving unsaved changes.
 */
export function RootLayout() {
  const hasMessage = useAppSelector((state) => state.snackbar.message !== null);
  useEffect(() => afterScreenComplete(() => void importSnackbar().catch(() => undefined)), []);
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
      <ScreenSlicesShown />
    </ConfigProvider>
  );
}
