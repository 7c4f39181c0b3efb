import { act } from '@testing-library/react';

/**
 * requestIdleCallback as a queue the test runs when it says the browser is idle (jsdom has
 * none). Call `removeIdleQueue` after the test, so that the others run as before.
 */
export function idleQueue() {
  const queued: IdleRequestCallback[] = [];
  window.requestIdleCallback = (callback) => queued.push(callback);
  window.cancelIdleCallback = (id) => {
    queued[id - 1] = () => undefined;
  };
  return {
    async runAll() {
      await act(async () => {
        while (queued.length > 0) queued.shift()?.({ didTimeout: false, timeRemaining: () => 50 });
        await Promise.resolve();
      });
    },
  };
}

export type IdleQueue = ReturnType<typeof idleQueue>;

export function removeIdleQueue(): void {
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
}
