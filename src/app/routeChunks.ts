/**
 * The code of each signed-in screen, one chunk each (and the shell, so /login never loads it).
 * One importer per chunk, shared by the router's `lazy` and by the preloads: a cold load
 * fetches the shell and its screen while the token is checked (main.tsx), and once a screen
 * is complete the side navigation's other screens are fetched in idle time (SideNav).
 */
import { createElement, lazy, type ComponentType } from 'react';

type ScreenModule = Promise<{ default: ComponentType }>;

/** The components whose code has arrived, by screen path ('shell' for the shell). */
const arrived = new Map<string, ComponentType>();

const remembered = (key: string, load: () => ScreenModule) => (): ScreenModule =>
  load().then((module) => {
    arrived.set(key, module.default);
    return module;
  });

export const loadShell = remembered(
  'shell',
  () => import(/* webpackChunkName: "shell" */ './layout/AppShell'),
);

const importers = {
  '/': () =>
    import(/* webpackChunkName: "binaryRequests" */ '@/features/requests/BinaryRequestsPage'),
  '/SoftwareValidations': () =>
    import(
      /* webpackChunkName: "softwareValidations" */ '@/features/softwareValidations/SoftwareValidationsPage'
    ),
  '/SSIFSubmissions': () =>
    import(
      /* webpackChunkName: "ssifSubmissions" */ '@/features/ssifSubmissions/SSIFSubmissionsPage'
    ),
  // Reports bring the chart library (uPlot): only this route's chunk holds it.
  '/Reports': () => import(/* webpackChunkName: "reports" */ '@/features/reports/ReportsPage'),
  '/UserProfile': () =>
    import(/* webpackChunkName: "userProfile" */ '@/features/userProfile/UserProfilePage'),
  '/UserManagement': () =>
    import(/* webpackChunkName: "userManagement" */ '@/features/userManagement/UserManagementPage'),
  '/DataManagement': () =>
    import(/* webpackChunkName: "dataManagement" */ '@/features/dataManagement/DataManagementPage'),
  '/Organizations': () =>
    import(/* webpackChunkName: "organizations" */ '@/features/organizations/OrganizationsPage'),
  '/AuditTrail': () =>
    import(/* webpackChunkName: "auditTrail" */ '@/features/auditTrail/AuditTrailPage'),
  '/SiteSettings': () =>
    import(/* webpackChunkName: "siteSettings" */ '@/features/siteSettings/SiteSettingsPage'),
} as const;

export type ScreenPath = keyof typeof importers;

export const screenChunks = Object.fromEntries(
  Object.entries(importers).map(([path, load]) => [path, remembered(path, load)]),
) as Record<ScreenPath, () => ScreenModule>;

/**
 * A screen's (or the shell's) component for the router. React.lazy suspends on its first render
 * even when the code is already in, and React may then hold the boundary's reveal back by up to
 * 300 ms: on a cold load, whose screen code was fetched ahead (main.tsx, the server's preload
 * links), the screen renders at once instead; otherwise it loads through React.lazy.
 */
export function preloadedLazy(key: ScreenPath | 'shell'): ComponentType {
  const load = key === 'shell' ? loadShell : screenChunks[key];
  const Lazy = lazy(load);
  function Screen() {
    return createElement(arrived.get(key) ?? Lazy);
  }
  Screen.displayName = `Screen(${key})`;
  return Screen;
}

const isScreen = (path: string): path is ScreenPath => Object.hasOwn(screenChunks, path);

/** Starts fetching a screen's code (a failure is left to the route's own load, which reports it). */
export function preloadScreen(path: string): void {
  if (isScreen(path)) void screenChunks[path]().catch(() => undefined);
}
