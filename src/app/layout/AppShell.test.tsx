import { screen, waitFor, within } from '@testing-library/react';
import { PROVIDER_NAME } from '@/app/config';
import { permissionsWith } from '@/testing/fixtures';
import { tokenInformation } from '@/testing/handlers';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';

const nav = () => within(screen.getByRole('navigation', { name: 'Main navigation' }));

async function openShell(route = '/') {
  const app = renderApp(route);
  await screen.findByRole('navigation', { name: 'Main navigation' });
  return app;
}

describe('app shell', () => {
  it('shows the title and the user menu', async () => {
    await openShell();
    expect(screen.getByRole('heading', { name: 'Image Requests' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'User menu for alice' })).toBeInTheDocument();
  });

  it('shows every entry to a user with every flag', async () => {
    await openShell();
    for (const name of [
      'Binary Requests',
      'Software Set Validations',
      'SSIF Submissions',
      'Reports',
      'User Management',
      'Data Management',
      'Organizations',
      'Request Support',
    ]) {
      expect(nav().getByRole('menuitem', { name: new RegExp(name) })).toBeInTheDocument();
    }
    expect(nav().getByText('Administration')).toBeInTheDocument();
  });

  it.each([
    ['canViewRequestsPage', 'Binary Requests'],
    ['canViewRequestsPage', 'Reports'],
    ['canViewSoftwareValidationsPage', 'Software Set Validations'],
    ['canDeleteSSIFSubmission', 'SSIF Submissions'],
  ] as const)('hides an entry without %s', async (flag, name) => {
    server.use(tokenInformation(permissionsWith({ [flag]: false })));
    await openShell('/UserProfile');
    expect(nav().queryByRole('menuitem', { name: new RegExp(name) })).not.toBeInTheDocument();
  });

  it('hides the Administration group without canViewAdminPage', async () => {
    server.use(tokenInformation(permissionsWith({ canViewAdminPage: false })));
    await openShell();
    expect(nav().queryByText('Administration')).not.toBeInTheDocument();
    expect(nav().queryByRole('menuitem', { name: /User Management/ })).not.toBeInTheDocument();
    expect(nav().getByRole('menuitem', { name: /Request Support/ })).toBeInTheDocument();
  });

  it('navigates from the side navigation', async () => {
    const { user, router } = await openShell();
    await user.click(nav().getByRole('menuitem', { name: /Data Management/ }));
    expect(await screen.findByRole('heading', { name: 'Data Management' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/DataManagement');
    await user.click(nav().getByRole('menuitem', { name: /Binary Requests/ }));
    expect(
      await screen.findByRole('heading', { name: `${PROVIDER_NAME} Binary Requests` }),
    ).toBeInTheDocument();
  });

  it('is pinned (always expanded) by default; unpinned it can collapse, and remembers', async () => {
    const { user } = await openShell();
    expect(screen.queryByRole('button', { name: 'Collapse navigation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unpin navigation' }));
    await user.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    expect(screen.getByTestId('side-nav')).toHaveClass('ant-layout-sider-collapsed');
    expect(JSON.parse(localStorage.getItem('sideNav') ?? '{}')).toEqual({
      pinned: false,
      collapsed: true,
    });

    await user.click(screen.getByRole('button', { name: 'Expand navigation' }));
    expect(screen.getByTestId('side-nav')).not.toHaveClass('ant-layout-sider-collapsed');
    await user.click(screen.getByRole('button', { name: 'Pin navigation' }));
    expect(screen.queryByRole('button', { name: 'Collapse navigation' })).not.toBeInTheDocument();
  });

  it('still names each entry in a tooltip while collapsed', async () => {
    const { user } = await openShell();
    const entry = () => nav().getByRole('menuitem', { name: /Data Management/ });
    await user.hover(entry());
    // Expanded, the entry's name is on it: no tooltip repeats it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.unhover(entry());

    await user.click(screen.getByRole('button', { name: 'Unpin navigation' }));
    await user.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    await user.hover(entry());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Data Management');
  });

  it('View Profile opens /UserProfile', async () => {
    const { user, router } = await openShell();
    await user.click(screen.getByRole('button', { name: 'User menu for alice' }));
    await user.click(await screen.findByText('View Profile'));
    expect(await screen.findByRole('heading', { name: 'User Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/UserProfile');
  });

  it('Logout clears the token and goes to /login', async () => {
    const { user, router, store } = await openShell();
    await user.click(screen.getByRole('button', { name: 'User menu for alice' }));
    await user.click(await screen.findByText('Logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().auth.token).toBeNull();
    expect(store.getState().auth.permissions.canViewRequestsPage).toBe(false);
    expect(await screen.findByText('Login with an Existing Account')).toBeInTheDocument();
  });
});
