import { baseApi as api } from '../baseApi';
import type { components } from './openapi';
export const addTagTypes = ['SoftwareValidation'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      submitSoftwareValidation: build.mutation<
        SubmitSoftwareValidationApiResponse,
        SubmitSoftwareValidationApiArg
      >({
        query: (queryArg) => ({
          url: `/api/SoftwareValidation/SubmitSoftwareValidation`,
          method: 'POST',
          body: queryArg.softwareValidationForm,
        }),
        invalidatesTags: ['SoftwareValidation'],
      }),
      getRemoteVerificationData: build.query<
        GetRemoteVerificationDataApiResponse,
        GetRemoteVerificationDataApiArg
      >({
        query: (queryArg) => ({
          url: `/api/SoftwareValidation/GetRemoteVerificationData`,
          params: {
            softwareId: queryArg.softwareId,
          },
        }),
        providesTags: ['SoftwareValidation'],
      }),
      getSoftwareValidations: build.query<
        GetSoftwareValidationsApiResponse,
        GetSoftwareValidationsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/SoftwareValidation/GetSoftwareValidations`,
          params: {
            page: queryArg.page,
            itemsPerPage: queryArg.itemsPerPage,
            pages: queryArg.pages,
            searchTerm: queryArg.searchTerm,
            sortField: queryArg.sortField,
            sortDirection: queryArg.sortDirection,
          },
        }),
        providesTags: ['SoftwareValidation'],
      }),
      exportSoftwareValidations: build.query<
        ExportSoftwareValidationsApiResponse,
        ExportSoftwareValidationsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/SoftwareValidation/ExportSoftwareValidations`,
          params: {
            format: queryArg.format,
            searchTerm: queryArg.searchTerm,
            sortField: queryArg.sortField,
            sortDirection: queryArg.sortDirection,
          },
        }),
        providesTags: ['SoftwareValidation'],
      }),
      getComponentsForValidation: build.query<
        GetComponentsForValidationApiResponse,
        GetComponentsForValidationApiArg
      >({
        query: (queryArg) => ({
          url: `/api/SoftwareValidation/GetComponentsForValidation`,
          params: {
            softwareId: queryArg.softwareId,
          },
        }),
        providesTags: ['SoftwareValidation'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as api };
export type SubmitSoftwareValidationApiResponse =
  /** status 200 The validation outcome (see `resultType`). */ SoftwareValidationResultEnvelope;
export type SubmitSoftwareValidationApiArg = {
  softwareValidationForm: SoftwareValidationForm;
};
export type GetRemoteVerificationDataApiResponse =
  /** status 200 Alias and file name. */ RemoteVerificationDataEnvelope;
export type GetRemoteVerificationDataApiArg = {
  /** The software validation's `id`. */
  softwareId: number;
};
export type GetSoftwareValidationsApiResponse =
  /** status 200 One page of software validations. */ SoftwareValidationListEnvelope;
export type GetSoftwareValidationsApiArg = {
  /** 1-based page number (at most 1,000,000; a page past the last is empty). */
  page?: number;
  /** Rows per page. */
  itemsPerPage?: number;
  /** The client's current page count; accepted and ignored. */
  pages?: number;
  /** Case-insensitive substring over the columns the list shows; empty = no filter. */
  searchTerm?: string;
  sortField?: 'UploadName' | 'Description' | 'Manufacturer' | 'CreatedOn' | 'CreatedBy';
  sortDirection?: 'asc' | 'desc';
};
export type ExportSoftwareValidationsApiResponse = /** status 200 The file. */ Blob;
export type ExportSoftwareValidationsApiArg = {
  /** `csv` (UTF-8 with BOM, RFC 4180) or `xlsx` (Excel). */
  format: 'csv' | 'xlsx';
  /** Case-insensitive substring over the columns the list shows; empty = no filter. */
  searchTerm?: string;
  sortField?: 'UploadName' | 'Description' | 'Manufacturer' | 'CreatedOn' | 'CreatedBy';
  sortDirection?: 'asc' | 'desc';
};
export type GetComponentsForValidationApiResponse =
  /** status 200 Components. */ ValidationComponentListEnvelope;
export type GetComponentsForValidationApiArg = {
  /** The software validation's `id`. */
  softwareId: number;
};
export type ComponentListItem = components['schemas']['ComponentListItem'];
export type SoftwareValidationResult = components['schemas']['SoftwareValidationResult'];
export type SoftwareValidationResultEnvelope =
  components['schemas']['SoftwareValidationResultEnvelope'];
export type ErrorCode = components['schemas']['ErrorCode'];
export type NullResult = components['schemas']['NullResult'];
export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
export type SoftwareValidationForm = components['schemas']['SoftwareValidationForm'];
export type RemoteVerificationData = components['schemas']['RemoteVerificationData'];
export type RemoteVerificationDataEnvelope =
  components['schemas']['RemoteVerificationDataEnvelope'];
export type SoftwareValidationRow = components['schemas']['SoftwareValidationRow'];
export type SoftwareValidationList = components['schemas']['SoftwareValidationList'];
export type SoftwareValidationListEnvelope =
  components['schemas']['SoftwareValidationListEnvelope'];
export type ValidationComponent = components['schemas']['ValidationComponent'];
export type ValidationComponentListEnvelope =
  components['schemas']['ValidationComponentListEnvelope'];
export const {
  useSubmitSoftwareValidationMutation,
  useGetRemoteVerificationDataQuery,
  useGetSoftwareValidationsQuery,
  useExportSoftwareValidationsQuery,
  useGetComponentsForValidationQuery,
} = injectedRtkApi;
