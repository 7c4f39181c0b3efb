import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { showError } from '@/components/snackbar/snackbarSlice';
import type { LazyDialog } from './lazyDialog';

// Ours (the spec has no wording for it): the dialog's code could not be fetched.
export const DIALOG_LOAD_FAILED =
  'The dialog could not be loaded. Check your connection and try again.';

/** Before the first fetch: the list screen's own requests and scripts go first. */
const FALLBACK_DELAY_MS = 1500;

/**
 * Opening a lazily loaded dialog. `open(show)` shows it at once when its code is here; else
 * `opening` is true (the button shows its progress) until the code has arrived, and further
 * clicks meanwhile do nothing, so one click opens one dialog. A screen that opens the dialog
 * from more than one place names the place, `open(show, 'edit')`, and shows the progress
 * where `openingFrom` says the user clicked. With `prefetch`, the code is
 * fetched once the browser is idle after the screen has rendered (list screens only: the
 * sign-in pages keep their budget).
 */
export function useLazyDialog<P>(dialog: LazyDialog<P>, { prefetch }: { prefetch: boolean }) {
  const dispatch = useAppDispatch();
  // Where the pending opening was asked for (`open`'s `from`); null when none is pending.
  const [openingFrom, setOpeningFrom] = useState<string | null>(null);
  // A second click can come before the re-render that disables the button.
  const waiting = useRef(false);

  useEffect(() => {
    if (!prefetch || dialog.loaded()) return;
    // A failed prefetch is tried again on the click, which reports it.
    const fetchNow = () => void dialog.load().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(fetchNow);
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(fetchNow, FALLBACK_DELAY_MS);
    return () => window.clearTimeout(id);
  }, [dialog, prefetch]);

  const open = useCallback(
    (show: () => void, from = 'default') => {
      if (dialog.loaded()) {
        show();
        return;
      }
      if (waiting.current) return;
      waiting.current = true;
      setOpeningFrom(from);
      dialog
        .load()
        .then(show, () => dispatch(showError(DIALOG_LOAD_FAILED)))
        .finally(() => {
          waiting.current = false;
          setOpeningFrom(null);
        });
    },
    [dialog, dispatch],
  );

  return { Dialog: dialog.loaded(), opening: openingFrom !== null, openingFrom, open };
}
