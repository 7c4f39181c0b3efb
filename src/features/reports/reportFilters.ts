import type { GetRequestReportApiArg } from '@/api/generated/binaryRequestApi';

/**
 * The list's filters as the URL keeps them (issue 22: `status`, `manufacturer`, `platform`,
 * `organization`, `priority`, `pastDue`, `mine`, `from`, `to`, the names the request list uses),
 * read into the contract's filter parameters. A malformed value is left out rather than sent:
 * a hand-edited link then shows the report without it instead of a refusal.
 */
export interface ReportFilters {
  status: string[];
  manufacturer: number[];
  platform?: number;
  organization?: string;
  priority?: boolean;
  pastDue?: boolean;
  mine: boolean;
  from?: string;
  to?: string;
}

export const FILTER_KEYS = [
  'status',
  'manufacturer',
  'platform',
  'organization',
  'priority',
  'pastDue',
  'mine',
  'from',
  'to',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const id = (value: string | null): number | undefined => {
  const n = Number(value);
  return value !== null && /^\d+$/.test(value) && n >= 1 && n <= 2_147_483_647 ? n : undefined;
};
const bool = (value: string | null): boolean | undefined =>
  value === 'true' ? true : value === 'false' ? false : undefined;
const date = (value: string | null): string | undefined =>
  value !== null && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
    ? value
    : undefined;

export function readFilters(params: URLSearchParams): ReportFilters {
  const organization = params.get('organization');
  return {
    status: [...new Set(params.getAll('status').filter((s) => UUID.test(s)))],
    manufacturer: [...new Set(params.getAll('manufacturer').flatMap((m) => id(m) ?? []))],
    platform: id(params.get('platform')),
    organization: organization !== null && UUID.test(organization) ? organization : undefined,
    priority: bool(params.get('priority')),
    pastDue: bool(params.get('pastDue')),
    mine: params.get('mine') === 'true',
    from: date(params.get('from')),
    to: date(params.get('to')),
  };
}

/** The contract's parameters for these filters (absent ones left out). */
export function reportArgs(f: ReportFilters): GetRequestReportApiArg {
  return {
    ...(f.status.length > 0 && { status: f.status }),
    ...(f.manufacturer.length > 0 && { manufacturerId: f.manufacturer }),
    ...(f.platform !== undefined && { platformId: f.platform }),
    ...(f.organization !== undefined && { organizationId: f.organization }),
    ...(f.priority !== undefined && { priority: f.priority }),
    ...(f.pastDue !== undefined && { pastDue: f.pastDue }),
    ...(f.mine && { createdBy: 'me' as const }),
    ...(f.from !== undefined && { createdFrom: f.from }),
    ...(f.to !== undefined && { createdTo: f.to }),
  };
}

/** The URL with one filter set to `values` (none: removed), other parameters kept. */
export function withFilter(
  params: URLSearchParams,
  key: FilterKey,
  values: ReadonlyArray<string | number | boolean>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(key);
  for (const value of values) next.append(key, String(value));
  return next;
}

export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) next.delete(key);
  return next;
}

export const hasAnyFilter = (f: ReportFilters) =>
  f.status.length > 0 ||
  f.manufacturer.length > 0 ||
  f.mine ||
  [f.platform, f.organization, f.priority, f.pastDue, f.from, f.to].some((v) => v !== undefined);
