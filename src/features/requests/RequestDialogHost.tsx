import {
  Activity,
  createElement,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentType,
} from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { focusedControl } from '@/components/dialog/returnFocus';
import type { LazyDialog } from '@/components/lazyDialog/lazyDialog';
import { useStableCallback } from '@/lib/useStableCallback';
import type { ImageRequestDialogProps } from './imageRequestDialog/ImageRequestDialog';
import { usePreparedNewRequest } from './usePreparedNewRequest';

/** The open request dialog: a new request, or the edit of one; `at` is the history entry it was opened on. */
export type RequestDialogState = ({ mode: 'new' } | { mode: 'edit'; requestId: number }) & {
  at: string;
};

/**
 * Opens and closes the page's request dialog. The open dialog is state of the host, not of the
 * page: opening or closing it renders the dialog only, not the list and the details behind it
 * (issue 20: the dialog shows in 300 ms). A React state, so an opening inside a transition
 * (useLazyDialog) stays one: the click's own event ends before the dialog mounts.
 */
export interface RequestDialogs {
  set: (next: RequestDialogState | null) => void;
  /** The host's state setter; returns the detach. */
  attach: (setter: (next: RequestDialogState | null) => void) => () => void;
}

function createRequestDialogs(): RequestDialogs {
  let setState: ((next: RequestDialogState | null) => void) | undefined;
  return {
    set: (next) => setState?.(next),
    attach: (setter) => {
      setState = setter;
      return () => {
        if (setState === setter) setState = undefined;
      };
    },
  };
}

/** The page's dialogs, one per mount. */
export function useRequestDialogs(): RequestDialogs {
  return useState(createRequestDialogs)[0];
}

/**
 * Renders the open dialog, if any. Its code has arrived before a dialog is set (useLazyDialog's
 * `open`); read here rather than from the page, which does not render again.
 *
 * With `prepareNew` (the user may add requests), a new request's dialog is rendered ahead,
 * hidden (React's Activity), once the screen is complete and the browser idle, with its code
 * and data here: Add Request then only shows it (its effects mount, the browser lays it out),
 * where it used to render the whole form in the click (issue 20: the dialog shows in 300 ms).
 * Each opening is a fresh form: closing it prepares the next one.
 */
export function RequestDialogHost({
  dialogs,
  dialogCode,
  onSaved,
  prepareNew = false,
}: {
  dialogs: RequestDialogs;
  dialogCode: LazyDialog<ImageRequestDialogProps>;
  onSaved: (id: number) => void;
  prepareNew?: boolean;
}) {
  const [dialog, setDialog] = useState<RequestDialogState | null>(null);
  // The control the user opened the dialog from: the prepared dialog rendered long before.
  // Written at the opening, read by the dialog's effects when it closes; a holder of our own,
  // not a ref, since the render hands it down (which React's rules forbid for a ref).
  const [opener] = useState<{ current: HTMLElement | null }>(() => ({ current: null }));
  useLayoutEffect(
    () =>
      dialogs.attach((next) => {
        if (next?.mode === 'new') opener.current = focusedControl();
        setDialog(next);
      }),
    [dialogs, opener],
  );
  // Each new request's dialog is its own Activity: a closed one is replaced by a fresh one.
  const [round, setRound] = useState(0);
  const dismiss = (current: RequestDialogState) => {
    if (current.mode === 'new') setRound((count) => count + 1);
    setDialog(null);
  };
  const close = useStableCallback(() => {
    if (dialog) dismiss(dialog);
  });
  const saved = useStableCallback((id: number) => {
    close();
    onSaved(id);
  });
  const location = useLocation();
  const navigationType = useNavigationType();
  // Going Back (or Forward) closes the dialog rather than leaving it open over another
  // selection; with unsaved changes the app's guard has asked first. Only Back or Forward:
  // the list's own replacements (the first item selected after a load, even to the same
  // URL, which the guard lets through) must not close a dialog behind the user's back.
  if (dialog && dialog.at !== location.key && navigationType === 'POP') dismiss(dialog);
  // Renders again once the prepared dialog's code has arrived, so `loaded()` has it.
  const prepared = usePreparedNewRequest(dialogCode, prepareNew);
  const Dialog: ComponentType<ImageRequestDialogProps> | undefined = dialogCode.loaded();
  // The form takes its default organization when it is first rendered: should the user's first
  // organization change while the dialog is hidden (a live update), a fresh one is prepared.
  // Never while it shows: that would throw away what the user typed.
  const [preparedWith, setPreparedWith] = useState(prepared.defaultOrganization);
  if (preparedWith !== prepared.defaultOrganization && dialog?.mode !== 'new') {
    setPreparedWith(prepared.defaultOrganization);
    setRound((count) => count + 1);
  }
  // One element for the prepared dialog's life: showing it renders nothing of it again.
  const newDialog = useMemo(
    () =>
      Dialog &&
      createElement(Dialog, { open: true, mode: 'new', onClose: close, onSaved: saved, opener }),
    // The platforms and organizations lists it offers are read again when it opens (its queries
    // subscribe then, and find the cache changed); the default organization is kept fresh above.
    [Dialog, close, saved, opener],
  );
  if (!Dialog) return null;
  const newOpen = dialog?.mode === 'new';
  return (
    <>
      {dialog?.mode === 'edit' &&
        createElement(Dialog, {
          open: true,
          mode: 'edit',
          requestId: dialog.requestId,
          onClose: close,
          onSaved: saved,
        })}
      {(newOpen || (prepared.ready && dialog === null)) && (
        <Activity key={round} mode={newOpen ? 'visible' : 'hidden'}>
          {newDialog}
        </Activity>
      )}
    </>
  );
}
