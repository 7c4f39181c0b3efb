import { baseApi as api } from '../baseApi';
import type { components } from './openapi';
export const addTagTypes = ['Notifications'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getNotifications: build.query<GetNotificationsApiResponse, GetNotificationsApiArg>({
        query: (queryArg) => ({
          url: `/api/Notifications/GetNotifications`,
          params: {
            page: queryArg.page,
            itemsPerPage: queryArg.itemsPerPage,
            pages: queryArg.pages,
            unreadOnly: queryArg.unreadOnly,
          },
        }),
        providesTags: ['Notifications'],
      }),
      markNotificationsRead: build.mutation<
        MarkNotificationsReadApiResponse,
        MarkNotificationsReadApiArg
      >({
        query: (queryArg) => ({
          url: `/api/Notifications/MarkNotificationsRead`,
          method: 'POST',
          body: queryArg.markNotificationsReadRequest,
        }),
        invalidatesTags: ['Notifications'],
      }),
      markAllNotificationsRead: build.mutation<
        MarkAllNotificationsReadApiResponse,
        MarkAllNotificationsReadApiArg
      >({
        query: () => ({
          url: `/api/Notifications/MarkAllNotificationsRead`,
          method: 'POST',
        }),
        invalidatesTags: ['Notifications'],
      }),
      getNotificationPreferences: build.query<
        GetNotificationPreferencesApiResponse,
        GetNotificationPreferencesApiArg
      >({
        query: () => ({ url: `/api/Notifications/GetNotificationPreferences` }),
        providesTags: ['Notifications'],
      }),
      saveNotificationPreferences: build.mutation<
        SaveNotificationPreferencesApiResponse,
        SaveNotificationPreferencesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/Notifications/SaveNotificationPreferences`,
          method: 'POST',
          body: queryArg.notificationPreferences,
        }),
        invalidatesTags: ['Notifications'],
      }),
      getRequestFollowing: build.query<GetRequestFollowingApiResponse, GetRequestFollowingApiArg>({
        query: (queryArg) => ({
          url: `/api/Notifications/GetRequestFollowing`,
          params: {
            requestId: queryArg.requestId,
          },
        }),
        providesTags: ['Notifications'],
      }),
      followRequest: build.mutation<FollowRequestApiResponse, FollowRequestApiArg>({
        query: (queryArg) => ({
          url: `/api/Notifications/FollowRequest`,
          method: 'PUT',
          params: {
            requestId: queryArg.requestId,
          },
        }),
        invalidatesTags: ['Notifications'],
      }),
      unfollowRequest: build.mutation<UnfollowRequestApiResponse, UnfollowRequestApiArg>({
        query: (queryArg) => ({
          url: `/api/Notifications/UnfollowRequest`,
          method: 'PUT',
          params: {
            requestId: queryArg.requestId,
          },
        }),
        invalidatesTags: ['Notifications'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as api };
export type GetNotificationsApiResponse =
  /** status 200 One page of notifications and the unread count. */ NotificationListEnvelope;
export type GetNotificationsApiArg = {
  /** 1-based page number (at most 1,000,000; a page past the last is empty). */
  page?: number;
  /** Rows per page. */
  itemsPerPage?: number;
  /** The client's current page count; accepted and ignored. */
  pages?: number;
  /** true lists only unread notifications. */
  unreadOnly?: boolean;
};
export type MarkNotificationsReadApiResponse =
  /** status 200 Marked; the unread count now. */ NotificationCountEnvelope;
export type MarkNotificationsReadApiArg = {
  markNotificationsReadRequest: MarkNotificationsReadRequest;
};
export type MarkAllNotificationsReadApiResponse =
  /** status 200 Marked; the unread count now. */ NotificationCountEnvelope;
export type MarkAllNotificationsReadApiArg = void;
export type GetNotificationPreferencesApiResponse =
  /** status 200 The caller's preferences. */ NotificationPreferencesEnvelope;
export type GetNotificationPreferencesApiArg = void;
export type SaveNotificationPreferencesApiResponse =
  /** status 200 Saved; the preferences as now stored. */ NotificationPreferencesEnvelope;
export type SaveNotificationPreferencesApiArg = {
  notificationPreferences: NotificationPreferences;
};
export type GetRequestFollowingApiResponse =
  /** status 200 Whether the caller follows the request. */ RequestFollowingEnvelope;
export type GetRequestFollowingApiArg = {
  /** The image request's `id`. */
  requestId: number;
};
export type FollowRequestApiResponse =
  /** status 200 Followed (`following` true). */ RequestFollowingEnvelope;
export type FollowRequestApiArg = {
  /** The image request's `id`. */
  requestId: number;
};
export type UnfollowRequestApiResponse =
  /** status 200 Unfollowed (`following` false). */ RequestFollowingEnvelope;
export type UnfollowRequestApiArg = {
  /** The image request's `id`. */
  requestId: number;
};
export type NotificationActivity = components['schemas']['NotificationActivity'];
export type Notification = components['schemas']['Notification'];
export type NotificationList = components['schemas']['NotificationList'];
export type NotificationListEnvelope = components['schemas']['NotificationListEnvelope'];
export type ErrorCode = components['schemas']['ErrorCode'];
export type NullResult = components['schemas']['NullResult'];
export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
export type NotificationCount = components['schemas']['NotificationCount'];
export type NotificationCountEnvelope = components['schemas']['NotificationCountEnvelope'];
export type MarkNotificationsReadRequest = components['schemas']['MarkNotificationsReadRequest'];
export type NotificationDelivery = components['schemas']['NotificationDelivery'];
export type NotificationPreferences = components['schemas']['NotificationPreferences'];
export type NotificationPreferencesEnvelope =
  components['schemas']['NotificationPreferencesEnvelope'];
export type RequestFollowing = components['schemas']['RequestFollowing'];
export type RequestFollowingEnvelope = components['schemas']['RequestFollowingEnvelope'];
export const {
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
  useMarkAllNotificationsReadMutation,
  useGetNotificationPreferencesQuery,
  useSaveNotificationPreferencesMutation,
  useGetRequestFollowingQuery,
  useFollowRequestMutation,
  useUnfollowRequestMutation,
} = injectedRtkApi;
