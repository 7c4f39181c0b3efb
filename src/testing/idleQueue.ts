import { act } from '@testing-library/react';

/**
 * requestIdleCallback as a queue the test runs when it says the browser is idle (jsdom has
 * none). Call `removeIdleQueue` after the test, so that the others run as before.
 */
export function idleQueue() {
  const queued = new Map<number, IdleRequestCallback>();
  let lastId = 0;
  window.requestIdleCallback = (callback) => {
    lastId += 1;
    queued.set(lastId, callback);
    return lastId;
  };
  window.cancelIdleCallback = (id) => queued.delete(id);
  return {
    async runAll() {
      await act(async () => {
        // In the order asked for; a callback may ask for more, which run too.
        for (const [id, callback] of queued) {
          queued.delete(id);
          callback({ didTimeout: false, timeRemaining: () => 50 });
        }
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
