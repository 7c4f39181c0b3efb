import { useCallback, useMemo } from 'react';
import { useSearchParamsUpdate, useUrlQuery } from '@/lib/useSearchParamsUpdate';
import type { AuditKind, GetAuditTrailApiArg } from '@/api/generated/administrativeApi';
import { PAGE_SIZE } from '@/components/masterDetail/useListParams';
import { isAuditKind } from './auditLabels';

/** The screen's filters, as the URL holds them: `actor`, `kind` (repeated), `from`, `to`, `q`. */
export interface AuditFilters {
  actor: string;
  kinds: AuditKind[];
  from: string;
  to: string;
  search: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = (value: string | null) => (value && ISO_DATE.test(value) ? value : '');

function readAuditFilters(params: URLSearchParams): AuditFilters {
  return {
    actor: params.get('actor') ?? '',
    kinds: params.getAll('kind').filter(isAuditKind),
    from: date(params.get('from')),
    to: date(params.get('to')),
    search: params.get('q') ?? '',
  };
}

/**
 * The Audit Trail's filters and page, kept in the URL so a link or a reload shows the same
 * entries; a change of filter goes back to page 1. Values the contract would refuse (an unknown
 * kind, a malformed date) are left out rather than sent.
 */
export function useAuditParams() {
  const params = useUrlQuery();
  const write = useSearchParamsUpdate();
  const filters = useMemo(() => readAuditFilters(params), [params]);
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1;

  const queryArgs: GetAuditTrailApiArg = useMemo(
    () => ({
      page,
      itemsPerPage: PAGE_SIZE,
      sortField: 'OccurredAt',
      sortDirection: 'desc',
      ...(filters.actor.trim() ? { actor: filters.actor.trim() } : {}),
      ...(filters.kinds.length ? { kind: filters.kinds } : {}),
      ...(filters.from ? { from: filters.from } : {}),
      ...(filters.to ? { to: filters.to } : {}),
      ...(filters.search.trim() ? { searchTerm: filters.search.trim() } : {}),
    }),
    [page, filters],
  );

  // Built on the URL as it is now, not as last drawn: a change must not undo one on its way.
  const setFilters = useCallback(
    (changes: Partial<AuditFilters>) =>
      write((search) => {
        const next = { ...readAuditFilters(search), ...changes };
        for (const name of ['actor', 'kind', 'from', 'to', 'q', 'page']) search.delete(name);
        if (next.actor) search.set('actor', next.actor);
        for (const kind of next.kinds) search.append('kind', kind);
        if (next.from) search.set('from', next.from);
        if (next.to) search.set('to', next.to);
        if (next.search) search.set('q', next.search);
      }),
    [write],
  );

  const setPage = useCallback(
    (nextPage: number) =>
      write((search) => {
        if (nextPage > 1) search.set('page', String(nextPage));
        else search.delete('page');
      }),
    [write],
  );

  const filtered = Boolean(
    filters.actor || filters.kinds.length || filters.from || filters.to || filters.search,
  );
  return { filters, page, queryArgs, setFilters, setPage, filtered };
}
