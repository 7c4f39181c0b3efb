import { Button, Drawer, Empty, Pagination, Spin } from 'antd';
import { useState } from 'react';
import {
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationsReadMutation,
} from '@/api';
import type { Notification } from '@/api/generated/notificationsApi';
import { PAGE_SIZE } from '@/components/masterDetail/useListParams';
import { useCompactLayout } from '@/components/useCompactLayout';
import { pageArgs } from './firstPage';
import { notificationMessages } from './notificationMessages';
import { NotificationItem } from './NotificationItem';

interface NotificationsDrawerProps {
  open: boolean;
  onClose(): void;
}

/**
 * The signed-in user's notifications, newest first, ten a page: each links to its request,
 * which marks it read; "Mark all read" marks every one. Failures are reported by the error
 * snackbar.
 */
export default function NotificationsDrawer({ open, onClose }: NotificationsDrawerProps) {
  const compact = useCompactLayout();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useGetNotificationsQuery(pageArgs(page), { skip: !open });
  const [markAll, markingAll] = useMarkAllNotificationsReadMutation();
  const [markRead] = useMarkNotificationsReadMutation();
  const list = data?.result;
  const rows = list?.gridRows ?? [];

  const read = (notification: Notification) => {
    if (!notification.read)
      void markRead({ markNotificationsReadRequest: { ids: [notification.id] } });
  };

  return (
    <Drawer
      title={notificationMessages.title}
      placement="right"
      size={compact ? 320 : 420}
      open={open}
      onClose={onClose}
      extra={
        <Button
          onClick={() => void markAll()}
          disabled={!list || list.unreadCount === 0}
          loading={markingAll.isLoading}
        >
          {notificationMessages.markAllRead}
        </Button>
      }
    >
      <Spin spinning={isFetching}>
        {rows.length === 0 ? (
          !isFetching && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={notificationMessages.empty} />
          )
        ) : (
          <ul
            aria-label={notificationMessages.listLabel}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {rows.map((notification) => (
              <li
                key={notification.id}
                style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}
              >
                <NotificationItem
                  notification={notification}
                  onOpen={(opened) => {
                    read(opened);
                    onClose();
                  }}
                  onMarkRead={read}
                />
              </li>
            ))}
          </ul>
        )}
      </Spin>
      <Pagination
        style={{ marginTop: 12 }}
        align="center"
        simple
        current={page}
        pageSize={PAGE_SIZE}
        total={list?.rowCount ?? 0}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={setPage}
      />
    </Drawer>
  );
}
