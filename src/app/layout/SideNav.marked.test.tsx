import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/renderApp';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

/** The side navigation's link named `name`. */
const entry = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name });

describe('side navigation: the entry of the screen shown', () => {
  it('is marked as the current page, and the mark follows the user to the screen they choose', async () => {
    renderApp('/UserProfile');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(entry('Binary Requests')).not.toHaveAttribute('aria-current');
    expect(entry('Software Set Validations')).toHaveAttribute('href', '/SoftwareValidations');

    await userEvent.click(entry('Software Set Validations'));
    expect(await screen.findByRole('heading', { name: /Software Set Validations/ })).toBeVisible();
    // Marked in the frame after the screen is drawn (SideNav).
    await waitFor(() =>
      expect(entry('Software Set Validations')).toHaveAttribute('aria-current', 'page'),
    );
    expect(entry('Binary Requests')).not.toHaveAttribute('aria-current');
  });

  it('leaves a click with a modifier key to the browser (a new tab), and stays on the screen', async () => {
    const { router } = renderApp('/UserProfile');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    // What the app left to the browser, read after the app's own handler (jsdom opens no tab).
    let leftToBrowser: boolean | undefined;
    const browser = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', browser);
    fireEvent.click(entry('Reports'), { ctrlKey: true, button: 0 });
    window.removeEventListener('click', browser);
    expect(leftToBrowser).toBe(true);
    expect(router.state.location.pathname).toBe('/UserProfile');

    fireEvent.click(entry('Reports'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Reports'));
  });
});
