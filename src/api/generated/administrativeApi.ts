import { baseApi as api } from '../baseApi';
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
export type Jurisdiction = {
  /** 129 is the default jurisdiction. */
  jurisdictionId: number;
  jurisdictionName: string;
};
export type JurisdictionListEnvelope = {
  success: boolean;
  message: string;
  result: Jurisdiction[];
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
export type UserListRow = {
  userId: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
};
export type OrganizationRow = {
  objectId: string;
  /** Grows by one with every save of the organization's details. An edit sends the version it was loaded with; a save of an older version answers 409 (nothing is overwritten). */
  version: number;
  /** Null for an unnamed legacy organization (shown as '<No Name>'). */
  name: string | null;
  propertyCode: string;
  serverIP: string | null;
  /** The super user's first and last name. */
  superUserName: string;
  superUser: UserListRow;
  serverPortNumber: number | null;
  workflowId: string;
};
export type OrganizationList = {
  /** Total rows matching the search. */
  rowCount: number;
  gridRows: OrganizationRow[];
};
export type OrganizationListEnvelope = {
  success: boolean;
  message: string;
  result: OrganizationList;
};
export type UserListRowListEnvelope = {
  success: boolean;
  message: string;
  result: UserListRow[];
};
export type Organization = {
  objectId: string;
  /** Grows by one with every save of the organization's details. An edit sends the version it was loaded with; a save of an older version answers 409 (nothing is overwritten). */
  version: number;
  name: string;
  /** Empty string when not set. */
  propertyCode: string;
  superUser: UserListRow;
  serverIP: string | null;
  serverPortNumber: number | null;
  workflowId: string;
  users: UserListRow[];
  jurisdictions: Jurisdiction[];
};
export type OrganizationEnvelope = {
  success: boolean;
  message: string;
  result: Organization;
};
export type OrganizationSave = {
  objectId: string;
  /** UpdateOrganization only: The organization's `version` as loaded. When the organization has been saved since, the answer is 409 'This organization was changed by someone else since you opened it. Reload it to see their changes.' and nothing is stored. Without it the save is not checked. */
  version?: number;
  name: string;
  /** Only `userId` is read. */
  superUser: {
    userId: string;
  };
  propertyCode?: string;
  serverIP?: string | null;
  serverPortNumber?: number | null;
  workflowId: string;
};
export type EmptyEnvelope = {
  success: boolean;
  message: string;
  result: NullResult;
};
export type OrganizationJurisdictionsRequest = {
  organizationId: string;
  /** Jurisdiction ids. */
  jurisdictions: number[];
};
export type OrganizationUsersRequest = {
  organizationId: string;
  /** User ids. */
  users: string[];
};
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
} = injectedRtkApi;
