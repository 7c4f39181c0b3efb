import type { ButtonProps } from 'antd';
import { createElement, useState } from 'react';
import type { LazyDialog } from './lazyDialog';
import { OpenDialogButton } from './OpenDialogButton';
import { useLazyDialog } from './useLazyDialog';

interface LazyDialogButtonProps<P extends object> extends Omit<ButtonProps, 'onClick' | 'loading'> {
  /** The dialog's code, a chunk of its own: fetched in idle time once the screen is complete. */
  dialog: LazyDialog<P>;
  /** The dialog's props while open; `close` closes it (after a save, Cancel, Escape). */
  dialogProps: (close: () => void) => P;
  /** What the progress is called while the code loads, e.g. 'Loading New Organization'. */
  openingLabel: string;
}

/**
 * A button that opens a dialog whose code loads when the browser is idle (useLazyDialog), so the
 * first opening usually finds it here; if not, the button shows the progress. As DialogButton,
 * whether the dialog is open is the button's own state, set in a transition: opening it renders
 * the button and the dialog only, not the screen behind them.
 */
export function LazyDialogButton<P extends object>({
  dialog,
  dialogProps,
  openingLabel,
  ...props
}: LazyDialogButtonProps<P>) {
  const [open, setOpen] = useState(false);
  const { Dialog, opening, open: openDialog } = useLazyDialog(dialog, { prefetch: true });
  return (
    <>
      <OpenDialogButton
        {...props}
        opening={opening}
        openingLabel={openingLabel}
        onClick={() => openDialog(() => setOpen(true))}
      />
      {open &&
        Dialog &&
        createElement(
          Dialog,
          dialogProps(() => setOpen(false)),
        )}
    </>
  );
}
