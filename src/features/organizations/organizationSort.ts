import type { GetOrganizationsApiArg } from '@/api/generated/administrativeApi';
import type { SortOption } from '@/components/masterDetail/MasterDetailLayout';

export type OrganizationSortField = NonNullable<GetOrganizationsApiArg['sortField']>;

/** Spec section 9: Name (sent as UploadName, descending by default), SuperUser, PropertyCode. */
export const organizationSortOptions: readonly SortOption<OrganizationSortField>[] = [
  { value: 'UploadName', label: 'Name' },
  { value: 'SuperUser', label: 'Super User' },
  { value: 'PropertyCode', label: 'Property Code' },
];
