import { Flex, Typography } from 'antd';
import type { SsifSubmission } from '@/api/generated/ssifSubmissionApi';
import { localTime } from '@/lib/localTime';

// Long names end in an ellipsis on one line and show whole on hover.
const line = { tooltip: true } as const;

/** One SSIF submission in the list: alias, manufacturer, platform and local upload time. */
export function SubmissionItem({ row }: { row: SsifSubmission }) {
  return (
    <Flex vertical>
      <Typography.Text strong ellipsis={line}>
        {row.softwareAlias}
      </Typography.Text>
      <Typography.Text type="secondary" ellipsis={line}>
        {row.manufacturer}
      </Typography.Text>
      <Typography.Text type="secondary" ellipsis={line}>
        {row.platform}
      </Typography.Text>
      <Typography.Text type="secondary">{localTime(row.uploadDateTime)}</Typography.Text>
    </Flex>
  );
}
