import type { Handlers } from '../contract/types';
import type { OperationsByTag } from '../generated/operationFacts';
import { follow, isFollowing, unfollow } from '../notifications/followers';
import {
  deliveryOf,
  listNotifications,
  markRead,
  saveDelivery,
  unreadCount,
} from '../notifications/store';
import type { AuthUser } from '../auth/authUser';
import { inTransaction, type Db } from '../db/pool';
import { publishChange } from '../events/publish';
import { visibleRequest } from './binaryRequest/access';

/**
 * The manufacturers whose requests' notifications the user may read: the read operations' rule
 * (canViewRequestsPage, then the manufacturer restriction); [] is none, null all.
 */
const readableManufacturers = (user: AuthUser) =>
  user.permissions.canViewRequestsPage ? user.manufacturerIds : [];

/**
 * Marks notifications read and tells the user's other browsers (their bells' counts), by a
 * `notification` event about the user's own list that only they hear.
 */
async function markReadAndTell(db: Db, userId: string, ids: string[] | null): Promise<void> {
  await inTransaction(db, async (client) => {
    await markRead(client, userId, ids);
    await publishChange(client, {
      kind: 'notification',
      recordId: userId,
      userId,
      actorId: userId,
    });
  });
}

/** The Notifications operations: one's own notifications and preferences, following a request. */
export const notificationHandlers: Pick<Handlers, OperationsByTag['Notifications']> = {
  async GetNotifications({ user, query, services }) {
    return {
      result: await listNotifications(services.db, user.userId, readableManufacturers(user), query),
    };
  },

  async MarkNotificationsRead({ user, body, services }) {
    await markReadAndTell(services.db, user.userId, body.ids);
    return {
      result: {
        unreadCount: await unreadCount(services.db, user.userId, readableManufacturers(user)),
      },
    };
  },

  async MarkAllNotificationsRead({ user, services }) {
    await markReadAndTell(services.db, user.userId, null);
    return {
      result: {
        unreadCount: await unreadCount(services.db, user.userId, readableManufacturers(user)),
      },
      message: 'All notifications marked read.',
    };
  },

  async GetNotificationPreferences({ user, services }) {
    return { result: { delivery: await deliveryOf(services.db, user.userId) } };
  },

  async SaveNotificationPreferences({ user, body, services }) {
    await saveDelivery(services.db, user.userId, body.delivery);
    return {
      result: { delivery: await deliveryOf(services.db, user.userId) },
      message: 'Notification preferences saved.',
    };
  },

  // The gate has checked canViewRequestsPage; visibleRequest adds the manufacturer half (404).
  async GetRequestFollowing({ user, query, services }) {
    const request = await visibleRequest(services.db, user, query.requestId);
    const following = await isFollowing(services.db, request.id, user.userId);
    return { result: { requestId: request.id, following } };
  },

  async FollowRequest({ user, query, services }) {
    const request = await visibleRequest(services.db, user, query.requestId);
    await follow(services.db, request.id, user.userId);
    return {
      result: { requestId: request.id, following: true },
      message: 'You now follow this request.',
    };
  },

  async UnfollowRequest({ user, query, services }) {
    const request = await visibleRequest(services.db, user, query.requestId);
    await unfollow(services.db, request.id, user.userId);
    return {
      result: { requestId: request.id, following: false },
      message: 'You no longer follow this request.',
    };
  },
};
