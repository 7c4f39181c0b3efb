import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/** Every cache tag: a `refresh` of the live stream invalidates them all (src/api/liveEvents). */
export const TAG_TYPES = [
  'Requests',
  'Request',
  'RequestComponents',
  'LinkableComponents',
  'Notes',
  'Attachments',
  'Events',
  'RequestActions',
  'Validations',
  'ValidationComponents',
  'Submissions',
  'SubmissionComponents',
  'Users',
  'UserInformation',
  'Organizations',
  'OrganizationUsers',
  'OrganizationJurisdictions',
  'Workflows',
  'WorkflowStates',
  'WorkflowActions',
  'ComponentTypes',
  'ManufacturerPlatforms',
  'Manufacturers',
  // The caller's notifications (list and unread count): the live stream's `notification`
  // event invalidates this tag.
  'Notifications',
  'NotificationPreferences',
  'RequestFollowing',
] as const;

/**
 * The single API every generated endpoint is injected into (src/api/generated), so tags
 * invalidate across features. Tags are described in src/api/index.ts.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
