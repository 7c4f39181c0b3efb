import { baseApi as api } from '../baseApi';
import type { components } from './openapi';
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
export type Workflow = components['schemas']['Workflow'];
export type WorkflowListEnvelope = components['schemas']['WorkflowListEnvelope'];
export type ErrorCode = components['schemas']['ErrorCode'];
export type NullResult = components['schemas']['NullResult'];
export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
export type WorkflowState = components['schemas']['WorkflowState'];
export type WorkflowStateListEnvelope = components['schemas']['WorkflowStateListEnvelope'];
export type Role = components['schemas']['Role'];
export type WorkflowConfigAction = components['schemas']['WorkflowConfigAction'];
export type WorkflowConfigActionListEnvelope =
  components['schemas']['WorkflowConfigActionListEnvelope'];
export type WorkflowEnvelope = components['schemas']['WorkflowEnvelope'];
export type WorkflowStateEnvelope = components['schemas']['WorkflowStateEnvelope'];
export type WorkflowConfigActionEnvelope = components['schemas']['WorkflowConfigActionEnvelope'];
export type EmptyEnvelope = components['schemas']['EmptyEnvelope'];
export type Mode = components['schemas']['Mode'];
export type ComponentType = components['schemas']['ComponentType'];
export type ComponentTypeEnvelope = components['schemas']['ComponentTypeEnvelope'];
export type Platform = components['schemas']['Platform'];
export type PlatformEnvelope = components['schemas']['PlatformEnvelope'];
export type NewPlatform = components['schemas']['NewPlatform'];
export type Manufacturer = components['schemas']['Manufacturer'];
export type ManufacturerListEnvelope = components['schemas']['ManufacturerListEnvelope'];
export type UserListRow = components['schemas']['UserListRow'];
export type UserListRowListEnvelope = components['schemas']['UserListRowListEnvelope'];
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
