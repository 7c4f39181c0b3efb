import type { ComponentType } from 'react';

/**
 * A dialog whose code is its own chunk, loaded once: on the first opening, or earlier when
 * the browser is idle (useLazyDialog). Unlike React.lazy, a loaded dialog renders at once,
 * without a Suspense fallback (React holds a revealed fallback for a while).
 */
export interface LazyDialog<P> {
  /** Starts the load, or joins the one under way; a failed load may be tried again. */
  load(): Promise<ComponentType<P>>;
  /** The dialog once loaded. */
  loaded(): ComponentType<P> | undefined;
}

export function lazyDialog<P>(
  importer: () => Promise<{ default: ComponentType<P> }>,
): LazyDialog<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  return {
    load() {
      pending ??= importer().then(
        (module) => {
          component = module.default;
          return module.default;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => component,
  };
}
