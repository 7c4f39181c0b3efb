import { Card, Space, Spin } from 'antd';
import { useGetUserInformationQuery } from '@/api';
import type { UserListRow } from '@/api/generated/accountApi';
import { useAppSelector } from '@/app/hooks';
import { EndUserSessionsButton } from '@/features/sessions';
import { ProfileForm } from '@/features/userProfile';
import { ResetSecondFactorsButton } from './ResetSecondFactorsButton';

/** The chosen user's profile, roles and password, as an administrator edits them. */
export function UserEditor({ row }: { row: UserListRow }) {
  const { data, isLoading } = useGetUserInformationQuery({ username: row.username });
  const user = data?.result;
  // ResetSecondFactors answers only super users.
  const superUser = useAppSelector((state) => state.auth.user?.isSuperUser === true);
  return (
    <Card
      title={`${row.firstName} ${row.lastName} (${row.username})`}
      extra={
        <Space wrap>
          <EndUserSessionsButton userId={row.userId} name={row.username} />
          {superUser && <ResetSecondFactorsButton userId={row.userId} name={row.username} />}
        </Space>
      }
    >
      {user ? (
        <ProfileForm key={user.userId} mode="admin" user={user} />
      ) : (
        // A failed load is reported by the error snackbar ('Failed to get user information.').
        <Spin spinning={isLoading} aria-label="Loading the user">
          <div style={{ minHeight: 120 }} />
        </Spin>
      )}
    </Card>
  );
}
