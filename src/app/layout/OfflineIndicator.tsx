import { useEffect, useState } from 'react';
import type { LiveStatus } from '@/api/liveEvents/liveStream';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconOffline } from '@/components/icon/icons';

/** A drop shorter than this (a server restart, a reconnect at token expiry) shows nothing. */
export const OFFLINE_GRACE_MS = 3_000;
export const OFFLINE_TEXT = 'Offline, reconnecting…';

/**
 * Says, in the top bar, that live updates are not arriving: shown once the stream has been down
 * for the grace period, gone as soon as it is back. The polite live region is always there, so
 * screen readers announce the text when it appears without taking the user's focus.
 */
export function OfflineIndicator({ status }: { status: LiveStatus }) {
  const offline = status !== 'open';
  const [late, setLate] = useState(false);
  // Each drop waits out its own grace period: a new one starts hidden again.
  const [dropped, setDropped] = useState(offline);
  if (dropped !== offline) {
    setDropped(offline);
    setLate(false);
  }

  useEffect(() => {
    if (!offline) return undefined;
    const timer = setTimeout(() => setLate(true), OFFLINE_GRACE_MS);
    return () => clearTimeout(timer);
  }, [offline]);

  return (
    <span
      role="status"
      aria-live="polite"
      aria-label="Live updates"
      style={{ flex: 'none', whiteSpace: 'nowrap' }}
    >
      {offline && late && (
        <>
          <MdiIcon path={iconOffline} /> {OFFLINE_TEXT}
        </>
      )}
    </span>
  );
}
