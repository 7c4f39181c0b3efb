import type { Handlers } from '../contract/types';
import { accountHandlers } from './account';
import { administrativeHandlers } from './administrative';
import { binaryRequestHandlers } from './binaryRequest';
import { eventsHandlers } from './events';
import { managementHandlers } from './management';
import { notificationHandlers } from './notifications';
import { softwareValidationHandlers } from './softwareValidation';
import { ssifSubmissionHandlers } from './ssifSubmission';

/** Every operation of openapi.yaml, one handler each: a missing one does not compile. */
export const handlers: Handlers = {
  ...accountHandlers,
  ...binaryRequestHandlers,
  ...softwareValidationHandlers,
  ...ssifSubmissionHandlers,
  ...managementHandlers,
  ...administrativeHandlers,
  ...eventsHandlers,
  ...notificationHandlers,
};
