import type { ButtonProps } from 'antd';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { DialogButton } from './DialogButton';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconDelete } from '@/components/icon/icons';
import { focusedControl, screenList } from './returnFocus';

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
 * the button, or, after a delete, to `focusAfterDone()`. That is done in an effect of the commit
 * that closes the dialog, after the dialog's unmount has given the focus back to the button,
 * because the deleted record's button stays on the page until the list reloads.
 */
export function ConfirmButton({
  title,
  message,
  okText,
  onConfirm,
  focusAfterDone,
  ...button
}: ConfirmButtonProps) {
  const self = useRef<HTMLButtonElement>(null);
  // How many calls have succeeded: each one moves the focus once, in the commit that closes.
  const [succeeded, setSucceeded] = useState(0);
  const moveFocus = useEffectEvent(() => {
    // Unless the user has moved on: focus left on this button or on nothing.
    const focused = focusedControl();
    if (!focused || focused === self.current) focusAfterDone?.()?.focus();
  });
  useEffect(() => {
    if (succeeded > 0) moveFocus();
  }, [succeeded]);
  return (
    <DialogButton
      {...button}
      ref={self}
      dialog={(close) => (
        <ConfirmCallDialog
          title={title}
          message={message}
          okText={okText}
          onConfirm={onConfirm}
          close={close}
          done={() => setSucceeded((count) => count + 1)}
          // The button gone with the dialog (the record's card already replaced): the same place.
          focusAfterClose={focusAfterDone}
        />
      )}
    />
  );
}

/**
 * The question of `ConfirmButton`, for a question opened otherwise (a menu entry): busy while the
 * call runs, then closed whether it succeeded or failed (the failure is reported already).
 */
export function ConfirmCallDialog({
  close,
  done,
  onConfirm,
  ...question
}: Question & {
  close(): void;
  /** The call succeeded: runs in the commit that closes the question. */
  done?(): void;
  /** Where focus goes when the control that opened the question is gone. */
  focusAfterClose?: () => HTMLElement | null;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const succeeded = await onConfirm().then(
      () => true,
      // Reported already (see onConfirm); the record and its button stay.
      () => false,
    );
    setBusy(false);
    // In one commit with the close, so the effect that moves the focus runs after the dialog's.
    if (succeeded) done?.();
    close();
  };
  return (
    <ConfirmDialog {...question} busy={busy} onConfirm={() => void confirm()} onCancel={close} />
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
