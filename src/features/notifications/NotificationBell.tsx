import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useGetNotificationsQuery } from '@/api';
import { firstPage } from './firstPage';
import { bellLabel } from './notificationMessages';

// The list (Drawer, List, Pagination) loads on the first opening, not with every page; the
// browser fetches it when idle so the first opening is quick.
const NotificationsDrawer = lazy(
  () =>
    import(/* webpackChunkName: "notifications", webpackPrefetch: true */ './NotificationsDrawer'),
);

/** The header's bell: the unread count as a badge; opens the list of notifications. */
export function NotificationBell() {
  const { data } = useGetNotificationsQuery(firstPage);
  const unread = data?.result.unreadCount ?? 0;
  const [open, setOpen] = useState(false);
  // Stays mounted once opened, so its closing animation runs and focus returns to the bell.
  const [used, setUsed] = useState(false);

  return (
    <>
      <Button
        type="text"
        style={{ color: 'inherit', flex: 'none' }}
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        icon={
          // The count is in the button's name; the badge repeats it for the eye.
          <Badge count={unread} size="small" overflowCount={99} style={{ boxShadow: 'none' }}>
            <BellOutlined style={{ color: '#fff', fontSize: 18 }} />
          </Badge>
        }
      />
      {used && (
        <Suspense fallback={null}>
          <NotificationsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
