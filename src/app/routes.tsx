import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import LoginPage from '@/features/account/LoginPage';
import ResetPasswordPage from '@/features/account/ResetPasswordPage';
import { createAuthLoader } from './authLoader';
import { NotFoundPage } from './NotFoundPage';
import { RootLayout } from './RootLayout';
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

// Every screen is its own chunk; the shell is one too, so /login never loads it. The sign-in
// pages are part of the entry: they arrive prerendered (scripts/prerender.ts) and hydrate at
// once, and their few antd parts (input, button, checkbox), which the other screens use too,
// then travel in the entry's one vendor file instead of six small chunks.
const AppShell = lazy(() => import(/* webpackChunkName: "shell" */ './layout/AppShell'));
const BinaryRequestsPage = lazy(
  () => import(/* webpackChunkName: "binaryRequests" */ '@/features/requests/BinaryRequestsPage'),
);
const SoftwareValidationsPage = lazy(
  () =>
    import(
      /* webpackChunkName: "softwareValidations" */ '@/features/softwareValidations/SoftwareValidationsPage'
    ),
);
const SSIFSubmissionsPage = lazy(
  () =>
    import(
      /* webpackChunkName: "ssifSubmissions" */ '@/features/ssifSubmissions/SSIFSubmissionsPage'
    ),
);
// Reports bring the chart library (uPlot): only this route's chunk holds it.
const ReportsPage = lazy(
  () => import(/* webpackChunkName: "reports" */ '@/features/reports/ReportsPage'),
);
const UserProfilePage = lazy(
  () => import(/* webpackChunkName: "userProfile" */ '@/features/userProfile/UserProfilePage'),
);
const UserManagementPage = lazy(
  () =>
    import(/* webpackChunkName: "userManagement" */ '@/features/userManagement/UserManagementPage'),
);
const DataManagementPage = lazy(
  () =>
    import(/* webpackChunkName: "dataManagement" */ '@/features/dataManagement/DataManagementPage'),
);
const OrganizationsPage = lazy(
  () =>
    import(/* webpackChunkName: "organizations" */ '@/features/organizations/OrganizationsPage'),
);
const AuditTrailPage = lazy(
  () => import(/* webpackChunkName: "auditTrail" */ '@/features/auditTrail/AuditTrailPage'),
);
const SiteSettingsPage = lazy(
  () => import(/* webpackChunkName: "siteSettings" */ '@/features/siteSettings/SiteSettingsPage'),
);

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
          shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
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
