import { Table } from 'antd';
import type { Role } from '@/api/generated/accountApi';
import { localTime } from '@/lib/localTime';

const columns = [
  { title: 'Description', dataIndex: 'description', key: 'description' },
  {
    title: 'Created On',
    key: 'createdOn',
    render: (_: unknown, role: Role) => localTime(role.createdOn),
  },
  { title: 'Created By', dataIndex: 'createdBy', key: 'createdBy' },
  {
    title: 'Updated On',
    key: 'updatedOn',
    render: (_: unknown, role: Role) => localTime(role.updatedOn),
  },
  { title: 'Updated By', dataIndex: 'updatedBy', key: 'updatedBy' },
];

/** The roles a user holds, read-only: their own profile, or an administrator looking at themselves. */
export function HeldRolesTable({ roles }: { roles: readonly Role[] }) {
  return (
    <Table<Role>
      size="small"
      rowKey="objectId"
      columns={columns}
      dataSource={[...roles]}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: 'No roles' }}
      scroll={{ x: true }}
    />
  );
}
