import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function whose identity never changes and which always calls the latest `fn` given: for a
 * callback handed to a memoised component that would otherwise render again each time its
 * parent does. Call it from events, not during a render (it sees the last committed `fn`).
 */
export function useStableCallback<A extends unknown[], R>(
  fn: (...args: A) => R,
): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
