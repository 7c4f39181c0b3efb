import { Button, Layout, Tooltip } from 'antd';
import { lazy, startTransition, Suspense, useCallback, useState, type CSSProperties } from 'react';
import { Outlet } from 'react-router';
import { DialogLayoutStyle } from '@/components/dialogLayout/dialogLayout';
import { PageLoading } from '@/components/PageLoading';
import { useSessionFromOtherTabs } from '@/features/auth/useSessionFromOtherTabs';
import { NotificationBell } from '@/features/notifications';
import { APP_TITLE } from '@/app/config';
import { useAppSelector } from '@/app/hooks';
import { useLiveEvents } from '@/api/liveEvents/useLiveEvents';
import { OfflineIndicator } from './OfflineIndicator';
import { SideNav } from './SideNav';
import { UserMenu } from './UserMenu';
import { useCompactLayout } from '@/components/useCompactLayout';
import { useNavPreferences } from './useNavPreferences';
import { MdiIcon } from '@/components/icon/MdiIcon';
import {
  iconCollapseNavigation,
  iconExpandNavigation,
  iconNavigationPinned,
  iconOpenNavigation,
  iconPinNavigation,
} from '@/components/icon/icons';

// REQUIRE_2FA_FOR_SUPER_USERS' frame: only a super user still to enrol ever loads it.
const EnrolmentShell = lazy(
  () => import(/* webpackChunkName: "enrolmentShell" */ './EnrolmentShell'),
);

// The support form (Form, Upload, Modal) loads on its first opening, not with every page.
const SupportDialog = lazy(() =>
  import(/* webpackChunkName: "supportDialog" */ '@/features/support/SupportDialog').then((m) => ({
    default: m.SupportDialog,
  })),
);

const NavDrawer = lazy(() => import(/* webpackChunkName: "navDrawer" */ './NavDrawer'));

const titleStyle: CSSProperties = {
  color: 'inherit',
  margin: 0,
  flex: '1 1 auto',
  minWidth: 0,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  fontSize: 20,
  fontWeight: 600,
  lineHeight: 1.4,
};

/** The signed-in frame: top bar, side navigation and the page. Loaded as its own chunk. */
export default function AppShell() {
  const enrolling = useAppSelector((state) => state.auth.secondFactorEnrolmentRequired);
  return enrolling ? (
    <Suspense fallback={<PageLoading />}>
      <EnrolmentShell />
    </Suspense>
  ) : (
    <FullShell />
  );
}

/**
 * Follows sign-outs and sign-ins in other tabs. A component of its own: its navigate hook reads
 * the router's route context, which changes with every navigation (a selection in a list too),
 * and would render the whole frame again each time (issue 20: select a request).
 */
function SessionFromOtherTabs() {
  useSessionFromOtherTabs();
  return null;
}

/**
 * Keeps the store live and shows when it is not. A component of its own: the stream's status
 * changes as it connects, on a cold load between the screen's first render and its list, and
 * would render the whole frame again each time (issue 20: the cold load).
 */
function LiveUpdates() {
  return <OfflineIndicator status={useLiveEvents()} />;
}

function FullShell() {
  const { pinned, collapsed, togglePinned, toggleCollapsed } = useNavPreferences();
  const [supportOpen, setSupportOpen] = useState(false);
  // Stays mounted once opened so its closing animation and typed values behave as before.
  const [supportUsed, setSupportUsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const compact = useCompactLayout();
  // Stable, so the memoised side navigation does not render again with the frame. A transition:
  // the click paints before the frame renders again with the dialog (issue 20).
  const requestSupport = useCallback(() => {
    startTransition(() => {
      setSupportUsed(true);
      setSupportOpen(true);
    });
  }, []);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SessionFromOtherTabs />
      <DialogLayoutStyle />
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          color: '#fff',
          // antd's 50 px sides leave a phone too little room for the title and the user menu.
          paddingInline: compact ? 8 : undefined,
        }}
      >
        {compact && (
          <Button
            type="text"
            style={{ color: 'inherit', flex: 'none' }}
            aria-label="Open navigation"
            aria-expanded={drawerOpen}
            aria-controls="nav-drawer"
            icon={<MdiIcon path={iconOpenNavigation} />}
            onClick={() => setDrawerOpen(true)}
          />
        )}
        {/* antd's level-4 title without Typography (its copy and edit features pull Tooltip and TextArea). */}
        <h4 style={titleStyle}>{APP_TITLE}</h4>
        <LiveUpdates />
        <NotificationBell />
        <UserMenu />
      </Layout.Header>
      <Layout>
        {compact ? (
          <Suspense fallback={null}>
            <NavDrawer
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              onRequestSupport={requestSupport}
            />
          </Suspense>
        ) : (
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
                    icon={
                      collapsed ? (
                        <MdiIcon path={iconExpandNavigation} />
                      ) : (
                        <MdiIcon path={iconCollapseNavigation} />
                      )
                    }
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
                    icon={
                      pinned ? (
                        <MdiIcon path={iconNavigationPinned} />
                      ) : (
                        <MdiIcon path={iconPinNavigation} />
                      )
                    }
                    onClick={togglePinned}
                  />
                </Tooltip>
              )}
            </div>
            <SideNav onRequestSupport={requestSupport} collapsed={collapsed} />
          </Layout.Sider>
        )}
        {/* minWidth 0: a wide child (a table) scrolls inside the page instead of widening it. */}
        <Layout.Content style={{ padding: compact ? 12 : 24, minWidth: 0 }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
      {supportUsed && (
        <Suspense fallback={null}>
          <SupportDialog open={supportOpen} onClose={() => setSupportOpen(false)} />
        </Suspense>
      )}
    </Layout>
  );
}
