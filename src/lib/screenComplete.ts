import { useSyncExternalStore } from 'react';

/**
 * Work for later (the dialogs' code, the next screens' code, data the user may ask for next)
 * waits until the screen the user came for is complete, and then for idle time: fetched any
 * earlier it competes with the screen's own scripts and calls (issue 20). A screen says it is
 * complete with `markScreenComplete()`: a list screen once its list answers, Binary Requests once
 * the selected request's details show; a screen that never says so (a form, a screen that
 * failed to load) lets the waiting work go after FALLBACK_MS.
 */

const FALLBACK_MS = 15_000;
/** The idle callback runs at the latest this long after the screen is complete. */
const IDLE_TIMEOUT_MS = 2_000;

let complete = false;
const waiting = new Set<() => void>();
/**
 * The components that render something more once the screen is complete (useScreenComplete).
 * Told after the screen's frame: told at once, they rendered again (the frame and the page with
 * them, through the router's provider) before the browser could draw the screen (issue 20).
 */
const rendering = new Set<() => void>();

const hasIdleCallback = () => typeof window.requestIdleCallback === 'function';

/** Without requestIdleCallback (Safari, jsdom) code waits a moment instead, as it always has. */
const NO_IDLE_DELAY_MS = 1_500;

/** Runs `task` in idle time (or a moment later where the browser cannot tell). Returns the cancel. */
export function whenIdle(task: () => void): () => void {
  if (hasIdleCallback()) {
    const id = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, NO_IDLE_DELAY_MS);
  return () => window.clearTimeout(id);
}

/** The screen shows what the user came for: the work waiting for it may start (in idle time). */
export function markScreenComplete(): void {
  if (complete) return;
  complete = true;
  const tasks = [...waiting];
  waiting.clear();
  for (const start of tasks) start();
  const shown = [...rendering];
  rendering.clear();
  // The components reading it render again after the frame that draws the screen, not before.
  requestAnimationFrame(() => setTimeout(() => shown.forEach((changed) => changed())));
}

/**
 * Runs `task` in idle time once the screen is complete (at once, in idle time, when it is
 * already). Returns a cancel function (an effect's cleanup).
 */
export function afterScreenComplete(
  task: () => void,
  {
    idleOnly = false,
  }: {
    /**
     * Only where the browser reports idle time (requestIdleCallback): for what is a guess (data
     * the user may ask for, screens they may open), not worth a timer where it cannot tell.
     */
    idleOnly?: boolean;
  } = {},
): () => void {
  if (idleOnly && !hasIdleCallback()) return () => undefined;
  let cancelIdle: (() => void) | undefined;
  const start = () => {
    cancelIdle = whenIdle(task);
  };
  if (complete) {
    start();
    return () => cancelIdle?.();
  }
  waiting.add(start);
  const fallback = window.setTimeout(markScreenComplete, FALLBACK_MS);
  return () => {
    window.clearTimeout(fallback);
    waiting.delete(start);
    cancelIdle?.();
  };
}

/**
 * Whether the screen is complete: false until it is, then the component renders again with true.
 * For a part shown right after the screen (a filter bar, a tab's table) rather than in idle time.
 */
export function useScreenComplete(): boolean {
  return useSyncExternalStore(subscribeComplete, isComplete, isComplete);
}

const isComplete = () => complete;

/** Whether the screen is complete, read outside React's state (it changes once, false to true). */
export const isScreenComplete = isComplete;

function subscribeComplete(changed: () => void): () => void {
  if (complete) return () => undefined;
  rendering.add(changed);
  const fallback = window.setTimeout(markScreenComplete, FALLBACK_MS);
  return () => {
    window.clearTimeout(fallback);
    rendering.delete(changed);
  };
}

/** Tests start from a screen that is not complete yet. */
export function resetScreenCompleteForTests(): void {
  complete = false;
  waiting.clear();
  rendering.clear();
}
