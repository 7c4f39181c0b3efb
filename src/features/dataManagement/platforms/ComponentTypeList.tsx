import { Table, Tag, type TableColumnsType } from 'antd';
import type { ComponentType } from '@/api/generated/managementApi';
import { componentTypeActive } from './componentTypeActive';
import { filterTypeLabels } from './filterTypeLabels';

interface Props {
  types: readonly ComponentType[];
  loading: boolean;
  selectedId: number | null;
  onSelect(type: ComponentType): void;
}

const columns: TableColumnsType<ComponentType> = [
  {
    title: 'Display Name',
    dataIndex: 'displayName',
    sorter: (a, b) => a.displayName.localeCompare(b.displayName),
    defaultSortOrder: 'ascend',
    sortDirections: ['ascend', 'descend', 'ascend'],
    render: (displayName: string, type) => (
      <>
        {displayName}
        {!type.active && (
          <Tag style={{ marginInlineStart: 8 }}>{componentTypeActive.inactiveMark}</Tag>
        )}
      </>
    ),
  },
  {
    title: 'Filter Type',
    dataIndex: 'filterType',
    render: (filterType: ComponentType['filterType']) => filterTypeLabels[filterType],
  },
];

/** The chosen platform's component types in the chosen jurisdiction, sortable by display name. */
export function ComponentTypeList({ types, loading, selectedId, onSelect }: Props) {
  return (
    <Table<ComponentType>
      size="small"
      rowKey="componentID"
      loading={loading}
      columns={columns}
      dataSource={[...types]}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      rowSelection={{
        type: 'radio',
        selectedRowKeys: selectedId === null ? [] : [selectedId],
        onChange: (_keys, rows) => rows[0] && onSelect(rows[0]),
        getCheckboxProps: (type) => ({ 'aria-label': `Select component type ${type.displayName}` }),
      }}
      onRow={(type) => ({ onClick: () => onSelect(type) })}
      locale={{ emptyText: 'No component types yet. Use Add Type to add one.' }}
    />
  );
}
