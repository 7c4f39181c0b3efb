import { Button, Flex, Form, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useAddActionRoleMutation, useGetAssignableRolesQuery } from '@/api';
import type { WorkflowConfigAction } from '@/api/generated/managementApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { failureMessage } from '@/api/failureMessage';
import { profileMessages } from '@/features/userProfile';
import { showError, showSuccess } from '@/components/snackbar/snackbarSlice';
import { dataManagementMessages as messages } from '@/features/dataManagement/dataManagementMessages';

interface Props {
  /** The chosen saved action; roles attach to saved actions only (the call needs its id). */
  action: WorkflowConfigAction | null;
  /** The role was added: the action's version has moved on. */
  onAdded(actionId: string): void;
}

/**
 * The role select and Add Selected Role. The roles offered are the ones the signed-in admin
 * may assign (GetAssignableRoles, looked up by their username, spec section 6).
 */
export function AddActionRole({ action, onAdded }: Props) {
  const dispatch = useAppDispatch();
  const username = useAppSelector((state) => state.auth.user?.username ?? '');
  const { data, error } = useGetAssignableRolesQuery({ username }, { skip: !username });
  const [addRole, { isLoading }] = useAddActionRoleMutation();
  const [roleId, setRoleId] = useState<string | null>(null);
  const allowed = new Set(action?.allowedRoles.map((role) => role.objectId));
  const options = (data?.result ?? [])
    .filter((role) => !allowed.has(role.objectId))
    .map((role) => ({ value: role.objectId, label: role.description }));

  // This call words its own failure (its x-error-policy), as the profile's roles tab does.
  const rolesError = error ? failureMessage(error) : null;
  useEffect(() => {
    if (rolesError !== null) dispatch(showError(`${profileMessages.rolesFailed}: ${rolesError}`));
  }, [dispatch, rolesError]);

  const add = async () => {
    if (!action || !roleId) return;
    try {
      await addRole({ workflowActionId: action.id, roleId }).unwrap();
      onAdded(action.id);
      dispatch(showSuccess(messages.roleAdded));
      setRoleId(null);
    } catch {
      // The error snackbar shows what failed.
    }
  };

  return (
    <Flex gap={8} align="center" style={{ marginTop: 12 }}>
      <Form.Item label="Role" style={{ margin: 0 }} htmlFor="action-role-select">
        <Select
          id="action-role-select"
          aria-label="Role"
          value={roleId}
          onChange={setRoleId}
          options={options}
          disabled={!action}
          placeholder={action ? `Role for ${action.description}` : 'Choose a saved action first'}
          style={{ minWidth: 240 }}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Button onClick={() => void add()} disabled={!action || !roleId} loading={isLoading}>
        Add Selected Role
      </Button>
    </Flex>
  );
}
