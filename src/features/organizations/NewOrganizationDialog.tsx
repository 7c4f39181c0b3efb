import { Button } from 'antd';
import { Dialog } from '@/components/dialog/Dialog';
import { useState } from 'react';
import type { Organization } from '@/api/generated/administrativeApi';
import { useUnsavedChanges } from '@/components/unsavedChanges/useUnsavedChanges';
import { OrganizationForm } from './OrganizationForm';

/** Spec section 9: the organization dialog is 1024 wide. */
export const ORGANIZATION_DIALOG_WIDTH = 1024;

/** The new-organization dialog: the Organization Details form posting the empty id. */
export function NewOrganizationDialog({
  onClose,
  onAdded,
}: {
  onClose(): void;
  /** After the save: the caller closes the dialog and shows the new organization. */
  onAdded(organization: Organization): void;
}) {
  const [dirty, setDirty] = useState(false);
  const { confirmDiscard } = useUnsavedChanges(dirty);

  const close = async () => {
    if (await confirmDiscard()) onClose();
  };

  return (
    <Dialog
      open
      title="New Organization"
      width={ORGANIZATION_DIALOG_WIDTH}
      footer={null}
      mask={{ closable: false }}
      onCancel={() => void close()}
    >
      <OrganizationForm
        readOnly={false}
        onDirtyChange={setDirty}
        // Unmounting the dialog clears its unsaved-changes report.
        onSaved={onAdded}
        extraActions={<Button onClick={() => void close()}>Cancel</Button>}
      />
    </Dialog>
  );
}
