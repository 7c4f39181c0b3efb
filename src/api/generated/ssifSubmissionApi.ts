import { baseApi as api } from '../baseApi';
import type { components } from './openapi';
export const addTagTypes = ['SSIFSubmission'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getSubmissions: build.query<GetSubmissionsApiResponse, GetSubmissionsApiArg>({
        query: (queryArg) => ({
          url: `/api/SSIFSubmission/GetSubmissions`,
          params: {
            page: queryArg.page,
            itemsPerPage: queryArg.itemsPerPage,
            pages: queryArg.pages,
            searchTerm: queryArg.searchTerm,
            sortField: queryArg.sortField,
            sortDirection: queryArg.sortDirection,
          },
        }),
        providesTags: ['SSIFSubmission'],
      }),
      exportSubmissions: build.query<ExportSubmissionsApiResponse, ExportSubmissionsApiArg>({
        query: (queryArg) => ({
          url: `/api/SSIFSubmission/ExportSubmissions`,
          params: {
            format: queryArg.format,
            searchTerm: queryArg.searchTerm,
            sortField: queryArg.sortField,
            sortDirection: queryArg.sortDirection,
          },
        }),
        providesTags: ['SSIFSubmission'],
      }),
      getComponentsForSubmission: build.query<
        GetComponentsForSubmissionApiResponse,
        GetComponentsForSubmissionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/SSIFSubmission/GetComponentsForSubmission`,
          params: {
            identity: queryArg.identity,
          },
        }),
        providesTags: ['SSIFSubmission'],
      }),
      removeSubmission: build.mutation<RemoveSubmissionApiResponse, RemoveSubmissionApiArg>({
        query: (queryArg) => ({
          url: `/api/SSIFSubmission/RemoveSubmission`,
          method: 'PUT',
          params: {
            submissionIdentity: queryArg.submissionIdentity,
            manufacturer: queryArg.manufacturer,
          },
        }),
        invalidatesTags: ['SSIFSubmission'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as api };
export type GetSubmissionsApiResponse =
  /** status 200 One page of submissions. */ SsifSubmissionListEnvelope;
export type GetSubmissionsApiArg = {
  /** 1-based page number (at most 1,000,000; a page past the last is empty). */
  page?: number;
  /** Rows per page. */
  itemsPerPage?: number;
  /** The client's current page count; accepted and ignored. */
  pages?: number;
  /** Case-insensitive substring over the columns the list shows; empty = no filter. */
  searchTerm?: string;
  /** Note the mixed casing; the values are exact. */
  sortField?: 'softwareAlias' | 'Description' | 'Manufacturer' | 'filename' | 'uploadDateTime';
  sortDirection?: 'asc' | 'desc';
};
export type ExportSubmissionsApiResponse = /** status 200 The file. */ Blob;
export type ExportSubmissionsApiArg = {
  /** `csv` (UTF-8 with BOM, RFC 4180) or `xlsx` (Excel). */
  format: 'csv' | 'xlsx';
  /** Case-insensitive substring over the columns the list shows; empty = no filter. */
  searchTerm?: string;
  /** Note the mixed casing; the values are exact. */
  sortField?: 'softwareAlias' | 'Description' | 'Manufacturer' | 'filename' | 'uploadDateTime';
  sortDirection?: 'asc' | 'desc';
};
export type GetComponentsForSubmissionApiResponse =
  /** status 200 Components. */ ValidationComponentListEnvelope;
export type GetComponentsForSubmissionApiArg = {
  /** The submission's `identity`. */
  identity: number;
};
export type RemoveSubmissionApiResponse = /** status 200 Removed. */ EmptyEnvelope;
export type RemoveSubmissionApiArg = {
  submissionIdentity: number;
  /** The submission's manufacturer name. */
  manufacturer: string;
};
export type SsifSubmission = components['schemas']['SSIFSubmission'];
export type SsifSubmissionList = components['schemas']['SSIFSubmissionList'];
export type SsifSubmissionListEnvelope = components['schemas']['SSIFSubmissionListEnvelope'];
export type ErrorCode = components['schemas']['ErrorCode'];
export type NullResult = components['schemas']['NullResult'];
export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
export type ValidationComponent = components['schemas']['ValidationComponent'];
export type ValidationComponentListEnvelope =
  components['schemas']['ValidationComponentListEnvelope'];
export type EmptyEnvelope = components['schemas']['EmptyEnvelope'];
export const {
  useGetSubmissionsQuery,
  useExportSubmissionsQuery,
  useGetComponentsForSubmissionQuery,
  useRemoveSubmissionMutation,
} = injectedRtkApi;
