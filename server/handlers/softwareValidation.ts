import type { Handlers } from '../contract/types';

type SoftwareValidationOperation =
  | 'SubmitSoftwareValidation'
  | 'GetRemoteVerificationData'
  | 'GetSoftwareValidations'
  | 'GetComponentsForValidation';

// PLACEHOLDER: being implemented.
export const softwareValidationHandlers: Pick<Handlers, SoftwareValidationOperation> = {
  async SubmitSoftwareValidation() {
    throw new Error('todo');
  },
  async GetRemoteVerificationData() {
    throw new Error('todo');
  },
  async GetSoftwareValidations() {
    throw new Error('todo');
  },
  async GetComponentsForValidation() {
    throw new Error('todo');
  },
};
