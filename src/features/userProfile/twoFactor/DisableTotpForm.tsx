import { Alert, Button, Flex, Input } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { useDisableTotpMutation } from '@/api';
import { isApiError } from '@/api/apiError';
import { useAppDispatch } from '@/app/hooks';
import { showSuccess } from '@/components/snackbar/snackbarSlice';

/** Turning TOTP off: the password and a current code (or a recovery code) prove it is the user. */
export function DisableTotpForm({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [disable, state] = useDisableTotpMutation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await disable({
        disableTotpRequest: { password, code: code.trim() },
      }).unwrap();
      dispatch(showSuccess(answer.message || 'Two-factor authentication is off.'));
      onClose();
    } catch (failure) {
      setError(
        isApiError(failure) ? failure.message : 'Failed to turn off two-factor authentication.',
      );
    }
  };

  return (
    <form name="disable-totp" onSubmit={(e) => void submit(e)} noValidate style={{ maxWidth: 320 }}>
      <label htmlFor={`${id}-password`}>Password</label>
      <Input.Password
        id={`${id}-password`}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="current-password"
      />
      <label htmlFor={`${id}-code`} style={{ display: 'block', marginTop: 8 }}>
        Authentication code
      </label>
      <Input
        id={`${id}-code`}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        maxLength={40}
      />
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 8 }} />}
      <Flex gap={8} style={{ marginTop: 12 }}>
        <Button
          danger
          htmlType="submit"
          disabled={!password || !code.trim()}
          loading={state.isLoading}
        >
          Turn off
        </Button>
        <Button onClick={onClose}>Cancel</Button>
      </Flex>
    </form>
  );
}
