import { Flex, Typography } from 'antd';
import { localTime } from '@/lib/localTime';
import type { SoftwareValidationRow } from '@/api/generated/softwareValidationApi';

// Long names end in an ellipsis on one line and show whole on hover.
const line = { tooltip: true } as const;

/** One software validation in the list: upload name, local creation time, creator, manufacturer. */
export function ValidationItem({ row }: { row: SoftwareValidationRow }) {
  return (
    <Flex vertical>
      <Typography.Text strong ellipsis={line}>
        {row.uploadName}
      </Typography.Text>
      <Typography.Text type="secondary">{localTime(row.createdOn)}</Typography.Text>
      <Typography.Text type="secondary" ellipsis={line}>
        {row.createdBy}
      </Typography.Text>
      <Typography.Text type="secondary" ellipsis={line}>
        {row.manufacturer}
      </Typography.Text>
    </Flex>
  );
}
