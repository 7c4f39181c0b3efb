import { createElement, lazy, useState, type ComponentType } from 'react';
import { accountApi } from '@/api';
import type { AppDispatch } from '@/app/store';
import { preloadValidationList } from '@/features/softwareValidations/preloadValidationList';
import { settledWithin } from '@/lib/settledWithin';

/**
 * The code of each signed-in screen, one chunk each (and the shell, so /login never loads it).
 * One importer per chunk, shared by the router's `lazy` and by the preloads: a cold load
 * fetches the shell and its screen while the token is checked (main.tsx), and once a screen
 * is complete the side navigation's other screens are fetched in idle time (SideNav).
 */
type ScreenModule = Promise<{
  default: ComponentType;
  /**
   * Builds, unseen, the antd styles of the components the screen's first render shows that the
   * other screens do not (components/lazyDialog/warmUpStyles.tsx), so that they are not built
   * in the commit that shows it.
   */
  warmUpStyles?: () => void;
}>;

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
  const Screen = lazyUnlessArrived(key === 'shell' ? loadShell : screenChunks[key], () =>
    arrived.get(key),
  );
  Screen.displayName = `Screen(${key})`;
  return Screen;
}

/** `load`'s component, rendered directly when `arrivedNow` has it at mount, else through React.lazy. */
export function lazyUnlessArrived(
  load: () => ScreenModule,
  arrivedNow: () => ComponentType | undefined,
): ComponentType {
  const Lazy = lazy(load);
  return function Screen() {
    // Chosen once per mount. React 19 may mount the lazy child itself when its code comes within
    // a microtask; switching to the arrived component on a later render (a navigation) would be
    // a new element type, remounting the screen and losing its state, such as the search box's
    // text while the user types.
    const [Component] = useState(() => arrivedNow() ?? Lazy);
    return createElement(Component);
  };
}

const isScreen = (path: string): path is ScreenPath => Object.hasOwn(screenChunks, path);

/** Starts fetching a screen's code (a failure is left to the route's own load, which reports it). */
export function preloadScreen(path: string): void {
  if (isScreen(path)) void screenChunks[path]().catch(() => undefined);
}

/** In idle time: a screen's code, then the styles it builds ahead of its first showing. */
export function preloadScreenInIdle(path: string): void {
  if (isScreen(path))
    void screenChunks[path]()
      .then((module) => module.warmUpStyles?.())
      .catch(() => undefined);
}

/**
 * The first list of the screens that have one to ask for before they render: the side
 * navigation starts it when the user points at an entry, so it travels while the route checks
 * the token and renders the screen, instead of after. Each settles when its list has answered.
 */
const screenData: Partial<Record<ScreenPath, (dispatch: AppDispatch) => Promise<unknown>>> = {
  '/SoftwareValidations': (dispatch) => preloadValidationList(dispatch),
};

/** The first lists asked for ahead, by screen, until they answer. */
const dataOnItsWay = new Map<string, Promise<unknown>>();

/** Starts what a screen needs first, its code and its first list, as the user heads for it. */
export function preloadScreenAndData(path: string, dispatch: AppDispatch): void {
  if (!isScreen(path)) return;
  preloadScreen(path);
  const pending = screenData[path]?.(dispatch).finally(() => {
    if (dataOnItsWay.get(path) === pending) dataOnItsWay.delete(path);
  });
  if (pending) dataOnItsWay.set(path, pending);
}

/** How long a route waits for its first list asked for ahead (a slow list shows loading). */
export const SCREEN_DATA_WAIT_MS = 300;

/**
 * A screen route's loader: while the first list the side navigation asked for ahead is on its
 * way, the route to the screen's plain URL waits for it (at most SCREEN_DATA_WAIT_MS), beside
 * the guard's token check. The list and the check are asked for together; when the check
 * answered first, the screen rendered with a loading list and again with its rows (issue 20:
 * navigate to Software Set Validations).
 */
export function screenDataLoader(path: ScreenPath) {
  return async ({ request }: { request: Request }): Promise<null> => {
    const pending = dataOnItsWay.get(path);
    // What the side navigation asks for ahead is the screen's first list, unsearched and
    // unpaged: a URL with a query string shows another list, which the screen asks for itself.
    // A failed list is the screen's to report, as without the wait.
    if (pending && new URL(request.url).search === '')
      await settledWithin(pending, SCREEN_DATA_WAIT_MS);
    return null;
  };
}

/** The token check preloadTokenCheck started, until it answers. */
let checkOnItsWay: { token: string } | null = null;

/**
 * Starts the token check the route's loader runs before a guarded screen (authLoader.ts), when
 * the user points at or presses a side navigation entry: the loader, started on the click a
 * moment later, joins the check still on its way (RTK Query does not send a query twice while
 * one is pending) instead of sending its own after it. A check that has already answered by then
 * is not reused: the loader sends a fresh one (the spec: the token information is reloaded first
 * on every guarded route). A check still on its way is left alone: dispatching its query again
 * would only be refused, after every store reader had been asked (issue 20: that was ~9 ms of a
 * press on a side navigation entry, before its click).
 */
export function preloadTokenCheck(dispatch: AppDispatch, token: string | null): void {
  if (!token || checkOnItsWay?.token === token) return;
  const check = { token };
  checkOnItsWay = check;
  void dispatch(
    accountApi.endpoints.getTokenInformation.initiate(
      { token },
      { forceRefetch: true, subscribe: false },
    ),
  ).finally(() => {
    if (checkOnItsWay === check) checkOnItsWay = null;
  });
}
