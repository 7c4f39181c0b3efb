import { Button, Checkbox, Table, Tag, type TableColumnsType } from 'antd';
import { canDeleteRow, needsLinking, type ComponentRow } from './componentRows';
import { messages } from './imageRequestMessages';
import {
  COMPONENT_COLUMNS,
  EmptyComponentsTable,
  NO_COMPONENTS_TEXT,
} from './EmptyComponentsTable';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconDelete } from '@/components/icon/icons';

interface Props {
  rows: ComponentRow[];
  selectedKey: string | null;
  onSelect(key: string): void;
  onDelete(row: ComponentRow): void;
  /** After a save refused for unlinked required components: mark the rows to fix. */
  markUnlinked: boolean;
}

/** The request's components list: one selectable row per component, linked or not. */
export function ComponentsListTable({
  rows,
  selectedKey,
  onSelect,
  onDelete,
  markUnlinked,
}: Props) {
  // A new request has no components until its platform is chosen: drawn without antd's Table.
  if (rows.length === 0) return <EmptyComponentsTable />;
  const [type, name, description, status, version, required] = COMPONENT_COLUMNS;
  const columns: TableColumnsType<ComponentRow> = [
    {
      title: type,
      dataIndex: 'componentType',
      render: (componentType: string, row: ComponentRow) =>
        markUnlinked && needsLinking(row) ? (
          <>
            {componentType} <Tag color="error">{messages.needsLinking}</Tag>
          </>
        ) : (
          componentType
        ),
    },
    { title: name, dataIndex: 'name' },
    { title: description, dataIndex: 'description' },
    { title: status, dataIndex: 'status' },
    { title: version, dataIndex: 'version' },
    {
      title: required,
      dataIndex: 'required',
      render: (required: boolean) => <Checkbox checked={required} disabled aria-label="Required" />,
    },
    {
      title: '',
      key: 'delete',
      render: (_: unknown, row: ComponentRow) =>
        canDeleteRow(rows, row) ? (
          <Button
            type="text"
            size="small"
            icon={<MdiIcon path={iconDelete} />}
            aria-label={`Delete ${row.componentType} row`}
            onClick={(event) => {
              event.stopPropagation();
              onDelete(row);
            }}
          />
        ) : null,
    },
  ];

  return (
    <Table<ComponentRow>
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={rows}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      rowSelection={{
        type: 'radio',
        selectedRowKeys: selectedKey ? [selectedKey] : [],
        onChange: (keys) => {
          if (keys[0] !== undefined) onSelect(String(keys[0]));
        },
      }}
      onRow={(row) => ({ onClick: () => onSelect(row.key) })}
      locale={{ emptyText: NO_COMPONENTS_TEXT }}
    />
  );
}
