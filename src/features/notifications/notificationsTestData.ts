import type { Notification } from '@/api/generated/notificationsApi';
import { mockOperation } from '@/testing/mockApi';

/** Three notifications, newest first: two unread, one about a removed request. */
export const notifications: Notification[] = [
  {
    id: '9a000000-0000-4000-8000-000000000003',
    requestId: 101,
    requestName: 'Helios Spring Release',
    activity: 'statusChanged',
    text: 'Approved',
    actorName: 'Sam Rivera',
    createdOn: '2026-03-02T09:30:00.000Z',
    read: false,
  },
  {
    id: '9a000000-0000-4000-8000-000000000002',
    requestId: 102,
    requestName: 'Nova Patch',
    activity: 'noteAdded',
    text: 'Please attach the signed form',
    actorName: 'Bob Baker',
    createdOn: '2026-03-01T12:00:00.000Z',
    read: false,
  },
  {
    id: '9a000000-0000-4000-8000-000000000001',
    requestId: 99,
    requestName: 'Old Build',
    activity: 'requestRemoved',
    text: 'Request removed',
    actorName: 'Bob Baker',
    createdOn: '2026-02-27T08:00:00.000Z',
    read: true,
  },
];

export interface NotificationCalls {
  listQueries: URLSearchParams[];
  markedRead: string[][];
  markedAll: number;
}

/**
 * A small in-memory notifications server: the list pages (ten a page) and the unread count
 * follow the marks it receives, and every call is recorded.
 */
export function notificationHandlers(initial: Notification[] = notifications) {
  const calls: NotificationCalls = { listQueries: [], markedRead: [], markedAll: 0 };
  let stored = initial.map((notification) => ({ ...notification }));
  const unreadCount = () => stored.filter((notification) => !notification.read).length;
  const handlers = [
    mockOperation('GetNotifications', ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.listQueries.push(query);
      const page = Number(query.get('page') ?? '1');
      const size = Number(query.get('itemsPerPage') ?? '10');
      return {
        rowCount: stored.length,
        unreadCount: unreadCount(),
        gridRows: stored.slice((page - 1) * size, page * size),
      };
    }),
    mockOperation('MarkNotificationsRead', ({ body }) => {
      calls.markedRead.push(body.ids);
      stored = stored.map((n) => (body.ids.includes(n.id) ? { ...n, read: true } : n));
      return { unreadCount: unreadCount() };
    }),
    mockOperation('MarkAllNotificationsRead', () => {
      calls.markedAll += 1;
      stored = stored.map((n) => ({ ...n, read: true }));
      return { unreadCount: 0 };
    }),
  ];
  /** A new notification arrives (the newest). */
  const add = (notification: Notification) => {
    stored = [notification, ...stored];
  };
  return { calls, handlers, add };
}
