import { useSyncExternalStore } from 'react';

/**
 * Which mounted forms hold unsaved changes, and the in-page discard question waiting for an
 * answer. A module-level store rather than Redux: it holds callbacks and lives only as long
 * as the forms that report into it, and one app-level blocker reads it for every form.
 */
export interface PendingDiscard {
  resolve(discard: boolean): void;
}

interface Snapshot {
  dirty: boolean;
  pending: PendingDiscard | null;
}

const dirtyForms = new Set<symbol>();
const listeners = new Set<() => void>();
let snapshot: Snapshot = { dirty: false, pending: null };

function publish(next: Partial<Snapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

export function setFormDirty(form: symbol, dirty: boolean): void {
  if (dirty) dirtyForms.add(form);
  else dirtyForms.delete(form);
  if (snapshot.dirty !== dirtyForms.size > 0) publish({ dirty: dirtyForms.size > 0 });
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
  snapshot.pending?.resolve(false);
  publish({ dirty: false, pending: null });
}
