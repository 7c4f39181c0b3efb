import type { AuthUser } from '../../auth/authUser';
import { searchPattern } from '../../repositories/paging';
import type { RequestFilters } from '../../repositories/requestList/filters';
import type { RequestListQuery } from '../../repositories/requests';
import type { operations } from '@/api/generated/openapi';

/** The query GetRequests and ExportRequests share: search, sort and filters (paging aside). */
type ListQuery = NonNullable<operations['ExportRequests']['parameters']['query']>;
type SharedQuery = Omit<ListQuery, 'format'>;

/** A repeated parameter: the contract coerces a lone value into a one-element array already. */
const many = <T>(values: T[] | undefined): readonly T[] | undefined =>
  values === undefined ? undefined : [...new Set(values)];

/** The filters of the query, for this caller (createdBy=me and following name the caller). */
export function requestFilters(user: AuthUser, query: SharedQuery): RequestFilters {
  return {
    stateIds: many(query.status),
    manufacturerIds: many(query.manufacturerId),
    platformId: query.platformId,
    organizationId: query.organizationId,
    priority: query.priority,
    pastDue: query.pastDue,
    createdById: query.createdBy === 'me' ? user.userId : undefined,
    following:
      query.following === undefined ? undefined : { userId: user.userId, value: query.following },
    createdFrom: query.createdFrom,
    createdTo: query.createdTo,
  };
}

/** The list query for this caller: their manufacturer restriction, the search, sort and filters. */
export function requestListQuery(
  user: AuthUser,
  query: SharedQuery,
  window: { limit: number; offset: number },
): RequestListQuery {
  return {
    manufacturerIds: user.manufacturerIds,
    pattern: searchPattern(query.searchTerm),
    sortField: query.sortField ?? 'CreatedOn',
    sortDirection: query.sortDirection ?? 'desc',
    filters: requestFilters(user, query),
    ...window,
  };
}
