import { useEndUserSessionsMutation } from '@/api';
import { failureMessage } from '@/api/failureMessage';
import { useAppDispatch } from '@/app/hooks';
import { ConfirmButton } from '@/components/dialog/ConfirmButton';
import { showError, showSuccess } from '@/components/snackbar/snackbarSlice';
import { sessionMessages } from './sessionMessages';

/** User Management: sign a user out of every browser (a lost laptop, a leaver). */
export function EndUserSessionsButton({ userId, name }: { userId: string; name: string }) {
  const dispatch = useAppDispatch();
  const [end, ending] = useEndUserSessionsMutation();
  const confirm = async () => {
    try {
      dispatch(showSuccess((await end({ endUserSessionsRequest: { userId } }).unwrap()).message));
    } catch (error) {
      dispatch(showError(`${sessionMessages.endUsersFailed}${failureMessage(error)}`));
    }
  };
  return (
    <ConfirmButton
      title={sessionMessages.endUsersTitle(name)}
      message={sessionMessages.endUsersConfirm}
      okText={sessionMessages.endUsers}
      onConfirm={confirm}
      danger
      loading={ending.isLoading}
    >
      {sessionMessages.endUsers}
    </ConfirmButton>
  );
}
