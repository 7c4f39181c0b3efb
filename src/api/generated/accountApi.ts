import { baseApi as api } from '../baseApi';
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
export type GetTokenInformationApiResponse =
  /** status 200 Token information. */ TokenInformationEnvelope;
export type GetTokenInformationApiArg = {
  /** The JWT as returned by `Login`. */
  token: string;
};
export type LogoutApiResponse = /** status 200 The token is revoked. */ EmptyEnvelope;
export type LogoutApiArg = void;
export type SubmitTicketApiResponse =
  /** status 200 Ticket submitted; `message` is shown to the user. */ EmptyEnvelope;
export type SubmitTicketApiArg = {
  supportTicketForm: SupportTicketForm;
};
export type Role = {
  objectId: string;
  description: string;
  isSuperUser: boolean;
  isManufacturerRestrictingRoles: boolean;
  createdOn: string;
  createdBy: string;
  updatedOn: string | null;
  updatedBy: string | null;
};
export type User = {
  userId: string;
  /** Grows by one with every save of the profile (roles included). An edit sends the version it was loaded with; a save of an older version answers 409 (nothing is overwritten). */
  version: number;
  username: string;
  firstName: string;
  lastName: string;
  /** Empty string when not set. */
  title: string;
  /** Empty string when not set. */
  department: string;
  /** Empty string when not set. */
  badgeNumber: string;
  email: string;
  userRoles: Role[];
  /** When the password expires; null = never. */
  passwordExpirationDate: string | null;
};
export type LoginResult = {
  /** The JWT; send it as `Authorization: Bearer <token>`. */
  token: string;
  user: User;
};
export type LoginResultEnvelope = {
  success: boolean;
  message: string;
  result: LoginResult;
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
export type LoginRequest = {
  username: string;
  password: string;
  /** Keep me logged in for 7 days. */
  rememberMe?: boolean;
};
export type EmptyEnvelope = {
  success: boolean;
  message: string;
  result: NullResult;
};
export type RegisterRequest = {
  newUsername: string;
  activationKey: string;
  newPassword: string;
  /** Must equal `newPassword`. */
  confirmPassword: string;
};
export type OrganizationSelector = {
  id: string;
  name: string;
};
export type OrganizationSelectorListEnvelope = {
  success: boolean;
  message: string;
  result: OrganizationSelector[];
};
export type UserEnvelope = {
  success: boolean;
  message: string;
  result: User;
};
export type SaveUserInformationRequest = {
  userId: string;
  /** The user's `version` as loaded. When the user has been saved since, the answer is 409 'This user was changed by someone else since you opened it. Reload it to see their changes.' and nothing is stored. Without it the save is not checked. */
  version?: number;
  firstName: string;
  lastName: string;
  title?: string;
  department?: string;
  badgeNumber?: string;
  email: string;
  /** Only admins send it (ignored otherwise); see `SaveUserInformation`. */
  userRoles?: Role[];
};
export type SaveNewPasswordResult = {
  /** A fresh token when callers changed their own password; null otherwise. */
  token: string | null;
};
export type SaveNewPasswordEnvelope = {
  success: boolean;
  message: string;
  result: SaveNewPasswordResult;
};
export type SaveNewPasswordRequest = {
  userId: string;
  newPassword: string;
};
export type RoleListEnvelope = {
  success: boolean;
  message: string;
  result: Role[];
};
export type SendUserInviteRequest = {
  username: string;
  firstName: string;
  lastName: string;
  title?: string;
  department?: string;
  badgeNumber?: string;
  email: string;
  /** Only `objectId` is read; each must be assignable by the caller. At least one is required: an empty list is refused with 'No roles were selected to assign to the new user. Please select at least one user role.' */
  userRoles: Role[];
};
export type UserListRow = {
  userId: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
};
export type UserList = {
  /** Total rows matching the search. */
  rowCount: number;
  gridRows: UserListRow[];
};
export type UserListEnvelope = {
  success: boolean;
  message: string;
  result: UserList;
};
export type TokenUser = {
  userId: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  /** True when one of the user's roles is a super-user role. Only a super user sets another user's password or changes another user's e-mail address, so User Management offers those fields to a super user only. */
  isSuperUser: boolean;
};
export type Permissions = {
  canViewRequestsPage: boolean;
  canViewSoftwareValidationsPage: boolean;
  canViewAdminPage: boolean;
  canCreateSoftwareValidation: boolean;
  canCreateBinaryRequest: boolean;
  canEditBinaryRequest: boolean;
  canDeleteBinaryRequest: boolean;
  canDeleteSSIFSubmission: boolean;
  canAddOrganizations: boolean;
  canDisableOrganizations: boolean;
  canEditOrganizations: boolean;
  canEditOrganizationUsers: boolean;
  canEditOrganizationJurisdictions: boolean;
  canViewGPSPath: boolean;
};
export type TokenInformation = {
  valid: boolean;
  /** Null when the token is not valid. */
  user: TokenUser | NullResult;
  /** Null when the token is not valid. */
  permissions: Permissions | NullResult;
};
export type TokenInformationEnvelope = {
  success: boolean;
  message: string;
  result: TokenInformation;
};
export type SupportTicketForm = {
  /** Full name. */
  name: string;
  /** Optional; more than 9 characters, digits and dashes only (###-###-####). */
  phoneNumber?: string;
  email: string;
  description: string;
  attachments?: Blob[];
};
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
  useGetTokenInformationQuery,
  useLogoutMutation,
  useSubmitTicketMutation,
} = injectedRtkApi;
