import { screen, waitFor, within } from '@testing-library/react';
import { PROVIDER_NAME } from '@/app/config';
import { renderApp } from '@/testing/renderApp';
import { setViewportWidth } from '@/testing/viewport';

let restore: () => void;

// antd names the drawer by its title's id, which is the same placeholder for every antd id
// under Jest, so the drawer is found as the dialog holding the title.
async function findDrawer() {
  const drawer = await screen.findByRole('dialog');
  expect(within(drawer).getByText('Navigation')).toBeInTheDocument();
  return drawer;
}
afterEach(() => restore());

describe('app shell on a phone (390 px)', () => {
  beforeEach(() => {
    restore = setViewportWidth(390);
  });

  it('keeps the navigation in a drawer opened from the top bar, which closes after a choice', async () => {
    const { user, router } = renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Open navigation' });
    // No side column taking the phone's width.
    expect(screen.queryByTestId('side-nav')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const drawer = await findDrawer();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = within(within(drawer).getByRole('navigation', { name: 'Main navigation' }));
    await user.click(nav.getByRole('menuitem', { name: /SSIF Submissions/ }));

    expect(
      await screen.findByRole('heading', { name: `${PROVIDER_NAME} SSIF Submissions` }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/SSIFSubmissions');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });

  it('opens the drawer from the keyboard and closes it with Escape', async () => {
    const { user } = renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Open navigation' });
    toggle.focus();
    await user.keyboard('{Enter}');
    const drawer = await findDrawer();
    expect(within(drawer).getByRole('menuitem', { name: /Request Support/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });
});

describe('app shell on a laptop (1280 px)', () => {
  beforeEach(() => {
    restore = setViewportWidth(1280);
  });

  it('shows the side navigation and no drawer button', async () => {
    renderApp('/');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByTestId('side-nav')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
  });
});
