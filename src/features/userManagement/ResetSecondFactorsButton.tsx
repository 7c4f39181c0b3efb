import { useResetSecondFactorsMutation } from '@/api';
import { failureMessage } from '@/api/failureMessage';
import { useAppDispatch } from '@/app/hooks';
import { ConfirmButton } from '@/components/dialog/ConfirmButton';
import { showError, showSuccess } from '@/components/snackbar/snackbarSlice';

export const resetSecondFactorsMessages = {
  button: 'Reset two-factor authentication',
  title: (name: string) => `Reset two-factor authentication of ${name}?`,
  confirm:
    'Their authenticator app, recovery codes and passkeys stop working; they sign in with their password alone until they set up a second factor again.',
  failed: 'Resetting two-factor authentication has failed: ',
};

/** User Management, super users only: a user who lost their authenticator and recovery codes. */
export function ResetSecondFactorsButton({ userId, name }: { userId: string; name: string }) {
  const dispatch = useAppDispatch();
  const [reset, resetting] = useResetSecondFactorsMutation();
  const confirm = async () => {
    try {
      const answer = await reset({ resetSecondFactorsRequest: { userId } }).unwrap();
      dispatch(showSuccess(answer.message));
    } catch (error) {
      dispatch(showError(`${resetSecondFactorsMessages.failed}${failureMessage(error)}`));
    }
  };
  return (
    <ConfirmButton
      title={resetSecondFactorsMessages.title(name)}
      message={resetSecondFactorsMessages.confirm}
      okText={resetSecondFactorsMessages.button}
      onConfirm={confirm}
      danger
      loading={resetting.isLoading}
    >
      {resetSecondFactorsMessages.button}
    </ConfirmButton>
  );
}
