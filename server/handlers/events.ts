import type { Handlers } from '../contract/types';
import type { OperationsByTag } from '../generated/operationFacts';
import { ApiError } from '../http/errors';

type EventsOperation = OperationsByTag['Events'];

export const eventsHandlers: Pick<Handlers, EventsOperation> = {
  async StreamEvents() {
    throw new ApiError(503, 'Live updates are not available yet.');
  },
};
