import { Checkbox, Table, type TableColumnsType } from 'antd';
import type { ValidationComponent } from '@/api/generated/softwareValidationApi';
import { useCompactLayout } from './useCompactLayout';

type Row = ValidationComponent & { key: number };

const columns: TableColumnsType<Row> = [
  { title: 'Name', dataIndex: 'name' },
  { title: 'Type', dataIndex: 'componentType' },
  { title: 'Status', dataIndex: 'status' },
  {
    title: 'Required',
    dataIndex: 'required',
    render: (required: boolean) => <Checkbox checked={required} disabled aria-label="Required" />,
  },
];

interface Props {
  components: ValidationComponent[] | undefined;
  loading: boolean;
}

/** The read-only components of a software validation or an SSIF submission. */
export function ComponentsTable({ components, loading }: Props) {
  const compact = useCompactLayout();
  const table = (
    <Table<Row>
      size="small"
      aria-label="Components"
      rowKey="key"
      columns={columns}
      // The components carry no id; their order (file order) is stable.
      dataSource={(components ?? []).map((component, index) => ({ ...component, key: index }))}
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
