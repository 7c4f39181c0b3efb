import { getFocusNodeList } from '@rc-component/util';
import { Modal, type ModalProps } from 'antd';
import { useState, type KeyboardEvent, type RefObject } from 'react';
import { dialogLayer, useBodyScrollLock } from './dialogLayer';
import { useReturnFocus } from './useReturnFocus';

export interface DialogProps extends ModalProps {
  /**
   * Where focus goes when the control that opened the dialog is gone once it closes (a
   * deleted record's menu, a row the save replaced): e.g. the saved row or the list's heading.
   */
  focusAfterClose?: () => HTMLElement | null | undefined;
  /**
   * The control the dialog was opened from, recorded by its host at the opening: for a dialog
   * rendered before it opens (prepared hidden), whose render saw another focus.
   */
  opener?: RefObject<HTMLElement | null>;
  /**
   * Set before the close when the opener leaves with it (its record was deleted, though its
   * button shows until the list reloads): focus goes to `focusAfterClose()`, not to it.
   */
  openerLeaving?: boolean;
}

/**
 * antd's Modal, with focus given back when it closes: to the control that opened it, or to
 * `focusAfterClose()`. antd's own restore (`focusTriggerAfterClose`) works only for a modal
 * that stays mounted and runs at the end of the fade, so it is switched off in favour of this
 * one rule for every dialog, mounted while open or toggled. Every dialog renders into the
 * dialog layer, which locks the page's scrolling without antd's restyling of the whole page
 * (dialogLayer.ts).
 */
export function Dialog({
  focusAfterClose,
  opener,
  openerLeaving,
  open = false,
  wrapProps,
  focusable,
  keyboard = true,
  mask,
  maskClosable,
  afterOpenChange,
  ...props
}: DialogProps) {
  const layer = useReturnFocus(open, focusAfterClose, opener, openerLeaving);
  useBodyScrollLock(open);

  // A click on the mask closes the dialog only once it has opened (its zoom has ended): the
  // second click of a double click on the button that opened it lands on the mask while the
  // dialog zooms in, and closed it at once.
  const [opened, setOpened] = useState(false);
  if (!open && opened) setOpened(false);
  const maskConfig = typeof mask === 'object' && mask !== null ? mask : { enabled: mask ?? true };
  const closableByMask = maskConfig.closable ?? maskClosable ?? true;

  // Escape from inside the dialog is answered here, before antd's app-wide stack of open
  // layers sees it: a menu that opened this dialog can still sit on top of that stack and
  // swallow the Escape, leaving the dialog open.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
      wrapTab(event);
      return;
    }
    if (!keyboard || event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    const target = event.target instanceof HTMLElement ? event.target : null;
    // An open select or date picker closes its own list first.
    if (target?.getAttribute('aria-expanded') === 'true') return;
    event.stopPropagation();
    props.onCancel?.(event);
  };

  return (
    <Modal
      getContainer={dialogLayer}
      {...props}
      open={open}
      keyboard={keyboard}
      mask={{ ...maskConfig, closable: closableByMask && opened }}
      afterOpenChange={(next) => {
        setOpened(next);
        afterOpenChange?.(next);
      }}
      focusable={{ ...focusable, focusTriggerAfterClose: false }}
      wrapProps={{ ...(wrapProps as object | undefined), ...layer, onKeyDown }}
    />
  );
}

/**
 * Tab from the dialog's last control goes to its first, Shift+Tab from the first to the last.
 * antd's focus lock brings the focus back only once it has landed elsewhere in the page; the
 * dialog ends the page, so Tab from its last control first left the page for the browser's own
 * controls (or `<body>`). The controls counted are those the lock counts (`getFocusNodeList`).
 */
function wrapTab(event: KeyboardEvent<HTMLElement>) {
  // This dialog's own panel: a question over it (whose keys React passes up through here) wraps
  // its own.
  const panel = event.currentTarget.querySelector<HTMLElement>('[role="dialog"]');
  if (!panel || !(event.target instanceof Node) || !panel.contains(event.target)) return;
  const controls = getFocusNodeList(panel).filter((control) => control !== panel);
  const first = controls[0];
  const last = controls.at(-1);
  const next = event.shiftKey ? event.target === first && last : event.target === last && first;
  if (!next) return;
  event.preventDefault();
  next.focus();
}
