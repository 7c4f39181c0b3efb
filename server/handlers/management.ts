import type { Handlers } from '../contract/types';

type ManagementOperation =
  | 'GetWorkflows'
  | 'GetWorkflowStates'
  | 'GetWorkflowConfigActions'
  | 'SaveWorkflow'
  | 'SaveWorkflowState'
  | 'SaveWorkflowAction'
  | 'AddActionRole'
  | 'DeleteActionRole'
  | 'SaveComponentType'
  | 'AddPlatform'
  | 'GatherManufacturers'
  | 'GatherAllUsers';

// PLACEHOLDER: being implemented.
export const managementHandlers: Pick<Handlers, ManagementOperation> = {
  async GetWorkflows() {
    throw new Error('todo');
  },
  async GetWorkflowStates() {
    throw new Error('todo');
  },
  async GetWorkflowConfigActions() {
    throw new Error('todo');
  },
  async SaveWorkflow() {
    throw new Error('todo');
  },
  async SaveWorkflowState() {
    throw new Error('todo');
  },
  async SaveWorkflowAction() {
    throw new Error('todo');
  },
  async AddActionRole() {
    throw new Error('todo');
  },
  async DeleteActionRole() {
    throw new Error('todo');
  },
  async SaveComponentType() {
    throw new Error('todo');
  },
  async AddPlatform() {
    throw new Error('todo');
  },
  async GatherManufacturers() {
    throw new Error('todo');
  },
  async GatherAllUsers() {
    throw new Error('todo');
  },
};
