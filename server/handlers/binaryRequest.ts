import type { Handlers } from '../contract/types';

type BinaryRequestOperation =
  | 'GetRequests'
  | 'GetRequest'
  | 'GetManufacturerPlatforms'
  | 'GetComponentsList'
  | 'GetComponentTypesForJurisdiction'
  | 'GetComponentsForLinking'
  | 'SubmitImageRequest'
  | 'GetAvailableQuickActions'
  | 'GetWorkflowActions'
  | 'ExecuteWorkflowAction'
  | 'RemoveImageRequest'
  | 'GetLinkedComponents'
  | 'GetNotes'
  | 'AddNote'
  | 'GetEvents'
  | 'GetAttachments'
  | 'GetAttachment'
  | 'AddAttachments';

// PLACEHOLDER: being implemented.
export const binaryRequestHandlers: Pick<Handlers, BinaryRequestOperation> = {
  async GetRequests() {
    throw new Error('todo');
  },
  async GetRequest() {
    throw new Error('todo');
  },
  async GetManufacturerPlatforms() {
    throw new Error('todo');
  },
  async GetComponentsList() {
    throw new Error('todo');
  },
  async GetComponentTypesForJurisdiction() {
    throw new Error('todo');
  },
  async GetComponentsForLinking() {
    throw new Error('todo');
  },
  async SubmitImageRequest() {
    throw new Error('todo');
  },
  async GetAvailableQuickActions() {
    throw new Error('todo');
  },
  async GetWorkflowActions() {
    throw new Error('todo');
  },
  async ExecuteWorkflowAction() {
    throw new Error('todo');
  },
  async RemoveImageRequest() {
    throw new Error('todo');
  },
  async GetLinkedComponents() {
    throw new Error('todo');
  },
  async GetNotes() {
    throw new Error('todo');
  },
  async AddNote() {
    throw new Error('todo');
  },
  async GetEvents() {
    throw new Error('todo');
  },
  async GetAttachments() {
    throw new Error('todo');
  },
  async GetAttachment() {
    throw new Error('todo');
  },
  async AddAttachments() {
    throw new Error('todo');
  },
};
