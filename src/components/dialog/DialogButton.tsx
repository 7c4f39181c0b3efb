import { Button, type ButtonProps } from 'antd';
import { startTransition, useState, type ReactNode, type Ref } from 'react';

interface DialogButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The dialog, while open; `close` closes it (after a save, Cancel, Escape). */
  dialog: (close: () => void) => ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button that opens a dialog. Whether the dialog is open is the button's own state, so opening
 * it renders the button and the dialog only, not the screen behind them (its list, its form);
 * and it opens in a transition, so the click's own event ends and the browser paints the pressed
 * button before the dialog mounts (issue 20: every interaction within 100 ms). The dialog
 * renders into the dialog layer (`Dialog`), wherever the button stands.
 */
export function DialogButton({ dialog, ...props }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...props} onClick={() => startTransition(() => setOpen(true))} />
      {open && dialog(() => setOpen(false))}
    </>
  );
}
