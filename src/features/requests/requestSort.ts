import type { GetRequestsApiArg } from '@/api/generated/binaryRequestApi';
import type { SortOption } from '@/components/masterDetail/MasterDetailLayout';

export type RequestSortField = NonNullable<GetRequestsApiArg['sortField']>;

/** Spec section 9: the request list's sort options and its default (CreatedOn, descending). */
export const requestSortOptions: readonly SortOption<RequestSortField>[] = [
  { value: 'UploadName', label: 'Upload Name' },
  { value: 'Description', label: 'Description' },
  { value: 'Manufacturer', label: 'Manufacturer' },
  { value: 'Status', label: 'Status' },
  { value: 'CreatedOn', label: 'Created On' },
  { value: 'CreatedBy', label: 'Created By' },
  { value: 'PriorityDueDate', label: 'Priority Due Date' },
];

export const defaultRequestSort: RequestSortField = 'CreatedOn';
