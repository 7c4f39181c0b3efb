import { Button, Checkbox, Input, Select, theme } from 'antd';
import type { ReactNode } from 'react';
import { useGetManufacturerPlatformsQuery, useGetUserOrganizationsQuery } from '@/api';
import { hasAnyFilter, type FilterKey, type ReportFilters } from './reportFilters';

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 160 }}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/**
 * The list's filters above the report, each one kept in the URL under the list's name for it
 * (reportFilters.ts): a link to /Reports reopens the same figures. Status names come from the
 * reports seen (`statuses`): the server names the states a report counts.
 */
export function ReportFilterBar({
  applied,
  statuses,
  onChange,
  onClear,
}: {
  applied: ReportFilters;
  statuses: ReadonlyMap<string, string>;
  onChange: (key: FilterKey, values: ReadonlyArray<string | number | boolean>) => void;
  onClear: () => void;
}) {
  const { token } = theme.useToken();
  const manufacturers = useGetManufacturerPlatformsQuery().data?.result ?? [];
  const organizations = useGetUserOrganizationsQuery().data?.result ?? [];
  const platforms = manufacturers
    .filter(
      (m) => applied.manufacturer.length === 0 || applied.manufacturer.includes(m.manufacturerId),
    )
    .flatMap((m) => m.platforms.map((p) => ({ value: p.mid, label: p.name })));
  const one = (value: unknown) => (value === undefined || value === null ? [] : [String(value)]);

  return (
    <section
      aria-label="Report filters"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: token.marginSM,
        alignItems: 'flex-end',
        marginBottom: token.marginLG,
      }}
    >
      <Field id="report-status" label="Status">
        <Select
          id="report-status"
          mode="multiple"
          allowClear
          placeholder="Any"
          value={applied.status}
          options={[...statuses].map(([value, label]) => ({ value, label }))}
          onChange={(values: string[]) => onChange('status', values)}
          style={{ minWidth: 200 }}
        />
      </Field>
      <Field id="report-manufacturer" label="Manufacturer">
        <Select
          id="report-manufacturer"
          mode="multiple"
          allowClear
          placeholder="Any"
          value={applied.manufacturer}
          options={manufacturers.map((m) => ({
            value: m.manufacturerId,
            label: m.manufacturerName,
          }))}
          onChange={(values: number[]) => onChange('manufacturer', values)}
          style={{ minWidth: 200 }}
        />
      </Field>
      <Field id="report-platform" label="Platform">
        <Select
          id="report-platform"
          allowClear
          placeholder="Any"
          value={applied.platform}
          options={platforms}
          onChange={(value?: number) => onChange('platform', one(value))}
        />
      </Field>
      <Field id="report-organization" label="Organization">
        <Select
          id="report-organization"
          allowClear
          placeholder="Any"
          value={applied.organization}
          options={organizations.map((o) => ({ value: o.id, label: o.name }))}
          onChange={(value?: string) => onChange('organization', one(value))}
        />
      </Field>
      <Field id="report-priority" label="Priority">
        <Select
          id="report-priority"
          allowClear
          placeholder="Any"
          value={one(applied.priority)[0]}
          options={YES_NO}
          onChange={(value?: string) => onChange('priority', one(value))}
        />
      </Field>
      <Field id="report-past-due" label="Past due">
        <Select
          id="report-past-due"
          allowClear
          placeholder="Any"
          value={one(applied.pastDue)[0]}
          options={YES_NO}
          onChange={(value?: string) => onChange('pastDue', one(value))}
        />
      </Field>
      <Field id="report-from" label="Created from">
        <Input
          id="report-from"
          type="date"
          value={applied.from ?? ''}
          onChange={(e) => onChange('from', one(e.target.value || undefined))}
        />
      </Field>
      <Field id="report-to" label="Created to">
        <Input
          id="report-to"
          type="date"
          value={applied.to ?? ''}
          onChange={(e) => onChange('to', one(e.target.value || undefined))}
        />
      </Field>
      <Checkbox
        checked={applied.mine}
        onChange={(e) => onChange('mine', e.target.checked ? [true] : [])}
        style={{ paddingBottom: 5 }}
      >
        Created by me
      </Checkbox>
      <Button onClick={onClear} disabled={!hasAnyFilter(applied)}>
        Clear filters
      </Button>
    </section>
  );
}
