import { useCallback, useState } from 'react';
import { useUnsavedChanges } from '@/components/unsavedChanges/useUnsavedChanges';

export interface EditGuard {
  /** A form of the tab reports whether it holds changes not saved yet. */
  report(part: string, dirty: boolean): void;
  /** Runs `change` (a selection that would throw the edits away) once the user agrees. */
  guard(change: () => void): void;
}

/**
 * One unsaved-changes report for a tab's several forms (workflow name, state, action, or the
 * component type editor): route changes are blocked while any is dirty, and in-page selection
 * changes ask first.
 */
export function useEditGuard(): EditGuard {
  const [dirtyParts, setDirtyParts] = useState<Readonly<Record<string, boolean>>>({});
  const { confirmDiscard } = useUnsavedChanges(Object.values(dirtyParts).some(Boolean));

  const report = useCallback((part: string, dirty: boolean) => {
    setDirtyParts((parts) =>
      Boolean(parts[part]) === dirty ? parts : { ...parts, [part]: dirty },
    );
  }, []);

  const guard = useCallback(
    (change: () => void) => {
      void confirmDiscard().then((discard) => {
        if (!discard) return;
        // The forms remount for the new selection and report afresh.
        setDirtyParts({});
        change();
      });
    },
    [confirmDiscard],
  );

  return { report, guard };
}
