import { Flex, Typography } from 'antd';
import type { ImageRequestRow } from '../../api/generated/binaryRequestApi';
import { localTime } from '../../lib/localTime';

/** One row of the request list: upload name, manufacturer, status, creator, local creation time. */
export function RequestListItem({ row }: { row: ImageRequestRow }) {
  return (
    <Flex vertical gap={2}>
      <Flex justify="space-between" gap={8}>
        <Typography.Text strong ellipsis>
          {row.uploadName}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          {row.status}
        </Typography.Text>
      </Flex>
      <Typography.Text type="secondary">{row.manufacturer}</Typography.Text>
      <Flex justify="space-between" gap={8}>
        <Typography.Text type="secondary">{row.createdBy}</Typography.Text>
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          {localTime(row.createdOn)}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
