import { baseApi as api } from '../baseApi';
import type { components } from './openapi';
export const addTagTypes = ['BinaryRequest'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getRequests: build.query<GetRequestsApiResponse, GetRequestsApiArg>({
        query: (queryArg) => ({
          url: `/api/BinaryRequest/GetRequests`,
          params: {
            page: queryArg.page,
            itemsPerPage: queryArg.itemsPerPage,
            pages: queryArg.pages,
            searchTerm: queryArg.searchTerm,
            sortField: queryArg.sortField,
            sortDirection: queryArg.sortDirection,
            status: queryArg.status,
            manufacturerId: queryArg.manufacturerId,
            platformId: queryArg.platformId,
            organizationId: queryArg.organizationId,
            priority: queryArg.priority,
            pastDue: queryArg.pastDue,
            createdBy: queryArg.createdBy,
            following: queryArg.following,
            createdFrom: queryArg.createdFrom,
            createdTo: queryArg.createdTo,
          },
        }),
        providesTags: ['BinaryRequest'],
      }),
      exportRequests: build.query<ExportRequestsApiResponse, ExportRequestsApiArg>({
        query: (queryArg) => ({
          url: `/api/BinaryRequest/ExportRequests`,
          params: {
            format: queryArg.format,
            searchTerm: queryArg.searchTerm,
            sortField: queryArg.sortField,
            sortDirection: queryArg.sortDirection,
            status: queryArg.status,
            manufacturerId: queryArg.manufacturerId,
            platformId: queryArg.platformId,
            organizationId: queryArg.organizationId,
            priority: queryArg.priority,
            pastDue: queryArg.pastDue,
            createdBy: queryArg.createdBy,
            following: queryArg.following,
            createdFrom: queryArg.createdFrom,
            createdTo: queryArg.createdTo,
          },
        }),
        providesTags: ['BinaryRequest'],
      }),
      getRequestReport: build.query<GetRequestReportApiResponse, GetRequestReportApiArg>({
        query: (queryArg) => ({
          url: `/api/BinaryRequest/GetRequestReport`,
          params: {
            status: queryArg.status,
            manufacturerId: queryArg.manufacturerId,
            platformId: queryArg.platformId,
            organizationId: queryArg.organizationId,
            priority: queryArg.priority,
            pastDue: queryArg.pastDue,
            createdBy: queryArg.createdBy,
            following: queryArg.following,
            createdFrom: queryArg.createdFrom,
            createdTo: queryArg.createdTo,
          },
        }),
        providesTags: ['BinaryRequest'],
      }),
      getRequest: build.query<GetRequestApiResponse, GetRequestApiArg>({
        query: (queryArg) => ({
          url: `/api/BinaryRequest/GetRequest`,
          params: {
            requestId: queryArg.requestId,
          },
        }),
        providesTags: ['BinaryRequest'],
      }),
      getRequestStatuses: build.query<GetRequestStatusesApiResponse, GetRequestStatusesApiArg>({
        query: () => ({ url: `/api/BinaryRequest/GetRequestStatuses` }),
        providesTags: ['BinaryRequest'],
      }),
      getManufacturerPlatforms: build.query<
        GetManufacturerPlatformsApiResponse,
        GetManufacturerPlatformsApiArg
      >({
        query: () => ({ url: `/api/BinaryRequest/GetManufacturerPlatforms` }),
        providesTags: ['BinaryRequest'],
      }),
      getComponentsList: build.query<GetComponentsListApiResponse, GetComponentsListApiArg>({
        query: (queryArg) => ({
          url: `/api/BinaryRequest/GetComponentsList`,
          params: {
            manufacturerId: queryArg.manufacturerId,
          },
        }),
        providesTags: ['BinaryRequest'],
      }),
      getComponentTypesForJurisdiction: build.query<
        GetComponentTypesForJurisdictionApiResponse,
        GetComponentTypesForJurisdictionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/BinaryRequest/GetComponentTypesForJurisdiction`,
          params: {
            manufacturerId: queryArg.manufacturerId,
            jurisdictionId: queryArg.jurisdictionId,
          },
        }),
        providesTags: ['BinaryRequest'],
      }),
      getComponentsForLinking: build.query<
        GetComponentsForLinkingApiResponse,
        GetComponentsForLinkingApiArg
      >({
        query: (queryArg) => ({
          url: `/api/BinaryRequest/GetComponentsForLinking`,
          params: {
            componentId: queryArg.componentId,
            submissionFilter: queryArg.submissionFilter,
          },
        }),
        providesTags: ['BinaryRequest'],
      }),
      submitImageRequest: build.mutation<SubmitImageRequestApiResponse, SubmitImageRequestApiArg>({
        query: (queryArg) => ({
          url: `/api/BinaryRequest/SubmitImageRequest`,
          method: 'POST',
          body: queryArg.imageRequestSubmit,
        }),
        invalidatesTags: ['BinaryRequest'],
      }),
      getAvailableQuickActions: build.query<
        GetAvailableQuickActionsApiResponse,
        GetAvailableQuickActionsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/BinaryRequest/GetAvailableQuickActions`,
          params: {
            requestId: queryArg.requestId,
            organizationId: queryArg.organizationId,
          },
        }),
        providesTags: ['BinaryRequest'],
      }),
      getWorkflowActions: build.query<GetWorkflowActionsApiResponse, GetWorkflowActionsApiArg>({
        query: (queryArg) => ({
          url: `/api/BinaryRequest/GetWorkflowActions`,
          params: {
            requestId: queryArg.requestId,
          },
        }),
        providesTags: ['BinaryRequest'],
      }),
      executeWorkflowAction: build.mutation<
        ExecuteWorkflowActionApiResponse,
        ExecuteWorkflowActionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/BinaryRequest/ExecuteWorkflowAction`,
          method: 'PUT',
          params: {
            requestId: queryArg.requestId,
            actionId: queryArg.actionId,
          },
        }),
        invalidatesTags: ['BinaryRequest'],
      }),
      removeImageRequest: build.mutation<RemoveImageRequestApiResponse, RemoveImageRequestApiArg>({
        query: (queryArg) => ({
          url: `/api/BinaryRequest/RemoveImageRequest`,
          method: 'PUT',
          params: {
            requestId: queryArg.requestId,
          },
        }),
        invalidatesTags: ['BinaryRequest'],
      }),
      getLinkedComponents: build.query<GetLinkedComponentsApiResponse, GetLinkedComponentsApiArg>({
        query: (queryArg) => ({
          url: `/api/BinaryRequest/GetLinkedComponents`,
          params: {
            requestId: queryArg.requestId,
          },
        }),
        providesTags: ['BinaryRequest'],
      }),
      getNotes: build.query<GetNotesApiResponse, GetNotesApiArg>({
        query: (queryArg) => ({
          url: `/api/BinaryRequest/GetNotes`,
          params: {
            requestId: queryArg.requestId,
          },
        }),
        providesTags: ['BinaryRequest'],
      }),
      addNote: build.mutation<AddNoteApiResponse, AddNoteApiArg>({
        query: (queryArg) => ({
          url: `/api/BinaryRequest/AddNote`,
          method: 'POST',
          body: queryArg.addNoteRequest,
        }),
        invalidatesTags: ['BinaryRequest'],
      }),
      getEvents: build.query<GetEventsApiResponse, GetEventsApiArg>({
        query: (queryArg) => ({
          url: `/api/BinaryRequest/GetEvents`,
          params: {
            requestId: queryArg.requestId,
          },
        }),
        providesTags: ['BinaryRequest'],
      }),
      getAttachments: build.query<GetAttachmentsApiResponse, GetAttachmentsApiArg>({
        query: (queryArg) => ({
          url: `/api/BinaryRequest/GetAttachments`,
          params: {
            requestId: queryArg.requestId,
          },
        }),
        providesTags: ['BinaryRequest'],
      }),
      getAttachment: build.query<GetAttachmentApiResponse, GetAttachmentApiArg>({
        query: (queryArg) => ({
          url: `/api/BinaryRequest/GetAttachment`,
          params: {
            attachmentId: queryArg.attachmentId,
          },
        }),
        providesTags: ['BinaryRequest'],
      }),
      addAttachments: build.mutation<AddAttachmentsApiResponse, AddAttachmentsApiArg>({
        query: (queryArg) => ({
          url: `/api/BinaryRequest/AddAttachments`,
          method: 'POST',
          body: queryArg.addAttachmentsForm,
          params: {
            username: queryArg.username,
          },
        }),
        invalidatesTags: ['BinaryRequest'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as api };
export type GetRequestsApiResponse = /** status 200 One page of requests. */ RequestListEnvelope;
export type GetRequestsApiArg = {
  /** 1-based page number (at most 1,000,000; a page past the last is empty). */
  page?: number;
  /** Rows per page. */
  itemsPerPage?: number;
  /** The client's current page count; accepted and ignored. */
  pages?: number;
  /** Case-insensitive substring over the columns the list shows; empty = no filter. */
  searchTerm?: string;
  sortField?:
    | 'UploadName'
    | 'Description'
    | 'Manufacturer'
    | 'Status'
    | 'CreatedOn'
    | 'CreatedBy'
    | 'PriorityDueDate';
  sortDirection?: 'asc' | 'desc';
  /** Repeatable; requests in any of these workflow states (`WorkflowState.id`). */
  status?: string[];
  /** Repeatable; requests of any of these manufacturers. */
  manufacturerId?: number[];
  /** Requests for this platform (`Platform.mid`). */
  platformId?: number;
  /** Requests of this organization. */
  organizationId?: string;
  /** `true`: priority requests only; `false`: the others. */
  priority?: boolean;
  /** `true`: past-due requests only (see `ImageRequestRow.pastDue`); `false`: the others. */
  pastDue?: boolean;
  /** `me`: the requests the caller created. */
  createdBy?: 'me';
  /** `true`: the requests the caller follows; `false`: those they do not. */
  following?: boolean;
  /** Requests created on this UTC date or later (`YYYY-MM-DD`). */
  createdFrom?: string;
  /** Requests created on this UTC date or earlier (`YYYY-MM-DD`, inclusive). */
  createdTo?: string;
};
export type ExportRequestsApiResponse = /** status 200 The file. */ Blob;
export type ExportRequestsApiArg = {
  /** `csv` (UTF-8 with BOM, RFC 4180) or `xlsx` (Excel). */
  format: 'csv' | 'xlsx';
  /** Case-insensitive substring over the columns the list shows; empty = no filter. */
  searchTerm?: string;
  sortField?:
    | 'UploadName'
    | 'Description'
    | 'Manufacturer'
    | 'Status'
    | 'CreatedOn'
    | 'CreatedBy'
    | 'PriorityDueDate';
  sortDirection?: 'asc' | 'desc';
  /** Repeatable; requests in any of these workflow states (`WorkflowState.id`). */
  status?: string[];
  /** Repeatable; requests of any of these manufacturers. */
  manufacturerId?: number[];
  /** Requests for this platform (`Platform.mid`). */
  platformId?: number;
  /** Requests of this organization. */
  organizationId?: string;
  /** `true`: priority requests only; `false`: the others. */
  priority?: boolean;
  /** `true`: past-due requests only (see `ImageRequestRow.pastDue`); `false`: the others. */
  pastDue?: boolean;
  /** `me`: the requests the caller created. */
  createdBy?: 'me';
  /** `true`: the requests the caller follows; `false`: those they do not. */
  following?: boolean;
  /** Requests created on this UTC date or later (`YYYY-MM-DD`). */
  createdFrom?: string;
  /** Requests created on this UTC date or earlier (`YYYY-MM-DD`, inclusive). */
  createdTo?: string;
};
export type GetRequestReportApiResponse = /** status 200 The report. */ RequestReportEnvelope;
export type GetRequestReportApiArg = {
  /** Repeatable; requests in any of these workflow states (`WorkflowState.id`). */
  status?: string[];
  /** Repeatable; requests of any of these manufacturers. */
  manufacturerId?: number[];
  /** Requests for this platform (`Platform.mid`). */
  platformId?: number;
  /** Requests of this organization. */
  organizationId?: string;
  /** `true`: priority requests only; `false`: the others. */
  priority?: boolean;
  /** `true`: past-due requests only (see `ImageRequestRow.pastDue`); `false`: the others. */
  pastDue?: boolean;
  /** `me`: the requests the caller created. */
  createdBy?: 'me';
  /** `true`: the requests the caller follows; `false`: those they do not. */
  following?: boolean;
  /** Requests created on this UTC date or later (`YYYY-MM-DD`). */
  createdFrom?: string;
  /** Requests created on this UTC date or earlier (`YYYY-MM-DD`, inclusive). */
  createdTo?: string;
};
export type GetRequestApiResponse = /** status 200 The request. */ ImageRequestEnvelope;
export type GetRequestApiArg = {
  /** The image request's `id`. */
  requestId: number;
};
export type GetRequestStatusesApiResponse = /** status 200 The states. */ RequestStatusListEnvelope;
export type GetRequestStatusesApiArg = void;
export type GetManufacturerPlatformsApiResponse =
  /** status 200 Manufacturers with platforms. */ ManufacturerListEnvelope;
export type GetManufacturerPlatformsApiArg = void;
export type GetComponentsListApiResponse =
  /** status 200 The components list. */ ComponentListItemListEnvelope;
export type GetComponentsListApiArg = {
  /** The platform's `mid`. */
  manufacturerId: number;
};
export type GetComponentTypesForJurisdictionApiResponse =
  /** status 200 Component types. */ ComponentTypeListEnvelope;
export type GetComponentTypesForJurisdictionApiArg = {
  /** The platform's `mid`. */
  manufacturerId: number;
  /** The jurisdiction (129 is the default jurisdiction). */
  jurisdictionId: number;
};
export type GetComponentsForLinkingApiResponse =
  /** status 200 Linkable components. */ LinkableComponentListEnvelope;
export type GetComponentsForLinkingApiArg = {
  /** The component type's `componentID`. */
  componentId: number;
  submissionFilter?: SubmissionFilter;
};
export type SubmitImageRequestApiResponse = /** status 200 Saved. */ ImageRequestEnvelope;
export type SubmitImageRequestApiArg = {
  imageRequestSubmit: ImageRequestSubmit;
};
export type GetAvailableQuickActionsApiResponse =
  /** status 200 Quick actions. */ QuickActionListEnvelope;
export type GetAvailableQuickActionsApiArg = {
  /** The request being edited; omit for a new request. */
  requestId?: number;
  /** The organization's `objectId`. */
  organizationId: string;
};
export type GetWorkflowActionsApiResponse =
  /** status 200 Actions. */ WorkflowActionOptionListEnvelope;
export type GetWorkflowActionsApiArg = {
  /** The image request's `id`. */
  requestId: number;
};
export type ExecuteWorkflowActionApiResponse =
  /** status 200 Executed; `result.description` is the new status. */ ExecuteWorkflowActionResultEnvelope;
export type ExecuteWorkflowActionApiArg = {
  /** The image request's `id`. */
  requestId: number;
  /** The workflow action's id (from `GetWorkflowActions`). */
  actionId: string;
};
export type RemoveImageRequestApiResponse = /** status 200 Removed. */ EmptyEnvelope;
export type RemoveImageRequestApiArg = {
  /** The image request's `id`. */
  requestId: number;
};
export type GetLinkedComponentsApiResponse =
  /** status 200 Components. */ ComponentListItemListEnvelope;
export type GetLinkedComponentsApiArg = {
  /** The image request's `id`. */
  requestId: number;
};
export type GetNotesApiResponse = /** status 200 Notes. */ NoteListEnvelope;
export type GetNotesApiArg = {
  /** The image request's `id`. */
  requestId: number;
};
export type AddNoteApiResponse = /** status 200 The new note. */ NoteEnvelope;
export type AddNoteApiArg = {
  addNoteRequest: AddNoteRequest;
};
export type GetEventsApiResponse = /** status 200 Events. */ EventListEnvelope;
export type GetEventsApiArg = {
  /** The image request's `id`. */
  requestId: number;
};
export type GetAttachmentsApiResponse = /** status 200 Attachments. */ AttachmentListEnvelope;
export type GetAttachmentsApiArg = {
  /** The image request's `id`. */
  requestId: number;
};
export type GetAttachmentApiResponse = /** status 200 The file. */ Blob;
export type GetAttachmentApiArg = {
  /** The attachment's `objectId`. */
  attachmentId: string;
};
export type AddAttachmentsApiResponse =
  /** status 200 The new attachments. */ AttachmentListEnvelope;
export type AddAttachmentsApiArg = {
  /** Accepted and ignored (the signed-in user is the uploader). */
  username?: string;
  addAttachmentsForm: AddAttachmentsForm;
};
export type ImageRequestRow = components['schemas']['ImageRequestRow'];
export type RequestList = components['schemas']['RequestList'];
export type RequestListEnvelope = components['schemas']['RequestListEnvelope'];
export type ErrorCode = components['schemas']['ErrorCode'];
export type NullResult = components['schemas']['NullResult'];
export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
export type RequestReport = components['schemas']['RequestReport'];
export type RequestReportEnvelope = components['schemas']['RequestReportEnvelope'];
export type ComponentListItem = components['schemas']['ComponentListItem'];
export type SubmissionInfo = components['schemas']['SubmissionInfo'];
export type ImageRequest = components['schemas']['ImageRequest'];
export type ImageRequestEnvelope = components['schemas']['ImageRequestEnvelope'];
export type RequestStatus = components['schemas']['RequestStatus'];
export type RequestStatusListEnvelope = components['schemas']['RequestStatusListEnvelope'];
export type Platform = components['schemas']['Platform'];
export type Manufacturer = components['schemas']['Manufacturer'];
export type ManufacturerListEnvelope = components['schemas']['ManufacturerListEnvelope'];
export type ComponentListItemListEnvelope = components['schemas']['ComponentListItemListEnvelope'];
export type Mode = components['schemas']['Mode'];
export type ComponentType = components['schemas']['ComponentType'];
export type ComponentTypeListEnvelope = components['schemas']['ComponentTypeListEnvelope'];
export type LinkableComponent = components['schemas']['LinkableComponent'];
export type LinkableComponentListEnvelope = components['schemas']['LinkableComponentListEnvelope'];
export type SubmissionFilter = components['schemas']['SubmissionFilter'];
export type ImageRequestSubmit = components['schemas']['ImageRequestSubmit'];
export type QuickAction = components['schemas']['QuickAction'];
export type QuickActionListEnvelope = components['schemas']['QuickActionListEnvelope'];
export type WorkflowActionOption = components['schemas']['WorkflowActionOption'];
export type WorkflowActionOptionListEnvelope =
  components['schemas']['WorkflowActionOptionListEnvelope'];
export type ExecuteWorkflowActionResult = components['schemas']['ExecuteWorkflowActionResult'];
export type ExecuteWorkflowActionResultEnvelope =
  components['schemas']['ExecuteWorkflowActionResultEnvelope'];
export type EmptyEnvelope = components['schemas']['EmptyEnvelope'];
export type Note = components['schemas']['Note'];
export type NoteListEnvelope = components['schemas']['NoteListEnvelope'];
export type NoteEnvelope = components['schemas']['NoteEnvelope'];
export type AddNoteRequest = components['schemas']['AddNoteRequest'];
export type Event = components['schemas']['Event'];
export type EventListEnvelope = components['schemas']['EventListEnvelope'];
export type Attachment = components['schemas']['Attachment'];
export type AttachmentListEnvelope = components['schemas']['AttachmentListEnvelope'];
export type AddAttachmentsForm = components['schemas']['AddAttachmentsForm'];
export const {
  useGetRequestsQuery,
  useExportRequestsQuery,
  useGetRequestReportQuery,
  useGetRequestQuery,
  useGetRequestStatusesQuery,
  useGetManufacturerPlatformsQuery,
  useGetComponentsListQuery,
  useGetComponentTypesForJurisdictionQuery,
  useGetComponentsForLinkingQuery,
  useSubmitImageRequestMutation,
  useGetAvailableQuickActionsQuery,
  useGetWorkflowActionsQuery,
  useExecuteWorkflowActionMutation,
  useRemoveImageRequestMutation,
  useGetLinkedComponentsQuery,
  useGetNotesQuery,
  useAddNoteMutation,
  useGetEventsQuery,
  useGetAttachmentsQuery,
  useGetAttachmentQuery,
  useAddAttachmentsMutation,
} = injectedRtkApi;
