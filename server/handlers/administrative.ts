import type { Handlers } from '../contract/types';

type AdministrativeOperation =
  | 'GatherJurisdictionsForUser'
  | 'GetOrganizations'
  | 'GetOrganizationUsers'
  | 'SaveOrganizationInformation'
  | 'UpdateOrganization'
  | 'RemoveOrganization'
  | 'GetOrganizationJurisdictions'
  | 'GetAvailableJurisdictionsForOrganization'
  | 'AddOrganizationJurisdictions'
  | 'RemoveOrganizationJurisdictions'
  | 'AddOrganizationUsers'
  | 'RemoveOrganizationUsers'
  | 'GetUsersNotPartOfOrganization';

// PLACEHOLDER: being implemented.
export const administrativeHandlers: Pick<Handlers, AdministrativeOperation> = {
  async GatherJurisdictionsForUser() {
    throw new Error('todo');
  },
  async GetOrganizations() {
    throw new Error('todo');
  },
  async GetOrganizationUsers() {
    throw new Error('todo');
  },
  async SaveOrganizationInformation() {
    throw new Error('todo');
  },
  async UpdateOrganization() {
    throw new Error('todo');
  },
  async RemoveOrganization() {
    throw new Error('todo');
  },
  async GetOrganizationJurisdictions() {
    throw new Error('todo');
  },
  async GetAvailableJurisdictionsForOrganization() {
    throw new Error('todo');
  },
  async AddOrganizationJurisdictions() {
    throw new Error('todo');
  },
  async RemoveOrganizationJurisdictions() {
    throw new Error('todo');
  },
  async AddOrganizationUsers() {
    throw new Error('todo');
  },
  async RemoveOrganizationUsers() {
    throw new Error('todo');
  },
  async GetUsersNotPartOfOrganization() {
    throw new Error('todo');
  },
};
