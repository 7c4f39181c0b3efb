import type { ButtonProps } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { DialogButton } from './DialogButton';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconDelete } from '@/components/icon/icons';
import { screenList } from './returnFocus';

interface Question {
  /** The question, naming the record ("Delete organization Acme Labs?"). */
  title: string;
  /** What answering yes does. */
  message: string;
  /** The yes button's label. */
  okText: string;
  /**
   * The destructive call. The question stays open, busy, until it settles. It rejects when the
   * call failed, which the call or the error snackbar has already reported to the user.
   */
  onConfirm(): Promise<unknown>;
}

export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick' | 'title'>, Question {
  /**
   * Where focus goes once the call has succeeded, when it takes this button's record off the
   * screen (a delete): e.g. the screen's list.
   */
  focusAfterDone?: () => HTMLElement | null;
}

/**
 * A button that asks before a destructive call, in a dialog (not antd's Popconfirm, whose
 * bubble a keyboard user cannot reach: it sits at the end of the page, Tab skips it and Escape
 * is lost). The dialog takes the focus; Escape, Cancel or the end of the call gives it back to
 * the button, or, after a delete, to `focusAfterDone()`.
 */
export function ConfirmButton({
  title,
  message,
  okText,
  onConfirm,
  focusAfterDone,
  ...button
}: ConfirmButtonProps) {
  return (
    <DialogButton
      {...button}
      dialog={(close) => (
        <ConfirmCallDialog
          title={title}
          message={message}
          okText={okText}
          onConfirm={onConfirm}
          close={close}
          focusAfterDone={focusAfterDone}
        />
      )}
    />
  );
}

/**
 * The question of `ConfirmButton`, for a question opened otherwise too (a menu entry): busy while
 * the call runs, then closed whether it succeeded or failed (the failure is reported already).
 */
export function ConfirmCallDialog({
  close,
  focusAfterDone,
  onConfirm,
  ...question
}: Question & {
  close(): void;
  /**
   * Where focus goes once the call has succeeded and taken the asking control's record off the
   * screen (the control itself stays until its list reloads), or when that control is gone.
   */
  focusAfterDone?: () => HTMLElement | null;
}) {
  const [busy, setBusy] = useState(false);
  // The call succeeded and its record is leaving: the close waits one commit, so the dialog
  // knows its opener is leaving when it closes.
  const [leaving, setLeaving] = useState(false);
  // Once: `close` is a new function in each render of the host.
  const closeNow = useEffectEvent(close);
  useEffect(() => {
    if (leaving) closeNow();
  }, [leaving]);
  const confirm = async () => {
    setBusy(true);
    const succeeded = await onConfirm().then(
      () => true,
      // Reported already (see onConfirm); the record and its button stay.
      () => false,
    );
    if (succeeded && focusAfterDone) {
      setLeaving(true);
      return;
    }
    setBusy(false);
    close();
  };
  return (
    <ConfirmDialog
      {...question}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={close}
      focusAfterClose={focusAfterDone}
      openerLeaving={leaving}
    />
  );
}

type DeleteRecordButtonProps = Omit<
  ConfirmButtonProps,
  'okText' | 'focusAfterDone' | 'danger' | 'icon' | 'loading' | 'disabled'
> & { busy: boolean };

/**
 * "Delete …" on a record's details: asks, deletes, and then leaves the focus on the screen's
 * list, since the record and this button leave the screen.
 */
export function DeleteRecordButton({ busy, ...props }: DeleteRecordButtonProps) {
  return (
    <ConfirmButton
      {...props}
      okText="Delete"
      focusAfterDone={screenList}
      danger
      icon={<MdiIcon path={iconDelete} />}
      loading={busy}
      disabled={busy}
    />
  );
}
