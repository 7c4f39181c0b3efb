import { Card, Flex, Spin, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useGetUserInformationQuery } from '@/api';
import { useAppSelector } from '@/app/hooks';
import { NotificationPreferencesCard } from '@/features/notifications';
import { ProfileForm } from './profileForm/ProfileForm';

// Its own chunk (alerts, lists, confirmations the rest of the page does not use): the page's
// first load stays within its budget (npm run bundle:report).
// The sessions' table (antd Table) loads after the profile: the profile is what the page is for.
const SessionsCard = lazy(() =>
  import(/* webpackChunkName: "sessions" */ '@/features/sessions').then((m) => ({
    default: m.SessionsCard,
  })),
);
const TwoFactorCard = lazy(() =>
  import(/* webpackChunkName: "twoFactor" */ './twoFactor/TwoFactorCard').then((m) => ({
    default: m.TwoFactorCard,
  })),
);

/** The signed-in user's own profile, roles and password (spec section 2, User Profile). */
export default function UserProfilePage() {
  const enrolmentRequired = useAppSelector((state) => state.auth.secondFactorEnrolmentRequired);
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        User Profile
      </Typography.Title>
      {/* Until a super user has a second factor (REQUIRE_2FA_FOR_SUPER_USERS), only the set-up. */}
      {!enrolmentRequired && <ProfileCard />}
      <Suspense
        fallback={
          <Card title="Two-factor authentication">
            <Spin aria-label="Loading your two-factor settings" />
          </Card>
        }
      >
        <TwoFactorCard enrolmentRequired={enrolmentRequired} />
      </Suspense>
      {!enrolmentRequired && <NotificationPreferencesCard />}
      {!enrolmentRequired && (
        <Suspense fallback={null}>
          <SessionsCard />
        </Suspense>
      )}
    </Flex>
  );
}

function ProfileCard() {
  const username = useAppSelector((state) => state.auth.user?.username ?? '');
  const { data, isLoading } = useGetUserInformationQuery({ username }, { skip: !username });
  const user = data?.result;
  return (
    <Card>
      {user ? (
        <ProfileForm key={user.userId} mode="own" user={user} />
      ) : (
        // A failed load is reported by the error snackbar ('Failed to get user information.').
        <Spin spinning={isLoading} aria-label="Loading your profile">
          <div style={{ minHeight: 120 }} />
        </Spin>
      )}
    </Card>
  );
}
