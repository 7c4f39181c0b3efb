import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/renderApp';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

/** The side navigation's entry named `name` (antd's menu item). */
const entry = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Main navigation' }))
    .getByText(name)
    .closest('li');

describe('side navigation: the entry of the screen shown', () => {
  it('is marked, and the mark follows the user to the screen they choose', async () => {
    renderApp('/UserProfile');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(entry('Binary Requests')).not.toHaveClass('ant-menu-item-selected');

    await userEvent.click(entry('Software Set Validations') as HTMLElement);
    expect(await screen.findByRole('heading', { name: /Software Set Validations/ })).toBeVisible();
    // Marked in the frame after the screen is drawn (SideNav).
    await waitFor(() =>
      expect(entry('Software Set Validations')).toHaveClass('ant-menu-item-selected'),
    );
    expect(entry('Binary Requests')).not.toHaveClass('ant-menu-item-selected');
  });
});
