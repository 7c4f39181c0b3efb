import type { ButtonProps } from 'antd';
import { useRef, useState } from 'react';
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
 * the button, or, after a delete, to `focusAfterDone()`. That is done after the dialog has
 * returned it, because the deleted record's button stays on the page until the list reloads.
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
  const done = () => {
    if (!focusAfterDone) return;
    window.setTimeout(() => {
      // Unless the user has moved on: focus left on this button or on nothing.
      const focused = focusedControl();
      if (!focused || focused === self.current) focusAfterDone()?.focus();
    });
  };
  return (
    <DialogButton
      {...button}
      ref={self}
      dialog={(close) => (
        <QuestionDialog
          title={title}
          message={message}
          okText={okText}
          onConfirm={onConfirm}
          close={close}
          done={done}
        />
      )}
    />
  );
}

function QuestionDialog({
  close,
  done,
  onConfirm,
  ...question
}: Question & { close(): void; done(): void }) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const succeeded = await onConfirm().then(
      () => true,
      // Reported already (see onConfirm); the record and its button stay.
      () => false,
    );
    setBusy(false);
    close();
    if (succeeded) done();
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
