import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { showError } from '@/components/snackbar/snackbarSlice';
import { afterScreenComplete } from '@/lib/screenComplete';
import { useRememberAppStyles } from './appStyles';
import type { LazyDialog } from './lazyDialog';

// Ours (the spec has no wording for it): the dialog's code could not be fetched.
export const DIALOG_LOAD_FAILED =
  'The dialog could not be loaded. Check your connection and try again.';

/**
 * Opening a lazily loaded dialog. `open(show)` shows it at once when its code is here; else
 * `opening` is true (the button shows its progress) until the code has arrived, and further
 * clicks meanwhile do nothing, so one click opens one dialog. A screen that opens the dialog
 * from more than one place names the place, `open(show, 'edit')`, and shows the progress
 * where `openingFrom` says the user clicked. With `prefetch`, the code is
 * fetched in idle time once the screen is complete (src/lib/screenComplete.ts).
 */
export function useLazyDialog<P>(
  dialog: LazyDialog<P>,
  {
    prefetch,
    prefetchData,
  }: {
    prefetch: boolean;
    /** With the code, the data the dialog asks for first (its first opening then shows at once). */
    prefetchData?: () => void;
  },
) {
  const prefetchDataRef = useRef(prefetchData);
  useEffect(() => {
    prefetchDataRef.current = prefetchData;
  });
  const dispatch = useAppDispatch();
  // For the dialog's styles built ahead of its opening (warmUpDialogStyles).
  useRememberAppStyles();
  // Where the pending opening was asked for (`open`'s `from`); null when none is pending.
  const [openingFrom, setOpeningFrom] = useState<string | null>(null);
  // A second click can come before the re-render that disables the button.
  const waiting = useRef(false);

  useEffect(() => {
    if (!prefetch || dialog.loaded()) return;
    const stopData = afterScreenComplete(() => prefetchDataRef.current?.(), { idleOnly: true });
    // A failed prefetch is tried again on the click, which reports it.
    const stopCode = afterScreenComplete(() => void dialog.load().catch(() => undefined));
    return () => {
      stopData();
      stopCode();
    };
  }, [dialog, prefetch]);

  const open = useCallback(
    (show: () => void, from = 'default') => {
      if (dialog.loaded()) {
        // The dialog renders as a transition: the click's own task ends at once and the page
        // answers it (the button's pressed look) before the dialog's mount, which goes in slices.
        startTransition(show);
        return;
      }
      if (waiting.current) return;
      waiting.current = true;
      setOpeningFrom(from);
      dialog
        .load()
        .then(
          () => startTransition(show),
          () => dispatch(showError(DIALOG_LOAD_FAILED)),
        )
        .finally(() => {
          waiting.current = false;
          setOpeningFrom(null);
        });
    },
    [dialog, dispatch],
  );

  return { Dialog: dialog.loaded(), opening: openingFrom !== null, openingFrom, open };
}
