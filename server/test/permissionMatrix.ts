/**
 * Who may call what: every operation of openapi.yaml against every kind of caller, with the
 * outcome the server must give for the operation's example call (`operationExamples.ts`).
 * `server/http/permissionMatrix.test.ts` runs every cell against the real server; an
 * operation of the contract without a row here fails that test.
 *
 * Callers: `anonymous` (no token), the demo users `admin` (super user), `staff` (Lab Staff),
 * `vendor` (Manufacturer Representative, restricted to Apex Gaming), `viewer` (Validation
 * Viewer), and `orgManager` (a user holding only the Organization Manager role: the admin
 * page and the organization flags, not super user).
 *
 * Outcomes: `ok` answered 2xx with `success: true`; 401 / 403 refused, nothing changed;
 * `own` restricted to the caller's own manufacturers: the example's record is another
 * manufacturer's (Blue Delta Systems), so the answer is 404 (or, where a body names the
 * manufacturer, 400) and nothing changed.
 */
export const CALLERS = ['anonymous', 'admin', 'staff', 'vendor', 'viewer', 'orgManager'] as const;
export type Caller = (typeof CALLERS)[number];
export type Outcome = 'ok' | 401 | 403 | 'own';
export type MatrixRow = Readonly<Record<Caller, Outcome>>;

const row = (
  anonymous: Outcome,
  admin: Outcome,
  staff: Outcome,
  vendor: Outcome,
  viewer: Outcome,
  orgManager: Outcome,
): MatrixRow => ({ anonymous, admin, staff, vendor, viewer, orgManager });

//                 anonymous admin staff vendor viewer orgManager
const PUBLIC = row('ok', 'ok', 'ok', 'ok', 'ok', 'ok');
const SIGNED_IN = row(401, 'ok', 'ok', 'ok', 'ok', 'ok');
const ADMIN_PAGE = row(401, 'ok', 403, 403, 403, 'ok');
const SUPER_USER = row(401, 'ok', 403, 403, 403, 403);
/** canViewRequestsPage, on a Blue Delta Systems record. */
const REQUEST_RECORD = row(401, 'ok', 'ok', 'own', 403, 403);
/** canViewSoftwareValidationsPage, on a Blue Delta Systems record. */
const VALIDATION_RECORD = row(401, 'ok', 'ok', 'own', 'ok', 403);
const VALIDATION_LIST = row(401, 'ok', 'ok', 'ok', 'ok', 403);
const STAFF_ONLY = row(401, 'ok', 'ok', 403, 403, 403);

export const PERMISSION_MATRIX: Readonly<Record<string, MatrixRow>> = {
  // Account
  Login: PUBLIC,
  RegisterAccount: PUBLIC,
  PasswordResetRequest: PUBLIC,
  GetTokenInformation: PUBLIC,
  GetUserOrganizations: SIGNED_IN,
  // Another user's profile (jlee): an administrator's; anyone's own.
  GetUserInformation: ADMIN_PAGE,
  SaveUserInformation: ADMIN_PAGE,
  // Only a super user sets another user's password.
  SaveNewPassword: SUPER_USER,
  // One's own list (empty for whoever may assign nothing).
  GetAssignableRoles: SIGNED_IN,
  SendUserInvite: ADMIN_PAGE,
  GetUsers: ADMIN_PAGE,
  ExportUsers: ADMIN_PAGE,
  Logout: SIGNED_IN,
  GetSignInOptions: PUBLIC,
  CompleteSsoSignIn: PUBLIC,
  GetMySessions: SIGNED_IN,
  EndMySession: SIGNED_IN,
  EndMyOtherSessions: SIGNED_IN,
  // jlee's sessions (not a super user's).
  EndUserSessions: ADMIN_PAGE,
  SubmitTicket: SIGNED_IN,
  // Two-factor sign-in: the second step of Login is public; the rest one's own.
  VerifySecondFactor: PUBLIC,
  StartPasskeySignIn: PUBLIC,
  FinishPasskeySignIn: PUBLIC,
  GetSecondFactors: SIGNED_IN,
  StartTotpSetup: SIGNED_IN,
  ConfirmTotpSetup: SIGNED_IN,
  DisableTotp: SIGNED_IN,
  StartPasskeyRegistration: SIGNED_IN,
  FinishPasskeyRegistration: SIGNED_IN,
  RenamePasskey: SIGNED_IN,
  RemovePasskey: SIGNED_IN,
  // Another user's second factors: only a super user resets them.
  ResetSecondFactors: SUPER_USER,
  // Binary requests
  GetRequests: row(401, 'ok', 'ok', 'ok', 403, 403),
  ExportRequests: row(401, 'ok', 'ok', 'ok', 403, 403),
  GetRequestStatuses: row(401, 'ok', 'ok', 'ok', 403, 403),
  GetRequestReport: row(401, 'ok', 'ok', 'ok', 403, 403),
  GetRequest: REQUEST_RECORD,
  GetManufacturerPlatforms: VALIDATION_LIST,
  GetComponentsList: VALIDATION_RECORD,
  GetComponentTypesForJurisdiction: ADMIN_PAGE,
  GetComponentsForLinking: row(401, 'ok', 'ok', 'own', 403, 'ok'),
  SubmitImageRequest: row(401, 'ok', 'ok', 'own', 403, 403),
  // For a new request: canCreateBinaryRequest.
  GetAvailableQuickActions: row(401, 'ok', 'ok', 'ok', 403, 403),
  GetWorkflowActions: REQUEST_RECORD,
  ExecuteWorkflowAction: REQUEST_RECORD,
  RemoveImageRequest: STAFF_ONLY,
  GetLinkedComponents: REQUEST_RECORD,
  GetNotes: REQUEST_RECORD,
  AddNote: REQUEST_RECORD,
  GetEvents: REQUEST_RECORD,
  GetAttachments: REQUEST_RECORD,
  GetAttachment: REQUEST_RECORD,
  AddAttachments: REQUEST_RECORD,
  // An Apex Gaming set: the vendor's own manufacturer.
  SubmitSoftwareValidation: row(401, 'ok', 'ok', 'ok', 403, 403),
  GetRemoteVerificationData: VALIDATION_RECORD,
  GetSoftwareValidations: VALIDATION_LIST,
  ExportSoftwareValidations: VALIDATION_LIST,
  GetComponentsForValidation: VALIDATION_RECORD,
  // SSIF submissions
  GetSubmissions: STAFF_ONLY,
  ExportSubmissions: STAFF_ONLY,
  GetComponentsForSubmission: REQUEST_RECORD,
  RemoveSubmission: STAFF_ONLY,
  // Workflows and platforms
  GetWorkflows: ADMIN_PAGE,
  GetWorkflowStates: ADMIN_PAGE,
  GetWorkflowConfigActions: ADMIN_PAGE,
  SaveWorkflow: ADMIN_PAGE,
  SaveWorkflowState: ADMIN_PAGE,
  SaveWorkflowAction: ADMIN_PAGE,
  AddActionRole: ADMIN_PAGE,
  DeleteActionRole: ADMIN_PAGE,
  SaveComponentType: ADMIN_PAGE,
  AddPlatform: ADMIN_PAGE,
  GatherManufacturers: ADMIN_PAGE,
  GatherAllUsers: ADMIN_PAGE,
  // Organizations
  GatherJurisdictionsForUser: ADMIN_PAGE,
  GetOrganizations: ADMIN_PAGE,
  GetOrganizationUsers: ADMIN_PAGE,
  SaveOrganizationInformation: ADMIN_PAGE,
  UpdateOrganization: ADMIN_PAGE,
  RemoveOrganization: ADMIN_PAGE,
  GetOrganizationJurisdictions: ADMIN_PAGE,
  GetAvailableJurisdictionsForOrganization: ADMIN_PAGE,
  AddOrganizationJurisdictions: ADMIN_PAGE,
  RemoveOrganizationJurisdictions: ADMIN_PAGE,
  AddOrganizationUsers: ADMIN_PAGE,
  RemoveOrganizationUsers: ADMIN_PAGE,
  GetUsersNotPartOfOrganization: ADMIN_PAGE,
  // The audit trail: super users only (the organization manager holds the admin page: 403).
  GetAuditTrail: SUPER_USER,
  ExportAuditTrail: SUPER_USER,
  // Live events: anyone signed in; what each hears is decided per change (server/events/visibility.ts).
  StreamEvents: SIGNED_IN,
  // Notifications: one's own; following a request is reading it (GetRequest's access).
  GetNotifications: SIGNED_IN,
  MarkNotificationsRead: SIGNED_IN,
  MarkAllNotificationsRead: SIGNED_IN,
  GetNotificationPreferences: SIGNED_IN,
  SaveNotificationPreferences: SIGNED_IN,
  GetRequestFollowing: REQUEST_RECORD,
  FollowRequest: REQUEST_RECORD,
  UnfollowRequest: REQUEST_RECORD,
};
