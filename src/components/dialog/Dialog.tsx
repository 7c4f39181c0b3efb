import { Modal, type ModalProps } from 'antd';
import { useReturnFocus } from './useReturnFocus';

export interface DialogProps extends ModalProps {
  /**
   * Where focus goes when the control that opened the dialog is gone once it closes (a
   * deleted record's menu, a row the save replaced): e.g. the saved row or the list's heading.
   */
  focusAfterClose?: () => HTMLElement | null | undefined;
}

/**
 * antd's Modal, with focus given back when it closes: to the control that opened it, or to
 * `focusAfterClose()`. antd's own restore (`focusTriggerAfterClose`) works only for a modal
 * that stays mounted and runs at the end of the fade, so it is switched off in favour of this
 * one rule for every dialog, mounted while open or toggled.
 */
export function Dialog({
  focusAfterClose,
  open = false,
  wrapProps,
  focusable,
  ...props
}: DialogProps) {
  const layer = useReturnFocus(open, focusAfterClose);
  return (
    <Modal
      {...props}
      open={open}
      focusable={{ ...focusable, focusTriggerAfterClose: false }}
      wrapProps={{ ...(wrapProps as object | undefined), ...layer }}
    />
  );
}
