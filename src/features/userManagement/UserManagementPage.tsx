import { Typography } from 'antd';

/** Placeholder until the User Management screen is built; the route and its chunk already work. */
export default function UserManagementPage() {
  return <Typography.Title level={2}>User Management</Typography.Title>;
}
