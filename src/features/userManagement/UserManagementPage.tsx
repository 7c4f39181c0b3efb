import { Button } from 'antd';
import { ListHeading } from '@/components/masterDetail/ListHeading';
import { lazy, Suspense, useState } from 'react';
import { useGetUsersQuery } from '@/api';
import type { UserListRow } from '@/api/generated/accountApi';
import { MasterDetailLayout } from '@/components/masterDetail/MasterDetailLayout';
import { UserItem } from './UserItem';
import { userSortOptions } from './userSort';
import { useSelectInvitedUser } from './useSelectInvitedUser';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconAddUser } from '@/components/icon/icons';

// The editor and the invitation form load when first shown, not with the list.
const UserEditor = lazy(() => import('./UserEditor').then((m) => ({ default: m.UserEditor })));
const InviteUserDialog = lazy(() =>
  import('./InviteUserDialog').then((m) => ({ default: m.InviteUserDialog })),
);

/**
 * User Management (spec section 2): the users on the left, the chosen one's profile on the right.
 * Its route is behind AdminGate (src/app/routeGuards.tsx).
 */
export default function UserManagementPage() {
  const [inviting, setInviting] = useState(false);
  const selectInvited = useSelectInvitedUser();

  return (
    <>
      <MasterDetailLayout
        list="users"
        label="Users"
        header={<ListHeading style={{ margin: 0 }}>User Management</ListHeading>}
        toolbarExtra={
          <Button
            type="primary"
            icon={<MdiIcon path={iconAddUser} />}
            onClick={() => setInviting(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            Invite New User
          </Button>
        }
        sortOptions={userSortOptions}
        defaultSort="FirstName"
        defaultDirection="asc"
        useQuery={useGetUsersQuery}
        getId={(row: UserListRow) => row.userId}
        renderItem={(row) => <UserItem row={row} />}
        renderDetail={(row) => (row ? <UserEditor key={row.userId} row={row} /> : null)}
        emptyText="No users yet. Use Invite New User to add one."
      />
      {inviting && (
        <Suspense fallback={null}>
          <InviteUserDialog
            onClose={() => setInviting(false)}
            onInvited={(username) => {
              setInviting(false);
              void selectInvited(username);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
