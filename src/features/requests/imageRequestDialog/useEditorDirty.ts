import { useCallback, useEffect, useRef, useState } from 'react';
import { askToDiscard, setFormDirty } from '@/components/unsavedChanges/unsavedChangesStore';
import { isDirty, type EditorState } from './editorState';

/**
 * Whether the editor holds changes to lose, reported to the app's unsaved-changes store (the
 * route guard, `beforeunload`) as `useUnsavedChanges` does. "A field was edited" lives in a
 * ref, not in the editor's state: the first key typed would otherwise render the whole editor
 * again (its tabs, the components table) inside that key's event, only to say so.
 */
export function useEditorDirty(state: EditorState) {
  const [form] = useState(() => Symbol('image request'));
  const edited = useRef(false);
  // The state as last rendered, for the callbacks below (which stay the same across renders).
  const current = useRef(state);

  useEffect(() => {
    current.current = state;
    setFormDirty(form, isDirty(state, edited.current));
  }, [form, state]);
  useEffect(() => () => setFormDirty(form, false), [form]);

  /** A field changed: the form is dirty from now on (until saved). */
  const markEdited = useCallback(() => {
    if (edited.current) return;
    edited.current = true;
    setFormDirty(form, isDirty(current.current, true));
  }, [form]);

  /** Resolves true at once when nothing is unsaved, else asks the user. */
  const confirmDiscard = useCallback(async () => {
    if (!isDirty(current.current, edited.current)) return true;
    const discard = await askToDiscard();
    // The user chose to leave: the form no longer blocks the navigation that follows.
    if (discard) setFormDirty(form, false);
    return discard;
  }, [form]);

  return { markEdited, confirmDiscard };
}
