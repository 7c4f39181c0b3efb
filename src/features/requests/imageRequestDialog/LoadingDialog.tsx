import { Flex, Modal, Spin } from 'antd';
import { useEffect, useRef } from 'react';

/** The dialog's wait indicator while data loads or a save or upload runs. */
export function LoadingDialog({ open }: { open: boolean }) {
  const content = useRef<HTMLDivElement>(null);
  const before = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open && document.activeElement instanceof HTMLElement)
      before.current = document.activeElement;
  }, [open]);

  /**
   * Focus goes back to where it was only if it is still with this dialog: antd's own restore
   * runs at the end of the fade and would pull the focus (and the typing) away from a field
   * the user has moved on to, e.g. Description right after choosing a platform.
   */
  const restoreFocus = (visible: boolean) => {
    if (visible) return;
    const active = document.activeElement;
    const wrap = content.current?.closest('.ant-modal-wrap');
    if (!active || active === document.body || wrap?.contains(active)) before.current?.focus();
  };

  return (
    <Modal
      open={open}
      closable={false}
      footer={null}
      width={160}
      centered
      mask={{ closable: false }}
      keyboard={false}
      focusable={{ focusTriggerAfterClose: false }}
      afterOpenChange={restoreFocus}
    >
      <Flex justify="center" style={{ padding: 16 }}>
        <div ref={content} role="progressbar" aria-label="Loading">
          <Spin size="large" />
        </div>
      </Flex>
    </Modal>
  );
}
