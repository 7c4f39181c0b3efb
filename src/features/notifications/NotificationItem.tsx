import { Button, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { Notification } from '@/api/generated/notificationsApi';
import { localTime } from '@/lib/localTime';
import { activityText, notificationMessages } from './notificationMessages';
import { requestLink } from './requestLink';

interface NotificationItemProps {
  notification: Notification;
  /** The user opened the request (the link was followed). */
  onOpen(notification: Notification): void;
  onMarkRead(notification: Notification): void;
}

/**
 * One notification: the request (a link to its details), what happened, who and when. Unread
 * ones say "Unread" and are bold, not only tinted.
 */
export function NotificationItem({ notification, onOpen, onMarkRead }: NotificationItemProps) {
  const link = requestLink(notification);
  const weight = notification.read ? undefined : 600;
  return (
    <Flex vertical gap={2}>
      <Flex gap={8} align="baseline" wrap>
        {link ? (
          <Link to={link} onClick={() => onOpen(notification)} style={{ fontWeight: weight }}>
            {notification.requestName}
          </Link>
        ) : (
          <Typography.Text style={{ fontWeight: weight }}>
            {notification.requestName}
          </Typography.Text>
        )}
        {!notification.read && <Tag color="blue">{notificationMessages.unread}</Tag>}
      </Flex>
      <Typography.Text>{activityText(notification)}</Typography.Text>
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="secondary">
          {notification.actorName} · {localTime(notification.createdOn)}
        </Typography.Text>
        {!notification.read && !link && (
          <Button size="small" type="link" onClick={() => onMarkRead(notification)}>
            {notificationMessages.markRead}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
