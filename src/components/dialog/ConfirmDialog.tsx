import { Dialog } from './Dialog';
import { DIALOG_CLASS } from '@/components/dialogLayout/dialogLayout';

interface ConfirmDialogProps {
  title: string;
  message: string;
  okText: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** Where focus goes when the button that asked is gone (the record was deleted). */
  focusAfterClose?: () => HTMLElement | null;
  /** The asking button leaves with this close (its record was deleted): see `Dialog`. */
  openerLeaving?: boolean;
}

/** A yes/no question before a destructive call; stays open (busy) while the call runs. */
export function ConfirmDialog({
  title,
  message,
  okText,
  busy,
  onConfirm,
  onCancel,
  focusAfterClose,
  openerLeaving,
}: ConfirmDialogProps) {
  return (
    <Dialog
      rootClassName={DIALOG_CLASS}
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading: busy }}
      cancelButtonProps={{ disabled: busy }}
      closable={!busy}
      // Nor Escape: the call goes on whatever the question does.
      keyboard={!busy}
      mask={{ closable: !busy }}
      onOk={onConfirm}
      onCancel={onCancel}
      focusAfterClose={focusAfterClose}
      openerLeaving={openerLeaving}
    >
      {message}
    </Dialog>
  );
}
