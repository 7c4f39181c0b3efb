import { Button, Flex, Input, Select } from 'antd';
import type { CSSProperties } from 'react';
import { AUDIT_KINDS, KIND_LABELS } from './auditLabels';
import type { AuditFilters } from './useAuditParams';

const fieldStyle: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 4 };

/**
 * Actor, kind, date range and search. The texts apply on Enter (or the search button), the
 * others at once; each uncontrolled text restarts from the URL when the URL changes (back button,
 * Clear filters), so what is shown is always what is applied or being typed.
 */
export function AuditFilterBar({
  applied: filters,
  filtered,
  onChange,
}: {
  applied: AuditFilters;
  filtered: boolean;
  onChange: (changes: Partial<AuditFilters>) => void;
}) {
  return (
    <Flex gap={12} wrap align="flex-end" role="search" aria-label="Audit trail filters">
      <label style={fieldStyle}>
        Actor
        <Input.Search
          key={`actor-${filters.actor}`}
          defaultValue={filters.actor}
          placeholder="Username"
          allowClear
          onSearch={(value) => onChange({ actor: value.trim() })}
          style={{ width: 180 }}
        />
      </label>
      <label style={fieldStyle}>
        Kind
        <Select
          mode="multiple"
          allowClear
          placeholder="Every kind"
          value={filters.kinds}
          onChange={(kinds) => onChange({ kinds })}
          options={AUDIT_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
          style={{ minWidth: 220 }}
          maxTagCount="responsive"
        />
      </label>
      <label style={fieldStyle}>
        From
        <Input
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
          style={{ width: 160 }}
        />
      </label>
      <label style={fieldStyle}>
        To
        <Input
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
          style={{ width: 160 }}
        />
      </label>
      <label style={{ ...fieldStyle, flex: '1 1 200px' }}>
        Search
        <Input.Search
          key={`q-${filters.search}`}
          defaultValue={filters.search}
          placeholder="Target, address, values…"
          allowClear
          onSearch={(value) => onChange({ search: value.trim() })}
        />
      </label>
      <Button
        disabled={!filtered}
        onClick={() => onChange({ actor: '', kinds: [], from: '', to: '', search: '' })}
      >
        Clear filters
      </Button>
    </Flex>
  );
}
