import type { SortOption } from '@/components/masterDetail/MasterDetailLayout';

export type ValidationSortField =
  'UploadName' | 'Description' | 'Manufacturer' | 'CreatedOn' | 'CreatedBy';

/** Spec section 9: these fields, UploadName descending by default. */
export const validationSortOptions: readonly SortOption<ValidationSortField>[] = [
  { value: 'UploadName', label: 'Upload Name' },
  { value: 'Description', label: 'Description' },
  { value: 'Manufacturer', label: 'Manufacturer' },
  { value: 'CreatedOn', label: 'Created On' },
  { value: 'CreatedBy', label: 'Created By' },
];
