import type {
  Notification,
  NotificationActivity,
  NotificationDelivery,
} from '@/api/generated/notificationsApi';

/** The notifications' words for people, kept once. */
export const notificationMessages = {
  title: 'Notifications',
  listLabel: 'Your notifications',
  empty: 'No notifications',
  unread: 'Unread',
  markAllRead: 'Mark all read',
  markRead: 'Mark read',
  follow: 'Follow',
  unfollow: 'Unfollow',
  followHint: 'Follow: be notified when someone else changes this request',
  unfollowHint: 'You are notified when someone else changes this request. Unfollow to stop.',
  followed: 'You now follow this request',
  unfollowed: 'You no longer follow this request',
  preferencesTitle: 'Notifications',
  preferencesQuestion:
    'When someone else changes a request you follow (its status, a note, a document, its removal):',
  savePreferences: 'Save Notification Preferences',
  preferencesSaved: 'Notification preferences saved successfully',
  preferencesFailed:
    'Saving your notification preferences has failed. Please try again or contact support: ',
} as const;

/** The bell's accessible name: "Notifications", with the unread count when there are some. */
export function bellLabel(unread: number): string {
  return unread > 0
    ? `${notificationMessages.title}, ${unread} unread`
    : notificationMessages.title;
}

/** Said by screen readers when the count rises while the page is open. */
export const unreadAnnouncement = (unread: number): string =>
  `${unread} unread ${unread === 1 ? 'notification' : 'notifications'}`;

/** The choices of NotificationDelivery, in the order shown, worded for users. */
export const deliveryOptions: readonly { value: NotificationDelivery; label: string }[] = [
  { value: 'inApp', label: 'Tell me in the app only' },
  { value: 'inAppAndEmail', label: 'Tell me in the app and send me an e-mail for each change' },
  {
    value: 'inAppAndDailyDigest',
    label: 'Tell me in the app and send me one summary e-mail a day',
  },
  { value: 'none', label: 'Do not notify me' },
];

const activityPrefix: Record<NotificationActivity, string> = {
  statusChanged: 'Status changed to',
  noteAdded: 'Note added:',
  attachmentAdded: 'Documents added:',
  requestRemoved: '',
};

/** What happened, in a line: the server's `text` after what kind of change it was. */
export function activityText(notification: Notification): string {
  const prefix = activityPrefix[notification.activity];
  return prefix ? `${prefix} ${notification.text}` : notification.text;
}
