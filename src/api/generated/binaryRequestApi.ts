import { baseApi as api } from '../baseApi';
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
};
export type GetRequestApiResponse = /** status 200 The request. */ ImageRequestEnvelope;
export type GetRequestApiArg = {
  /** The image request's `id`. */
  requestId: number;
};
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
export type ImageRequestRow = {
  id: number;
  uploadName: string;
  /** Manufacturer name. */
  manufacturer: string;
  description: string;
  /** Creator's display name. */
  createdBy: string;
  createdOn: string;
  status: string;
  priority: boolean;
  priorityDueDate: string | null;
  pastDue: boolean;
};
export type RequestList = {
  /** Total rows matching the search; when `rowCountCapped` is true, a lower bound (more rows than this match; see GetRequests). */
  rowCount: number;
  /** True when the search's count stopped at its cap (1,000 matches) and more than `rowCount` requests match; false when `rowCount` is exact. */
  rowCountCapped: boolean;
  gridRows: ImageRequestRow[];
};
export type RequestListEnvelope = {
  success: boolean;
  message: string;
  result: RequestList;
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
export type ComponentListItem = {
  /** The component type's id. */
  componentID: number;
  componentType: string;
  required: boolean;
  isGame: boolean;
  /** The linked software's `keytbl`; null = not linked. */
  relatedKeytbl: number | null;
  name: string;
  description: string;
  /** The linked software's status. */
  status: string | null;
  version: string | null;
  platform: string;
  /** Added by the user with the Custom Component dialog. */
  isCustom: boolean;
};
export type SubmissionInfo = {
  description: string;
  softwareAlias: string;
  filename: string;
  uploadDateTime: string | null;
  identity: number;
  manufacturer: string;
  platform: string;
};
export type ImageRequest = {
  id: number;
  /** Grows by one with every save of the request. An edit sends the version it was loaded with; a save of an older version answers 409 (nothing is overwritten). */
  version: number;
  name: string;
  description: string;
  /** The platform's name. */
  manufacturer: string;
  /** The platform's `mid`. */
  manufacturerId: number;
  /** The manufacturer's name (for display). */
  manufacturerName: string;
  organizationId: string;
  /** The organization's name, for display (the editor may not be one of its members). */
  organizationName?: string | null;
  components: ComponentListItem[];
  priority: boolean;
  priorityDueDate: string | null;
  /** Null when not set or when the user lacks `canViewGPSPath`. */
  gpsPath: string | null;
  status: string;
  createdBy: string;
  /** The creator's userId; the creator may edit the request without canEditBinaryRequest. */
  createdById: string;
  createdOn: string;
  pastDue: boolean;
  submissionInfo: SubmissionInfo;
};
export type ImageRequestEnvelope = {
  success: boolean;
  message: string;
  result: ImageRequest;
};
export type Platform = {
  mid: number;
  platform: string;
  name: string;
  gSAID: string | null;
  sASID: string | null;
};
export type Manufacturer = {
  manufacturerId: number;
  manufacturerName: string;
  platforms: Platform[];
};
export type ManufacturerListEnvelope = {
  success: boolean;
  message: string;
  result: Manufacturer[];
};
export type ComponentListItemListEnvelope = {
  success: boolean;
  message: string;
  result: ComponentListItem[];
};
export type Mode = 'Query' | 'CustomNames' | 'Dynamic';
export type ComponentType = {
  /** 0 = new (unsaved). */
  componentID: number;
  /** Always in answers: grows by one with every save of the type. An edit sends the version it was loaded with; when the type has been saved since, the answer is 409 'This component type was changed by someone else since you opened it. Reload it to see their changes.' and nothing is stored. Ignored when creating; without it an edit is not checked. */
  version?: number;
  /** The platform's `mid`. */
  manufacturerId: number;
  jurisdictionId: number;
  componentType: string;
  displayName: string;
  /** A `Mode` other than Query. */
  filterType: Mode;
  /** Require component linkage. */
  requireKeytbl: boolean;
  gameComponent: boolean;
  active: boolean;
  /** Comma-joined custom names (CustomNames mode). */
  customNames: string;
  /** Comma-joined, each one of AP, NU, CP, OH, TC, RA. */
  jurisdictionTypes: string;
  /** Empty, or one of Main PGM, Operating System, Personality PGM, Printer, Progressive, RAM Clear, Bill Validator, Sound/Graphics, Hardware, System, Other. */
  function: string;
  /** Comma-joined. */
  idNumbers: string;
  /** Comma-joined. */
  gameNames: string;
  /** Comma-joined. */
  positions: string;
  /** Comma-joined. */
  versions: string;
  required: boolean;
};
export type ComponentTypeListEnvelope = {
  success: boolean;
  message: string;
  result: ComponentType[];
};
export type LinkableComponent = {
  keytbl: number;
  status: string | null;
  fileNumber: string | null;
  manufacturer: string | null;
  idNumber: string | null;
  version: string | null;
  dateCode: string | null;
  gameName: string | null;
  function: string | null;
  position: string | null;
};
export type LinkableComponentListEnvelope = {
  success: boolean;
  message: string;
  result: LinkableComponent[];
};
export type SubmissionFilter = 'All' | 'Uploaded' | 'Remaining';
export type ImageRequestSubmit = {
  /** Only when editing an existing request. */
  id?: number;
  /** With `id`: the request's `version` as loaded. When the request has been saved since, the answer is 409 'This request was changed by someone else since you opened it. Reload it to see their changes.' and nothing is stored. */
  version?: number;
  /** The chosen action's id; the empty UUID `00000000-0000-0000-0000-000000000000` is the fixed Save action (store without changing status). */
  submittalAction: string;
  components: ComponentListItem[];
  name: string;
  description: string;
  /** The platform's `mid`. */
  manufacturerId: number;
  /** The platform's name. */
  manufacturer: string;
  priority: boolean;
  organizationId: string;
  gpsPath?: string;
  /** Only when `priority` is true (then required). */
  priorityDueDate?: string;
};
export type QuickAction = {
  id: string;
  description: string;
  quickAction: boolean;
};
export type QuickActionListEnvelope = {
  success: boolean;
  message: string;
  result: QuickAction[];
};
export type WorkflowActionOption = {
  id: string;
  description: string;
};
export type WorkflowActionOptionListEnvelope = {
  success: boolean;
  message: string;
  result: WorkflowActionOption[];
};
export type ExecuteWorkflowActionResult = {
  /** The request's new status. */
  description: string;
};
export type ExecuteWorkflowActionResultEnvelope = {
  success: boolean;
  message: string;
  result: ExecuteWorkflowActionResult;
};
export type EmptyEnvelope = {
  success: boolean;
  message: string;
  result: NullResult;
};
export type Note = {
  objectId: string;
  noteText: string;
  createdBy: string;
  createdOn: string;
  eventName: string;
  eventDescription: string;
};
export type NoteListEnvelope = {
  success: boolean;
  message: string;
  result: Note[];
};
export type NoteEnvelope = {
  success: boolean;
  message: string;
  result: Note;
};
export type AddNoteRequest = {
  requestId: number;
  noteText: string;
};
export type Event = {
  objectId: string;
  eventName: string;
  description: string;
  createdBy: string;
  createdOn: string;
};
export type EventListEnvelope = {
  success: boolean;
  message: string;
  result: Event[];
};
export type Attachment = {
  objectId: string;
  fileName: string;
  /** Server-side storage key; download with `GetAttachment`. */
  filePath: string;
  fileDescription: string;
  uploadedBy: string;
  uploadDate: string;
};
export type AttachmentListEnvelope = {
  success: boolean;
  message: string;
  result: Attachment[];
};
export type AddAttachmentsForm = {
  requestId: number;
  fileDescription: string;
  attachments: Blob[];
};
export const {
  useGetRequestsQuery,
  useGetRequestQuery,
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
