import { Flex } from 'antd';
import { ItemText } from '@/components/masterDetail/ItemText';
import type { UserListRow } from '@/api/generated/accountApi';

/** One user in the list: name, username and e-mail. */
export function UserItem({ row }: { row: UserListRow }) {
  return (
    <Flex vertical>
      <ItemText strong>{`${row.firstName} ${row.lastName}`}</ItemText>
      <ItemText secondary>{row.username}</ItemText>
      <ItemText secondary>{row.email}</ItemText>
    </Flex>
  );
}
