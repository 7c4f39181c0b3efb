import { Typography } from 'antd';

/** The spec asks for a heading only on this route. */
export default function SiteSettingsPage() {
  return <Typography.Title level={2}>Site Settings</Typography.Title>;
}
