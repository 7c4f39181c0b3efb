import { Button, Checkbox, Col, Flex, Input, Row, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useGetComponentsForLinkingQuery } from '@/api';
import type { LinkableComponent, SubmissionFilter } from '@/api/generated/binaryRequestApi';
import { showError } from '@/components/snackbar/snackbarSlice';
import { toLinkable, toLinkableRows, type LinkableRow } from './componentRows';
import { messages } from './imageRequestMessages';
import { ReadOnlyField } from './ReadOnlyField';
import { DIALOG_FOOTER_CLASS } from '@/components/dialogLayout/dialogLayout';

interface Props {
  /** The component type's `componentID`. */
  componentId: number;
  manufacturer: string;
  platform: string;
  componentType: string;
  /** Browsing only (component-type preview): no Link Component button. */
  preview?: boolean;
  onBack(): void;
  onLink?(software: LinkableComponent): void;
}

const columns: TableColumnsType<LinkableRow> = [
  { title: 'ID Number', dataIndex: 'idNumber' },
  { title: 'Version', dataIndex: 'version' },
  { title: 'Game Name', dataIndex: 'gameName' },
  { title: 'Function', dataIndex: 'function' },
  { title: 'Position', dataIndex: 'position' },
  { title: 'Status', dataIndex: 'status' },
  { title: 'Date Code', dataIndex: 'dateCode' },
  { title: 'File Number', dataIndex: 'fileNumber' },
];

const searchable = (row: LinkableComponent) =>
  [
    row.idNumber,
    row.version,
    row.gameName,
    row.function,
    row.position,
    row.status,
    row.dateCode,
    row.fileNumber,
  ]
    .filter((value): value is string => value !== null)
    .join('\n')
    .toLowerCase();

/** Picks the uploaded software to link to one components-list row (the 'Link Components' tab). */
export default function LinkComponentPanel(props: Props) {
  const {
    componentId,
    manufacturer,
    platform,
    componentType,
    preview = false,
    onBack,
    onLink,
  } = props;
  const dispatch = useDispatch();
  // Remaining and Uploaded exclude each other; neither checked means All.
  const [filter, setFilter] = useState<SubmissionFilter>('All');
  const [search, setSearch] = useState('');
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const { data, isFetching } = useGetComponentsForLinkingQuery({
    componentId,
    submissionFilter: filter,
  });

  const allRows = useMemo(() => toLinkableRows(data?.result ?? []), [data]);
  // The contract leaves searching to the client.
  const rows = useMemo(() => {
    const term = search.trim().toLowerCase();
    return term ? allRows.filter((row) => searchable(row).includes(term)) : allRows;
  }, [allRows, search]);
  const selected = allRows.find((row) => row.key === selectedKey) ?? null;

  const toggle = (which: SubmissionFilter, checked: boolean) => setFilter(checked ? which : 'All');

  const link = () => {
    if (!selected) {
      dispatch(showError(messages.selectBeforeLink));
      return;
    }
    onLink?.(toLinkable(selected));
  };

  return (
    <Flex vertical gap={12}>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <ReadOnlyField label="Manufacturer" value={manufacturer} />
        </Col>
        <Col xs={24} sm={8}>
          <ReadOnlyField label="Platform" value={platform} />
        </Col>
        <Col xs={24} sm={8}>
          <ReadOnlyField label="Component Type" value={componentType} />
        </Col>
      </Row>
      <Flex gap={16} align="center">
        <Input.Search
          // The panel replaces the tab the user was on: they go on here.
          autoFocus
          placeholder="Search"
          aria-label="Search"
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Checkbox
          checked={filter === 'Remaining'}
          onChange={(e) => toggle('Remaining', e.target.checked)}
        >
          Show Remaining
        </Checkbox>
        <Checkbox
          checked={filter === 'Uploaded'}
          onChange={(e) => toggle('Uploaded', e.target.checked)}
        >
          Show Uploaded
        </Checkbox>
      </Flex>
      <Table<LinkableRow>
        size="small"
        rowKey="key"
        loading={isFetching}
        columns={columns}
        dataSource={rows}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selected ? [selected.key] : [],
          onChange: (keys) => setSelectedKey(keys[0] === undefined ? null : String(keys[0])),
        }}
        onRow={(row) => ({ onClick: () => setSelectedKey(row.key) })}
      />
      <Flex justify="flex-end" gap={8} className={DIALOG_FOOTER_CLASS}>
        <Button onClick={onBack}>Back</Button>
        {!preview && (
          <Button type="primary" onClick={link}>
            Link Component
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
