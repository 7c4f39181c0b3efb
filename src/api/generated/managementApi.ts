import { baseApi as api } from '../baseApi';
export const addTagTypes = ['Management'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getWorkflows: build.query<GetWorkflowsApiResponse, GetWorkflowsApiArg>({
        query: () => ({ url: `/api/Management/GetWorkflows` }),
        providesTags: ['Management'],
      }),
      getWorkflowStates: build.query<GetWorkflowStatesApiResponse, GetWorkflowStatesApiArg>({
        query: (queryArg) => ({
          url: `/api/Management/GetWorkflowStates`,
          params: {
            workflowId: queryArg.workflowId,
          },
        }),
        providesTags: ['Management'],
      }),
      getWorkflowConfigActions: build.query<
        GetWorkflowConfigActionsApiResponse,
        GetWorkflowConfigActionsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/Management/GetWorkflowActions`,
          params: {
            workflowStateId: queryArg.workflowStateId,
          },
        }),
        providesTags: ['Management'],
      }),
      saveWorkflow: build.mutation<SaveWorkflowApiResponse, SaveWorkflowApiArg>({
        query: (queryArg) => ({
          url: `/api/Management/SaveWorkflow`,
          method: 'POST',
          body: queryArg.workflow,
        }),
        invalidatesTags: ['Management'],
      }),
      saveWorkflowState: build.mutation<SaveWorkflowStateApiResponse, SaveWorkflowStateApiArg>({
        query: (queryArg) => ({
          url: `/api/Management/SaveWorkflowState`,
          method: 'POST',
          body: queryArg.workflowState,
          params: {
            workflowId: queryArg.workflowId,
          },
        }),
        invalidatesTags: ['Management'],
      }),
      saveWorkflowAction: build.mutation<SaveWorkflowActionApiResponse, SaveWorkflowActionApiArg>({
        query: (queryArg) => ({
          url: `/api/Management/SaveWorkflowAction`,
          method: 'POST',
          body: queryArg.workflowConfigAction,
          params: {
            workflowStateId: queryArg.workflowStateId,
          },
        }),
        invalidatesTags: ['Management'],
      }),
      addActionRole: build.mutation<AddActionRoleApiResponse, AddActionRoleApiArg>({
        query: (queryArg) => ({
          url: `/api/Management/AddActionRole`,
          method: 'POST',
          params: {
            workflowActionId: queryArg.workflowActionId,
            roleId: queryArg.roleId,
          },
        }),
        invalidatesTags: ['Management'],
      }),
      deleteActionRole: build.mutation<DeleteActionRoleApiResponse, DeleteActionRoleApiArg>({
        query: (queryArg) => ({
          url: `/api/Management/DeleteActionRole`,
          method: 'POST',
          params: {
            workflowActionId: queryArg.workflowActionId,
            roleId: queryArg.roleId,
          },
        }),
        invalidatesTags: ['Management'],
      }),
      saveComponentType: build.mutation<SaveComponentTypeApiResponse, SaveComponentTypeApiArg>({
        query: (queryArg) => ({
          url: `/api/Management/SaveComponentType`,
          method: 'POST',
          body: queryArg.componentType,
        }),
        invalidatesTags: ['Management'],
      }),
      addPlatform: build.mutation<AddPlatformApiResponse, AddPlatformApiArg>({
        query: (queryArg) => ({
          url: `/api/Management/AddPlatform`,
          method: 'POST',
          body: queryArg.newPlatform,
        }),
        invalidatesTags: ['Management'],
      }),
      gatherManufacturers: build.query<GatherManufacturersApiResponse, GatherManufacturersApiArg>({
        query: () => ({ url: `/api/Management/GatherManufacturers` }),
        providesTags: ['Management'],
      }),
      gatherAllUsers: build.query<GatherAllUsersApiResponse, GatherAllUsersApiArg>({
        query: () => ({ url: `/api/Management/GatherAllUsers` }),
        providesTags: ['Management'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as api };
export type GetWorkflowsApiResponse = /** status 200 Workflows. */ WorkflowListEnvelope;
export type GetWorkflowsApiArg = void;
export type GetWorkflowStatesApiResponse = /** status 200 States. */ WorkflowStateListEnvelope;
export type GetWorkflowStatesApiArg = {
  workflowId: string;
};
export type GetWorkflowConfigActionsApiResponse =
  /** status 200 Actions. */ WorkflowConfigActionListEnvelope;
export type GetWorkflowConfigActionsApiArg = {
  workflowStateId: string;
};
export type SaveWorkflowApiResponse = /** status 200 Saved. */ WorkflowEnvelope;
export type SaveWorkflowApiArg = {
  workflow: Workflow;
};
export type SaveWorkflowStateApiResponse = /** status 200 Saved. */ WorkflowStateEnvelope;
export type SaveWorkflowStateApiArg = {
  workflowId: string;
  workflowState: WorkflowState;
};
export type SaveWorkflowActionApiResponse = /** status 200 Saved. */ WorkflowConfigActionEnvelope;
export type SaveWorkflowActionApiArg = {
  workflowStateId: string;
  workflowConfigAction: WorkflowConfigAction;
};
export type AddActionRoleApiResponse = /** status 200 Role allowed. */ EmptyEnvelope;
export type AddActionRoleApiArg = {
  workflowActionId: string;
  /** The role's `objectId`. */
  roleId: string;
};
export type DeleteActionRoleApiResponse = /** status 200 Role removed. */ EmptyEnvelope;
export type DeleteActionRoleApiArg = {
  workflowActionId: string;
  /** The role's `objectId`. */
  roleId: string;
};
export type SaveComponentTypeApiResponse = /** status 200 Saved. */ ComponentTypeEnvelope;
export type SaveComponentTypeApiArg = {
  componentType: ComponentType;
};
export type AddPlatformApiResponse = /** status 200 The new platform. */ PlatformEnvelope;
export type AddPlatformApiArg = {
  newPlatform: NewPlatform;
};
export type GatherManufacturersApiResponse =
  /** status 200 Manufacturers with platforms. */ ManufacturerListEnvelope;
export type GatherManufacturersApiArg = void;
export type GatherAllUsersApiResponse = /** status 200 Users. */ UserListRowListEnvelope;
export type GatherAllUsersApiArg = void;
export type Workflow = {
  /** The empty UUID for an unsaved workflow. */
  id: string;
  name: string;
  /** Always in answers: grows by one with every rename. A rename sends the version it was loaded with; when the workflow has been saved since, the answer is 409 'This workflow was changed by someone else since you opened it. Reload it to see their changes.' and nothing is stored. Ignored when creating; without it a rename is not checked. */
  version?: number;
};
export type WorkflowListEnvelope = {
  success: boolean;
  message: string;
  result: Workflow[];
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
export type WorkflowState = {
  /** The empty UUID for an unsaved state. */
  id: string;
  /** The state name (shown as the request status). */
  description: string;
  sortOrder: number;
  /** Always in answers: grows by one with every save of the state. An edit sends the version it was loaded with; when the state has been saved since, the answer is 409 'This workflow state was changed by someone else since you opened it. Reload it to see their changes.' and nothing is stored. Ignored when creating (and in an action's `nextState`); without it an edit is not checked. */
  version?: number;
};
export type WorkflowStateListEnvelope = {
  success: boolean;
  message: string;
  result: WorkflowState[];
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
export type WorkflowConfigAction = {
  /** The empty UUID for an unsaved action. */
  id: string;
  description: string;
  quickAction: boolean;
  /** Always in answers: grows by one with every save of the action and with every role added to or removed from it (`AddActionRole`, `DeleteActionRole`), since a save applies `allowedRoles` as sent. An edit sends the version it was loaded with; when the action has changed since, the answer is 409 'This workflow action was changed by someone else since you opened it. Reload it to see their changes.' and nothing is stored. Ignored when creating; without it an edit is not checked. */
  version?: number;
  /** The state the action leads to; null = none chosen yet (the action keeps the request's state). */
  nextState: WorkflowState | NullResult;
  /** In request bodies only each role's `objectId` is read. */
  allowedRoles: Role[];
};
export type WorkflowConfigActionListEnvelope = {
  success: boolean;
  message: string;
  result: WorkflowConfigAction[];
};
export type WorkflowEnvelope = {
  success: boolean;
  message: string;
  result: Workflow;
};
export type WorkflowStateEnvelope = {
  success: boolean;
  message: string;
  result: WorkflowState;
};
export type WorkflowConfigActionEnvelope = {
  success: boolean;
  message: string;
  result: WorkflowConfigAction;
};
export type EmptyEnvelope = {
  success: boolean;
  message: string;
  result: NullResult;
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
export type ComponentTypeEnvelope = {
  success: boolean;
  message: string;
  result: ComponentType;
};
export type Platform = {
  mid: number;
  platform: string;
  name: string;
  gSAID: string | null;
  sASID: string | null;
};
export type PlatformEnvelope = {
  success: boolean;
  message: string;
  result: Platform;
};
export type NewPlatform = {
  /** The manufacturer's id. */
  manufacturerId: number;
  platform: string;
  /** Only for jurisdiction 129. */
  sASID?: string | null;
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
export type UserListRow = {
  userId: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
};
export type UserListRowListEnvelope = {
  success: boolean;
  message: string;
  result: UserListRow[];
};
export const {
  useGetWorkflowsQuery,
  useGetWorkflowStatesQuery,
  useGetWorkflowConfigActionsQuery,
  useSaveWorkflowMutation,
  useSaveWorkflowStateMutation,
  useSaveWorkflowActionMutation,
  useAddActionRoleMutation,
  useDeleteActionRoleMutation,
  useSaveComponentTypeMutation,
  useAddPlatformMutation,
  useGatherManufacturersQuery,
  useGatherAllUsersQuery,
} = injectedRtkApi;
