import { Modal, Typography } from 'antd';

interface Props {
  message: string | null;
  onOk(): void;
}

/** Tells which uploaded rows matched no software in the catalogue (SoftwareNotFound). */
export function NoticeDialog({ message, onOk }: Props) {
  return (
    <Modal
      title="Software Not Found"
      open={message !== null}
      onOk={onOk}
      closable={false}
      mask={{ closable: false }}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{message}</Typography.Paragraph>
    </Modal>
  );
}
