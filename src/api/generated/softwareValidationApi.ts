import { baseApi as api } from '../baseApi';
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
export type GetComponentsForValidationApiResponse =
  /** status 200 Components. */ ValidationComponentListEnvelope;
export type GetComponentsForValidationApiArg = {
  /** The software validation's `id`. */
  softwareId: number;
};
export type ComponentListItem = {
  /** The component type's id. */
  componentID: number;
  componentType: string;
  required: boolean;
  isGame: boolean;
  /** The linked software's `keytbl`; null = not linked. */
  relatedKeytbl: number | null;
  name: string;
  description: string;
  /** The linked software's status. */
  status: string | null;
  version: string | null;
  platform: string;
  /** Added by the user with the Custom Component dialog. */
  isCustom: boolean;
};
export type SoftwareValidationResult = {
  resultType: 'Success' | 'Error' | 'SoftwareNotFound';
  /** For Error / SoftwareNotFound the problems found, one per line. */
  message: string;
  /** The file the result came from. */
  currentFileUsed: string;
  /** Image-request form with `Success` only - the updated components list with the matching software linked. Null otherwise. */
  components: ComponentListItem[] | null;
  /** Software set with `Success` only - the id of the stored software validation, so the client can select it. Absent or null otherwise. */
  validationId?: number | null;
};
export type SoftwareValidationResultEnvelope = {
  success: boolean;
  message: string;
  result: SoftwareValidationResult;
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
export type SoftwareValidationForm = {
  description?: string;
  validationName?: string;
  /** Accepted and ignored (the signed-in user is the creator). */
  username?: string;
  organizationId?: string;
  /** The name of the file being uploaded. */
  currentFileUsed?: string;
  /** The platform's `mid`. */
  manufacturerId?: number;
  /** JSON-serialised array of `ComponentListItem` (the request's current components list), e.g. `JSON.stringify(components)`. One string field instead of `components[i].field` form fields. */
  components?: string;
  /** The software-set CSV (`.csv`, text/csv, at most 5 MiB). */
  softwareFile: Blob;
};
export type RemoteVerificationData = {
  softwareAlias: string;
  filename: string;
};
export type RemoteVerificationDataEnvelope = {
  success: boolean;
  message: string;
  result: RemoteVerificationData;
};
export type SoftwareValidationRow = {
  id: number;
  uploadName: string;
  manufacturer: string;
  description: string;
  createdBy: string;
  createdOn: string;
};
export type SoftwareValidationList = {
  /** Total rows matching the search. */
  rowCount: number;
  gridRows: SoftwareValidationRow[];
};
export type SoftwareValidationListEnvelope = {
  success: boolean;
  message: string;
  result: SoftwareValidationList;
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
export const {
  useSubmitSoftwareValidationMutation,
  useGetRemoteVerificationDataQuery,
  useGetSoftwareValidationsQuery,
  useGetComponentsForValidationQuery,
} = injectedRtkApi;
