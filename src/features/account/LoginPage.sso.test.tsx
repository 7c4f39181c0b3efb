import { configure, screen, waitFor } from '@testing-library/react';
import { ok, mockOperation } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { user as alice, VALID_TOKEN } from '@/testing/fixtures';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

const withSso = (passwordLogin = true) =>
  server.use(ok('GetSignInOptions', { passwordLogin, sso: { label: 'Contoso ID' } }));

afterEach(() => window.history.replaceState(null, '', '/'));

describe('single sign-on on the login page', () => {
  it('offers "Sign in with {label}" above the password form, as a link to the provider', async () => {
    withSso();
    renderApp('/login');
    const button = await screen.findByRole('link', { name: 'Sign in with Contoso ID' });
    expect(button).toHaveAttribute('href', '/api/Account/OidcStart');
    const form = screen.getByRole('region', { name: 'Login with an Existing Account' });
    expect(button.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('hides the password forms when PASSWORD_LOGIN=false', async () => {
    withSso(false);
    renderApp('/login');
    await screen.findByRole('link', { name: 'Sign in with Contoso ID' });
    expect(screen.queryByRole('region', { name: 'Login with an Existing Account' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Register a New Account' })).toBeNull();
  });

  it('offers no button without single sign-on', async () => {
    renderApp('/login');
    await screen.findByRole('region', { name: 'Login with an Existing Account' });
    expect(screen.queryByRole('link', { name: /^Sign in with/ })).toBeNull();
  });

  it('says why the provider round trip was refused, and clears the fragment', async () => {
    withSso();
    window.history.replaceState(null, '', '/login#ssoError=unverified');
    renderApp('/login#ssoError=unverified');
    expect(
      await screen.findByText(/your identity provider has not verified your e-mail address/),
    ).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });

  it('trades the code for a token and enters the app', async () => {
    withSso();
    const codes: string[] = [];
    server.use(
      mockOperation('CompleteSsoSignIn', ({ body }) => {
        codes.push(body.code);
        return {
          status: 'signedIn' as const,
          token: VALID_TOKEN,
          user: { ...alice, userRoles: [] },
        };
      }),
    );
    window.history.replaceState(null, '', '/login#ssoCode=abc123');
    const { store } = renderApp('/login#ssoCode=abc123');
    await waitFor(() => expect(store.getState().auth.token).toBe(VALID_TOKEN));
    expect(codes).toEqual(['abc123']);
    expect(window.location.hash).toBe('');
  });
});
