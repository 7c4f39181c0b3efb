import type { SortOption } from '@/components/masterDetail/useListParams';

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

/** The list's parameters: the page (useListParams) and its preload ask with the same ones. */
export const validationListOptions = {
  sortOptions: validationSortOptions,
  defaultSort: 'UploadName',
  defaultDirection: 'desc',
} as const satisfies {
  sortOptions: readonly SortOption<ValidationSortField>[];
  defaultSort: ValidationSortField;
  defaultDirection: 'asc' | 'desc';
};
