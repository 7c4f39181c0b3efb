import { Button } from 'antd';
import {
  useFollowRequestMutation,
  useGetRequestFollowingQuery,
  useUnfollowRequestMutation,
} from '@/api';
import { runningForRequest } from '@/api/runningForRequest';
import { useAppDispatch } from '@/app/hooks';
import { showSuccess } from '@/components/snackbar/snackbarSlice';
import { useCompactLayout } from '@/components/useCompactLayout';
import { notificationMessages } from './notificationMessages';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconFollowing, iconNotifications } from '@/components/icon/icons';

/**
 * Follow or Unfollow the request shown: its label says what a click does, so also whether the
 * user follows it now. Shown once that is known; a failure is reported by the error snackbar.
 */
export function FollowRequestButton({ requestId }: { requestId: number }) {
  const dispatch = useAppDispatch();
  // On a phone the card's head also holds the status and the menu: the bell alone, named.
  const compact = useCompactLayout();
  const { data, isFetching } = useGetRequestFollowingQuery({ requestId });
  const [follow, following] = useFollowRequestMutation();
  const [unfollow, unfollowing] = useUnfollowRequestMutation();
  const followed = data?.result.following;
  if (followed === undefined) return null;

  const toggle = async () => {
    try {
      if (followed) {
        await unfollow({ requestId }).unwrap();
        dispatch(showSuccess(notificationMessages.unfollowed));
      } else {
        await follow({ requestId }).unwrap();
        dispatch(showSuccess(notificationMessages.followed));
      }
    } catch {
      // Reported by the error snackbar.
    }
  };

  const label = followed ? notificationMessages.unfollow : notificationMessages.follow;
  return (
    <Button
      // The label alone, without the icon's name ("bell").
      aria-label={label}
      icon={followed ? <MdiIcon path={iconFollowing} /> : <MdiIcon path={iconNotifications} />}
      title={followed ? notificationMessages.unfollowHint : notificationMessages.followHint}
      // Until the answer has reloaded, the label would still say the old state.
      loading={
        runningForRequest(following, requestId) ||
        runningForRequest(unfollowing, requestId) ||
        isFetching
      }
      onClick={() => void toggle()}
    >
      {compact ? null : label}
    </Button>
  );
}
