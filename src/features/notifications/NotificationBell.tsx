import { Button } from 'antd';
import { lazy, Suspense, useEffect, useState, type CSSProperties } from 'react';
import { useGetNotificationsQuery } from '@/api';
import { afterScreenComplete } from '@/lib/screenComplete';
import { firstPage } from './firstPage';
import { bellLabel, unreadAnnouncement } from './notificationMessages';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconNotifications } from '@/components/icon/icons';

// The list (Drawer, Pagination, Tag) loads on the first opening, not with every page; it is
// fetched in idle time once the screen is complete, so the first opening is quick (a
// webpackPrefetch link would fetch it alongside the screen's own code).
const loadDrawer = () => import(/* webpackChunkName: "notifications" */ './NotificationsDrawer');
const NotificationsDrawer = lazy(loadDrawer);

// A plain count rather than antd's Badge (its scrolling digits and motion): the bell is on every
// page. White on this red is 5.9:1.
// Read by screen readers, not shown.
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

const countStyle: CSSProperties = {
  position: 'absolute',
  top: -7,
  insetInlineStart: 10,
  minWidth: 16,
  height: 16,
  padding: '0 4px',
  borderRadius: 8,
  background: '#cf1322',
  color: '#fff',
  fontSize: 11,
  fontWeight: 600,
  lineHeight: '16px',
  textAlign: 'center',
};

/** The header's bell: the unread count as a badge; opens the list of notifications. */
export function NotificationBell() {
  const { data } = useGetNotificationsQuery(firstPage);
  useEffect(
    () => afterScreenComplete(() => void loadDrawer().catch(() => undefined), { idleOnly: true }),
    [],
  );
  const unread = data?.result.unreadCount ?? 0;
  // A count that rises while the page is open (the live stream, a reload of the tag) is said
  // aloud once; the first count of the page is not news.
  const [heard, setHeard] = useState<number>();
  const [announcement, setAnnouncement] = useState('');
  if (data && unread !== heard) {
    if (heard !== undefined && unread > heard) setAnnouncement(unreadAnnouncement(unread));
    setHeard(unread);
  }
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
          <span style={{ position: 'relative', display: 'inline-flex' }}>
            <MdiIcon path={iconNotifications} style={{ fontSize: 18 }} />
            {/* The count is in the button's name; this repeats it for the eye. */}
            {unread > 0 && (
              <span aria-hidden="true" style={countStyle}>
                {unread > 99 ? '99+' : unread}
              </span>
            )}
          </span>
        }
      />
      <span role="status" style={visuallyHidden}>
        {announcement}
      </span>
      {used && (
        <Suspense fallback={null}>
          <NotificationsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
