import type { Handlers } from '../contract/types';

type SsifOperation = 'GetSubmissions' | 'GetComponentsForSubmission' | 'RemoveSubmission';

export const ssifSubmissionHandlers: Pick<Handlers, SsifOperation> = {
  async GetSubmissions() {
    throw new Error('todo');
  },
  async GetComponentsForSubmission() {
    throw new Error('todo');
  },
  async RemoveSubmission() {
    throw new Error('todo');
  },
};
