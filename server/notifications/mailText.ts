import type { NotificationActivity } from './store';

/** The words of notification mails: one per change, and the daily digest. */

export interface MailedNotification {
  requestId: number;
  requestName: string;
  activity: NotificationActivity;
  text: string;
  actorName: string;
  createdOn: Date;
}

const WHAT: Record<NotificationActivity, string> = {
  statusChanged: 'changed the status',
  noteAdded: 'added a note',
  attachmentAdded: 'added attachments',
  requestRemoved: 'removed the request',
};

const SUBJECT: Record<NotificationActivity, (n: MailedNotification) => string> = {
  statusChanged: (n) => `${n.requestName}: status changed to ${n.text}`,
  noteAdded: (n) => `${n.requestName}: note added`,
  attachmentAdded: (n) => `${n.requestName}: attachments added`,
  requestRemoved: (n) => `${n.requestName}: request removed`,
};

/** The request's details in the app: its list with the request selected. */
export const requestLink = (publicUrl: string, requestId: number) =>
  `${publicUrl}/?sel=${requestId}`;

const line = (n: MailedNotification) =>
  `${n.actorName} ${WHAT[n.activity]} of request "${n.requestName}" (#${n.requestId}): ${n.text}`;

const footer = (publicUrl: string) => [
  '',
  '--',
  'You receive this because you follow this request in Image Requests.',
  `Choose how you are notified on your User Profile: ${publicUrl}/UserProfile`,
];

export function notificationMail(publicUrl: string, n: MailedNotification) {
  return {
    subject: `[Image Requests] ${SUBJECT[n.activity](n)}`,
    text: [
      line(n),
      '',
      `Open it: ${requestLink(publicUrl, n.requestId)}`,
      ...footer(publicUrl),
    ].join('\n'),
  };
}

export function digestMail(publicUrl: string, notifications: MailedNotification[]) {
  const count = notifications.length;
  return {
    subject: `[Image Requests] ${count} unread notification${count === 1 ? '' : 's'}`,
    text: [
      `Your unread notifications since the last digest, oldest first:`,
      '',
      ...notifications.map(
        (n) =>
          `- ${n.createdOn.toISOString().slice(0, 16).replace('T', ' ')} UTC  ${line(n)}\n  ${requestLink(publicUrl, n.requestId)}`,
      ),
      ...footer(publicUrl),
    ].join('\n'),
  };
}
