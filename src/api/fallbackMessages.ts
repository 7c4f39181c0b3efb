/**
 * What the user reads when a call gets no usable answer (spec section 8), keyed by the
 * generated endpoint name (the camel-cased operationId). The spec's own words are kept
 * as written, including their punctuation; calls the spec lists no message for follow
 * the same 'Failed to ...' style.
 */
export const fallbackMessages: Readonly<Record<string, string>> = {
  // Account
  login: 'Failed to log in.',
  registerAccount: 'Failed to register account.',
  passwordResetRequest: 'Failed to request password reset.',
  getUserOrganizations: 'Failed to get user organizations.',
  getUserInformation: 'Failed to get user information.',
  saveUserInformation: 'Failed to save user information.',
  saveNewPassword: 'Failed to save new password.',
  getAssignableRoles: 'Failed to get assignable roles.',
  sendUserInvite: 'Failed to send user invite.',
  getUsers: 'Failed to get users.',
  getTokenInformation: 'Failed to get token information.',
  submitTicket: 'Failed to submit ticket.',
  logout: 'Failed to log out.',
  // Binary requests
  getRequests: 'Failed to get requests.',
  getRequest: 'Failed to get request.',
  getManufacturerPlatforms: 'Failed to get manufacturer platforms.',
  getComponentsList: 'Failed to get components list.',
  getComponentTypesForJurisdiction: 'Failed to get component types for jurisdiction.',
  getComponentsForLinking: 'Failed to get components for linking.',
  submitImageRequest: 'Failed to submit image request.',
  getAvailableQuickActions: 'Failed to load available quick actions.',
  getWorkflowActions: 'Failed to load available actions.',
  executeWorkflowAction: 'Failed to execute workflow action.',
  removeImageRequest: 'Failed to remove image request.',
  getLinkedComponents: 'Failed to get linked components.',
  getNotes: 'Failed to get notes.',
  addNote: 'Failed to add note.',
  getEvents: 'Failed to get events.',
  getAttachments: 'Failed to get attachments.',
  getAttachment: 'Failed to get attachment.',
  addAttachments: 'Failed to add attachments.',
  // Software validation and SSIF
  submitSoftwareValidation: 'Failed to submit software validation.',
  getRemoteVerificationData: 'Failed to get remove verification data.',
  getSoftwareValidations: 'Failed to get software validations.',
  getComponentsForValidation: 'Failed to get components for validation.',
  getSubmissions: 'Failed to get submissions.',
  getComponentsForSubmission: 'Failed to get components for submission.',
  removeSubmission: 'Failed to remove ssif submission.',
  // Management
  getWorkflows: 'Failed to get workflows.',
  getWorkflowStates: 'Failed to get workflow states',
  getWorkflowConfigActions: 'Failed to get workflow actions',
  saveWorkflow: 'Failed to save workflow.',
  saveWorkflowState: 'Failed to save workflow state.',
  saveWorkflowAction: 'Failed to save workflow action.',
  addActionRole: 'Failed to add action role.',
  deleteActionRole: 'Failed to delete action role.',
  saveComponentType: 'Failed to save component type.',
  addPlatform: 'Failed to add platform.',
  gatherManufacturers: 'Failed to gather manufacturers.',
  gatherAllUsers: 'Failed to gather all users.',
  // Administrative
  gatherJurisdictionsForUser: 'Failed to gather jurisdictions for user.',
  getOrganizations: 'Failed to get organizations.',
  getOrganizationUsers: 'Failed to get organization users.',
  saveOrganizationInformation: 'Failed to save organization information.',
  updateOrganization: 'Failed to update organization.',
  removeOrganization: 'Failed to remove organization.',
  getOrganizationJurisdictions: 'Failed to get organization jurisdictions.',
  getAvailableJurisdictionsForOrganization:
    'Failed to get available jurisdictions for organization.',
  addOrganizationJurisdictions: 'Failed to add organization jurisdictions.',
  removeOrganizationJurisdictions: 'Failed to remove organization jurisdictions.',
  addOrganizationUsers: 'Failed to add organization users.',
  removeOrganizationUsers: 'Failed to remove organization users.',
  getUsersNotPartOfOrganization: 'Failed to get users not part of organization.',
};

/** An endpoint added to the contract later still gets a message of the same style. */
export function fallbackMessageFor(endpointName: string): string {
  return (
    fallbackMessages[endpointName] ??
    `Failed to ${endpointName.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()}.`
  );
}
