import { lazy, Suspense, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { hasUnsavedChanges, useUnsavedChangesSnapshot } from './unsavedChangesStore';

const loadDialog = () => import(/* webpackChunkName: "discardChanges" */ './DiscardChangesDialog');
const DiscardChangesDialog = lazy(loadDialog);

/**
 * Mounted once under the router: asks before leaving while any form reports unsaved changes
 * (see useUnsavedChanges). One blocker for the whole app, because react-router allows one.
 */
export function UnsavedChangesBlocker() {
  const { dirty, pending } = useUnsavedChangesSnapshot();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return undefined;
    // Fetch the question's code as soon as there is something to lose, so it shows at once.
    void loadDialog();
    // The browser shows its own wording; the handler only has to ask for the question.
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const blocked = blocker.state === 'blocked';
  if (!blocked && pending === null) return null;
  const answer = (discard: boolean) => {
    if (blocked) {
      if (discard) blocker.proceed();
      else blocker.reset();
    }
    pending?.resolve(discard);
  };
  return (
    <Suspense fallback={null}>
      <DiscardChangesDialog onAnswer={answer} />
    </Suspense>
  );
}
