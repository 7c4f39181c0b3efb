import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { persistStore } from 'redux-persist';
import { setupStore } from '@/app/store';
import { PERSISTED_AUTH_KEY, persistToken, storedToken } from '@/features/auth/persistedAuth';
import { failure, mockOperation, ok } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { VALID_TOKEN } from '@/testing/fixtures';
import { takeHandedOver, takeOverPrerenderedPage } from './handOver';
import { enhanceLoginPage } from './loginEnhancer';

/**
 * The page as scripts/prerender.ts leaves it: the real login route's markup in #root, without
 * React behind it (the app is rendered once, its HTML kept and the app unmounted).
 */
async function prerenderedLogin(): Promise<string> {
  const app = renderApp('/login', { token: null });
  await screen.findByText('Login with an Existing Account');
  const html = app.container.innerHTML;
  app.unmount();
  return html;
}

let markup = '';
beforeAll(async () => {
  markup = await prerenderedLogin();
});

afterEach(() => {
  server.events.removeAllListeners();
  window.history.replaceState(null, '', '/login');
});

function openPage(hash = '') {
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  window.history.replaceState(null, '', `/login${hash}`);
  const navigate = jest.fn<void, [string]>();
  const startApp = jest.fn<void, []>();
  enhanceLoginPage(document, {
    fetch: (input, init) => fetch(input, init),
    storage: window.localStorage,
    navigate,
    startApp,
  });
  const login = within(screen.getByRole('region', { name: 'Login with an Existing Account' }));
  const register = within(screen.getByRole('region', { name: 'Register a New Account' }));
  return { login, register, navigate, startApp, user: userEvent.setup({ delay: null }) };
}

function captureLogin() {
  const calls: { body: unknown; clientId: string | null }[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.includes('Account/Login'))
      calls.push({
        body: await request.clone().json(),
        clientId: request.headers.get('X-Client-Id'),
      });
  });
  return calls;
}

async function fillIn(login: ReturnType<typeof openPage>['login'], password = 'password123') {
  const user = userEvent.setup({ delay: null });
  await user.type(login.getByLabelText('Username'), 'alice');
  await user.type(login.getByLabelText('Password'), password);
  return user;
}

describe('the login enhancer on the prerendered /login', () => {
  it('forgets a stored token when the page opens', () => {
    persistToken(window.localStorage, VALID_TOKEN);
    openPage();
    expect(storedToken(window.localStorage.getItem(PERSISTED_AUTH_KEY))).toBeNull();
  });

  it('keeps Login disabled until the fields are valid and says why', async () => {
    const { login, user } = openPage();
    const button = login.getByRole('button', { name: 'Login' });
    const username = login.getByLabelText('Username');
    expect(button).toBeDisabled();

    await user.type(username, 'a');
    await user.clear(username);
    expect(login.getByRole('alert')).toHaveTextContent('Required');
    expect(username).toHaveAttribute('aria-invalid', 'true');

    await user.type(username, 'alice');
    expect(username).not.toHaveAttribute('aria-invalid');
    await user.type(login.getByLabelText('Password'), 'short');
    expect(login.getByRole('alert')).toHaveTextContent('Min 8 characters');
    expect(button).toBeDisabled();
    await user.clear(login.getByLabelText('Password'));
    expect(login.getByRole('alert')).toHaveTextContent('Required.');

    await user.type(login.getByLabelText('Password'), 'password123');
    expect(login.queryByRole('alert')).toBeNull();
    expect(button).toBeEnabled();
  });

  it('sends Login as the app does, stores the token so the app boots signed in, and opens /', async () => {
    const calls = captureLogin();
    const { login, navigate, startApp } = openPage();
    const user = await fillIn(login);
    await user.click(login.getByLabelText('Keep me logged in for 7 days'));
    await user.click(login.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(calls).toEqual([
      {
        body: { username: 'alice', password: 'password123', rememberMe: true },
        clientId: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);
    expect(startApp).not.toHaveBeenCalled();
    // The app's own store, rehydrated from storage as on the next page, holds the token.
    const store = setupStore();
    await new Promise<void>((resolve) => persistStore(store, null, resolve));
    expect(store.getState().auth.token).toBe(VALID_TOKEN);
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
  ])('says so when %s, and Login works again', async (_case, respond, message) => {
    server.use(mockOperation('Login', respond));
    const { login, navigate } = openPage();
    const user = await fillIn(login);
    await user.click(login.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(login.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close message' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('hands a second-factor challenge and its markup back to the app', async () => {
    const challenge = {
      status: 'secondFactor' as const,
      challengeToken: 'ch',
      methods: ['totp' as const],
    };
    server.use(ok('Login', challenge));
    const { login, startApp, navigate } = openPage();
    const user = await fillIn(login);
    await user.click(login.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
    expect(navigate).not.toHaveBeenCalled();
    await takeOverPrerenderedPage();
    expect(takeHandedOver('challenge')).toEqual(challenge);
    // As prerendered, so that React hydrates it without a mismatch; what was typed stays.
    const prerendered = document.createElement('div');
    prerendered.id = 'root';
    prerendered.innerHTML = markup;
    expect(document.getElementById('root')?.isEqualNode(prerendered)).toBe(true);
    expect(login.getByLabelText('Username')).toHaveValue('alice');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('passes the message it shows on to the app', async () => {
    server.use(mockOperation('Login', () => failure({ status: 429, message: 'Too many.' })));
    const { login, register, user, startApp } = openPage();
    await (await fillIn(login)).click(login.getByRole('button', { name: 'Login' }));
    await screen.findByText('Login error: Too many.');

    // The register form is the app's: reaching for it starts the app.
    await user.click(register.getByLabelText('Activation Key'));
    expect(startApp).toHaveBeenCalledTimes(1);
    await takeOverPrerenderedPage();
    expect(takeHandedOver('error')).toBe('Login error: Too many.');
  });

  it('starts the app for a passkey and asks it to carry the sign-in out', async () => {
    const { login, user, startApp } = openPage();
    await user.click(login.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(startApp).toHaveBeenCalledTimes(1);
    await takeOverPrerenderedPage();
    expect(takeHandedOver('passkey')).toBe(true);
  });

  it("shows the password at its eye's first click, and the app keeps it shown", async () => {
    const { login, user, startApp } = openPage();
    await user.type(login.getByLabelText('Password'), 'correct horse');
    await user.click(login.getByRole('img', { name: 'eye-invisible' }));
    expect(login.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(startApp).toHaveBeenCalledTimes(1);

    await takeOverPrerenderedPage();
    // As prerendered for hydration; then the app shows it again, with the open eye.
    expect(login.getByLabelText('Password')).toHaveAttribute('type', 'password');
    document.body.innerHTML = '';
    renderApp('/login', { token: null });
    const card = within(
      await screen.findByRole('region', { name: 'Login with an Existing Account' }),
    );
    await waitFor(() => expect(card.getByLabelText('Password')).toHaveAttribute('type', 'text'));
    expect(card.getByRole('img', { name: 'eye' })).toBeInTheDocument();
  });

  it("starts the app at once for an account mail's link or single sign-on's answer", () => {
    expect(openPage('#username=npatel&activationKey=k').startApp).toHaveBeenCalledTimes(1);
  });

  it('starts the app when the server offers single sign-on', async () => {
    server.use(ok('GetSignInOptions', { passwordLogin: true, sso: { label: 'Contoso' } }));
    const { startApp } = openPage();
    await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
  });

  it('leaves the app alone while the visitor only signs in', async () => {
    const { login, startApp } = openPage();
    const user = await fillIn(login, 'password');
    await user.click(login.getByLabelText('Keep me logged in for 7 days'));
    await user.tab();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(startApp).not.toHaveBeenCalled();
  });
});
