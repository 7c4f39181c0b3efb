import { Modal } from 'antd';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { UNSAVED_CHANGES } from './unsavedChangesMessages';
import { hasUnsavedChanges, useUnsavedChangesSnapshot } from './unsavedChangesStore';

/**
 * Mounted once under the router: asks before leaving while any form reports unsaved changes
 * (see useUnsavedChanges). One blocker for the whole app, because react-router allows one.
 */
export function UnsavedChangesBlocker() {
  const { dirty, pending } = useUnsavedChangesSnapshot();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return undefined;
    // The browser shows its own wording; the handler only has to ask for the question.
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const blocked = blocker.state === 'blocked';
  const open = blocked || pending !== null;
  const answer = (discard: boolean) => {
    if (blocked) {
      if (discard) blocker.proceed();
      else blocker.reset();
    }
    pending?.resolve(discard);
  };

  return (
    <Modal
      open={open}
      title={UNSAVED_CHANGES.title}
      okText={UNSAVED_CHANGES.discard}
      okButtonProps={{ danger: true }}
      cancelText={UNSAVED_CHANGES.keepEditing}
      onOk={() => answer(true)}
      onCancel={() => answer(false)}
      // Above the persistent dialogs whose close it guards.
      zIndex={2000}
      destroyOnHidden
    >
      {UNSAVED_CHANGES.body}
    </Modal>
  );
}
