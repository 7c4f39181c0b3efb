import { Flex, Modal, Spin } from 'antd';

/** The dialog's wait indicator while data loads or a save or upload runs. */
export function LoadingDialog({ open }: { open: boolean }) {
  return (
    <Modal open={open} closable={false} footer={null} width={160} centered mask={{ closable: false }} keyboard={false}>
      <Flex justify="center" style={{ padding: 16 }}>
        <div role="progressbar" aria-label="Loading">
          <Spin size="large" />
        </div>
      </Flex>
    </Modal>
  );
}
