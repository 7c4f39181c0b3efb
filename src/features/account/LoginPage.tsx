import { Flex } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { baseApi, useLoginMutation, useRegisterAccountMutation } from '@/api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { APP_TITLE } from '@/app/config';
import { PageTitle } from '@/components/PageTitle';
import { closeSnackbar, showError } from '@/components/snackbar/snackbarSlice';
import { loggedIn, returnConsumed, tokenCleared } from '@/features/auth/authSlice';
import { loginErrorMessage, registerErrorMessage } from './accountMessages';
import { LoginCard, type LoginValues } from './LoginCard';
import { RegisterCard, type RegisterValues } from './RegisterCard';

export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const returnTo = useAppSelector((state) => state.auth.returnTo);
  const [login, loginState] = useLoginMutation();
  const [register, registerState] = useRegisterAccountMutation();

  // Opening the login page signs the user out: forget the token and anything loaded with it.
  useEffect(() => {
    dispatch(tokenCleared());
    dispatch(baseApi.util.resetApiState());
  }, [dispatch]);

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
        <LoginCard busy={loginState.isLoading} onLogin={(v) => void onLogin(v)} />
        <RegisterCard
          busy={registerState.isLoading || loginState.isLoading}
          onRegister={(v) => void onRegister(v)}
        />
      </Flex>
    </main>
  );
}
