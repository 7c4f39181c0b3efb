import type { Handlers } from '../contract/types';

type AccountOperation =
  | 'Login'
  | 'RegisterAccount'
  | 'PasswordResetRequest'
  | 'GetUserOrganizations'
  | 'GetUserInformation'
  | 'SaveUserInformation'
  | 'SaveNewPassword'
  | 'GetAssignableRoles'
  | 'SendUserInvite'
  | 'GetUsers'
  | 'GetTokenInformation'
  | 'SubmitTicket';

// PLACEHOLDER: being implemented.
export const accountHandlers: Pick<Handlers, AccountOperation> = {
  async Login() {
    throw new Error('todo');
  },
  async RegisterAccount() {
    throw new Error('todo');
  },
  async PasswordResetRequest() {
    throw new Error('todo');
  },
  async GetUserOrganizations() {
    throw new Error('todo');
  },
  async GetUserInformation() {
    throw new Error('todo');
  },
  async SaveUserInformation() {
    throw new Error('todo');
  },
  async SaveNewPassword() {
    throw new Error('todo');
  },
  async GetAssignableRoles() {
    throw new Error('todo');
  },
  async SendUserInvite() {
    throw new Error('todo');
  },
  async GetUsers() {
    throw new Error('todo');
  },
  async GetTokenInformation() {
    throw new Error('todo');
  },
  async SubmitTicket() {
    throw new Error('todo');
  },
};
