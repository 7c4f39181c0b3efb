import { createElement, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import type { LazyDialog } from '@/components/lazyDialog/lazyDialog';
import type { ImageRequestDialogProps } from './imageRequestDialog/ImageRequestDialog';

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
 */
export function RequestDialogHost({
  dialogs,
  dialogCode,
  onSaved,
}: {
  dialogs: RequestDialogs;
  dialogCode: LazyDialog<ImageRequestDialogProps>;
  onSaved: (id: number) => void;
}) {
  const [dialog, setDialog] = useState<RequestDialogState | null>(null);
  useLayoutEffect(() => dialogs.attach(setDialog), [dialogs]);
  const location = useLocation();
  const navigationType = useNavigationType();
  // Going Back (or Forward) closes the dialog rather than leaving it open over another
  // selection; with unsaved changes the app's guard has asked first. Only Back or Forward:
  // the list's own replacements (the first item selected after a load, even to the same
  // URL, which the guard lets through) must not close a dialog behind the user's back.
  if (dialog && dialog.at !== location.key && navigationType === 'POP') setDialog(null);
  const Dialog = dialogCode.loaded();
  if (!dialog || !Dialog) return null;
  return createElement(Dialog, {
    open: true,
    mode: dialog.mode,
    requestId: dialog.mode === 'edit' ? dialog.requestId : undefined,
    onClose: () => setDialog(null),
    onSaved: (id: number) => {
      setDialog(null);
      onSaved(id);
    },
  });
}
