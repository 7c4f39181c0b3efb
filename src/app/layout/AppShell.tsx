import {
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  PushpinFilled,
  PushpinOutlined,
} from '@ant-design/icons';
import { Button, Layout, Tooltip, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { useSessionFromOtherTabs } from '../../features/auth/useSessionFromOtherTabs';
import { SupportDialog } from '../../features/support/SupportDialog';
import { APP_TITLE } from '../config';
import { SideNav } from './SideNav';
import { UserMenu } from './UserMenu';
import { useNavPreferences } from './useNavPreferences';

/** The signed-in frame: top bar, side navigation and the page. Loaded as its own chunk. */
export default function AppShell() {
  const { pinned, collapsed, togglePinned, toggleCollapsed } = useNavPreferences();
  const [supportOpen, setSupportOpen] = useState(false);
  useSessionFromOtherTabs();

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          color: '#fff',
        }}
      >
        <Typography.Title level={4} style={{ color: 'inherit', margin: 0 }}>
          {APP_TITLE}
        </Typography.Title>
        <UserMenu />
      </Layout.Header>
      <Layout>
        <Layout.Sider
          theme="light"
          width={240}
          collapsible={!pinned}
          collapsed={collapsed}
          trigger={null}
          data-testid="side-nav"
        >
          <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 4 }}>
            {!pinned && (
              <Tooltip title={collapsed ? 'Expand navigation' : 'Collapse navigation'}>
                <Button
                  type="text"
                  aria-label={collapsed ? 'Expand navigation' : 'Collapse navigation'}
                  aria-expanded={!collapsed}
                  icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                  onClick={toggleCollapsed}
                />
              </Tooltip>
            )}
            {!collapsed && (
              <Tooltip title={pinned ? 'Unpin navigation' : 'Pin navigation'}>
                <Button
                  type="text"
                  aria-label={pinned ? 'Unpin navigation' : 'Pin navigation'}
                  aria-pressed={pinned}
                  icon={pinned ? <PushpinFilled /> : <PushpinOutlined />}
                  onClick={togglePinned}
                />
              </Tooltip>
            )}
          </div>
          <SideNav onRequestSupport={() => setSupportOpen(true)} />
        </Layout.Sider>
        <Layout.Content style={{ padding: 24 }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
      <SupportDialog open={supportOpen} onClose={() => setSupportOpen(false)} />
    </Layout>
  );
}
