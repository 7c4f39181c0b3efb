import { Flex, Typography } from 'antd';
import { localTime } from '../../lib/localTime';
import type { SoftwareValidationRow } from '../../api/generated/softwareValidationApi';

/** One software validation in the list: upload name, local creation time, creator, manufacturer. */
export function ValidationItem({ row }: { row: SoftwareValidationRow }) {
  return (
    <Flex vertical>
      <Typography.Text strong>{row.uploadName}</Typography.Text>
      <Typography.Text type="secondary">{localTime(row.createdOn)}</Typography.Text>
      <Typography.Text type="secondary">{row.createdBy}</Typography.Text>
      <Typography.Text type="secondary">{row.manufacturer}</Typography.Text>
    </Flex>
  );
}
