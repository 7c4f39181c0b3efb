import { Card, Descriptions, Flex, Typography } from 'antd';
import { localTime } from '@/lib/localTime';
import { useGetComponentsForValidationQuery, useGetRemoteVerificationDataQuery } from '@/api';
import type { SoftwareValidationRow } from '@/api/generated/softwareValidationApi';
import { ComponentsTable } from '@/components/ComponentsTable';

/** The selected software validation, read-only: its details, alias and file, and its components. */
export function ValidationDetails({ row }: { row: SoftwareValidationRow }) {
  const remote = useGetRemoteVerificationDataQuery({ softwareId: row.id });
  const components = useGetComponentsForValidationQuery({ softwareId: row.id });
  const verification = remote.currentData?.result;

  return (
    // The card ends a long title in an ellipsis; the whole name shows on hover.
    <Card title={<span title={row.uploadName}>{row.uploadName}</span>}>
      <Flex vertical gap={16}>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'manufacturer', label: 'Manufacturer', children: row.manufacturer },
            {
              key: 'alias',
              label: 'Software Set Alias',
              children: verification?.softwareAlias ?? '',
            },
            { key: 'creator', label: 'Creator', children: row.createdBy },
            { key: 'file', label: 'File Name', children: verification?.filename ?? '' },
            { key: 'created', label: 'Created On', children: localTime(row.createdOn) },
            { key: 'description', label: 'Description', children: row.description },
          ]}
        />
        <Typography.Title level={5} style={{ margin: 0 }}>
          Components
        </Typography.Title>
        <ComponentsTable
          components={components.currentData?.result}
          loading={components.isFetching}
        />
      </Flex>
    </Card>
  );
}
