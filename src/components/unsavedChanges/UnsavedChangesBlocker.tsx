import { lazy, Suspense, useEffect } from 'react';
import { useBlocker } from 'react-router';
import {
  hasUnsavedChanges,
  prepareWhenDirty,
  useUnsavedChangesSnapshot,
} from './unsavedChangesStore';

const loadDialog = () => import(/* webpackChunkName: "discardChanges" */ './DiscardChangesDialog');
const DiscardChangesDialog = lazy(loadDialog);

/**
 * Mounted once under the router: asks before leaving while any form reports unsaved changes
 * (see useUnsavedChanges). One blocker for the whole app, because react-router allows one.
 * The reload question is the store's (see unsavedChangesStore).
 */
export function UnsavedChangesBlocker() {
  const { pending } = useUnsavedChangesSnapshot();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  // Fetch the question's code once there is something to lose, so that it shows at once.
  useEffect(() => prepareWhenDirty(() => void loadDialog()), []);

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
