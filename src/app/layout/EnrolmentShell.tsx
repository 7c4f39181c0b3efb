import { Layout, Typography } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { APP_TITLE } from '@/app/config';
import { PageLoading } from '@/components/PageLoading';
import { useSessionFromOtherTabs } from '@/features/auth/useSessionFromOtherTabs';
import { UserMenu } from './UserMenu';

/**
 * REQUIRE_2FA_FOR_SUPER_USERS: until a second factor is set up the server refuses everything but
 * the set-up, so neither the navigation, the bell nor the live stream is shown or opened.
 */
export default function EnrolmentShell() {
  useSessionFromOtherTabs();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 8, color: '#fff' }}>
        <Typography.Title level={4} style={{ color: 'inherit', margin: 0, flex: '1 1 auto' }}>
          {APP_TITLE}
        </Typography.Title>
        <UserMenu />
      </Layout.Header>
      <Layout.Content style={{ padding: 24, minWidth: 0 }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
