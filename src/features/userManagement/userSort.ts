import type { GetUsersApiArg } from '@/api/generated/accountApi';
import type { SortOption } from '@/components/masterDetail/MasterDetailLayout';

export type UserSortField = NonNullable<GetUsersApiArg['sortField']>;

/** Spec section 9: these fields, FirstName ascending by default. */
export const userSortOptions: readonly SortOption<UserSortField>[] = [
  { value: 'FirstName', label: 'First Name' },
  { value: 'LastName', label: 'Last Name' },
  { value: 'Username', label: 'Username' },
  { value: 'Email', label: 'E-mail' },
];
