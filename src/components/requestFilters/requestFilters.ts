import { useCallback, useMemo } from 'react';
import { useSearchParamsUpdate, useUrlQuery } from '@/lib/useSearchParamsUpdate';
import type { GetRequestsApiArg } from '@/api/generated/binaryRequestApi';

/**
 * The request filters of the Binary Requests list and the Reports screen (one reader, one set
 * of URL names, so a link carries the same filters from one to the other), kept in the URL
 * beside `q` and `sel` (so a link reopens the same list or report): `status` and `manufacturer` repeated, `platform`, `organization`, `priority`,
 * `pastDue`, `mine`, `following` (`true` when set), `from` and `to` (YYYY-MM-DD, UTC days).
 * A value the contract would refuse (a hand-edited link) is dropped rather than sent.
 */
export interface RequestFilterValues {
  status: string[];
  manufacturer: number[];
  platform: number | null;
  organization: string | null;
  priority: boolean;
  pastDue: boolean;
  mine: boolean;
  following: boolean;
  from: string | null;
  to: string | null;
}

export type RequestFilterKey = keyof RequestFilterValues;

export const NO_REQUEST_FILTERS: RequestFilterValues = {
  status: [],
  manufacturer: [],
  platform: null,
  organization: null,
  priority: false,
  pastDue: false,
  mine: false,
  following: false,
  from: null,
  to: null,
};

const FILTER_KEYS = Object.keys(NO_REQUEST_FILTERS) as RequestFilterKey[];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const positiveInt = (text: string): number | null => {
  const n = Number(text);
  return /^\d+$/.test(text) && Number.isSafeInteger(n) && n >= 1 && n <= 2147483647 ? n : null;
};
const isDate = (text: string | null): text is string =>
  text !== null && DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

export function readRequestFilters(params: URLSearchParams): RequestFilterValues {
  const flag = (key: string) => params.get(key) === 'true';
  const organization = params.get('organization');
  const from = params.get('from');
  const to = params.get('to');
  return {
    status: [...new Set(params.getAll('status').filter((s) => UUID.test(s)))],
    manufacturer: [
      ...new Set(
        params
          .getAll('manufacturer')
          .map(positiveInt)
          .filter((n) => n !== null),
      ),
    ],
    platform: positiveInt(params.get('platform') ?? ''),
    organization: organization && UUID.test(organization) ? organization : null,
    priority: flag('priority'),
    pastDue: flag('pastDue'),
    mine: flag('mine'),
    following: flag('following'),
    from: isDate(from) ? from : null,
    to: isDate(to) ? to : null,
  };
}

/** How many filters are applied (a chip each; a repeated one counts each value). */
export function appliedCount(f: RequestFilterValues): number {
  return (
    f.status.length +
    f.manufacturer.length +
    [f.platform, f.organization, f.from, f.to].filter((v) => v !== null).length +
    [f.priority, f.pastDue, f.mine, f.following].filter(Boolean).length
  );
}

/**
 * The GetRequests parameters of the filters, unset ones left out: ExportRequests and
 * GetRequestReport take the same (the report has no search, sort or paging, nor do these).
 */
export function requestFilterArgs(
  f: RequestFilterValues,
): Omit<
  GetRequestsApiArg,
  'page' | 'itemsPerPage' | 'pages' | 'searchTerm' | 'sortField' | 'sortDirection'
> {
  return {
    ...(f.status.length ? { status: f.status } : {}),
    ...(f.manufacturer.length ? { manufacturerId: f.manufacturer } : {}),
    ...(f.platform !== null ? { platformId: f.platform } : {}),
    ...(f.organization !== null ? { organizationId: f.organization } : {}),
    ...(f.priority ? { priority: true } : {}),
    ...(f.pastDue ? { pastDue: true } : {}),
    ...(f.mine ? { createdBy: 'me' as const } : {}),
    ...(f.following ? { following: true } : {}),
    ...(f.from !== null ? { createdFrom: f.from } : {}),
    ...(f.to !== null ? { createdTo: f.to } : {}),
  };
}

/** The URL's filter parameters alone, as text. */
function filterParams(params: URLSearchParams): string {
  const own = new URLSearchParams();
  for (const name of FILTER_KEYS) for (const value of params.getAll(name)) own.append(name, value);
  return own.toString();
}

function writeFilter(next: URLSearchParams, key: RequestFilterKey, value: unknown): void {
  next.delete(key);
  if (Array.isArray(value)) for (const one of value) next.append(key, String(one));
  else if (value === true) next.set(key, 'true');
  else if (value !== null && value !== false && value !== undefined && value !== '')
    next.set(key, String(value));
}

/** A filtered list that is empty: what the filters did, not that there are no requests. */
export const NO_FILTER_MATCH =
  'No request matches these filters. Change them, or use Clear filters.';

export interface RequestFilters {
  values: RequestFilterValues;
  /** The query parameters to send (memoised on the URL). */
  args: ReturnType<typeof requestFilterArgs>;
  applied: number;
  /** Changes some of them: back to page 1, selection cleared (the first match is selected). */
  set(change: Partial<RequestFilterValues>): void;
  clearAll(): void;
}

/** The filters of the URL, and their setters (one history entry per change). */
export function useRequestFilters(): RequestFilters {
  const searchParams = useUrlQuery();
  const write = useSearchParamsUpdate();
  // Recomputed only when the filters' own part of the URL changes (not on a selection or a
  // search), so the query's arguments and the filter bar's props keep their identity.
  const key = filterParams(searchParams);
  const values = useMemo(() => readRequestFilters(new URLSearchParams(key)), [key]);
  const args = useMemo(() => requestFilterArgs(values), [values]);
  const set = useCallback(
    (change: Partial<RequestFilterValues>) =>
      write((next) => {
        for (const [name, value] of Object.entries(change))
          writeFilter(next, name as RequestFilterKey, value);
        next.delete('page');
        next.delete('sel');
      }),
    [write],
  );
  const clearAll = useCallback(() => set(NO_REQUEST_FILTERS), [set]);
  return useMemo(
    () => ({ values, args, applied: appliedCount(values), set, clearAll }),
    [values, args, set, clearAll],
  );
}

export { FILTER_KEYS as REQUEST_FILTER_KEYS };
