import {
  ApartmentOutlined,
  CustomerServiceOutlined,
  DatabaseOutlined,
  FileDoneOutlined,
  FileImageOutlined,
  TeamOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useEffect } from 'react';
import { useAppSelector } from '@/app/hooks';
import { preloadScreen } from '@/app/routeChunks';
import { afterScreenComplete } from '@/lib/screenComplete';

type Item = NonNullable<MenuProps['items']>[number];

const SUPPORT_KEY = 'support';

/** Entries per permission flag (spec section 2); Request Support is open to every signed-in user. */
export function SideNav({
  onRequestSupport,
  onChosen,
}: {
  onRequestSupport: () => void;
  /** After any entry is chosen (the drawer closes). */
  onChosen?: () => void;
}) {
  const permissions = useAppSelector((state) => state.auth.permissions);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const items: Item[] = [];
  if (permissions.canViewRequestsPage) {
    items.push({ key: '/', icon: <FileImageOutlined />, label: 'Binary Requests' });
  }
  if (permissions.canViewSoftwareValidationsPage) {
    items.push({
      key: '/SoftwareValidations',
      icon: <FileDoneOutlined />,
      label: 'Software Set Validations',
    });
  }
  if (permissions.canDeleteSSIFSubmission) {
    items.push({ key: '/SSIFSubmissions', icon: <UploadOutlined />, label: 'SSIF Submissions' });
  }
  if (permissions.canViewAdminPage) {
    items.push({
      key: 'administration',
      type: 'group',
      label: 'Administration',
      children: [
        { key: '/UserManagement', icon: <TeamOutlined />, label: 'User Management' },
        { key: '/DataManagement', icon: <DatabaseOutlined />, label: 'Data Management' },
        { key: '/Organizations', icon: <ApartmentOutlined />, label: 'Organizations' },
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
      afterScreenComplete(() => targetList.split(' ').forEach(preloadScreen), { idleOnly: true }),
    [targetList],
  );
  items.push({ type: 'divider' });
  items.push({ key: SUPPORT_KEY, icon: <CustomerServiceOutlined />, label: 'Request Support' });

  return (
    <nav aria-label="Main navigation">
      <Menu
        mode="inline"
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
}
