import { Checkbox, DatePicker, Flex, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { memo } from 'react';
import {
  useGetManufacturerPlatformsQuery,
  useGetRequestStatusesQuery,
  useGetUserOrganizationsQuery,
} from '@/api';
import type { RequestFilters } from './requestFilters';

const toDay = (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null);

/**
 * The filter bar's controls: selects, date pickers and check boxes. Memoised on the filters
 * (whose object changes only with the URL's filter part): a search or its count arriving
 * renders the bar's chips and count, not these (issue 20, a key typed in the search box).
 */
export const RequestFilterControls = memo(function RequestFilterControls({
  current,
}: {
  current: RequestFilters;
}) {
  const { values, set } = current;
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

  return (
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
  );
});
