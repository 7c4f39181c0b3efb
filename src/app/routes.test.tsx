import { screen, waitFor } from '@testing-library/react';
import { PROVIDER_NAME } from './config';
import { permissionsWith } from '@/testing/fixtures';
import { fail } from '@/testing/mockApi';
import { tokenInformation } from '@/testing/handlers';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';

const heading = (name: string | RegExp) => screen.findByRole('heading', { name });

describe('route guard', () => {
  it('sends a visitor without a token to /login and remembers the page', async () => {
    const { router, store } = renderApp('/Organizations', { token: null });
    expect(await screen.findByText('Login with an Existing Account')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().auth.returnTo).toBe('/Organizations');
  });

  it('reloads the token information with the stored token before showing the page', async () => {
    const tokens: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('GetTokenInformation'))
        tokens.push(new URL(request.url).searchParams.get('token'));
    });
    const { router, store } = renderApp('/');
    expect(await heading(`${PROVIDER_NAME} Binary Requests`)).toBeInTheDocument();
    expect(store.getState().auth.status).toBe('authenticated');
    expect(store.getState().auth.user?.username).toBe('alice');

    // A list's query string (page, sort, selection) is not a route change.
    await router.navigate('/?page=2&sort=Status');
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&sort=Status'));
    expect(tokens).toEqual(['valid-token']);

    await router.navigate('/SoftwareValidations');
    expect(await heading(/Software Set Validations/)).toBeInTheDocument();
    expect(tokens).toEqual(['valid-token', 'valid-token']);
    server.events.removeAllListeners();
  });

  it('clears an invalid token and its permissions and goes to /login', async () => {
    const { router, store } = renderApp('/DataManagement', { token: 'expired' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().auth.token).toBeNull();
    expect(store.getState().auth.permissions.canViewRequestsPage).toBe(false);
    expect(store.getState().auth.returnTo).toBe('/DataManagement');
  });

  it('treats a failed token lookup like an invalid token', async () => {
    server.use(fail('GetTokenInformation', { status: 500, message: 'Unexpected error.' }));
    const { router, store } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().auth.token).toBeNull();
  });

  it('sends BinaryRequests to SoftwareValidations without the requests flag', async () => {
    server.use(tokenInformation(permissionsWith({ canViewRequestsPage: false })));
    const { router } = renderApp('/');
    expect(await heading('Software Set Validations')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/SoftwareValidations');
  });

  it('sends SoftwareValidations to / without the validations flag', async () => {
    server.use(tokenInformation(permissionsWith({ canViewSoftwareValidationsPage: false })));
    const { router } = renderApp('/SoftwareValidations');
    expect(await heading(`${PROVIDER_NAME} Binary Requests`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends SSIFSubmissions to / without the delete-submission flag', async () => {
    server.use(tokenInformation(permissionsWith({ canDeleteSSIFSubmission: false })));
    const { router } = renderApp('/SSIFSubmissions');
    expect(await heading(`${PROVIDER_NAME} Binary Requests`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['/UserManagement', 'Account/GetUsers'],
    ['/DataManagement', 'Management/GetWorkflows'],
    ['/Organizations', 'Administrative/GetOrganizations'],
  ])('sends %s to / without canViewAdminPage, before any of its calls', async (route, call) => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
    server.use(tokenInformation(permissionsWith({ canViewAdminPage: false })));
    const { router } = renderApp(route);
    expect(await heading(`${PROVIDER_NAME} Binary Requests`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls).not.toContain(`/api/${call}`);
    server.events.removeAllListeners();
  });

  it('sends Reports away without canViewRequestsPage, before the report is asked for', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
    server.use(tokenInformation(permissionsWith({ canViewRequestsPage: false })));
    const { router } = renderApp('/Reports');
    await waitFor(() => expect(router.state.location.pathname).toBe('/SoftwareValidations'));
    expect(calls).not.toContain('/api/BinaryRequest/GetRequestReport');
    server.events.removeAllListeners();
  });

  it('shows SSIF Submissions with the flag', async () => {
    renderApp('/SSIFSubmissions');
    expect(await heading(`${PROVIDER_NAME} SSIF Submissions`)).toBeInTheDocument();
  });

  it('shows a no-access message instead of looping when neither list is allowed', async () => {
    server.use(
      tokenInformation(
        permissionsWith({ canViewRequestsPage: false, canViewSoftwareValidationsPage: false }),
      ),
    );
    const { router } = renderApp('/SoftwareValidations');
    expect(await screen.findByText('No access')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('routes', () => {
  it.each([
    ['/UserManagement', 'User Management'],
    ['/DataManagement', 'Data Management'],
    ['/Organizations', 'Organizations'],
    ['/SiteSettings', 'Site Settings'],
  ])('%s shows its heading (level 2, like every administration screen)', async (route, name) => {
    renderApp(route);
    expect(await screen.findByRole('heading', { name, level: 2 })).toBeInTheDocument();
  });

  it('shows the not-found page with a link to the login page', async () => {
    renderApp('/no/such/page', { token: null });
    expect(
      await screen.findByText('The page you are looking for does not exist.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /login page/i })).toHaveAttribute('href', '/login');
  });

  it('opens the reset password page without a token', async () => {
    renderApp('/ResetPassword', { token: null });
    expect(
      await screen.findByRole('button', { name: 'Request Password Reset' }),
    ).toBeInTheDocument();
  });
});
