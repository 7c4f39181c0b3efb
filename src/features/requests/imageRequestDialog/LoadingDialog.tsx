import { Flex, Spin } from 'antd';
import { Dialog } from '@/components/dialog/Dialog';

/**
 * The dialog's wait indicator while data loads or a save or upload runs. When it closes,
 * focus goes back to where it was only if it is still with this dialog (Dialog's rule): a
 * field the user has moved on to, e.g. Description right after choosing a platform, keeps it.
 */
export function LoadingDialog({ open }: { open: boolean }) {
  return (
    <Dialog
      open={open}
      closable={false}
      footer={null}
      width={160}
      centered
      mask={{ closable: false }}
      keyboard={false}
    >
      <Flex justify="center" style={{ padding: 16 }}>
        <div role="progressbar" aria-label="Loading">
          <Spin size="large" />
        </div>
      </Flex>
    </Dialog>
  );
}
