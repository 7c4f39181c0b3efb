import { screen, within } from '@testing-library/react';
import { failure, mockOperation } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { user as alice, VALID_TOKEN } from '@/testing/fixtures';

/** Login asks for the second factor: the login page then asks for the authentication code. */
async function signInWithPassword() {
  const app = renderApp('/login', { token: null });
  await screen.findByText('Login with an Existing Account');
  const login = within(screen.getByRole('region', { name: 'Login with an Existing Account' }));
  await app.user.type(login.getByLabelText('Username'), 'alice');
  await app.user.type(login.getByLabelText('Password'), 'password123');
  await app.user.click(login.getByRole('button', { name: 'Login' }));
  return app;
}

beforeEach(() => {
  server.use(
    mockOperation('Login', () => ({
      status: 'secondFactor' as const,
      challengeToken: 'challenge-1',
      methods: ['totp' as const],
    })),
    mockOperation('VerifySecondFactor', ({ body }) =>
      body.challengeToken === 'challenge-1' && body.code === '123456'
        ? { status: 'signedIn' as const, token: VALID_TOKEN, user: alice }
        : failure({ status: 400, message: 'The authentication code is incorrect.' }),
    ),
  );
});

describe('signing in with two-factor authentication', () => {
  it('asks for the authentication code and signs in with a right one', async () => {
    const { user, router, store } = await signInWithPassword();
    const code = await screen.findByLabelText('Authentication code');
    expect(store.getState().auth.token).toBeNull();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('button', { name: 'User menu for alice' });
    expect(store.getState().auth.token).toBe(VALID_TOKEN);
    expect(router.state.location.pathname).toBe('/');
  });

  it('says a wrong code is wrong and stays on the code', async () => {
    const { user, store } = await signInWithPassword();
    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Login error: The authentication code is incorrect.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toHaveValue('');
    expect(store.getState().auth.token).toBeNull();
  });

  it('goes back to the password form', async () => {
    const { user } = await signInWithPassword();
    await screen.findByLabelText('Authentication code');
    await user.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(await screen.findByText('Login with an Existing Account')).toBeInTheDocument();
  });
});
