import { Modal, Typography } from 'antd';

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
    <Modal
      title="Software Not Found"
      open
      onOk={onOk}
      closable={false}
      mask={{ closable: false }}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{message}</Typography.Paragraph>
    </Modal>
  );
}
