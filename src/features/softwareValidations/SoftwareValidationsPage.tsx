import { Typography } from 'antd';

/** Placeholder until the Software Set Validations screen is built; the route and its chunk already work. */
export default function SoftwareValidationsPage() {
  return <Typography.Title level={2}>Software Set Validations</Typography.Title>;
}
