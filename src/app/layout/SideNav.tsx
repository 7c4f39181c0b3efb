import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { memo, useEffect, useRef, useState, type PointerEvent } from 'react';
import type { NavigateFunction } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { MdiIcon } from '@/components/icon/MdiIcon';
import {
  iconAuditTrail,
  iconBinaryRequests,
  iconDataManagement,
  iconOrganizations,
  iconReports,
  iconSoftwareValidations,
  iconSsifSubmissions,
  iconSupport,
  iconUserManagement,
} from '@/components/icon/icons';
import { preloadScreenAndData, preloadScreenInIdle, preloadTokenCheck } from '@/app/routeChunks';
import { afterScreenComplete } from '@/lib/screenComplete';

type Item = NonNullable<MenuProps['items']>[number];

const SUPPORT_KEY = 'support';

interface SideNavProps {
  onRequestSupport: () => void;
  /** After any entry is chosen (the drawer closes). */
  onChosen?: () => void;
  /** Drawn as icons only (the side bar collapsed): each entry then names itself in a tooltip. */
  collapsed?: boolean;
}

/** Entries per permission flag (spec section 2), Audit Trail for super users; Request Support is open to every signed-in user. */
export function SideNav(props: SideNavProps) {
  // The router's hooks render this on every navigation, a list's selection too; the menu only
  // when the path changes (issue 20: select a request).
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The entry of the screen shown is marked in the frame after that screen is drawn: marked in
  // the same render, every entry of the menu rendered again before the screen the user asked
  // for could show (issue 20: navigate to Software Set Validations).
  const [marked, setMarked] = useState(pathname);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMarked(pathname));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return <SideNavMenu {...props} pathname={marked} navigate={navigate} />;
}

const SideNavMenu = memo(function SideNavMenu({
  onRequestSupport,
  onChosen,
  collapsed = false,
  pathname,
  navigate,
}: SideNavProps & { pathname: string; navigate: NavigateFunction }) {
  const permissions = useAppSelector((state) => state.auth.permissions);
  const superUser = useAppSelector((state) => state.auth.user?.isSuperUser === true);
  const token = useAppSelector((state) => state.auth.token);
  const dispatch = useAppDispatch();
  // The entry the pointer last went to since it came into the navigation: its preload is
  // started once, not on every move.
  const pointedAt = useRef<string | null>(null);

  const items: Item[] = [];
  if (permissions.canViewRequestsPage) {
    items.push({ key: '/', icon: <MdiIcon path={iconBinaryRequests} />, label: 'Binary Requests' });
  }
  if (permissions.canViewSoftwareValidationsPage) {
    items.push({
      key: '/SoftwareValidations',
      icon: <MdiIcon path={iconSoftwareValidations} />,
      label: 'Software Set Validations',
    });
  }
  if (permissions.canViewRequestsPage) {
    items.push({ key: '/Reports', icon: <MdiIcon path={iconReports} />, label: 'Reports' });
  }
  if (permissions.canDeleteSSIFSubmission) {
    items.push({
      key: '/SSIFSubmissions',
      icon: <MdiIcon path={iconSsifSubmissions} />,
      label: 'SSIF Submissions',
    });
  }
  if (permissions.canViewAdminPage) {
    items.push({
      key: 'administration',
      type: 'group',
      label: 'Administration',
      children: [
        {
          key: '/UserManagement',
          icon: <MdiIcon path={iconUserManagement} />,
          label: 'User Management',
        },
        {
          key: '/DataManagement',
          icon: <MdiIcon path={iconDataManagement} />,
          label: 'Data Management',
        },
        {
          key: '/Organizations',
          icon: <MdiIcon path={iconOrganizations} />,
          label: 'Organizations',
        },
        // GetAuditTrail answers only super users (issue 22).
        ...(superUser
          ? [{ key: '/AuditTrail', icon: <MdiIcon path={iconAuditTrail} />, label: 'Audit Trail' }]
          : []),
      ],
    });
  }
  // The screens this user may go to next are fetched in idle time once the current one is
  // complete, so choosing one waits for its data only.
  const targets = items.flatMap((item) =>
    item && 'children' in item && item.children
      ? item.children.map((child) => String(child?.key))
      : [String(item?.key)],
  );
  const targetList = targets.join(' ');
  useEffect(
    () =>
      afterScreenComplete(() => targetList.split(' ').forEach(preloadScreenInIdle), {
        idleOnly: true,
      }),
    [targetList],
  );
  // Pointing at an entry (hovering, then pressing) starts its screen's code, its first list and
  // the route's token check, so they travel while the click completes. Pressing starts the check
  // again only when the hover's has answered (the route joins one still on its way), so the route
  // always waits for a check started as the user headed for it; the code and list it leaves to
  // the hover's preload (issue 20: asking again cost the press ~9 ms before its click).
  const pointAt = (event: PointerEvent<HTMLElement>) => {
    const item = event.target instanceof Element ? event.target.closest('[data-menu-id]') : null;
    const id = item?.getAttribute('data-menu-id') ?? '';
    const path = targets.find((target) => id.endsWith(`-${target}`));
    if (!path || path === pathname) return;
    const pointedBefore = path === pointedAt.current;
    if (event.type !== 'pointerdown' && pointedBefore) return;
    pointedAt.current = path;
    preloadTokenCheck(dispatch, token);
    // Pressing the entry pointed at: its code and list are on their way (or in) since the hover.
    if (!pointedBefore) preloadScreenAndData(path, dispatch);
  };
  items.push({ type: 'divider' });
  items.push({ key: SUPPORT_KEY, icon: <MdiIcon path={iconSupport} />, label: 'Request Support' });

  return (
    <nav
      aria-label="Main navigation"
      onPointerOver={pointAt}
      onPointerDown={pointAt}
      onPointerLeave={() => (pointedAt.current = null)}
    >
      <Menu
        mode="inline"
        // Expanded, every entry shows its name: antd would still wrap each in a closed tooltip,
        // mounted with the frame (issue 20: the cold load's render of the frame).
        tooltip={collapsed ? undefined : false}
        selectedKeys={[pathname]}
        items={items}
        onClick={({ key }) => {
          onChosen?.();
          if (key === SUPPORT_KEY) onRequestSupport();
          else void navigate(key);
        }}
      />
    </nav>
  );
});
