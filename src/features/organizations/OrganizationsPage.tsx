import { Typography } from 'antd';

/** Placeholder until the Organizations screen is built; the route and its chunk already work. */
export default function OrganizationsPage() {
  return <Typography.Title level={2}>Organizations</Typography.Title>;
}
