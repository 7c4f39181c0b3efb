import { Typography } from 'antd';
import { Dialog } from '@/components/dialog/Dialog';
import { DIALOG_CLASS } from '@/components/dialogLayout/dialogLayout';

interface Props {
  message: string;
  onOk(): void;
}

/**
 * Tells which uploaded rows matched no software in the catalogue (SoftwareNotFound).
 * Rendered only while there is a notice, so OK removes it at once.
 */
export function NoticeDialog({ message, onOk }: Props) {
  return (
    <Dialog
      rootClassName={DIALOG_CLASS}
      title="Software Not Found"
      open
      onOk={onOk}
      closable={false}
      mask={{ closable: false }}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{message}</Typography.Paragraph>
    </Dialog>
  );
}
