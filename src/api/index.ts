/**
 * The API as the app uses it: the generated endpoints (src/api/generated, never edited)
 * with precise cache tags instead of the generator's one-tag-per-controller, so each
 * mutation reloads exactly the lists and details it changes. Screens import hooks and
 * endpoints from here (importing this module is what applies the tags: enhanceEndpoints
 * changes the generated endpoints in place, so the generated hooks use them); types may be
 * imported from the generated files directly.
 */
import { api as generatedAccountApi } from './generated/accountApi';
import { api as generatedAdministrativeApi } from './generated/administrativeApi';
import { api as generatedBinaryRequestApi } from './generated/binaryRequestApi';
import { api as generatedManagementApi } from './generated/managementApi';
import { api as generatedNotificationsApi } from './generated/notificationsApi';
import { api as generatedSoftwareValidationApi } from './generated/softwareValidationApi';
import { api as generatedSsifSubmissionApi } from './generated/ssifSubmissionApi';

export { baseApi } from './baseApi';
export type { ApiError } from './apiError';
// Every generated hook: a new operation of openapi.yaml needs no edit here.
export * from './generated/hooks';
// Named, so it stands for the generated one: AddAttachments with the upload's progress. Read
// before the tags below are given, as it replaces the generated endpoint's definition.
export { useAddAttachmentsMutation } from './attachmentsUpload';
// Likewise GetAttachment, reading the file's bytes and name (its lazy hook is the one used).
export { useLazyGetAttachmentQuery } from './attachmentDownload';
// The exports, read with their progress (the generated query hooks stay unused).
export {
  useLazyExportAuditTrailQuery,
  useLazyExportRequestsQuery,
  useLazyExportSoftwareValidationsQuery,
  useLazyExportSubmissionsQuery,
  useLazyExportUsersQuery,
} from './exportDownload';

const LIST = 'LIST';

export const accountApi = generatedAccountApi.enhanceEndpoints({
  endpoints: {
    login: { invalidatesTags: [] },
    registerAccount: { invalidatesTags: [] },
    passwordResetRequest: { invalidatesTags: [] },
    submitTicket: { invalidatesTags: [] },
    // Always fetched fresh by the route guard; nothing to cache or invalidate.
    getTokenInformation: { providesTags: [] },
    getUserOrganizations: { providesTags: [{ type: 'Organizations', id: LIST }] },
    getUserInformation: {
      providesTags: (_result, _error, arg) => [{ type: 'UserInformation', id: arg.username }],
    },
    saveUserInformation: {
      invalidatesTags: ['UserInformation', { type: 'Users', id: LIST }, 'OrganizationUsers'],
    },
    // The profile shows when the password expires; a new password ends the other sessions.
    saveNewPassword: { invalidatesTags: ['UserInformation', 'Sessions'] },
    getAssignableRoles: { providesTags: [] },
    sendUserInvite: { invalidatesTags: [{ type: 'Users', id: LIST }, 'OrganizationUsers'] },
    getUsers: { providesTags: [{ type: 'Users', id: LIST }] },
    getMySessions: { providesTags: ['Sessions'] },
    endMySession: { invalidatesTags: ['Sessions'] },
    endMyOtherSessions: { invalidatesTags: ['Sessions'] },
    // Another user's: one's own list is not theirs (an admin ending their own ends this browser too).
    endUserSessions: { invalidatesTags: ['Sessions'] },
    // The second-factor operations keep the generator's tag ('Account'): GetSecondFactors is the
    // only query providing it, and every one of them may change what it answers (entry size).
  },
});

export const binaryRequestApi = generatedBinaryRequestApi.enhanceEndpoints({
  endpoints: {
    getRequests: { providesTags: [{ type: 'Requests', id: LIST }] },
    // The Reports screen counts the list's requests: it reloads whenever the list would.
    getRequestReport: { providesTags: [{ type: 'Requests', id: LIST }] },
    getRequest: { providesTags: (_r, _e, arg) => [{ type: 'Request', id: arg.requestId }] },
    getManufacturerPlatforms: { providesTags: ['ManufacturerPlatforms'] },
    getComponentsList: { providesTags: ['ComponentTypes'] },
    getComponentTypesForJurisdiction: { providesTags: ['ComponentTypes'] },
    getComponentsForLinking: { providesTags: ['LinkableComponents'] },
    submitImageRequest: {
      invalidatesTags: (_r, _e, arg) => {
        const id = arg.imageRequestSubmit.id;
        const list = { type: 'Requests' as const, id: LIST };
        return id === undefined
          ? [list]
          : [
              list,
              { type: 'Request', id },
              { type: 'RequestComponents', id },
              { type: 'RequestActions', id },
              { type: 'Events', id },
            ];
      },
    },
    getAvailableQuickActions: {
      providesTags: (_r, _e, arg) => [{ type: 'RequestActions', id: arg.requestId ?? 'NEW' }],
    },
    getWorkflowActions: {
      providesTags: (_r, _e, arg) => [{ type: 'RequestActions', id: arg.requestId }],
    },
    // The status changes, so the list row, the details, the next actions and the events reload.
    executeWorkflowAction: {
      invalidatesTags: (_r, _e, arg) => [
        { type: 'Requests', id: LIST },
        { type: 'Request', id: arg.requestId },
        { type: 'RequestActions', id: arg.requestId },
        { type: 'Events', id: arg.requestId },
      ],
    },
    removeImageRequest: {
      invalidatesTags: (_r, _e, arg) => [
        { type: 'Requests', id: LIST },
        { type: 'Request', id: arg.requestId },
      ],
    },
    getLinkedComponents: {
      providesTags: (_r, _e, arg) => [{ type: 'RequestComponents', id: arg.requestId }],
    },
    getNotes: { providesTags: (_r, _e, arg) => [{ type: 'Notes', id: arg.requestId }] },
    addNote: {
      invalidatesTags: (_r, _e, arg) => [
        { type: 'Notes', id: arg.addNoteRequest.requestId },
        { type: 'Events', id: arg.addNoteRequest.requestId },
      ],
    },
    getEvents: { providesTags: (_r, _e, arg) => [{ type: 'Events', id: arg.requestId }] },
    getAttachments: {
      providesTags: (_r, _e, arg) => [{ type: 'Attachments', id: arg.requestId }],
    },
    getAttachment: { providesTags: [] },
    addAttachments: {
      invalidatesTags: (_r, _e, arg) => [
        { type: 'Attachments', id: arg.addAttachmentsForm.requestId },
        { type: 'Events', id: arg.addAttachmentsForm.requestId },
      ],
    },
  },
});

export const softwareValidationApi = generatedSoftwareValidationApi.enhanceEndpoints({
  endpoints: {
    submitSoftwareValidation: {
      invalidatesTags: [{ type: 'Validations', id: LIST }, 'LinkableComponents'],
    },
    getRemoteVerificationData: {
      providesTags: (_r, _e, arg) => [{ type: 'Validations', id: arg.softwareId }],
    },
    getSoftwareValidations: { providesTags: [{ type: 'Validations', id: LIST }] },
    getComponentsForValidation: {
      providesTags: (_r, _e, arg) => [{ type: 'ValidationComponents', id: arg.softwareId }],
    },
  },
});

export const ssifSubmissionApi = generatedSsifSubmissionApi.enhanceEndpoints({
  endpoints: {
    getSubmissions: { providesTags: [{ type: 'Submissions', id: LIST }] },
    getComponentsForSubmission: {
      providesTags: (_r, _e, arg) => [{ type: 'SubmissionComponents', id: arg.identity }],
    },
    // Also offered from a request's menu, whose linked components may point at the submission;
    // the requests' submission info and events change too (the server records an event).
    removeSubmission: {
      invalidatesTags: [
        { type: 'Submissions', id: LIST },
        'LinkableComponents',
        'RequestComponents',
        'Request',
        'Events',
      ],
    },
  },
});

export const managementApi = generatedManagementApi.enhanceEndpoints({
  endpoints: {
    getWorkflows: { providesTags: [{ type: 'Workflows', id: LIST }] },
    getWorkflowStates: {
      providesTags: (_r, _e, arg) => [{ type: 'WorkflowStates', id: arg.workflowId }],
    },
    getWorkflowConfigActions: {
      providesTags: (_r, _e, arg) => [{ type: 'WorkflowActions', id: arg.workflowStateId }],
    },
    saveWorkflow: { invalidatesTags: [{ type: 'Workflows', id: LIST }] },
    saveWorkflowState: {
      invalidatesTags: (_r, _e, arg) => [{ type: 'WorkflowStates', id: arg.workflowId }],
    },
    // Requests offer the actions of their workflow, so those menus reload too.
    saveWorkflowAction: {
      invalidatesTags: (_r, _e, arg) => [
        { type: 'WorkflowActions', id: arg.workflowStateId },
        'RequestActions',
      ],
    },
    // Only the action id is known here, not its state: reload every loaded actions table.
    addActionRole: { invalidatesTags: ['WorkflowActions', 'RequestActions'] },
    deleteActionRole: { invalidatesTags: ['WorkflowActions', 'RequestActions'] },
    saveComponentType: { invalidatesTags: ['ComponentTypes'] },
    addPlatform: { invalidatesTags: ['ManufacturerPlatforms', 'Manufacturers'] },
    gatherManufacturers: { providesTags: ['Manufacturers'] },
    gatherAllUsers: { providesTags: [{ type: 'Users', id: 'ALL' }] },
  },
});

export const administrativeApi = generatedAdministrativeApi.enhanceEndpoints({
  endpoints: {
    // The jurisdictions of the caller's organizations: they change with those organizations.
    gatherJurisdictionsForUser: {
      providesTags: [{ type: 'OrganizationJurisdictions', id: 'USER' }],
    },
    getOrganizations: { providesTags: [{ type: 'Organizations', id: LIST }] },
    getOrganizationUsers: {
      providesTags: (_r, _e, arg) => [
        { type: 'OrganizationUsers', id: arg.organizationId ?? 'ALL' },
      ],
    },
    // The super user may join the new organization, changing who shares the caller's ones.
    saveOrganizationInformation: {
      invalidatesTags: [
        { type: 'Organizations', id: LIST },
        { type: 'OrganizationUsers', id: 'ALL' },
      ],
    },
    updateOrganization: {
      invalidatesTags: (_r, _e, arg) => [
        { type: 'Organizations', id: LIST },
        { type: 'Organizations', id: arg.organizationSave.objectId },
        { type: 'OrganizationUsers', id: arg.organizationSave.objectId },
        { type: 'OrganizationUsers', id: 'ALL' },
      ],
    },
    removeOrganization: {
      invalidatesTags: (_r, _e, arg) => [
        { type: 'Organizations', id: LIST },
        { type: 'Organizations', id: arg.organizationId },
        { type: 'OrganizationUsers', id: 'ALL' },
        { type: 'OrganizationJurisdictions', id: 'USER' },
      ],
    },
    getOrganizationJurisdictions: {
      providesTags: (_r, _e, arg) => [
        { type: 'OrganizationJurisdictions', id: arg.organizationId },
      ],
    },
    getAvailableJurisdictionsForOrganization: {
      providesTags: (_r, _e, arg) => [
        { type: 'OrganizationJurisdictions', id: arg.organizationId },
      ],
    },
    addOrganizationJurisdictions: {
      invalidatesTags: (_r, _e, arg) => [
        {
          type: 'OrganizationJurisdictions',
          id: arg.organizationJurisdictionsRequest.organizationId,
        },
        { type: 'OrganizationJurisdictions', id: 'USER' },
      ],
    },
    removeOrganizationJurisdictions: {
      invalidatesTags: (_r, _e, arg) => [
        {
          type: 'OrganizationJurisdictions',
          id: arg.organizationJurisdictionsRequest.organizationId,
        },
        { type: 'OrganizationJurisdictions', id: 'USER' },
      ],
    },
    addOrganizationUsers: {
      invalidatesTags: (_r, _e, arg) => [
        { type: 'OrganizationUsers', id: arg.organizationUsersRequest.organizationId },
        { type: 'OrganizationUsers', id: 'ALL' },
      ],
    },
    removeOrganizationUsers: {
      invalidatesTags: (_r, _e, arg) => [
        { type: 'OrganizationUsers', id: arg.organizationUsersRequest.organizationId },
        { type: 'OrganizationUsers', id: 'ALL' },
      ],
    },
    getUsersNotPartOfOrganization: {
      providesTags: (_r, _e, arg) => [{ type: 'OrganizationUsers', id: arg.organizationId }],
    },
  },
});

export const notificationsApi = generatedNotificationsApi.enhanceEndpoints({
  endpoints: {
    // Every page of the list and the header's unread count; the live stream's `notification`
    // event invalidates the same tag (`Notifications`).
    getNotifications: { providesTags: [{ type: 'Notifications', id: LIST }] },
    markNotificationsRead: { invalidatesTags: [{ type: 'Notifications', id: LIST }] },
    markAllNotificationsRead: { invalidatesTags: [{ type: 'Notifications', id: LIST }] },
    getNotificationPreferences: { providesTags: ['NotificationPreferences'] },
    // The answer is the preferences as stored: it replaces the cached ones (no second call).
    saveNotificationPreferences: {
      invalidatesTags: [],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            generatedNotificationsApi.util.upsertQueryData(
              'getNotificationPreferences',
              undefined,
              data,
            ),
          );
        } catch {
          // The screen reports the failure; the cached preferences stand.
        }
      },
    },
    getRequestFollowing: {
      providesTags: (_r, _e, arg) => [{ type: 'RequestFollowing', id: arg.requestId }],
    },
    followRequest: {
      invalidatesTags: (_r, _e, arg) => [{ type: 'RequestFollowing', id: arg.requestId }],
    },
    unfollowRequest: {
      invalidatesTags: (_r, _e, arg) => [{ type: 'RequestFollowing', id: arg.requestId }],
    },
  },
});
