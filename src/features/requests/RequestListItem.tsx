import { Flex, Typography } from 'antd';
import type { ImageRequestRow } from '@/api/generated/binaryRequestApi';
import { localTime } from '@/lib/localTime';

// Long names end in an ellipsis on one line and show whole on hover; minWidth 0 lets them
// shrink beside the status and time.
const line = { tooltip: true } as const;

/** One row of the request list: upload name, manufacturer, status, creator, local creation time. */
export function RequestListItem({ row }: { row: ImageRequestRow }) {
  return (
    <Flex vertical gap={2}>
      <Flex justify="space-between" gap={8}>
        <Typography.Text strong ellipsis={line} style={{ minWidth: 0 }}>
          {row.uploadName}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          {row.status}
        </Typography.Text>
      </Flex>
      <Typography.Text type="secondary" ellipsis={line}>
        {row.manufacturer}
      </Typography.Text>
      <Flex justify="space-between" gap={8}>
        <Typography.Text type="secondary" ellipsis={line} style={{ minWidth: 0 }}>
          {row.createdBy}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          {localTime(row.createdOn)}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
