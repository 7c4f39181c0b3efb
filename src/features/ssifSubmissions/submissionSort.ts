import type { SortOption } from '@/components/masterDetail/MasterDetailLayout';

/** The contract's values, mixed casing included. */
export type SubmissionSortField =
  'softwareAlias' | 'Description' | 'Manufacturer' | 'filename' | 'uploadDateTime';

/** Spec section 9: these fields, uploadDateTime descending by default. */
export const submissionSortOptions: readonly SortOption<SubmissionSortField>[] = [
  { value: 'softwareAlias', label: 'Software Alias' },
  { value: 'Description', label: 'Description' },
  { value: 'Manufacturer', label: 'Manufacturer' },
  { value: 'filename', label: 'File Name' },
  { value: 'uploadDateTime', label: 'Upload Time' },
];
