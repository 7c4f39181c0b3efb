import { Button, Flex, Table, Tooltip } from 'antd';
import { useState } from 'react';
import {
  useAddOrganizationUsersMutation,
  useGetOrganizationUsersQuery,
  useGetUsersNotPartOfOrganizationQuery,
  useRemoveOrganizationUsersMutation,
} from '@/api';
import type { UserListRow } from '@/api/generated/administrativeApi';
import { useAppDispatch } from '@/app/hooks';
import { showError, showSuccess } from '@/components/snackbar/snackbarSlice';
import { MemberPicker } from './MemberPicker';
import { organizationMessages } from './organizationMessages';
import { userLabel } from './organizationValues';

interface UsersTabProps {
  organizationId: string;
  superUserId: string;
  canEdit: boolean;
}

/**
 * The organization's users; adding from those not in it and removing need
 * canEditOrganizationUsers (spec section 5: without it, Add says so). The super user
 * cannot be removed (the server refuses), so that row offers no Remove.
 */
export function UsersTab({ organizationId, superUserId, canEdit }: UsersTabProps) {
  const dispatch = useAppDispatch();
  const members = useGetOrganizationUsersQuery({ organizationId });
  const outsiders = useGetUsersNotPartOfOrganizationQuery({ organizationId });
  const [add, { isLoading: adding }] = useAddOrganizationUsersMutation();
  const [remove, { isLoading: removing, originalArgs }] = useRemoveOrganizationUsersMutation();
  const [chosen, setChosen] = useState<string[]>([]);

  const addChosen = async () => {
    if (!canEdit) {
      dispatch(showError(organizationMessages.noAddUserPermission));
      return;
    }
    try {
      await add({ organizationUsersRequest: { organizationId, users: chosen } }).unwrap();
      setChosen([]);
    } catch {
      // Shown by the error snackbar.
    }
  };

  const removeOne = async (user: UserListRow) => {
    try {
      await remove({ organizationUsersRequest: { organizationId, users: [user.userId] } }).unwrap();
      dispatch(showSuccess(organizationMessages.userRemoved(user.username)));
    } catch {
      // Shown by the error snackbar.
    }
  };

  return (
    <Flex vertical gap={12}>
      <MemberPicker
        label="Available Users"
        buttonText="Add Users"
        options={(outsiders.data?.result ?? []).map((u) => ({
          value: u.userId,
          label: userLabel(u),
        }))}
        chosen={chosen}
        onChange={setChosen}
        onAdd={() => void addChosen()}
        loading={outsiders.isFetching}
        busy={adding}
        disabled={false}
      />
      <Table<UserListRow>
        size="small"
        rowKey="userId"
        aria-label="Organization Users"
        locale={{ emptyText: organizationMessages.noUsers }}
        loading={members.isFetching}
        dataSource={members.data?.result ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: 'Name', key: 'name', render: (_v, u) => `${u.firstName} ${u.lastName}`.trim() },
          { title: 'Username', dataIndex: 'username' },
          { title: 'E-mail Address', dataIndex: 'email' },
          {
            title: 'Remove',
            key: 'remove',
            width: 120,
            render: (_value, user) => {
              const isSuperUser = user.userId === superUserId;
              const button = (
                <Button
                  danger
                  size="small"
                  aria-label={`Remove ${user.username}`}
                  disabled={!canEdit || isSuperUser}
                  loading={
                    removing && originalArgs?.organizationUsersRequest.users.includes(user.userId)
                  }
                  onClick={() => void removeOne(user)}
                >
                  Remove
                </Button>
              );
              return isSuperUser ? (
                <Tooltip title="The super user stays a member">{button}</Tooltip>
              ) : (
                button
              );
            },
          },
        ]}
      />
    </Flex>
  );
}
