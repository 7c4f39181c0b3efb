import { Checkbox, Table, type TableColumnsType } from 'antd';
import { useGetLinkedComponentsQuery } from '../../api';
import type { ComponentListItem } from '../../api/generated/binaryRequestApi';
import { useCompactLayout } from '../../components/useCompactLayout';

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
  // Below 992 px the table scrolls inside its card rather than widening the page.
  const compact = useCompactLayout();
  return (
    <Table<Row>
      size="small"
      scroll={compact ? { x: 'max-content' } : undefined}
      aria-label="Components"
      rowKey="key"
      columns={columns}
      // Several rows may share a component type; their order is the request's own.
      dataSource={(data?.result ?? []).map((component, index) => ({ ...component, key: index }))}
      loading={isFetching}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
    />
  );
}
