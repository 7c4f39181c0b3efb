import { Dialog } from '@/components/dialog/Dialog';
import { DIALOG_CLASS } from '@/components/dialogLayout/dialogLayout';
import { UNSAVED_CHANGES } from './unsavedChangesMessages';

interface Props {
  onAnswer(discard: boolean): void;
}

/** The question itself; loaded only once some form has changes (it is not on the login page). */
export default function DiscardChangesDialog({ onAnswer }: Props) {
  return (
    <Dialog
      // Full-screen on a phone with its buttons in view, as the dialogs it guards.
      rootClassName={DIALOG_CLASS}
      open
      title={UNSAVED_CHANGES.title}
      okText={UNSAVED_CHANGES.discard}
      okButtonProps={{ danger: true }}
      cancelText={UNSAVED_CHANGES.keepEditing}
      onOk={() => onAnswer(true)}
      onCancel={() => onAnswer(false)}
      // Above the persistent dialogs whose close it guards.
      zIndex={2000}
    >
      {UNSAVED_CHANGES.body}
    </Dialog>
  );
}
