import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { accountApi } from '@/api';
import { PROVIDER_NAME } from '@/app/config';
import { fail, failure, mockOperation, ok } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { user as alice, VALID_TOKEN } from '@/testing/fixtures';

function card(title: string): HTMLElement {
  const element = screen.getByRole('region', { name: title });
  if (!(element instanceof HTMLElement)) throw new Error(`No card titled ${title}`);
  return element;
}

async function openLogin(route = '/login', token: string | null = null) {
  const app = renderApp(route, { token });
  await screen.findByText('Login with an Existing Account');
  const login = within(card('Login with an Existing Account'));
  const register = within(card('Register a New Account'));
  return { ...app, login, register };
}

function captureBody(path: string) {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.includes(path)) bodies.push(await request.clone().json());
  });
  return bodies;
}

afterEach(() => server.events.removeAllListeners());

describe('Login with an Existing Account', () => {
  it('clears a stored token when the page opens', async () => {
    const { store } = await openLogin('/login', VALID_TOKEN);
    expect(store.getState().auth.token).toBeNull();
  });

  it('keeps Login disabled until the fields are valid and says why', async () => {
    const { login, user } = await openLogin();
    const button = login.getByRole('button', { name: 'Login' });
    expect(button).toBeDisabled();

    await user.type(login.getByLabelText('Username'), 'a');
    await user.clear(login.getByLabelText('Username'));
    expect(await login.findByText('Required')).toBeInTheDocument();

    await user.type(login.getByLabelText('Username'), 'alice');
    await user.type(login.getByLabelText('Password'), 'short');
    expect(await login.findByText('Min 8 characters')).toBeInTheDocument();
    expect(login.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(login.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
    expect(button).toBeDisabled();

    await user.clear(login.getByLabelText('Password'));
    expect(await login.findByText('Required.')).toBeInTheDocument();

    await user.type(login.getByLabelText('Password'), 'password123');
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('sends the credentials, stores the token and opens /', async () => {
    const bodies = captureBody('Account/Login');
    const { login, user, store, router } = await openLogin();
    await user.type(login.getByLabelText('Username'), 'alice');
    await user.type(login.getByLabelText('Password'), 'password123');
    await user.click(login.getByLabelText('Keep me logged in for 7 days'));
    await user.click(login.getByRole('button', { name: 'Login' }));

    expect(
      await screen.findByRole('heading', { name: `${PROVIDER_NAME} Binary Requests` }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(bodies).toEqual([{ username: 'alice', password: 'password123', rememberMe: true }]);
    expect(store.getState().auth.token).toBe(VALID_TOKEN);
    expect(store.getState().auth.user?.username).toBe('alice');
  });

  it('returns to the page first requested', async () => {
    const { login, user, router } = await openLogin('/Organizations');
    await user.type(login.getByLabelText('Username'), 'alice');
    await user.type(login.getByLabelText('Password'), 'password123');
    await user.click(login.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Organizations' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Organizations');
  });

  it("fills Username and Activation Key from the mail's link and takes the key out of the address", async () => {
    const registered = captureBody('Account/RegisterAccount');
    server.use(
      ok('Login', {
        status: 'signedIn',
        token: VALID_TOKEN,
        user: { ...alice, username: 'npatel' },
      }),
    );
    const { register, user, router } = await openLogin(
      '/login#username=npatel&activationKey=Kx7%2Bq9',
    );
    await waitFor(() => expect(register.getByLabelText('Username')).toHaveValue('npatel'));
    expect(register.getByLabelText('Activation Key')).toHaveValue('Kx7+q9');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.hash).toBe('');

    await user.type(register.getByLabelText('Password'), 'newpassword1');
    await user.type(register.getByLabelText('Confirm Password'), 'newpassword1');
    await user.click(register.getByRole('button', { name: 'Register Account' }));
    await waitFor(() =>
      expect(registered).toEqual([
        {
          newUsername: 'npatel',
          activationKey: 'Kx7+q9',
          newPassword: 'newpassword1',
          confirmPassword: 'newpassword1',
        },
      ]),
    );
  });

  it.each([
    [
      'the server refuses',
      () => failure({ status: 401, message: 'Invalid username or password.' }),
      'Login error: Invalid username or password.',
    ],
    ['there is no response', () => HttpResponse.error(), 'Failed to log in.'],
    [
      'the answer cannot be read',
      () => new HttpResponse('Bad Gateway', { status: 502 }),
      'There was an error logging in. Please contact the provider if you continue to have problems: The server sent a response that could not be read.',
    ],
  ])('shows an error when %s', async (_case, respond, message) => {
    server.use(mockOperation('Login', respond));
    const { login, user, router } = await openLogin();
    await user.type(login.getByLabelText('Username'), 'alice');
    await user.type(login.getByLabelText('Password'), 'password123');
    await user.click(login.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("clears a failed attempt's error once the user signs in, also after a later logout", async () => {
    server.use(
      mockOperation(
        'Login',
        () => failure({ status: 401, message: 'Invalid username or password.' }),
        {
          once: true,
        },
      ),
    );
    const { login, user, router } = await openLogin();
    await user.type(login.getByLabelText('Username'), 'alice');
    await user.type(login.getByLabelText('Password'), 'wrong-password');
    await user.click(login.getByRole('button', { name: 'Login' }));
    const error = 'Login error: Invalid username or password.';
    expect(await screen.findByText(error)).toBeInTheDocument();

    await user.clear(login.getByLabelText('Password'));
    await user.type(login.getByLabelText('Password'), 'password123');
    await user.click(login.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByRole('heading', { name: `${PROVIDER_NAME} Binary Requests` }),
    ).toBeInTheDocument();
    expect(screen.queryByText(error)).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'User menu for alice' }));
    await user.click(await screen.findByText('Logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Login with an Existing Account')).toBeInTheDocument();
    expect(screen.queryByText(error)).not.toBeInTheDocument();
  });

  it('links to the password reset page', async () => {
    const { login, user, router } = await openLogin();
    await user.click(login.getByRole('link', { name: 'Forgot Password' }));
    expect(
      await screen.findByRole('button', { name: 'Request Password Reset' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ResetPassword');
  });
});

describe('Register a New Account', () => {
  async function fill(
    register: Awaited<ReturnType<typeof openLogin>>['register'],
    user: Awaited<ReturnType<typeof openLogin>>['user'],
    confirm = 'newpassword1',
  ) {
    await user.type(register.getByLabelText('Username'), 'bob');
    await user.type(register.getByLabelText('Activation Key'), 'KEY-123');
    await user.type(register.getByLabelText('Password'), 'newpassword1');
    await user.type(register.getByLabelText('Confirm Password'), confirm);
  }

  it('validates every field and keeps the button disabled until valid', async () => {
    const { register, user } = await openLogin();
    const button = register.getByRole('button', { name: 'Register Account' });
    expect(button).toBeDisabled();

    await user.type(register.getByLabelText('Activation Key'), 'x');
    await user.clear(register.getByLabelText('Activation Key'));
    expect(await register.findByText('Required.')).toBeInTheDocument();

    await user.type(register.getByLabelText('Password'), 'short');
    expect(await register.findByText('Min 8 characters')).toBeInTheDocument();
    await user.clear(register.getByLabelText('Password'));

    await fill(register, user, 'different1');
    expect(await register.findByText('The entered passwords do not match')).toBeInTheDocument();
    expect(button).toBeDisabled();

    await user.clear(register.getByLabelText('Confirm Password'));
    await user.type(register.getByLabelText('Confirm Password'), 'newpassword1');
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('registers, logs in with the new credentials and opens /UserProfile', async () => {
    const registered = captureBody('Account/RegisterAccount');
    const loggedIn = captureBody('Account/Login');
    server.use(
      ok('Login', { status: 'signedIn', token: VALID_TOKEN, user: { ...alice, username: 'bob' } }),
    );
    const { register, user, router } = await openLogin();
    await fill(register, user);
    await user.click(register.getByRole('button', { name: 'Register Account' }));

    expect(await screen.findByRole('heading', { name: 'User Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/UserProfile');
    expect(registered).toEqual([
      {
        newUsername: 'bob',
        activationKey: 'KEY-123',
        newPassword: 'newpassword1',
        confirmPassword: 'newpassword1',
      },
    ]);
    expect(loggedIn).toEqual([{ username: 'bob', password: 'newpassword1', rememberMe: false }]);
  });

  it.each([
    [
      'the server refuses',
      () => failure({ status: 400, message: 'The activation key is not valid.' }),
      'Register error: The activation key is not valid.',
    ],
    ['there is no response', () => HttpResponse.error(), 'Failed to register account.'],
  ])('shows an error when %s', async (_case, respond, message) => {
    server.use(mockOperation('RegisterAccount', respond));
    const { register, user } = await openLogin();
    await fill(register, user);
    await user.click(register.getByRole('button', { name: 'Register Account' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('session expiry', () => {
  it('a 401 from any call clears the token, opens /login and returns after login', async () => {
    const { store, router, user } = renderApp('/Organizations');
    expect(await screen.findByRole('heading', { name: 'Organizations' })).toBeInTheDocument();

    server.use(fail('GetUsers', { status: 401, message: 'Your session has expired.' }));
    await store.dispatch(accountApi.endpoints.getUsers.initiate({ page: 1 }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().auth.token).toBeNull();

    await screen.findByText('Login with an Existing Account');
    const login = within(card('Login with an Existing Account'));
    await user.type(login.getByLabelText('Username'), 'alice');
    await user.type(login.getByLabelText('Password'), 'password123');
    await user.click(login.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Organizations' })).toBeInTheDocument();
  });
});
