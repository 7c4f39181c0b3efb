import { baseApi as api } from '../baseApi';
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
export type SsifSubmission = {
  identity: number;
  softwareAlias: string;
  description: string;
  manufacturer: string;
  platform: string;
  filename: string;
  uploadDateTime: string;
};
export type SsifSubmissionList = {
  /** Total rows matching the search. */
  rowCount: number;
  gridRows: SsifSubmission[];
};
export type SsifSubmissionListEnvelope = {
  success: boolean;
  message: string;
  result: SsifSubmissionList;
};
export type ErrorCode =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'timeout'
  | 'stale'
  | 'conflict'
  | 'too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'unavailable'
  | 'internal';
export type NullResult = null | null;
export type ErrorEnvelope = {
  success: false;
  /** What went wrong, for people; its words may change. */
  message: string;
  code: ErrorCode;
  /** The request field the refusal is about, when it is about one: the body's property as this contract names it (`newPassword`, `email`), dotted for nested ones. Absent when the refusal concerns no single field. Clients mark fields by it, never by the message's words. */
  field?: string;
  result: NullResult;
};
export type ValidationComponent = {
  name: string;
  componentType: string;
  status: string;
  required: boolean;
};
export type ValidationComponentListEnvelope = {
  success: boolean;
  message: string;
  result: ValidationComponent[];
};
export type EmptyEnvelope = {
  success: boolean;
  message: string;
  result: NullResult;
};
export const {
  useGetSubmissionsQuery,
  useGetComponentsForSubmissionQuery,
  useRemoveSubmissionMutation,
} = injectedRtkApi;
