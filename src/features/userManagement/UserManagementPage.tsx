import { lazyDialog } from '@/components/lazyDialog/lazyDialog';
import type { InviteUserDialog } from './InviteUserDialog';
import { LazyDialogButton } from '@/components/lazyDialog/LazyDialogButton';
import { ListHeading } from '@/components/masterDetail/ListHeading';
import { lazy, type ComponentProps } from 'react';
import { useGetUsersQuery, useLazyExportUsersQuery } from '@/api';
import type { UserListRow } from '@/api/generated/accountApi';
import { useAppSelector } from '@/app/hooks';
import { ListExportButton } from '@/components/export/ListExportButton';
import { MasterDetailView, useListParams } from '@/components/masterDetail/MasterDetailLayout';
import { UserItem } from './UserItem';
import { userSortOptions } from './userSort';
import { useSelectInvitedUser } from './useSelectInvitedUser';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconAddUser } from '@/components/icon/icons';

// The editor loads when first shown, the invitation form in idle time: not with the list.
const UserEditor = lazy(() => import('./UserEditor').then((m) => ({ default: m.UserEditor })));
const inviteUserDialog = lazyDialog<ComponentProps<typeof InviteUserDialog>>(() =>
  import('./InviteUserDialog').then((m) => ({ default: m.InviteUserDialog })),
);

/**
 * User Management (spec section 2): the users on the left, the chosen one's profile on the right.
 * Its route is behind AdminGate (src/app/routeGuards.tsx).
 */
export default function UserManagementPage() {
  const selectInvited = useSelectInvitedUser();
  // ExportUsers' x-access is canViewAdminPage, as GetUsers' (and the route's AdminGate): the
  // button asks the same flag, so it never offers what the server would refuse.
  const canExport = useAppSelector((state) => state.auth.permissions.canViewAdminPage);
  // The screen holds the list's parameters itself: Export sends the same search and sort.
  const params = useListParams({
    sortOptions: userSortOptions,
    defaultSort: 'FirstName',
    defaultDirection: 'asc',
  });
  const result = useGetUsersQuery(params.queryArgs);
  const [exportUsers] = useLazyExportUsersQuery();

  return (
    <>
      <MasterDetailView
        list="users"
        label="Users"
        header={<ListHeading style={{ margin: 0 }}>User Management</ListHeading>}
        toolbarExtra={
          <>
            {canExport && (
              <ListExportButton
                args={params.queryArgs}
                trigger={exportUsers}
                fallbackName="users"
                failureMessage="Failed to export users."
              />
            )}
            <LazyDialogButton
              type="primary"
              icon={<MdiIcon path={iconAddUser} />}
              style={{ alignSelf: 'flex-start' }}
              dialog={inviteUserDialog}
              openingLabel="Loading Invite New User"
              dialogProps={(close) => ({
                onClose: close,
                onInvited: (username: string) => {
                  close();
                  void selectInvited(username);
                },
              })}
            >
              Invite New User
            </LazyDialogButton>
          </>
        }
        params={params}
        result={result}
        getId={(row: UserListRow) => row.userId}
        renderItem={(row) => <UserItem row={row} />}
        renderDetail={(row) => (row ? <UserEditor key={row.userId} row={row} /> : null)}
        emptyText="No users yet. Use Invite New User to add one."
      />
    </>
  );
}
