import { Button, Flex } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  baseApi,
  useCompleteSsoSignInMutation,
  useGetSignInOptionsQuery,
  useLoginMutation,
  useRegisterAccountMutation,
} from '@/api';
import type { LoginResult, SecondFactorChallenge } from '@/api/generated/accountApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { APP_TITLE } from '@/app/config';
import { PageTitle } from '@/components/PageTitle';
import { closeSnackbar, showError } from '@/components/snackbar/snackbarSlice';
import { loggedIn, returnConsumed, tokenCleared } from '@/features/auth/authSlice';
import { loginErrorMessage, registerErrorMessage } from './accountMessages';
import { LoginCard, type LoginValues } from './LoginCard';
import { RegisterCard, type RegisterValues } from './RegisterCard';
import { takeHandedOver } from './enhancer/handOver';
import { ssoButtonLabel, ssoErrorMessage, ssoOutcomeOf } from './ssoMessages';

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
  const [completeSso, ssoState] = useCompleteSsoSignInMutation();
  // Without an answer the page offers what it always did: the password form.
  const { data: options } = useGetSignInOptionsQuery();
  const sso = options?.result.sso ?? null;
  const passwordLogin = options?.result.passwordLogin ?? true;
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

  // Taking over from the login enhancer (a cold /login): the second step it was asked for, or
  // the error it was showing.
  useEffect(() => {
    const challenge = takeHandedOver('challenge');
    // Not an initial state: the first render must match the prerendered markup it hydrates.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (challenge) setPending({ challenge, next: returnTo ?? '/' });
    const error = takeHandedOver('error');
    if (error) dispatch(showError(error));
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Back from single sign-on: trade the code for a token, or say why it failed. The fragment
  // leaves the address bar (and the history entry) at once.
  useEffect(() => {
    // Read here, not while rendering: the page is also prerendered, where there is no window.
    // The fragment goes at once, so StrictMode's second run finds none (the code works once).
    const outcome = ssoOutcomeOf(window.location.hash);
    if (!outcome) return;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if ('error' in outcome) {
      dispatch(showError(ssoErrorMessage(outcome.error)));
      return;
    }
    void (async () => {
      try {
        const { result } = await completeSso({
          completeSsoSignInRequest: { code: outcome.code },
        }).unwrap();
        signedIn(result, returnTo ?? '/');
      } catch (error) {
        const message = loginErrorMessage(error);
        if (message) dispatch(showError(message));
      }
    })();
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
            <Flex vertical gap={16} style={{ width: 380 }}>
              {sso && (
                // A plain link: the server answers with a redirect to the provider.
                <Button
                  type="primary"
                  size="large"
                  block
                  href="/api/Account/OidcStart"
                  loading={ssoState.isLoading}
                >
                  {ssoButtonLabel(sso.label)}
                </Button>
              )}
              {passwordLogin && (
                <LoginCard
                  busy={loginState.isLoading}
                  onLogin={(v) => void signIn(v, returnTo ?? '/')}
                  onPasskeySignedIn={(result) => signedIn(result, returnTo ?? '/')}
                />
              )}
            </Flex>
            {passwordLogin && (
              <RegisterCard
                busy={registerState.isLoading || loginState.isLoading}
                onRegister={(v) => void onRegister(v)}
              />
            )}
          </>
        )}
      </Flex>
    </main>
  );
}
