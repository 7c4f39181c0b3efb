import { Checkbox, Table, type TableColumnsType } from 'antd';
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

interface Props {
  components: readonly ComponentListItem[];
  loading: boolean;
}

/**
 * The Components tab's table (antd's Table, about 40 KB gzip with what it brings): a chunk of its
 * own, loaded once Binary Requests is complete (ComponentsTab), not before the list shows.
 */
export default function ComponentsTable({ components, loading }: Props) {
  const compact = useCompactLayout();
  const table = (
    <Table<Row>
      size="small"
      aria-label="Components"
      rowKey="key"
      columns={columns}
      // Several rows may share a component type; their order is the request's own.
      dataSource={components.map((component, index) => ({ ...component, key: index }))}
      loading={loading}
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
