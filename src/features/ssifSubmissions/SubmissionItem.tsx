import { Flex } from 'antd';
import { ItemText } from '@/components/masterDetail/ItemText';
import type { SsifSubmission } from '@/api/generated/ssifSubmissionApi';
import { localTime } from '@/lib/localTime';

/** One SSIF submission in the list: alias, manufacturer, platform and local upload time. */
export function SubmissionItem({ row }: { row: SsifSubmission }) {
  return (
    <Flex vertical>
      {/* Long names end in an ellipsis on one line and show whole on hover. */}
      <ItemText strong ellipsis>
        {row.softwareAlias}
      </ItemText>
      <ItemText secondary ellipsis>
        {row.manufacturer}
      </ItemText>
      <ItemText secondary ellipsis>
        {row.platform}
      </ItemText>
      <ItemText secondary>{localTime(row.uploadDateTime)}</ItemText>
    </Flex>
  );
}
