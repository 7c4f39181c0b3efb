import { Checkbox, Table, type TableColumnsType } from 'antd';
import { useCompactLayout } from './useCompactLayout';

/** What the table shows of a component: a validation's, a submission's or a request's. */
export interface ComponentsTableItem {
  name: string;
  componentType: string;
  status: string | null;
  required: boolean;
  version?: string | null;
}

type Row = ComponentsTableItem & { key: number };

const withVersion: TableColumnsType<Row> = [
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
const withoutVersion = withVersion.filter((column) => column.title !== 'Version');

interface Props {
  components: readonly ComponentsTableItem[] | undefined;
  loading: boolean;
  /** A request's components carry the linked software's version. */
  showVersion?: boolean;
}

/** The read-only components of a software validation, an SSIF submission or a request. */
export function ComponentsTable({ components, loading, showVersion = false }: Props) {
  const compact = useCompactLayout();
  const table = (
    <Table<Row>
      size="small"
      aria-label="Components"
      rowKey="key"
      columns={showVersion ? withVersion : withoutVersion}
      // The components carry no id of their own (several may share a type); their order, the
      // file's or the request's, is stable.
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
