import { ConfigProvider } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { Snackbar } from '../components/snackbar/Snackbar';
import { UnsavedChangesBlocker } from '../components/unsavedChanges/UnsavedChangesBlocker';
import { appTheme } from './theme';

/**
 * Everything every page shares, login included: the accessible theme, the snackbar, the
 * lazy-chunk fallback and the one guard that asks before leaving unsaved changes.
 */
export function RootLayout() {
  return (
    <ConfigProvider theme={appTheme}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <Snackbar />
      <UnsavedChangesBlocker />
    </ConfigProvider>
  );
}
