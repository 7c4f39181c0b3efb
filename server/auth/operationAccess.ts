import type { OperationId } from '../contract/types';
import type { PermissionFlag } from './permissions';

/**
 * What every operation needs before anything of its request is read (issue 9, hole 2):
 * `public` needs nothing; `signedIn` a valid token (the handler then decides, because the
 * rule depends on the body or the record, e.g. one's own profile or a request's creator);
 * `anyOf` a valid token and at least one of the flags. The first flag names the refusal
 * ('You do not have permission to ...'), as the handler's own check would; `message`
 * replaces it where the product spec words the refusal itself.
 *
 * Handlers keep their own checks; this is the gate in front of them. An operation added to
 * openapi.yaml without its entry here does not compile (Record over every OperationId), and
 * the routes refuse to start when this table and the contract's `security` disagree.
 */
export type OperationAccess =
  | 'public'
  | 'signedIn'
  | { anyOf: readonly [PermissionFlag, ...PermissionFlag[]]; message?: string };

const admin = { anyOf: ['canViewAdminPage'] } as const;
const viewRequests = { anyOf: ['canViewRequestsPage'] } as const;
const viewValidations = { anyOf: ['canViewSoftwareValidationsPage'] } as const;

export const OPERATION_ACCESS: Record<OperationId, OperationAccess> = {
  // Account
  Login: 'public',
  RegisterAccount: 'public',
  PasswordResetRequest: 'public',
  GetTokenInformation: 'public',
  Logout: 'signedIn',
  GetUserOrganizations: 'signedIn',
  GetUserInformation: 'signedIn',
  SaveUserInformation: 'signedIn',
  SaveNewPassword: 'signedIn',
  GetAssignableRoles: 'signedIn',
  SendUserInvite: admin,
  GetUsers: admin,
  SubmitTicket: 'signedIn',
  // Binary requests
  GetRequests: viewRequests,
  GetRequest: viewRequests,
  GetManufacturerPlatforms: { anyOf: ['canViewRequestsPage', 'canViewSoftwareValidationsPage'] },
  GetComponentsList: { anyOf: ['canViewRequestsPage', 'canViewSoftwareValidationsPage'] },
  GetComponentTypesForJurisdiction: admin,
  GetComponentsForLinking: { anyOf: ['canViewRequestsPage', 'canViewAdminPage'] },
  // Create needs canCreateBinaryRequest, update canEditBinaryRequest or being the creator.
  SubmitImageRequest: 'signedIn',
  GetAvailableQuickActions: 'signedIn',
  GetWorkflowActions: viewRequests,
  ExecuteWorkflowAction: viewRequests,
  RemoveImageRequest: { anyOf: ['canDeleteBinaryRequest'] },
  GetLinkedComponents: viewRequests,
  GetNotes: viewRequests,
  AddNote: viewRequests,
  GetEvents: viewRequests,
  GetAttachments: viewRequests,
  GetAttachment: viewRequests,
  // Then canEditBinaryRequest or being the request's creator (the handler knows the request).
  AddAttachments: viewRequests,
  // A software set needs canCreateSoftwareValidation, an image request's upload either request flag.
  SubmitSoftwareValidation: {
    anyOf: ['canCreateSoftwareValidation', 'canCreateBinaryRequest', 'canEditBinaryRequest'],
  },
  GetRemoteVerificationData: viewValidations,
  GetSoftwareValidations: viewValidations,
  GetComponentsForValidation: viewValidations,
  // SSIF submissions
  GetSubmissions: { anyOf: ['canDeleteSSIFSubmission'] },
  GetComponentsForSubmission: { anyOf: ['canDeleteSSIFSubmission', 'canViewRequestsPage'] },
  RemoveSubmission: { anyOf: ['canDeleteSSIFSubmission'] },
  // Workflows and platforms
  GetWorkflows: admin,
  GetWorkflowStates: admin,
  GetWorkflowConfigActions: admin,
  SaveWorkflow: admin,
  SaveWorkflowState: admin,
  SaveWorkflowAction: admin,
  AddActionRole: admin,
  DeleteActionRole: admin,
  SaveComponentType: admin,
  AddPlatform: admin,
  GatherManufacturers: admin,
  GatherAllUsers: admin,
  // Organizations
  GatherJurisdictionsForUser: admin,
  GetOrganizations: admin,
  GetOrganizationUsers: admin,
  SaveOrganizationInformation: { anyOf: ['canAddOrganizations'] },
  UpdateOrganization: { anyOf: ['canEditOrganizations'] },
  RemoveOrganization: { anyOf: ['canDisableOrganizations'] },
  GetOrganizationJurisdictions: admin,
  GetAvailableJurisdictionsForOrganization: admin,
  AddOrganizationJurisdictions: { anyOf: ['canEditOrganizationJurisdictions'] },
  RemoveOrganizationJurisdictions: { anyOf: ['canEditOrganizationJurisdictions'] },
  // The product's own wording, double space included.
  AddOrganizationUsers: {
    anyOf: ['canEditOrganizationUsers'],
    message: "You don't  have permission to add user to organization",
  },
  RemoveOrganizationUsers: { anyOf: ['canEditOrganizationUsers'] },
  GetUsersNotPartOfOrganization: admin,
};
