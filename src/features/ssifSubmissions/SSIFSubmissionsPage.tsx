import { Typography } from 'antd';
import { PROVIDER_NAME } from '../../app/config';

/** Placeholder until the SSIF Submissions screen is built; the route and its chunk already work. */
export default function SSIFSubmissionsPage() {
  return <Typography.Title level={2}>{`${PROVIDER_NAME} SSIF Submissions`}</Typography.Title>;
}
