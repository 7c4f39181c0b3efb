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
      verifySecondFactor: build.mutation<VerifySecondFactorApiResponse, VerifySecondFactorApiArg>({
        query: (queryArg) => ({
          url: `/api/Account/VerifySecondFactor`,
          method: 'POST',
          body: queryArg.verifySecondFactorRequest,
        }),
        invalidatesTags: ['Account'],
      }),
      startPasskeySignIn: build.mutation<StartPasskeySignInApiResponse, StartPasskeySignInApiArg>({
        query: (queryArg) => ({
          url: `/api/Account/StartPasskeySignIn`,
          method: 'POST',
          body: queryArg.startPasskeySignInRequest,
        }),
        invalidatesTags: ['Account'],
      }),
      finishPasskeySignIn: build.mutation<
        FinishPasskeySignInApiResponse,
        FinishPasskeySignInApiArg
      >({
        query: (queryArg) => ({
          url: `/api/Account/FinishPasskeySignIn`,
          method: 'POST',
          body: queryArg.finishPasskeySignInRequest,
        }),
        invalidatesTags: ['Account'],
      }),
      getSecondFactors: build.query<GetSecondFactorsApiResponse, GetSecondFactorsApiArg>({
        query: () => ({ url: `/api/Account/GetSecondFactors` }),
        providesTags: ['Account'],
      }),
      startTotpSetup: build.mutation<StartTotpSetupApiResponse, StartTotpSetupApiArg>({
        query: () => ({ url: `/api/Account/StartTotpSetup`, method: 'POST' }),
        invalidatesTags: ['Account'],
      }),
      confirmTotpSetup: build.mutation<ConfirmTotpSetupApiResponse, ConfirmTotpSetupApiArg>({
        query: (queryArg) => ({
          url: `/api/Account/ConfirmTotpSetup`,
          method: 'POST',
          body: queryArg.totpCodeRequest,
        }),
        invalidatesTags: ['Account'],
      }),
      disableTotp: build.mutation<DisableTotpApiResponse, DisableTotpApiArg>({
        query: (queryArg) => ({
          url: `/api/Account/DisableTotp`,
          method: 'POST',
          body: queryArg.disableTotpRequest,
        }),
        invalidatesTags: ['Account'],
      }),
      startPasskeyRegistration: build.mutation<
        StartPasskeyRegistrationApiResponse,
        StartPasskeyRegistrationApiArg
      >({
        query: () => ({
          url: `/api/Account/StartPasskeyRegistration`,
          method: 'POST',
        }),
        invalidatesTags: ['Account'],
      }),
      finishPasskeyRegistration: build.mutation<
        FinishPasskeyRegistrationApiResponse,
        FinishPasskeyRegistrationApiArg
      >({
        query: (queryArg) => ({
          url: `/api/Account/FinishPasskeyRegistration`,
          method: 'POST',
          body: queryArg.finishPasskeyRegistrationRequest,
        }),
        invalidatesTags: ['Account'],
      }),
      renamePasskey: build.mutation<RenamePasskeyApiResponse, RenamePasskeyApiArg>({
        query: (queryArg) => ({
          url: `/api/Account/RenamePasskey`,
          method: 'POST',
          body: queryArg.renamePasskeyRequest,
        }),
        invalidatesTags: ['Account'],
      }),
      removePasskey: build.mutation<RemovePasskeyApiResponse, RemovePasskeyApiArg>({
        query: (queryArg) => ({
          url: `/api/Account/RemovePasskey`,
          method: 'POST',
          body: queryArg.passkeyIdRequest,
        }),
        invalidatesTags: ['Account'],
      }),
      resetSecondFactors: build.mutation<ResetSecondFactorsApiResponse, ResetSecondFactorsApiArg>({
        query: (queryArg) => ({
          url: `/api/Account/ResetSecondFactors`,
          method: 'POST',
          body: queryArg.resetSecondFactorsRequest,
        }),
        invalidatesTags: ['Account'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as api };
export type LoginApiResponse =
  /** status 200 Signed in (`result.status: signedIn`, a token), or, for a user with two-factor authentication, a challenge (`result.status: secondFactor`): no token yet. */ LoginAnswerEnvelope;
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
export type VerifySecondFactorApiResponse = /** status 200 Signed in. */ LoginResultEnvelope;
export type VerifySecondFactorApiArg = {
  verifySecondFactorRequest: VerifySecondFactorRequest;
};
export type StartPasskeySignInApiResponse =
  /** status 200 The ceremony to answer with `FinishPasskeySignIn`. */ PasskeyCeremonyEnvelope;
export type StartPasskeySignInApiArg = {
  startPasskeySignInRequest: StartPasskeySignInRequest;
};
export type FinishPasskeySignInApiResponse = /** status 200 Signed in. */ LoginResultEnvelope;
export type FinishPasskeySignInApiArg = {
  finishPasskeySignInRequest: FinishPasskeySignInRequest;
};
export type GetSecondFactorsApiResponse =
  /** status 200 The user's second factors. */ SecondFactorsEnvelope;
export type GetSecondFactorsApiArg = void;
export type StartTotpSetupApiResponse = /** status 200 The pending secret. */ TotpSetupEnvelope;
export type StartTotpSetupApiArg = void;
export type ConfirmTotpSetupApiResponse = /** status 200 TOTP is on. */ RecoveryCodesEnvelope;
export type ConfirmTotpSetupApiArg = {
  totpCodeRequest: TotpCodeRequest;
};
export type DisableTotpApiResponse = /** status 200 TOTP is off. */ EmptyEnvelope;
export type DisableTotpApiArg = {
  disableTotpRequest: DisableTotpRequest;
};
export type StartPasskeyRegistrationApiResponse =
  /** status 200 The ceremony to answer with `FinishPasskeyRegistration`. */ PasskeyCeremonyEnvelope;
export type StartPasskeyRegistrationApiArg = void;
export type FinishPasskeyRegistrationApiResponse =
  /** status 200 The passkey is registered. */ PasskeyEnvelope;
export type FinishPasskeyRegistrationApiArg = {
  finishPasskeyRegistrationRequest: FinishPasskeyRegistrationRequest;
};
export type RenamePasskeyApiResponse = /** status 200 Renamed. */ PasskeyEnvelope;
export type RenamePasskeyApiArg = {
  renamePasskeyRequest: RenamePasskeyRequest;
};
export type RemovePasskeyApiResponse = /** status 200 Removed. */ EmptyEnvelope;
export type RemovePasskeyApiArg = {
  passkeyIdRequest: PasskeyIdRequest;
};
export type ResetSecondFactorsApiResponse = /** status 200 Reset. */ EmptyEnvelope;
export type ResetSecondFactorsApiArg = {
  resetSecondFactorsRequest: ResetSecondFactorsRequest;
};
export type Role = components['schemas']['Role'];
export type User = components['schemas']['User'];
export type LoginResult = components['schemas']['LoginResult'];
export type SecondFactorChallenge = components['schemas']['SecondFactorChallenge'];
export type LoginAnswer = components['schemas']['LoginAnswer'];
export type LoginAnswerEnvelope = components['schemas']['LoginAnswerEnvelope'];
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
export type LoginResultEnvelope = components['schemas']['LoginResultEnvelope'];
export type CompleteSsoSignInRequest = components['schemas']['CompleteSsoSignInRequest'];
export type Session = components['schemas']['Session'];
export type SessionListEnvelope = components['schemas']['SessionListEnvelope'];
export type EndSessionRequest = components['schemas']['EndSessionRequest'];
export type EndUserSessionsRequest = components['schemas']['EndUserSessionsRequest'];
export type SupportTicketForm = components['schemas']['SupportTicketForm'];
export type VerifySecondFactorRequest = components['schemas']['VerifySecondFactorRequest'];
export type WebAuthnJson = components['schemas']['WebAuthnJson'];
export type PasskeyCeremony = components['schemas']['PasskeyCeremony'];
export type PasskeyCeremonyEnvelope = components['schemas']['PasskeyCeremonyEnvelope'];
export type StartPasskeySignInRequest = components['schemas']['StartPasskeySignInRequest'];
export type FinishPasskeySignInRequest = components['schemas']['FinishPasskeySignInRequest'];
export type Passkey = components['schemas']['Passkey'];
export type SecondFactors = components['schemas']['SecondFactors'];
export type SecondFactorsEnvelope = components['schemas']['SecondFactorsEnvelope'];
export type TotpSetup = components['schemas']['TotpSetup'];
export type TotpSetupEnvelope = components['schemas']['TotpSetupEnvelope'];
export type RecoveryCodes = components['schemas']['RecoveryCodes'];
export type RecoveryCodesEnvelope = components['schemas']['RecoveryCodesEnvelope'];
export type TotpCodeRequest = components['schemas']['TotpCodeRequest'];
export type DisableTotpRequest = components['schemas']['DisableTotpRequest'];
export type PasskeyEnvelope = components['schemas']['PasskeyEnvelope'];
export type FinishPasskeyRegistrationRequest =
  components['schemas']['FinishPasskeyRegistrationRequest'];
export type RenamePasskeyRequest = components['schemas']['RenamePasskeyRequest'];
export type PasskeyIdRequest = components['schemas']['PasskeyIdRequest'];
export type ResetSecondFactorsRequest = components['schemas']['ResetSecondFactorsRequest'];
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
  useVerifySecondFactorMutation,
  useStartPasskeySignInMutation,
  useFinishPasskeySignInMutation,
  useGetSecondFactorsQuery,
  useStartTotpSetupMutation,
  useConfirmTotpSetupMutation,
  useDisableTotpMutation,
  useStartPasskeyRegistrationMutation,
  useFinishPasskeyRegistrationMutation,
  useRenamePasskeyMutation,
  useRemovePasskeyMutation,
  useResetSecondFactorsMutation,
} = injectedRtkApi;
