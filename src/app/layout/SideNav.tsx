import {
  ApartmentOutlined,
  BarChartOutlined,
  CustomerServiceOutlined,
  DatabaseOutlined,
  FileDoneOutlined,
  FileImageOutlined,
  TeamOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '@/app/hooks';

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
  if (permissions.canViewRequestsPage) {
    items.push({ key: '/Reports', icon: <BarChartOutlined />, label: 'Reports' });
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
