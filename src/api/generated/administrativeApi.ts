import { baseApi as api } from '../baseApi';
import type { components } from './openapi';
export const addTagTypes = ['Administrative'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      gatherJurisdictionsForUser: build.query<
        GatherJurisdictionsForUserApiResponse,
        GatherJurisdictionsForUserApiArg
      >({
        query: () => ({
          url: `/api/Administrative/GatherJurisdictionsForUser`,
        }),
        providesTags: ['Administrative'],
      }),
      getOrganizations: build.query<GetOrganizationsApiResponse, GetOrganizationsApiArg>({
        query: (queryArg) => ({
          url: `/api/Administrative/GetOrganizations`,
          params: {
            page: queryArg.page,
            itemsPerPage: queryArg.itemsPerPage,
            pages: queryArg.pages,
            searchTerm: queryArg.searchTerm,
            sortField: queryArg.sortField,
            sortDirection: queryArg.sortDirection,
          },
        }),
        providesTags: ['Administrative'],
      }),
      getOrganizationUsers: build.query<
        GetOrganizationUsersApiResponse,
        GetOrganizationUsersApiArg
      >({
        query: (queryArg) => ({
          url: `/api/Administrative/GetOrganizationUsers`,
          params: {
            organizationId: queryArg.organizationId,
          },
        }),
        providesTags: ['Administrative'],
      }),
      saveOrganizationInformation: build.mutation<
        SaveOrganizationInformationApiResponse,
        SaveOrganizationInformationApiArg
      >({
        query: (queryArg) => ({
          url: `/api/Administrative/SaveOrganizationInformation`,
          method: 'POST',
          body: queryArg.organizationSave,
        }),
        invalidatesTags: ['Administrative'],
      }),
      updateOrganization: build.mutation<UpdateOrganizationApiResponse, UpdateOrganizationApiArg>({
        query: (queryArg) => ({
          url: `/api/Administrative/UpdateOrganization`,
          method: 'PUT',
          body: queryArg.organizationSave,
        }),
        invalidatesTags: ['Administrative'],
      }),
      removeOrganization: build.mutation<RemoveOrganizationApiResponse, RemoveOrganizationApiArg>({
        query: (queryArg) => ({
          url: `/api/Administrative/RemoveOrganization`,
          method: 'PUT',
          params: {
            organizationId: queryArg.organizationId,
          },
        }),
        invalidatesTags: ['Administrative'],
      }),
      getOrganizationJurisdictions: build.query<
        GetOrganizationJurisdictionsApiResponse,
        GetOrganizationJurisdictionsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/Administrative/GetOrganizationJurisdictions`,
          params: {
            organizationId: queryArg.organizationId,
          },
        }),
        providesTags: ['Administrative'],
      }),
      getAvailableJurisdictionsForOrganization: build.query<
        GetAvailableJurisdictionsForOrganizationApiResponse,
        GetAvailableJurisdictionsForOrganizationApiArg
      >({
        query: (queryArg) => ({
          url: `/api/Administrative/GetAvailableJurisdictionsForOrganization`,
          params: {
            organizationId: queryArg.organizationId,
          },
        }),
        providesTags: ['Administrative'],
      }),
      addOrganizationJurisdictions: build.mutation<
        AddOrganizationJurisdictionsApiResponse,
        AddOrganizationJurisdictionsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/Administrative/AddOrganizationJurisdictions`,
          method: 'POST',
          body: queryArg.organizationJurisdictionsRequest,
        }),
        invalidatesTags: ['Administrative'],
      }),
      removeOrganizationJurisdictions: build.mutation<
        RemoveOrganizationJurisdictionsApiResponse,
        RemoveOrganizationJurisdictionsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/Administrative/RemoveOrganizationJurisdictions`,
          method: 'POST',
          body: queryArg.organizationJurisdictionsRequest,
        }),
        invalidatesTags: ['Administrative'],
      }),
      addOrganizationUsers: build.mutation<
        AddOrganizationUsersApiResponse,
        AddOrganizationUsersApiArg
      >({
        query: (queryArg) => ({
          url: `/api/Administrative/AddOrganizationUsers`,
          method: 'POST',
          body: queryArg.organizationUsersRequest,
        }),
        invalidatesTags: ['Administrative'],
      }),
      removeOrganizationUsers: build.mutation<
        RemoveOrganizationUsersApiResponse,
        RemoveOrganizationUsersApiArg
      >({
        query: (queryArg) => ({
          url: `/api/Administrative/RemoveOrganizationUsers`,
          method: 'POST',
          body: queryArg.organizationUsersRequest,
        }),
        invalidatesTags: ['Administrative'],
      }),
      getUsersNotPartOfOrganization: build.query<
        GetUsersNotPartOfOrganizationApiResponse,
        GetUsersNotPartOfOrganizationApiArg
      >({
        query: (queryArg) => ({
          url: `/api/Administrative/GetUsersNotPartOfOrganization`,
          params: {
            organizationId: queryArg.organizationId,
          },
        }),
        providesTags: ['Administrative'],
      }),
      getAuditTrail: build.query<GetAuditTrailApiResponse, GetAuditTrailApiArg>({
        query: (queryArg) => ({
          url: `/api/Administrative/GetAuditTrail`,
          params: {
            page: queryArg.page,
            itemsPerPage: queryArg.itemsPerPage,
            pages: queryArg.pages,
            searchTerm: queryArg.searchTerm,
            sortField: queryArg.sortField,
            sortDirection: queryArg.sortDirection,
            actor: queryArg.actor,
            kind: queryArg.kind,
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['Administrative'],
      }),
      exportAuditTrail: build.query<ExportAuditTrailApiResponse, ExportAuditTrailApiArg>({
        query: (queryArg) => ({
          url: `/api/Administrative/ExportAuditTrail`,
          params: {
            format: queryArg.format,
            searchTerm: queryArg.searchTerm,
            sortField: queryArg.sortField,
            sortDirection: queryArg.sortDirection,
            actor: queryArg.actor,
            kind: queryArg.kind,
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['Administrative'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as api };
export type GatherJurisdictionsForUserApiResponse =
  /** status 200 Jurisdictions. */ JurisdictionListEnvelope;
export type GatherJurisdictionsForUserApiArg = void;
export type GetOrganizationsApiResponse =
  /** status 200 One page of organizations. */ OrganizationListEnvelope;
export type GetOrganizationsApiArg = {
  /** 1-based page number (at most 1,000,000; a page past the last is empty). */
  page?: number;
  /** Rows per page. */
  itemsPerPage?: number;
  /** The client's current page count; accepted and ignored. */
  pages?: number;
  /** Case-insensitive substring over the columns the list shows; empty = no filter. */
  searchTerm?: string;
  /** `UploadName` sorts by the organization name (the value the client sends for Name). */
  sortField?: 'UploadName' | 'SuperUser' | 'PropertyCode';
  sortDirection?: 'asc' | 'desc';
};
export type GetOrganizationUsersApiResponse = /** status 200 Users. */ UserListRowListEnvelope;
export type GetOrganizationUsersApiArg = {
  organizationId?: string;
};
export type SaveOrganizationInformationApiResponse =
  /** status 200 Created. */ OrganizationEnvelope;
export type SaveOrganizationInformationApiArg = {
  organizationSave: OrganizationSave;
};
export type UpdateOrganizationApiResponse = /** status 200 Updated. */ OrganizationEnvelope;
export type UpdateOrganizationApiArg = {
  organizationSave: OrganizationSave;
};
export type RemoveOrganizationApiResponse = /** status 200 Removed. */ EmptyEnvelope;
export type RemoveOrganizationApiArg = {
  /** The organization's `objectId`. */
  organizationId: string;
};
export type GetOrganizationJurisdictionsApiResponse =
  /** status 200 Jurisdictions. */ JurisdictionListEnvelope;
export type GetOrganizationJurisdictionsApiArg = {
  /** The organization's `objectId`. */
  organizationId: string;
};
export type GetAvailableJurisdictionsForOrganizationApiResponse =
  /** status 200 Jurisdictions. */ JurisdictionListEnvelope;
export type GetAvailableJurisdictionsForOrganizationApiArg = {
  /** The organization's `objectId`. */
  organizationId: string;
};
export type AddOrganizationJurisdictionsApiResponse =
  /** status 200 The organization's jurisdictions now. */ JurisdictionListEnvelope;
export type AddOrganizationJurisdictionsApiArg = {
  organizationJurisdictionsRequest: OrganizationJurisdictionsRequest;
};
export type RemoveOrganizationJurisdictionsApiResponse =
  /** status 200 The organization's jurisdictions now. */ JurisdictionListEnvelope;
export type RemoveOrganizationJurisdictionsApiArg = {
  organizationJurisdictionsRequest: OrganizationJurisdictionsRequest;
};
export type AddOrganizationUsersApiResponse =
  /** status 200 The organization's users now. */ UserListRowListEnvelope;
export type AddOrganizationUsersApiArg = {
  organizationUsersRequest: OrganizationUsersRequest;
};
export type RemoveOrganizationUsersApiResponse =
  /** status 200 The organization's users now. */ UserListRowListEnvelope;
export type RemoveOrganizationUsersApiArg = {
  organizationUsersRequest: OrganizationUsersRequest;
};
export type GetUsersNotPartOfOrganizationApiResponse =
  /** status 200 Users. */ UserListRowListEnvelope;
export type GetUsersNotPartOfOrganizationApiArg = {
  /** The organization's `objectId`. */
  organizationId: string;
};
export type GetAuditTrailApiResponse =
  /** status 200 One page of audit entries. */ AuditTrailEnvelope;
export type GetAuditTrailApiArg = {
  /** 1-based page number (at most 1,000,000; a page past the last is empty). */
  page?: number;
  /** Rows per page. */
  itemsPerPage?: number;
  /** The client's current page count; accepted and ignored. */
  pages?: number;
  /** Case-insensitive substring over the columns the list shows; empty = no filter. */
  searchTerm?: string;
  sortField?: 'OccurredAt' | 'Actor' | 'Kind' | 'Action';
  sortDirection?: 'asc' | 'desc';
  /** Only entries of this username (case-insensitive, whole name). */
  actor?: string;
  /** Only entries of these kinds (repeat the parameter for several). */
  kind?: AuditKind[];
  /** Only entries on or after this UTC date. */
  from?: string;
  /** Only entries on or before this UTC date. */
  to?: string;
};
export type ExportAuditTrailApiResponse = /** status 200 The file. */ Blob;
export type ExportAuditTrailApiArg = {
  /** `csv` (UTF-8 with BOM, RFC 4180) or `xlsx` (Excel). */
  format: 'csv' | 'xlsx';
  /** Case-insensitive substring over the columns the list shows; empty = no filter. */
  searchTerm?: string;
  sortField?: 'OccurredAt' | 'Actor' | 'Kind' | 'Action';
  sortDirection?: 'asc' | 'desc';
  /** Only entries of this username (case-insensitive, whole name). */
  actor?: string;
  /** Only entries of these kinds (repeat the parameter for several). */
  kind?: AuditKind[];
  /** Only entries on or after this UTC date. */
  from?: string;
  /** Only entries on or before this UTC date. */
  to?: string;
};
export type Jurisdiction = components['schemas']['Jurisdiction'];
export type JurisdictionListEnvelope = components['schemas']['JurisdictionListEnvelope'];
export type ErrorCode = components['schemas']['ErrorCode'];
export type NullResult = components['schemas']['NullResult'];
export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
export type UserListRow = components['schemas']['UserListRow'];
export type OrganizationRow = components['schemas']['OrganizationRow'];
export type OrganizationList = components['schemas']['OrganizationList'];
export type OrganizationListEnvelope = components['schemas']['OrganizationListEnvelope'];
export type UserListRowListEnvelope = components['schemas']['UserListRowListEnvelope'];
export type Organization = components['schemas']['Organization'];
export type OrganizationEnvelope = components['schemas']['OrganizationEnvelope'];
export type OrganizationSave = components['schemas']['OrganizationSave'];
export type EmptyEnvelope = components['schemas']['EmptyEnvelope'];
export type OrganizationJurisdictionsRequest =
  components['schemas']['OrganizationJurisdictionsRequest'];
export type OrganizationUsersRequest = components['schemas']['OrganizationUsersRequest'];
export type AuditKind = components['schemas']['AuditKind'];
export type AuditEntry = components['schemas']['AuditEntry'];
export type AuditTrailPage = components['schemas']['AuditTrailPage'];
export type AuditTrailEnvelope = components['schemas']['AuditTrailEnvelope'];
export const {
  useGatherJurisdictionsForUserQuery,
  useGetOrganizationsQuery,
  useGetOrganizationUsersQuery,
  useSaveOrganizationInformationMutation,
  useUpdateOrganizationMutation,
  useRemoveOrganizationMutation,
  useGetOrganizationJurisdictionsQuery,
  useGetAvailableJurisdictionsForOrganizationQuery,
  useAddOrganizationJurisdictionsMutation,
  useRemoveOrganizationJurisdictionsMutation,
  useAddOrganizationUsersMutation,
  useRemoveOrganizationUsersMutation,
  useGetUsersNotPartOfOrganizationQuery,
  useGetAuditTrailQuery,
  useExportAuditTrailQuery,
} = injectedRtkApi;
