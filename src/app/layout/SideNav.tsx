import { Tooltip } from 'antd';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import {
  memo,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
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
import { preloadScreen, preloadScreenAndData, preloadTokenCheck } from '@/app/routeChunks';
import { afterScreenComplete } from '@/lib/screenComplete';
import { SIDE_NAV_CLASS } from './sideNavCss';
import { SideNavStyle } from './sideNavStyle';

const SUPPORT_LABEL = 'Request Support';

interface Entry {
  path: string;
  icon: string;
  label: string;
}

interface SideNavProps {
  onRequestSupport: () => void;
  /** After any entry is chosen (the drawer closes). */
  onChosen?: () => void;
  /** The Sider collapsed: icons only, each name in a tooltip. */
  collapsed?: boolean;
}

/**
 * Entries per permission flag (spec section 2), Audit Trail for super users; Request Support is
 * open to every signed-in user. Links, not antd's Menu: each screen opens in a new tab as a link
 * does, Tab reaches each entry, and choosing one renders no menu state in the click (issue 20:
 * navigate to Software Set Validations, whose slowest event was the Menu rendering every entry).
 */
export function SideNav(props: SideNavProps) {
  // The router's hooks render this on every navigation, a list's selection too; the entries only
  // when the path changes (issue 20: select a request).
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The entry of the screen shown is marked in the frame after that screen is drawn, so the
  // click's frame is the screen the user asked for.
  const [marked, setMarked] = useState(pathname);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMarked(pathname));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return <SideNavEntries {...props} pathname={marked} navigate={navigate} />;
}

const SideNavEntries = memo(function SideNavEntries({
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
  // The entry the pointer last went to: its preload is started once, not on every move.
  const pointedAt = useRef<string | null>(null);

  const main: Entry[] = [];
  if (permissions.canViewRequestsPage) {
    main.push({ path: '/', icon: iconBinaryRequests, label: 'Binary Requests' });
  }
  if (permissions.canViewSoftwareValidationsPage) {
    main.push({
      path: '/SoftwareValidations',
      icon: iconSoftwareValidations,
      label: 'Software Set Validations',
    });
  }
  if (permissions.canViewRequestsPage) {
    main.push({ path: '/Reports', icon: iconReports, label: 'Reports' });
  }
  if (permissions.canDeleteSSIFSubmission) {
    main.push({ path: '/SSIFSubmissions', icon: iconSsifSubmissions, label: 'SSIF Submissions' });
  }
  const administration: Entry[] = permissions.canViewAdminPage
    ? [
        { path: '/UserManagement', icon: iconUserManagement, label: 'User Management' },
        { path: '/DataManagement', icon: iconDataManagement, label: 'Data Management' },
        { path: '/Organizations', icon: iconOrganizations, label: 'Organizations' },
        // GetAuditTrail answers only super users (issue 22).
        ...(superUser ? [{ path: '/AuditTrail', icon: iconAuditTrail, label: 'Audit Trail' }] : []),
      ]
    : [];

  // The screens this user may go to next are fetched in idle time once the current one is
  // complete, so choosing one waits for its data only.
  const targets = [...main, ...administration].map((entry) => entry.path);
  const targetList = targets.join(' ');
  useEffect(
    () =>
      afterScreenComplete(() => targetList.split(' ').forEach(preloadScreen), { idleOnly: true }),
    [targetList],
  );
  // Pointing at an entry (hovering, then pressing) starts its screen's code and first list, and
  // pressing it the route's token check, so they travel while the click completes.
  const pointAt = (event: PointerEvent<HTMLElement>) => {
    const link = event.target instanceof Element ? event.target.closest('[data-path]') : null;
    const path = link?.getAttribute('data-path');
    if (!path || path === pathname) return;
    const pressed = event.type === 'pointerdown';
    if (!pressed && path === pointedAt.current) return;
    pointedAt.current = path;
    if (pressed) preloadTokenCheck(dispatch, token);
    preloadScreenAndData(path, dispatch);
  };

  // Plain anchors, not react-router's Link: a Link reads the router's location, so each one would
  // render again on every navigation, a list's selection too (issue 20: select a request).
  const follow = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    // A new tab or window (a modifier key, another button) is the browser's to open.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    onChosen?.();
    void navigate(path);
  };

  const link = ({ path, icon, label }: Entry) => (
    <li key={path}>
      <Named label={label} collapsed={collapsed}>
        <a
          href={path}
          className="app-side-nav-entry"
          data-path={path}
          aria-current={path === pathname ? 'page' : undefined}
          onClick={(event) => follow(event, path)}
        >
          <MdiIcon path={icon} />
          <span className="app-side-nav-label">{label}</span>
        </a>
      </Named>
    </li>
  );

  return (
    <nav
      aria-label="Main navigation"
      className={collapsed ? `${SIDE_NAV_CLASS} app-side-nav-collapsed` : SIDE_NAV_CLASS}
      onPointerOver={pointAt}
      onPointerDown={pointAt}
    >
      <SideNavStyle />
      <ul>{main.map(link)}</ul>
      {administration.length > 0 && (
        <>
          <div id={ADMINISTRATION_ID} className="app-side-nav-group">
            Administration
          </div>
          <ul aria-labelledby={ADMINISTRATION_ID}>{administration.map(link)}</ul>
        </>
      )}
      <hr />
      <Named label={SUPPORT_LABEL} collapsed={collapsed}>
        <button
          type="button"
          className="app-side-nav-entry"
          onClick={() => {
            onChosen?.();
            onRequestSupport();
          }}
        >
          <MdiIcon path={iconSupport} />
          <span className="app-side-nav-label">{SUPPORT_LABEL}</span>
        </button>
      </Named>
    </nav>
  );
});

const ADMINISTRATION_ID = 'side-nav-administration';

/** Collapsed, an entry shows only its icon: its name shows beside it on hover and focus. */
function Named({
  label,
  collapsed,
  children,
}: {
  label: string;
  collapsed: boolean;
  children: ReactElement;
}) {
  return collapsed ? (
    <Tooltip title={label} placement="right" trigger={['hover', 'focus']}>
      {children}
    </Tooltip>
  ) : (
    children
  );
}
