import { Flex, Typography } from 'antd';
import type { OrganizationRow } from '@/api/generated/administrativeApi';
import { organizationMessages } from './organizationMessages';

/** One organization in the list: name (or '<No Name>'), property code, server IP, super user. */
export function OrganizationItem({ row }: { row: OrganizationRow }) {
  return (
    <Flex vertical>
      <Typography.Text strong>{row.name || organizationMessages.noName}</Typography.Text>
      <Typography.Text type="secondary">{row.propertyCode}</Typography.Text>
      <Typography.Text type="secondary">{row.serverIP}</Typography.Text>
      <Typography.Text type="secondary">{row.superUserName}</Typography.Text>
    </Flex>
  );
}
