import { Flex } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { baseApi, useLoginMutation, useRegisterAccountMutation } from '@/api';
import type { LoginResult, SecondFactorChallenge } from '@/api/generated/accountApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { APP_TITLE } from '@/app/config';
import { PageTitle } from '@/components/PageTitle';
import { closeSnackbar, showError } from '@/components/snackbar/snackbarSlice';
import { loggedIn, returnConsumed, tokenCleared } from '@/features/auth/authSlice';
import { loginErrorMessage, registerErrorMessage } from './accountMessages';
import { LoginCard, type LoginValues } from './LoginCard';
import { RegisterCard, type RegisterValues } from './RegisterCard';

// The second step loads only for a user with two-factor authentication.
const SecondFactorCard = lazy(
  () => import(/* webpackChunkName: "secondFactor" */ './SecondFactorCard'),
);

/** Login's challenge, and where to go once it is answered. */
interface PendingChallenge {
  challenge: SecondFactorChallenge;
  next: string;
}

export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const returnTo = useAppSelector((state) => state.auth.returnTo);
  const [login, loginState] = useLoginMutation();
  const [register, registerState] = useRegisterAccountMutation();
  const [pending, setPending] = useState<PendingChallenge | null>(null);

  // Opening the login page signs the user out: forget the token and anything loaded with it.
  useEffect(() => {
    dispatch(tokenCleared());
    dispatch(baseApi.util.resetApiState());
  }, [dispatch]);

  const signedIn = (result: LoginResult, next: string) => {
    dispatch(loggedIn({ token: result.token, user: result.user }));
    // A failed attempt's error (it has no timeout) must not follow the user into the app,
    // nor greet them again on the login page after they log out.
    dispatch(closeSnackbar());
    dispatch(returnConsumed());
    navigate(next, { replace: true });
  };

  /** Signs in, or asks for the second factor; false when the server said no. */
  const signIn = async (values: LoginValues, next: string): Promise<boolean> => {
    try {
      const { result } = await login({ loginRequest: values }).unwrap();
      if (result.status === 'secondFactor') {
        dispatch(closeSnackbar());
        setPending({ challenge: result, next });
      } else signedIn(result, next);
      return true;
    } catch (error) {
      const message = loginErrorMessage(error);
      if (message) dispatch(showError(message));
      return false;
    }
  };

  const onRegister = async (values: RegisterValues) => {
    try {
      await register({ registerRequest: values }).unwrap();
    } catch (error) {
      const message = registerErrorMessage(error);
      if (message) dispatch(showError(message));
      return;
    }
    await signIn(
      { username: values.newUsername, password: values.newPassword, rememberMe: false },
      '/UserProfile',
    );
  };

  return (
    <main style={{ padding: 32 }}>
      <PageTitle>{APP_TITLE}</PageTitle>
      <Flex gap={24} wrap justify="center" align="flex-start">
        {pending ? (
          <Suspense fallback={null}>
            <SecondFactorCard
              challenge={pending.challenge}
              onSignedIn={(result) => signedIn(result, pending.next)}
              onCancel={() => setPending(null)}
            />
          </Suspense>
        ) : (
          <>
            <LoginCard
              busy={loginState.isLoading}
              onLogin={(v) => void signIn(v, returnTo ?? '/')}
              onPasskeySignedIn={(result) => signedIn(result, returnTo ?? '/')}
            />
            <RegisterCard
              busy={registerState.isLoading || loginState.isLoading}
              onRegister={(v) => void onRegister(v)}
            />
          </>
        )}
      </Flex>
    </main>
  );
}
