import { Button, Flex } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  baseApi,
  useCompleteSsoSignInMutation,
  useGetSignInOptionsQuery,
  useLoginMutation,
  useRegisterAccountMutation,
} from '@/api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { APP_TITLE } from '@/app/config';
import { PageTitle } from '@/components/PageTitle';
import { closeSnackbar, showError } from '@/components/snackbar/snackbarSlice';
import { loggedIn, returnConsumed, tokenCleared } from '@/features/auth/authSlice';
import { loginErrorMessage, registerErrorMessage } from './accountMessages';
import { LoginCard, type LoginValues } from './LoginCard';
import { RegisterCard, type RegisterValues } from './RegisterCard';
import { ssoButtonLabel, ssoErrorMessage, ssoOutcomeOf } from './ssoMessages';

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
  // The provider's outcome, read once: StrictMode runs effects twice, the code works once.
  const ssoOutcome = useRef(ssoOutcomeOf(window.location.hash));

  // Opening the login page signs the user out: forget the token and anything loaded with it.
  useEffect(() => {
    dispatch(tokenCleared());
    dispatch(baseApi.util.resetApiState());
  }, [dispatch]);

  // Back from single sign-on: trade the code for a token, or say why it failed. The fragment
  // leaves the address bar (and the history entry) at once.
  useEffect(() => {
    const outcome = ssoOutcome.current;
    if (!outcome) return;
    ssoOutcome.current = null;
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
        dispatch(loggedIn({ token: result.token, user: result.user }));
        dispatch(closeSnackbar());
        dispatch(returnConsumed());
        navigate(returnTo ?? '/', { replace: true });
      } catch (error) {
        const message = loginErrorMessage(error);
        if (message) dispatch(showError(message));
      }
    })();
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const signIn = async (values: LoginValues): Promise<boolean> => {
    try {
      const { result } = await login({ loginRequest: values }).unwrap();
      dispatch(loggedIn({ token: result.token, user: result.user }));
      // A failed attempt's error (it has no timeout) must not follow the user into the app,
      // nor greet them again on the login page after they log out.
      dispatch(closeSnackbar());
      return true;
    } catch (error) {
      const message = loginErrorMessage(error);
      if (message) dispatch(showError(message));
      return false;
    }
  };

  const onLogin = async (values: LoginValues) => {
    if (await signIn(values)) {
      dispatch(returnConsumed());
      navigate(returnTo ?? '/', { replace: true });
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
    const signedIn = await signIn({
      username: values.newUsername,
      password: values.newPassword,
      rememberMe: false,
    });
    if (signedIn) {
      dispatch(returnConsumed());
      navigate('/UserProfile', { replace: true });
    }
  };

  return (
    <main style={{ padding: 32 }}>
      <PageTitle>{APP_TITLE}</PageTitle>
      <Flex gap={24} wrap justify="center" align="flex-start">
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
            <LoginCard busy={loginState.isLoading} onLogin={(v) => void onLogin(v)} />
          )}
        </Flex>
        {passwordLogin && (
          <RegisterCard
            busy={registerState.isLoading || loginState.isLoading}
            onRegister={(v) => void onRegister(v)}
          />
        )}
      </Flex>
    </main>
  );
}
