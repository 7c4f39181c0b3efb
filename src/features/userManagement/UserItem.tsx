import { Flex, Typography } from 'antd';
import type { UserListRow } from '@/api/generated/accountApi';

/** One user in the list: name, username and e-mail. */
export function UserItem({ row }: { row: UserListRow }) {
  return (
    <Flex vertical>
      <Typography.Text strong>{`${row.firstName} ${row.lastName}`}</Typography.Text>
      <Typography.Text type="secondary">{row.username}</Typography.Text>
      <Typography.Text type="secondary">{row.email}</Typography.Text>
    </Flex>
  );
}
