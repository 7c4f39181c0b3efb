import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useRemoveOrganizationMutation } from '@/api';
import type { OrganizationRow } from '@/api/generated/administrativeApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { DeleteRecordButton } from '@/components/dialog/ConfirmButton';
import { showSuccess } from '@/components/snackbar/snackbarSlice';
import { useUnsavedChanges } from '@/components/unsavedChanges/useUnsavedChanges';
import { JurisdictionsTab } from './JurisdictionsTab';
import { OrganizationForm } from './OrganizationForm';
import { organizationMessages } from './organizationMessages';
import { UsersTab } from './UsersTab';

/** The selected organization: Delete Organization and the tabs Organization Details, Jurisdictions, Users. */
export function OrganizationDetails({ row }: { row: OrganizationRow }) {
  const permissions = useAppSelector((state) => state.auth.permissions);
  const [dirty, setDirty] = useState(false);
  const [removed, setRemoved] = useState(false);
  // Changing the selected organization (the URL's ?sel=) asks first while the form is unsaved.
  useUnsavedChanges(dirty && !removed);
  const [removeOrganization, { isLoading: removing }] = useRemoveOrganizationMutation();
  const dispatch = useAppDispatch();
  const name = row.name || organizationMessages.noName;

  const remove = async () => {
    try {
      // Gone: its unsaved edits no longer hold the list's next selection back.
      setRemoved(true);
      // The list reloads through the Organizations tag and selects its first item again.
      await removeOrganization({ organizationId: row.objectId }).unwrap();
      dispatch(showSuccess(organizationMessages.deleted(name)));
    } catch (error) {
      setRemoved(false);
      // Shown by the error snackbar ('Failed to remove organization.' without an answer).
      throw error;
    }
  };

  return (
    <Card
      title={name}
      extra={
        permissions.canDisableOrganizations && (
          <DeleteRecordButton
            title={organizationMessages.deleteTitle(name)}
            message={organizationMessages.deleteConfirm}
            onConfirm={remove}
            busy={removing}
          >
            Delete Organization
          </DeleteRecordButton>
        )
      }
    >
      <Tabs
        items={[
          {
            key: 'details',
            label: 'Organization Details',
            children: (
              <OrganizationForm
                organization={row}
                readOnly={!permissions.canEditOrganizations}
                onDirtyChange={setDirty}
              />
            ),
          },
          {
            key: 'jurisdictions',
            label: 'Jurisdictions',
            children: (
              <JurisdictionsTab
                organizationId={row.objectId}
                canEdit={permissions.canEditOrganizationJurisdictions}
              />
            ),
          },
          {
            key: 'users',
            label: 'Users',
            children: (
              <UsersTab
                organizationId={row.objectId}
                superUserId={row.superUser.userId}
                canEdit={permissions.canEditOrganizationUsers}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
