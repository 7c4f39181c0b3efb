import { Checkbox, Table, type TableColumnsType } from 'antd';
import { useGetLinkedComponentsQuery } from '@/api';
import type { ComponentListItem } from '@/api/generated/binaryRequestApi';
import { useCompactLayout } from '@/components/useCompactLayout';

type Row = ComponentListItem & { key: number };

const columns: TableColumnsType<Row> = [
  { title: 'Name', dataIndex: 'name' },
  { title: 'Type', dataIndex: 'componentType' },
  { title: 'Status', dataIndex: 'status' },
  { title: 'Version', dataIndex: 'version' },
  {
    title: 'Required',
    dataIndex: 'required',
    render: (required: boolean) => <Checkbox checked={required} disabled aria-label="Required" />,
  },
];

/** The request's components with the linked software's status and version (page size 10). */
export function ComponentsTab({ requestId }: { requestId: number }) {
  const { data, isFetching } = useGetLinkedComponentsQuery({ requestId });
  const compact = useCompactLayout();
  const table = (
    <Table<Row>
      size="small"
      aria-label="Components"
      rowKey="key"
      columns={columns}
      // Several rows may share a component type; their order is the request's own.
      dataSource={(data?.result ?? []).map((component, index) => ({ ...component, key: index }))}
      loading={isFetching}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
    />
  );
  // Below 992 px the table scrolls inside its card rather than widening the page; the
  // scrolling region takes focus so keyboard users can scroll it too.
  return compact ? (
    <div role="region" aria-label="Components table" tabIndex={0} style={{ overflowX: 'auto' }}>
      {table}
    </div>
  ) : (
    table
  );
}
