import { baseApi as api } from '../baseApi';
import type { components } from './openapi';
export const addTagTypes = ['Account'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      login: build.mutation<LoginApiResponse, LoginApiArg>({
        query: (queryArg) => ({
          url: `/api/Account/Login`,
          method: 'POST',
          body: queryArg.loginRequest,
        }),
        invalidatesTags: ['Account'],
      }),
      registerAccount: build.mutation<RegisterAccountApiResponse, RegisterAccountApiArg>({
        query: (queryArg) => ({
          url: `/api/Account/RegisterAccount`,
          method: 'POST',
          body: queryArg.registerRequest,
        }),
        invalidatesTags: ['Account'],
      }),
      passwordResetRequest: build.mutation<
        PasswordResetRequestApiResponse,
        PasswordResetRequestApiArg
      >({
        query: (queryArg) => ({
          url: `/api/Account/PasswordResetRequest`,
          method: 'POST',
          params: {
            username: queryArg.username,
          },
        }),
        invalidatesTags: ['Account'],
      }),
      getUserOrganizations: build.query<
        GetUserOrganizationsApiResponse,
        GetUserOrganizationsApiArg
      >({
        query: () => ({ url: `/api/Account/GetUserOrganizations` }),
        providesTags: ['Account'],
      }),
      getUserInformation: build.query<GetUserInformationApiResponse, GetUserInformationApiArg>({
        query: (queryArg) => ({
          url: `/api/Account/GetUserInformation`,
          params: {
            username: queryArg.username,
          },
        }),
        providesTags: ['Account'],
      }),
      saveUserInformation: build.mutation<
        SaveUserInformationApiResponse,
        SaveUserInformationApiArg
      >({
        query: (queryArg) => ({
          url: `/api/Account/SaveUserInformation`,
          method: 'POST',
          body: queryArg.saveUserInformationRequest,
        }),
        invalidatesTags: ['Account'],
      }),
      saveNewPassword: build.mutation<SaveNewPasswordApiResponse, SaveNewPasswordApiArg>({
        query: (queryArg) => ({
          url: `/api/Account/SaveNewPassword`,
          method: 'POST',
          body: queryArg.saveNewPasswordRequest,
        }),
        invalidatesTags: ['Account'],
      }),
      getAssignableRoles: build.query<GetAssignableRolesApiResponse, GetAssignableRolesApiArg>({
        query: (queryArg) => ({
          url: `/api/Account/GetAssignableRoles`,
          params: {
            username: queryArg.username,
          },
        }),
        providesTags: ['Account'],
      }),
      sendUserInvite: build.mutation<SendUserInviteApiResponse, SendUserInviteApiArg>({
        query: (queryArg) => ({
          url: `/api/Account/SendUserInvite`,
          method: 'POST',
          body: queryArg.sendUserInviteRequest,
        }),
        invalidatesTags: ['Account'],
      }),
      getUsers: build.query<GetUsersApiResponse, GetUsersApiArg>({
        query: (queryArg) => ({
          url: `/api/Account/GetUsers`,
          params: {
            page: queryArg.page,
            itemsPerPage: queryArg.itemsPerPage,
            pages: queryArg.pages,
            searchTerm: queryArg.searchTerm,
            sortField: queryArg.sortField,
            sortDirection: queryArg.sortDirection,
          },
        }),
        providesTags: ['Account'],
      }),
      exportUsers: build.query<ExportUsersApiResponse, ExportUsersApiArg>({
        query: (queryArg) => ({
          url: `/api/Account/ExportUsers`,
          params: {
            format: queryArg.format,
            searchTerm: queryArg.searchTerm,
            sortField: queryArg.sortField,
            sortDirection: queryArg.sortDirection,
          },
        }),
        providesTags: ['Account'],
      }),
      getTokenInformation: build.query<GetTokenInformationApiResponse, GetTokenInformationApiArg>({
        query: (queryArg) => ({
          url: `/api/Account/GetTokenInformation`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ['Account'],
      }),
      logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
        query: () => ({ url: `/api/Account/Logout`, method: 'POST' }),
        invalidatesTags: ['Account'],
      }),
      getSignInOptions: build.query<GetSignInOptionsApiResponse, GetSignInOptionsApiArg>({
        query: () => ({ url: `/api/Account/GetSignInOptions` }),
        providesTags: ['Account'],
      }),
      completeSsoSignIn: build.mutation<CompleteSsoSignInApiResponse, CompleteSsoSignInApiArg>({
        query: (queryArg) => ({
          url: `/api/Account/CompleteSsoSignIn`,
          method: 'POST',
          body: queryArg.completeSsoSignInRequest,
        }),
        invalidatesTags: ['Account'],
      }),
      getMySessions: build.query<GetMySessionsApiResponse, GetMySessionsApiArg>({
        query: () => ({ url: `/api/Account/GetMySessions` }),
        providesTags: ['Account'],
      }),
      endMySession: build.mutation<EndMySessionApiResponse, EndMySessionApiArg>({
        query: (queryArg) => ({
          url: `/api/Account/EndMySession`,
          method: 'POST',
          body: queryArg.endSessionRequest,
        }),
        invalidatesTags: ['Account'],
      }),
      endMyOtherSessions: build.mutation<EndMyOtherSessionsApiResponse, EndMyOtherSessionsApiArg>({
        query: () => ({
          url: `/api/Account/EndMyOtherSessions`,
          method: 'POST',
        }),
        invalidatesTags: ['Account'],
      }),
      endUserSessions: build.mutation<EndUserSessionsApiResponse, EndUserSessionsApiArg>({
        query: (queryArg) => ({
          url: `/api/Account/EndUserSessions`,
          method: 'POST',
          body: queryArg.endUserSessionsRequest,
        }),
        invalidatesTags: ['Account'],
      }),
      submitTicket: build.mutation<SubmitTicketApiResponse, SubmitTicketApiArg>({
        query: (queryArg) => ({
          url: `/api/Account/SubmitTicket`,
          method: 'POST',
          body: queryArg.supportTicketForm,
        }),
        invalidatesTags: ['Account'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as api };
export type LoginApiResponse = /** status 200 Logged in. */ LoginResultEnvelope;
export type LoginApiArg = {
  loginRequest: LoginRequest;
};
export type RegisterAccountApiResponse =
  /** status 200 Account activated; `message` is the server's confirmation. */ EmptyEnvelope;
export type RegisterAccountApiArg = {
  registerRequest: RegisterRequest;
};
export type PasswordResetRequestApiResponse =
  /** status 200 Request accepted; `message` is shown to the user. */ EmptyEnvelope;
export type PasswordResetRequestApiArg = {
  /** The username whose password should be reset. */
  username: string;
};
export type GetUserOrganizationsApiResponse =
  /** status 200 The user's organizations. */ OrganizationSelectorListEnvelope;
export type GetUserOrganizationsApiArg = void;
export type GetUserInformationApiResponse =
  /** status 200 The user's profile with roles. */ UserEnvelope;
export type GetUserInformationApiArg = {
  username: string;
};
export type SaveUserInformationApiResponse =
  /** status 200 Saved; the user as now stored. */ UserEnvelope;
export type SaveUserInformationApiArg = {
  saveUserInformationRequest: SaveUserInformationRequest;
};
export type SaveNewPasswordApiResponse =
  /** status 200 Password changed. */ SaveNewPasswordEnvelope;
export type SaveNewPasswordApiArg = {
  saveNewPasswordRequest: SaveNewPasswordRequest;
};
export type GetAssignableRolesApiResponse =
  /** status 200 Assignable roles, sorted by description. */ RoleListEnvelope;
export type GetAssignableRolesApiArg = {
  /** The signed-in user's username. */
  username: string;
};
export type SendUserInviteApiResponse =
  /** status 200 Invite sent; `message` is shown to the admin. */ EmptyEnvelope;
export type SendUserInviteApiArg = {
  sendUserInviteRequest: SendUserInviteRequest;
};
export type GetUsersApiResponse = /** status 200 One page of users. */ UserListEnvelope;
export type GetUsersApiArg = {
  /** 1-based page number (at most 1,000,000; a page past the last is empty). */
  page?: number;
  /** Rows per page. */
  itemsPerPage?: number;
  /** The client's current page count; accepted and ignored. */
  pages?: number;
  /** Case-insensitive substring over the columns the list shows; empty = no filter. */
  searchTerm?: string;
  sortField?: 'FirstName' | 'LastName' | 'Username' | 'Email';
  sortDirection?: 'asc' | 'desc';
};
export type ExportUsersApiResponse = /** status 200 The file. */ Blob;
export type ExportUsersApiArg = {
  /** `csv` (UTF-8 with BOM, RFC 4180) or `xlsx` (Excel). */
  format: 'csv' | 'xlsx';
  /** Case-insensitive substring over the columns the list shows; empty = no filter. */
  searchTerm?: string;
  sortField?: 'FirstName' | 'LastName' | 'Username' | 'Email';
  sortDirection?: 'asc' | 'desc';
};
export type GetTokenInformationApiResponse =
  /** status 200 Token information. */ TokenInformationEnvelope;
export type GetTokenInformationApiArg = {
  /** The JWT as returned by `Login`. */
  token: string;
};
export type LogoutApiResponse = /** status 200 The token is revoked. */ EmptyEnvelope;
export type LogoutApiArg = void;
export type GetSignInOptionsApiResponse =
  /** status 200 The sign-in options. */ SignInOptionsEnvelope;
export type GetSignInOptionsApiArg = void;
export type CompleteSsoSignInApiResponse = /** status 200 Signed in. */ LoginResultEnvelope;
export type CompleteSsoSignInApiArg = {
  completeSsoSignInRequest: CompleteSsoSignInRequest;
};
export type GetMySessionsApiResponse = /** status 200 The open sessions. */ SessionListEnvelope;
export type GetMySessionsApiArg = void;
export type EndMySessionApiResponse = /** status 200 The session has ended. */ EmptyEnvelope;
export type EndMySessionApiArg = {
  endSessionRequest: EndSessionRequest;
};
export type EndMyOtherSessionsApiResponse =
  /** status 200 The other sessions have ended. */ EmptyEnvelope;
export type EndMyOtherSessionsApiArg = void;
export type EndUserSessionsApiResponse =
  /** status 200 The user's sessions have ended. */ EmptyEnvelope;
export type EndUserSessionsApiArg = {
  endUserSessionsRequest: EndUserSessionsRequest;
};
export type SubmitTicketApiResponse =
  /** status 200 Ticket submitted; `message` is shown to the user. */ EmptyEnvelope;
export type SubmitTicketApiArg = {
  supportTicketForm: SupportTicketForm;
};
export type Role = components['schemas']['Role'];
export type User = components['schemas']['User'];
export type LoginResult = components['schemas']['LoginResult'];
export type LoginResultEnvelope = components['schemas']['LoginResultEnvelope'];
export type ErrorCode = components['schemas']['ErrorCode'];
export type NullResult = components['schemas']['NullResult'];
export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
export type LoginRequest = components['schemas']['LoginRequest'];
export type EmptyEnvelope = components['schemas']['EmptyEnvelope'];
export type RegisterRequest = components['schemas']['RegisterRequest'];
export type OrganizationSelector = components['schemas']['OrganizationSelector'];
export type OrganizationSelectorListEnvelope =
  components['schemas']['OrganizationSelectorListEnvelope'];
export type UserEnvelope = components['schemas']['UserEnvelope'];
export type SaveUserInformationRequest = components['schemas']['SaveUserInformationRequest'];
export type SaveNewPasswordResult = components['schemas']['SaveNewPasswordResult'];
export type SaveNewPasswordEnvelope = components['schemas']['SaveNewPasswordEnvelope'];
export type SaveNewPasswordRequest = components['schemas']['SaveNewPasswordRequest'];
export type RoleListEnvelope = components['schemas']['RoleListEnvelope'];
export type SendUserInviteRequest = components['schemas']['SendUserInviteRequest'];
export type UserListRow = components['schemas']['UserListRow'];
export type UserList = components['schemas']['UserList'];
export type UserListEnvelope = components['schemas']['UserListEnvelope'];
export type TokenUser = components['schemas']['TokenUser'];
export type Permissions = components['schemas']['Permissions'];
export type TokenInformation = components['schemas']['TokenInformation'];
export type TokenInformationEnvelope = components['schemas']['TokenInformationEnvelope'];
export type SignInOptions = components['schemas']['SignInOptions'];
export type SignInOptionsEnvelope = components['schemas']['SignInOptionsEnvelope'];
export type CompleteSsoSignInRequest = components['schemas']['CompleteSsoSignInRequest'];
export type Session = components['schemas']['Session'];
export type SessionListEnvelope = components['schemas']['SessionListEnvelope'];
export type EndSessionRequest = components['schemas']['EndSessionRequest'];
export type EndUserSessionsRequest = components['schemas']['EndUserSessionsRequest'];
export type SupportTicketForm = components['schemas']['SupportTicketForm'];
export const {
  useLoginMutation,
  useRegisterAccountMutation,
  usePasswordResetRequestMutation,
  useGetUserOrganizationsQuery,
  useGetUserInformationQuery,
  useSaveUserInformationMutation,
  useSaveNewPasswordMutation,
  useGetAssignableRolesQuery,
  useSendUserInviteMutation,
  useGetUsersQuery,
  useExportUsersQuery,
  useGetTokenInformationQuery,
  useLogoutMutation,
  useGetSignInOptionsQuery,
  useCompleteSsoSignInMutation,
  useGetMySessionsQuery,
  useEndMySessionMutation,
  useEndMyOtherSessionsMutation,
  useEndUserSessionsMutation,
  useSubmitTicketMutation,
} = injectedRtkApi;
