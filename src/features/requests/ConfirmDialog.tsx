import { Modal } from 'antd';
import { DIALOG_CLASS } from '@/components/dialogLayout/dialogLayout';

interface ConfirmDialogProps {
  title: string;
  message: string;
  okText: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A yes/no question before a destructive call; stays open (busy) while the call runs. */
export function ConfirmDialog({
  title,
  message,
  okText,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      rootClassName={DIALOG_CLASS}
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading: busy }}
      cancelButtonProps={{ disabled: busy }}
      closable={!busy}
      maskClosable={!busy}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      {message}
    </Modal>
  );
}
