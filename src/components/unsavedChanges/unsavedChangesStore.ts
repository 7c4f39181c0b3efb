import { useSyncExternalStore } from 'react';
import { whenIdle } from '@/lib/screenComplete';

/**
 * Which mounted forms hold unsaved changes, and the in-page discard question waiting for an
 * answer. A module-level store rather than Redux: it holds callbacks and lives only as long
 * as the forms that report into it, and one app-level blocker reads it for every form.
 *
 * Whether a form is dirty is not part of what React renders: the first key typed in a form
 * reports it, and a render of the app's blocker inside that key (only to add the reload
 * question and fetch the discard question's code) was a third of the key's time (issue 20).
 * The store asks before a reload itself, and the blocker reads `hasUnsavedChanges()` when a
 * navigation starts.
 */
export interface PendingDiscard {
  resolve(discard: boolean): void;
}

interface Snapshot {
  pending: PendingDiscard | null;
}

const dirtyForms = new Set<symbol>();
const listeners = new Set<() => void>();
let snapshot: Snapshot = { pending: null };
/** Work to do (in idle time) once some form holds changes: see `prepareWhenDirty`. */
const preparations = new Set<() => void>();

/** A reload or a closed tab asks first; the browser shows its own wording. */
export const askBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();

function publish(next: Partial<Snapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

export function setFormDirty(form: symbol, dirty: boolean): void {
  const before = dirtyForms.size > 0;
  if (dirty) dirtyForms.add(form);
  else dirtyForms.delete(form);
  const now = dirtyForms.size > 0;
  if (before === now) return;
  if (now) {
    window.addEventListener('beforeunload', askBeforeUnload);
    for (const prepare of preparations) whenIdle(prepare);
  } else {
    window.removeEventListener('beforeunload', askBeforeUnload);
  }
}

/**
 * Runs `prepare` in idle time each time some form starts holding changes (the blocker fetches
 * the discard question's code then, so that it shows at once). Returns the unsubscribe.
 */
export function prepareWhenDirty(prepare: () => void): () => void {
  preparations.add(prepare);
  return () => preparations.delete(prepare);
}

export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/** Asks the user (through the mounted blocker) whether to throw the changes away. */
export function askToDiscard(): Promise<boolean> {
  // A second question while one is open answers the first with "keep editing".
  snapshot.pending?.resolve(false);
  return new Promise<boolean>((resolve) => {
    const pending: PendingDiscard = {
      resolve(discard) {
        if (snapshot.pending === pending) publish({ pending: null });
        resolve(discard);
      },
    };
    publish({ pending });
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUnsavedChangesSnapshot(): Snapshot {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}

/** Tests only: forget every form (a test that fails mid-way must not leak into the next). */
export function resetUnsavedChanges(): void {
  dirtyForms.clear();
  window.removeEventListener('beforeunload', askBeforeUnload);
  snapshot.pending?.resolve(false);
  publish({ pending: null });
}
