import { Typography } from 'antd';

/** Placeholder until the Data Management screen is built; the route and its chunk already work. */
export default function DataManagementPage() {
  return <Typography.Title level={2}>Data Management</Typography.Title>;
}
