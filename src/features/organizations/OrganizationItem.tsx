import { Flex } from 'antd';
import { ItemText } from '@/components/masterDetail/ItemText';
import type { OrganizationRow } from '@/api/generated/administrativeApi';
import { organizationMessages } from './organizationMessages';

/** One organization in the list: name (or '<No Name>'), property code, server IP, super user. */
export function OrganizationItem({ row }: { row: OrganizationRow }) {
  return (
    <Flex vertical>
      <ItemText strong>{row.name || organizationMessages.noName}</ItemText>
      <ItemText secondary>{row.propertyCode}</ItemText>
      <ItemText secondary>{row.serverIP}</ItemText>
      <ItemText secondary>{row.superUserName}</ItemText>
    </Flex>
  );
}
