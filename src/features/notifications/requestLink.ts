import type { Notification } from '@/api/generated/notificationsApi';

/**
 * Where a notification leads: the Binary Requests list searched for the request's name, with
 * the request selected (its details shown). The list selects an item only on the page shown,
 * and a search by its name puts it on the first page (newest first). A removed request has
 * no details to show.
 */
export function requestLink(notification: Notification): string | null {
  if (notification.activity === 'requestRemoved') return null;
  const query = new URLSearchParams({
    q: notification.requestName,
    sel: String(notification.requestId),
  });
  return `/?${query.toString()}`;
}
