import { Typography } from 'antd';

/** Placeholder until the User Profile screen is built; the route and its chunk already work. */
export default function UserProfilePage() {
  return <Typography.Title level={2}>User Profile</Typography.Title>;
}
