import { Button } from 'antd';
import { useState, type FormEvent } from 'react';
import { useVerifySecondFactorMutation } from '@/api';
import type { LoginResult, SecondFactorChallenge } from '@/api/generated/accountApi';
import { useAppDispatch } from '@/app/hooks';
import { LightCard } from '@/components/LightCard';
import { LightField } from '@/components/LightField';
import { showError } from '@/components/snackbar/snackbarSlice';
import { loginErrorMessage } from './accountMessages';
import { PasskeySignInError, signInWithPasskey as passkeySignIn } from './passkeySignIn';
import { Input } from './signInInputs';

interface Props {
  challenge: SecondFactorChallenge;
  onSignedIn: (result: LoginResult) => void;
  /** Back to the username and password. */
  onCancel: () => void;
}

/**
 * The second step of signing in for a user with two-factor authentication: an authentication
 * code (or a recovery code), or one of the user's passkeys. Loaded only when Login asks for it.
 */
export default function SecondFactorCard({ challenge, onSignedIn, onCancel }: Props) {
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  const [verify, verifyState] = useVerifySecondFactorMutation();
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const busy = verifyState.isLoading || passkeyBusy;
  const hasTotp = challenge.methods.includes('totp');

  const failed = (error: unknown) => {
    const message =
      error instanceof PasskeySignInError ? error.userMessage : loginErrorMessage(error);
    if (message) dispatch(showError(message));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || busy) return;
    try {
      const { result } = await verify({
        verifySecondFactorRequest: { challengeToken: challenge.challengeToken, code: code.trim() },
      }).unwrap();
      onSignedIn(result);
    } catch (error) {
      setCode('');
      failed(error);
    }
  };

  const signInWithPasskey = async () => {
    setPasskeyBusy(true);
    try {
      onSignedIn(await passkeySignIn(dispatch, { challengeToken: challenge.challengeToken }));
    } catch (error) {
      failed(error);
    } finally {
      setPasskeyBusy(false);
    }
  };

  return (
    <LightCard title="Two-factor authentication" style={{ width: 380 }}>
      {hasTotp && (
        <form name="second-factor" onSubmit={(e) => void submit(e)} noValidate>
          <p id="authCode-help" style={{ marginTop: 0 }}>
            Enter the 6-digit code from your authenticator app, or one of your recovery codes.
          </p>
          <LightField label="Authentication code" htmlFor="authCode">
            <Input
              id="authCode"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="one-time-code"
              autoFocus
              maxLength={40}
              aria-describedby="authCode-help"
            />
          </LightField>
          <Button
            type="primary"
            htmlType="submit"
            block
            disabled={!code.trim() || busy}
            loading={verifyState.isLoading}
          >
            Verify
          </Button>
        </form>
      )}
      {challenge.methods.includes('passkey') && (
        <Button
          block
          type={hasTotp ? 'default' : 'primary'}
          style={{ marginTop: 12 }}
          onClick={() => void signInWithPasskey()}
          disabled={busy}
          loading={passkeyBusy}
        >
          Use a passkey
        </Button>
      )}
      <Button type="link" block style={{ marginTop: 12 }} onClick={onCancel}>
        Back to sign-in
      </Button>
    </LightCard>
  );
}
