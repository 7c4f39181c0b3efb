import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconClear } from '@/components/icon/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import {
  useGetManufacturerPlatformsQuery,
  useGetRequestStatusesQuery,
  useGetUserOrganizationsQuery,
} from '@/api';
import { RequestFilterControls } from './RequestFilterControls';
import type { RequestFilters, RequestFilterValues } from './requestFilters';

interface RequestFilterBarProps {
  /** The list's filters, as useRequestFilters reads them from the URL. */
  current: RequestFilters;
  /** The list's count for the filters (and search), once known; Reports says its own. */
  rowCount?: number;
  rowCountCapped?: boolean;
}

interface Chip {
  key: string;
  label: string;
  clear: Partial<RequestFilterValues>;
}

const nameOf = <T,>(
  list: readonly T[] | undefined,
  match: (item: T) => boolean,
  name: (item: T) => string,
  fallback: string,
) => {
  const found = list?.find(match);
  return found ? name(found) : fallback;
};

/**
 * The filters above the Binary Requests list and the Reports screen (issue 22): selects, check boxes and dates, then a
 * chip for each filter applied (its close button clears it), "Clear filters", and how many
 * requests match. Every control is labelled; the chips' buttons are named by what they clear.
 */
export function RequestFilterBar({
  current: filters,
  rowCount,
  rowCountCapped,
}: RequestFilterBarProps) {
  const { values, set } = filters;
  const statuses = useGetRequestStatusesQuery().data?.result ?? [];
  const manufacturers = useGetManufacturerPlatformsQuery().data?.result ?? [];
  const organizations = useGetUserOrganizationsQuery().data?.result ?? [];

  const chips: Chip[] = [
    ...values.status.map((id) => ({
      key: `status:${id}`,
      label: `Status: ${nameOf(
        statuses,
        (s) => s.id === id,
        (s) => s.description,
        '…',
      )}`,
      clear: { status: values.status.filter((s) => s !== id) },
    })),
    ...values.manufacturer.map((id) => ({
      key: `manufacturer:${id}`,
      label: `Manufacturer: ${nameOf(
        manufacturers,
        (m) => m.manufacturerId === id,
        (m) => m.manufacturerName,
        String(id),
      )}`,
      clear: { manufacturer: values.manufacturer.filter((m) => m !== id) },
    })),
  ];
  if (values.platform !== null) {
    const mid = values.platform;
    chips.push({
      key: 'platform',
      label: `Platform: ${nameOf(
        manufacturers.flatMap((m) => m.platforms),
        (p) => p.mid === mid,
        (p) => p.name,
        String(mid),
      )}`,
      clear: { platform: null },
    });
  }
  if (values.organization !== null) {
    const id = values.organization;
    chips.push({
      key: 'organization',
      label: `Organization: ${nameOf(
        organizations,
        (o) => o.id === id,
        (o) => o.name,
        '…',
      )}`,
      clear: { organization: null },
    });
  }
  if (values.priority)
    chips.push({ key: 'priority', label: 'Priority', clear: { priority: false } });
  if (values.pastDue) chips.push({ key: 'pastDue', label: 'Past due', clear: { pastDue: false } });
  if (values.mine) chips.push({ key: 'mine', label: 'Created by me', clear: { mine: false } });
  if (values.following)
    chips.push({ key: 'following', label: 'Following', clear: { following: false } });
  if (values.from !== null)
    chips.push({ key: 'from', label: `Created from ${values.from}`, clear: { from: null } });
  if (values.to !== null)
    chips.push({ key: 'to', label: `Created to ${values.to}`, clear: { to: null } });

  const countText =
    rowCount === undefined
      ? null
      : `${rowCountCapped ? 'More than ' : ''}${rowCount.toLocaleString('en-US')} matching ${rowCount === 1 && !rowCountCapped ? 'request' : 'requests'}`;

  return (
    <Flex vertical gap={8} role="group" aria-label="Filters">
      <RequestFilterControls current={filters} />
      {chips.length > 0 && (
        <Flex gap={8} wrap align="center">
          <Typography.Text type="secondary">Filtered by</Typography.Text>
          {chips.map((chip) => (
            <Tag
              key={chip.key}
              closable
              closeIcon={<MdiIcon path={iconClear} label={`Clear ${chip.label}`} />}
              onClose={(event) => {
                // The chip goes when the URL no longer holds its filter, not by itself.
                event.preventDefault();
                set(chip.clear);
              }}
            >
              {chip.label}
            </Tag>
          ))}
          <Button size="small" onClick={filters.clearAll}>
            Clear filters
          </Button>
          {countText && (
            <Typography.Text role="status" aria-live="polite">
              {countText}
            </Typography.Text>
          )}
        </Flex>
      )}
    </Flex>
  );
}
