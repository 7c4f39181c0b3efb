import { Flex, Typography } from 'antd';
import type { SsifSubmission } from '../../api/generated/ssifSubmissionApi';
import { localTime } from '../../lib/localTime';

/** One SSIF submission in the list: alias, manufacturer, platform and local upload time. */
export function SubmissionItem({ row }: { row: SsifSubmission }) {
  return (
    <Flex vertical>
      <Typography.Text strong>{row.softwareAlias}</Typography.Text>
      <Typography.Text type="secondary">{row.manufacturer}</Typography.Text>
      <Typography.Text type="secondary">{row.platform}</Typography.Text>
      <Typography.Text type="secondary">{localTime(row.uploadDateTime)}</Typography.Text>
    </Flex>
  );
}
