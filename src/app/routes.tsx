import type { RouteObject, ShouldRevalidateFunction } from 'react-router';
import LoginPage from '@/features/account/LoginPage';
import ResetPasswordPage from '@/features/account/ResetPasswordPage';
import { createAuthLoader } from './authLoader';
import { NotFoundPage } from './NotFoundPage';
import { RootLayout } from './RootLayout';
import { preloadedLazy, screenDataLoader } from './routeChunks';
import { RouteLoading } from './RouteLoading';
import {
  AdminGate,
  BinaryRequestsGate,
  ReportsGate,
  SoftwareValidationsGate,
  SSIFSubmissionsGate,
  SuperUserGate,
} from './routeGuards';
import type { AppStore } from './store';

// Every screen is its own chunk; the shell is one too, so /login never loads it (routeChunks.ts).
// The sign-in pages are part of the entry: they arrive prerendered (scripts/prerender.ts) and
// hydrate at once, and their few antd parts (input, button, checkbox), which the other screens
// use too, then travel in the entry's one vendor file instead of six small chunks.
const AppShell = preloadedLazy('shell');
const BinaryRequestsPage = preloadedLazy('/');
const SoftwareValidationsPage = preloadedLazy('/SoftwareValidations');
const SSIFSubmissionsPage = preloadedLazy('/SSIFSubmissions');
const UserProfilePage = preloadedLazy('/UserProfile');
const UserManagementPage = preloadedLazy('/UserManagement');
const DataManagementPage = preloadedLazy('/DataManagement');
const OrganizationsPage = preloadedLazy('/Organizations');
const SiteSettingsPage = preloadedLazy('/SiteSettings');
const ReportsPage = preloadedLazy('/Reports');
const AuditTrailPage = preloadedLazy('/AuditTrail');

/** A loader runs again on arriving at its route, not when only the query string changes. */
const onArrival: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

export function createRoutes(store: AppStore): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        { path: '/login', element: <LoginPage /> },
        { path: '/ResetPassword', element: <ResetPasswordPage /> },
        {
          id: 'guarded',
          loader: createAuthLoader(store),
          // "On every guarded route the token information is reloaded first": on a change of
          // route, not of a list's query string (paging, sorting, selecting stay one call each).
          shouldRevalidate: onArrival,
          hydrateFallbackElement: <RouteLoading />,
          element: <AppShell />,
          children: [
            {
              index: true,
              element: (
                <BinaryRequestsGate>
                  <BinaryRequestsPage />
                </BinaryRequestsGate>
              ),
            },
            {
              path: '/SoftwareValidations',
              loader: screenDataLoader('/SoftwareValidations'),
              shouldRevalidate: onArrival,
              element: (
                <SoftwareValidationsGate>
                  <SoftwareValidationsPage />
                </SoftwareValidationsGate>
              ),
            },
            {
              path: '/SSIFSubmissions',
              element: (
                <SSIFSubmissionsGate>
                  <SSIFSubmissionsPage />
                </SSIFSubmissionsGate>
              ),
            },
            {
              path: '/Reports',
              element: (
                <ReportsGate>
                  <ReportsPage />
                </ReportsGate>
              ),
            },
            { path: '/UserProfile', element: <UserProfilePage /> },
            {
              path: '/UserManagement',
              element: (
                <AdminGate>
                  <UserManagementPage />
                </AdminGate>
              ),
            },
            {
              path: '/DataManagement',
              element: (
                <AdminGate>
                  <DataManagementPage />
                </AdminGate>
              ),
            },
            {
              path: '/Organizations',
              element: (
                <AdminGate>
                  <OrganizationsPage />
                </AdminGate>
              ),
            },
            {
              path: '/AuditTrail',
              element: (
                <SuperUserGate>
                  <AuditTrailPage />
                </SuperUserGate>
              ),
            },
            { path: '/SiteSettings', element: <SiteSettingsPage /> },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
