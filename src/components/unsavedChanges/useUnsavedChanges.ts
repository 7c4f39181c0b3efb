import { useCallback, useEffect, useState } from 'react';
import { askBeforeUnload, askToDiscard, setFormDirty } from './unsavedChangesStore';

export interface UnsavedChanges {
  /**
   * For discards inside the page (closing a dialog, resetting a form): resolves true at once
   * when nothing is unsaved, else asks the user and resolves with their answer.
   */
  confirmDiscard(): Promise<boolean>;
}

/**
 * Reports whether a form holds unsaved changes. While any mounted form is dirty, the app's
 * one `UnsavedChangesBlocker` asks before a route or URL-query change (so changing the
 * selected item of a list, kept in `?sel=`, is guarded too) and before the tab closes.
 * Unmounting the form (after a save, or once the user chose to leave) clears its report.
 */
export function useUnsavedChanges(dirty: boolean): UnsavedChanges {
  const [form] = useState(() => Symbol('form'));

  useEffect(() => {
    setFormDirty(form, dirty);
  }, [form, dirty]);
  useEffect(() => () => setFormDirty(form, false), [form]);

  const confirmDiscard = useCallback(async () => {
    if (!dirty) return true;
    const discard = await askToDiscard();
    // The user chose to leave: the form no longer blocks navigation that follows.
    if (discard) setFormDirty(form, false);
    return discard;
  }, [form, dirty]);

  return { confirmDiscard };
}

/**
 * Only the reload question: for input that a reload or a closed tab would lose but that a move
 * within the app keeps (the support dialog, which the app shell keeps mounted with its form).
 */
export function useAskBeforeReload(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    // A listener of its own: the store adds and removes its shared one for the forms.
    const ask = (event: BeforeUnloadEvent) => askBeforeUnload(event);
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}
