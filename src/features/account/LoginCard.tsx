import { Button, Checkbox } from 'antd';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LightCard } from '@/components/LightCard';
import { LightField } from '@/components/LightField';
import { minLength, required, useLightForm } from '@/lib/useLightForm';
import { Input, Password } from './signInInputs';
import { MIN_PASSWORD_LENGTH } from '@/lib/domain/password';
import type { LoginResult } from '@/api/generated/accountApi';
import { useAppDispatch } from '@/app/hooks';
import { showError } from '@/components/snackbar/snackbarSlice';
import { messages } from './accountMessages';
import { takeHandedOver } from './enhancer/handOver';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

export interface LoginValues {
  username: string;
  password: string;
  rememberMe: boolean;
}

interface Props {
  busy: boolean;
  onLogin: (values: LoginValues) => void;
  /** Signed in with a passkey, without a password. */
  onPasskeySignedIn: (result: LoginResult) => void;
}

type Fields = { username: string; password: string };

export function LoginCard({ busy, onLogin, onPasskeySignedIn }: Props) {
  const dispatch = useAppDispatch();
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const form = useLightForm<Fields>(
    { username: '', password: '' },
    {
      username: [required(messages.usernameRequired)],
      password: [required(messages.required), minLength(MIN_PASSWORD_LENGTH, messages.minPassword)],
    },
  );
  const [rememberMe, setRememberMe] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  useTypedBeforeHydration(form, { rememberMe: setRememberMe });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.valid && !busy) onLogin({ ...form.values, rememberMe });
  };

  const signInWithPasskey = async () => {
    setPasskeyBusy(true);
    try {
      // Its code and the browser's WebAuthn library load on this first use (bundle budget).
      const passkeys = await import(/* webpackChunkName: "passkeySignIn" */ './passkeySignIn');
      try {
        onPasskeySignedIn(await passkeys.signInWithPasskey(dispatch, { rememberMe }));
      } catch (error) {
        const message = error instanceof passkeys.PasskeySignInError ? error.userMessage : null;
        if (message) dispatch(showError(message));
      }
    } finally {
      setPasskeyBusy(false);
    }
  };

  // Asked for before the app had started (the login enhancer started it): carried out now.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- after hydration, once
    if (takeHandedOver('passkey')) void signInWithPasskey();
    // Not in the first render: hydration must meet the markup as prerendered (a hidden password).
    if (takeHandedOver('passwordVisible')) setPasswordVisible(true);
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <LightCard title="Login with an Existing Account" style={{ width: 380 }}>
      <form name="login" onSubmit={submit} noValidate>
        <LightField label="Username" htmlFor="username" error={form.errorOf('username')}>
          <Input {...form.bind('username')} autoComplete="username" />
        </LightField>
        <LightField label="Password" htmlFor="password" error={form.errorOf('password')}>
          <Password
            {...form.bind('password')}
            autoComplete="current-password"
            visibilityToggle={{ visible: passwordVisible, onVisibleChange: setPasswordVisible }}
          />
        </LightField>
        <div style={{ marginBottom: 16 }}>
          <Checkbox
            id="rememberMe"
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.target.checked)}
          >
            Keep me logged in for 7 days
          </Checkbox>
        </div>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Link to="/ResetPassword">Forgot Password</Link>
          <Button type="primary" htmlType="submit" disabled={!form.valid || busy} loading={busy}>
            Login
          </Button>
        </div>
      </form>
      <Button
        block
        data-passkey
        style={{ marginTop: 16 }}
        disabled={busy || passkeyBusy}
        loading={passkeyBusy}
        onClick={() => void signInWithPasskey()}
      >
        Sign in with a passkey
      </Button>
    </LightCard>
  );
}
