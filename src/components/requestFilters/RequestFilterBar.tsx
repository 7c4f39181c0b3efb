import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconClear } from '@/components/icon/icons';
import { Button, Checkbox, DatePicker, Flex, Select, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  useGetManufacturerPlatformsQuery,
  useGetRequestStatusesQuery,
  useGetUserOrganizationsQuery,
} from '@/api';
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

const toDay = (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null);
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
  const statusQuery = useGetRequestStatusesQuery();
  const statuses = statusQuery.data?.result ?? [];
  const manufacturers = useGetManufacturerPlatformsQuery().data?.result ?? [];
  const organizations = useGetUserOrganizationsQuery().data?.result ?? [];

  const workflows = [...new Set(statuses.map((s) => s.workflowName))];
  const statusOptions = workflows.map((workflow) => ({
    label: workflow,
    title: workflow,
    options: statuses
      .filter((s) => s.workflowName === workflow)
      .map((s) => ({ value: s.id, label: s.description })),
  }));
  const platforms = manufacturers
    .filter(
      (m) => values.manufacturer.length === 0 || values.manufacturer.includes(m.manufacturerId),
    )
    .flatMap((m) => m.platforms);

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
      <Flex gap={8} wrap align="center">
        <Select
          aria-label="Status"
          mode="multiple"
          placeholder="Status"
          allowClear
          value={values.status}
          options={statusOptions}
          onChange={(status: string[]) => set({ status })}
          optionFilterProp="label"
          loading={statusQuery.isLoading}
          maxTagCount={0}
          style={{ minWidth: 140 }}
        />
        <Select
          aria-label="Manufacturer"
          mode="multiple"
          placeholder="Manufacturer"
          allowClear
          value={values.manufacturer}
          options={manufacturers.map((m) => ({
            value: m.manufacturerId,
            label: m.manufacturerName,
          }))}
          onChange={(manufacturer: number[]) => set({ manufacturer })}
          optionFilterProp="label"
          maxTagCount={0}
          style={{ minWidth: 160 }}
        />
        <Select
          aria-label="Platform"
          placeholder="Platform"
          allowClear
          value={values.platform ?? undefined}
          options={platforms.map((p) => ({ value: p.mid, label: p.name }))}
          onChange={(platform?: number) => set({ platform: platform ?? null })}
          optionFilterProp="label"
          showSearch
          style={{ minWidth: 150 }}
        />
        <Select
          aria-label="Organization"
          placeholder="Organization"
          allowClear
          value={values.organization ?? undefined}
          options={organizations.map((o) => ({ value: o.id, label: o.name }))}
          onChange={(organization?: string) => set({ organization: organization ?? null })}
          optionFilterProp="label"
          showSearch
          style={{ minWidth: 160 }}
        />
        <DatePicker
          aria-label="Created from"
          placeholder="Created from"
          value={values.from ? dayjs(values.from) : null}
          onChange={(day) => set({ from: toDay(day) })}
        />
        <DatePicker
          aria-label="Created to"
          placeholder="Created to"
          value={values.to ? dayjs(values.to) : null}
          onChange={(day) => set({ to: toDay(day) })}
        />
        <Checkbox checked={values.priority} onChange={(e) => set({ priority: e.target.checked })}>
          Priority
        </Checkbox>
        <Checkbox checked={values.pastDue} onChange={(e) => set({ pastDue: e.target.checked })}>
          Past due
        </Checkbox>
        <Checkbox checked={values.mine} onChange={(e) => set({ mine: e.target.checked })}>
          Created by me
        </Checkbox>
        <Checkbox checked={values.following} onChange={(e) => set({ following: e.target.checked })}>
          Following
        </Checkbox>
      </Flex>
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
