import { Alert, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useGetAuditTrailQuery, useLazyExportAuditTrailQuery } from '@/api';
import type { AuditEntry } from '@/api/generated/administrativeApi';
import { PageTitle } from '@/components/PageTitle';
import { ListExportButton } from '@/components/export/ListExportButton';
import { PAGE_SIZE } from '@/components/masterDetail/useListParams';
import { AuditFilterBar } from './AuditFilterBar';
import { ChangeList } from './ChangeList';
import { actionLabel, KIND_LABELS } from './auditLabels';
import { useAuditParams } from './useAuditParams';

const columns: TableColumnsType<AuditEntry> = [
  {
    title: 'When',
    dataIndex: 'occurredAt',
    width: 180,
    render: (at: string) => <time dateTime={at}>{new Date(at).toLocaleString()}</time>,
  },
  {
    title: 'Who',
    key: 'who',
    width: 170,
    render: (_, entry) => (
      <>
        <div>{entry.actorUsername || '—'}</div>
        {entry.address && <Typography.Text type="secondary">from {entry.address}</Typography.Text>}
      </>
    ),
  },
  {
    title: 'What',
    key: 'what',
    width: 200,
    render: (_, entry) => (
      <>
        <Tag>{KIND_LABELS[entry.kind]}</Tag> {actionLabel(entry.action)}
      </>
    ),
  },
  {
    title: 'Target',
    key: 'target',
    width: 200,
    render: (_, entry) => entry.targetLabel ?? entry.targetId ?? '—',
  },
  {
    title: 'Changes',
    key: 'changes',
    render: (_, entry) => (
      <ChangeList before={entry.before} after={entry.after} details={entry.details} />
    ),
  },
];

/**
 * Audit Trail (issue 22): who changed what, when, from where, before -> after; every sign-in,
 * export and deletion. Super users only (SuperUserGate; GetAuditTrail answers 403 to others).
 */
export default function AuditTrailPage() {
  const { filters, page, queryArgs, setFilters, setPage, filtered } = useAuditParams();
  const { data, isFetching, isError } = useGetAuditTrailQuery(queryArgs);
  const rowCount = data?.result.rowCount ?? 0;
  const [exportAuditTrail] = useLazyExportAuditTrailQuery();

  return (
    <>
      <PageTitle>Audit Trail</PageTitle>
      <AuditFilterBar applied={filters} filtered={filtered} onChange={setFilters} />
      <Flex justify="space-between" align="center" gap={8} wrap style={{ margin: '12px 0' }}>
        <Typography.Text role="status">
          {data ? `${rowCount} ${rowCount === 1 ? 'entry' : 'entries'}` : ''}
        </Typography.Text>
        <ListExportButton
          args={queryArgs}
          trigger={exportAuditTrail}
          fallbackName="audit-trail"
          failureMessage="Failed to export the audit trail."
        />
      </Flex>
      {isError && <Alert type="error" title="The audit trail could not be loaded." />}
      <section aria-label="Audit trail entries">
        <Table<AuditEntry>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={data?.result.gridRows ?? []}
          loading={isFetching}
          scroll={{ x: 900 }}
          locale={{ emptyText: filtered ? 'No entries match these filters.' : 'No entries yet.' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: rowCount,
            showSizeChanger: false,
            onChange: setPage,
          }}
        />
      </section>
    </>
  );
}
