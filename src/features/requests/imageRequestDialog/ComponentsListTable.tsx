import { Button, Checkbox, Table, Tag, type TableColumnsType } from 'antd';
import { canDeleteRow, needsLinking, type ComponentRow } from './componentRows';
import { messages } from './imageRequestMessages';
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
  const columns: TableColumnsType<ComponentRow> = [
    {
      title: 'Type',
      dataIndex: 'componentType',
      render: (type: string, row: ComponentRow) =>
        markUnlinked && needsLinking(row) ? (
          <>
            {type} <Tag color="error">{messages.needsLinking}</Tag>
          </>
        ) : (
          type
        ),
    },
    { title: 'Name', dataIndex: 'name' },
    { title: 'Description', dataIndex: 'description' },
    { title: 'Status', dataIndex: 'status' },
    { title: 'Version', dataIndex: 'version' },
    {
      title: 'Required',
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
      locale={{ emptyText: 'Choose a platform to load its components.' }}
    />
  );
}
