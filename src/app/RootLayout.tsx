import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { Snackbar } from '../components/snackbar/Snackbar';

/** Everything every page shares, login included: the snackbar and the lazy-chunk fallback. */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <Snackbar />
    </>
  );
}
