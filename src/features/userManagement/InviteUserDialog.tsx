import { Dialog } from '@/components/dialog/Dialog';
import { useState } from 'react';
import { ProfileForm } from '@/features/userProfile';
import { useUnsavedChanges } from '@/components/unsavedChanges/useUnsavedChanges';

interface InviteUserDialogProps {
  onClose(): void;
  onInvited(username: string): void;
}

/**
 * Invite New User: persistent (spec sections 2 and 9), 800 wide. Neither a click outside nor
 * Escape closes it; the close button and Cancel ask before throwing away what was typed.
 * Mounted only while open, so every opening starts empty.
 */
export function InviteUserDialog({ onClose, onInvited }: InviteUserDialogProps) {
  const [dirty, setDirty] = useState(false);
  const { confirmDiscard } = useUnsavedChanges(dirty);

  const close = async () => {
    if (await confirmDiscard()) onClose();
  };

  return (
    <Dialog
      open
      title="Invite New User"
      width={800}
      mask={{ closable: false }}
      keyboard={false}
      onCancel={() => void close()}
      footer={null}
    >
      <ProfileForm
        mode="invite"
        onDirtyChange={setDirty}
        onCancel={() => void close()}
        onInvited={onInvited}
      />
    </Dialog>
  );
}
