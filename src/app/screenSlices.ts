import { useLayoutEffect } from 'react';
import { useLocation, type DataRouter } from 'react-router';
import { unstable_forceFrameRate } from 'scheduler';

/**
 * While another screen is built (from a navigation to another path until that screen is drawn),
 * React renders in slices of 100 ms instead of its scheduler's default 5 ms.
 *
 * A screen's render is cut into slices with the browser's work between them; under the bench's
 * CPU 4x, navigating to Software Set Validations was some twenty 5 ms slices, and each yield
 * cost a task and often a frame. With 16 ms slices for every render, that navigation took 0.71
 * and 0.82 of its time (`ab.ts`, 8 runs each), but the request dialog's opening (1.08, 1.13) and
 * the keys typed in the search box (1.07, 1.11) waited longer: so only a change of screen, where
 * nothing is typed, gets long slices (docs/performance.md). 16 ms slices still cut that screen's
 * render in four or five, with ~5 ms of the browser's work between them; 100 ms (the issue's
 * budget for one event) builds it in one slice under the bench's CPU 4x, and a laptop's screen
 * render is a fifth of that.
 */
export const SCREEN_SLICE_MS = 100;
const DEFAULT_SLICES = 0;

/** The path of the screen last drawn (ScreenSlicesShown). */
let shownPathname: string | null = null;

/** Lengthens the slices when a navigation heads for another path. Returns the unsubscribe. */
export function lengthenSlicesForScreenChanges(router: DataRouter): () => void {
  shownPathname = router.state.location.pathname;
  return router.subscribe((state) => {
    const to = state.navigation.location;
    if (to) {
      if (to.pathname !== state.location.pathname) unstable_forceFrameRate(1000 / SCREEN_SLICE_MS);
      return;
    }
    // Idle again on the screen shown (the navigation was cancelled, or redirected back): there
    // is no new screen to build. Otherwise ScreenSlicesShown ends the long slices once drawn.
    if (state.location.pathname === shownPathname) unstable_forceFrameRate(DEFAULT_SLICES);
  });
}

/** In the root layout: once a screen of another path is drawn, slices are 5 ms again. */
export function ScreenSlicesShown(): null {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    shownPathname = pathname;
    unstable_forceFrameRate(DEFAULT_SLICES);
  }, [pathname]);
  return null;
}
