import { Typography } from 'antd';
import { PROVIDER_NAME } from '../../app/config';

/** Placeholder until the Binary Requests screen is built; the route and its chunk already work. */
export default function BinaryRequestsPage() {
  return <Typography.Title level={2}>{`${PROVIDER_NAME} Binary Requests`}</Typography.Title>;
}
