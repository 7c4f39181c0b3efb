import { Alert, Checkbox, Flex, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import type { Role } from '@/api/generated/accountApi';
import { profileMessages } from './profileMessages';

interface AssignableRolesTableProps {
  roles: readonly Role[] | undefined;
  loading: boolean;
  /** The assignable roles could not be gathered; the server's message, if any. */
  error: string | null;
  selected: readonly string[];
  onChange(selected: string[]): void;
}

const flagColumn = (title: string, flag: 'isSuperUser' | 'isManufacturerRestrictingRoles') => ({
  title,
  key: flag,
  align: 'center' as const,
  render: (_: unknown, role: Role) => (
    <Checkbox checked={role[flag]} disabled aria-label={`${title}: ${role.description}`} />
  ),
});

const columns = [
  { title: 'Description', dataIndex: 'description', key: 'description' },
  flagColumn('Super User', 'isSuperUser'),
  flagColumn('Manufacturer Restricted', 'isManufacturerRestrictingRoles'),
];

/**
 * The roles the signed-in administrator may assign, to tick for the user (admin and invite
 * modes): a search over the descriptions, and how many are ticked. Ticks survive the search.
 */
export function AssignableRolesTable({
  roles,
  loading,
  error,
  selected,
  onChange,
}: AssignableRolesTableProps) {
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const shown = (roles ?? []).filter((role) => role.description.toLowerCase().includes(term));

  return (
    <Flex vertical gap={12}>
      {error !== null && (
        <Alert
          type="error"
          showIcon
          title={error ? `${profileMessages.rolesFailed}: ${error}` : profileMessages.rolesFailed}
        />
      )}
      <Flex gap={12} align="center" wrap>
        <Input.Search
          aria-label="Search roles"
          placeholder="Search roles"
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ flex: '1 1 200px', maxWidth: 360 }}
        />
        <Typography.Text aria-live="polite">{`Selected: ${selected.length}`}</Typography.Text>
      </Flex>
      <Table<Role>
        size="small"
        rowKey="objectId"
        columns={columns}
        dataSource={shown}
        loading={loading}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: true }}
        rowSelection={{
          selectedRowKeys: [...selected],
          preserveSelectedRowKeys: true,
          onChange: (keys) => onChange(keys.map(String)),
          getCheckboxProps: (role) => ({ 'aria-label': `Select ${role.description}` }),
        }}
      />
    </Flex>
  );
}
