import { Flex, Typography } from 'antd';
import type { ImageRequestRow } from '@/api/generated/binaryRequestApi';
import { localTime } from '@/lib/localTime';
import { listDueDate } from './dueDate';

// Long names end in an ellipsis on one line and show whole on hover; minWidth 0 lets them
// shrink beside the status and time.
const line = { tooltip: true } as const;

interface Props {
  row: ImageRequestRow;
  /** Sorted by Priority Due Date: the order is by a date the item must then show. */
  showDueDate?: boolean;
}

/**
 * One row of the request list: upload name, manufacturer, status, creator, local creation
 * time, and the due date while the list is sorted by it.
 */
export function RequestListItem({ row, showDueDate = false }: Props) {
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
      <Flex justify="space-between" gap={8}>
        <Typography.Text type="secondary" ellipsis={line} style={{ minWidth: 0 }}>
          {row.manufacturer}
        </Typography.Text>
        {showDueDate && (
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {listDueDate(row.priorityDueDate)}
          </Typography.Text>
        )}
      </Flex>
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
