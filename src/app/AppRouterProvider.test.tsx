import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { createMemoryRouter } from 'react-router';
import { markScreenComplete, resetScreenCompleteForTests } from '@/lib/screenComplete';
import { AppRouterProvider } from './AppRouterProvider';

/** A screen whose code never arrives: a router update that shows it suspends. */
const NeverLoads = lazy(() => new Promise<never>(() => undefined));

function renderRouter() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <Suspense fallback={<p>Loading the screen…</p>}>
          <p>First screen</p>
        </Suspense>
      ),
    },
    {
      path: '/next',
      element: (
        <Suspense fallback={<p>Loading the screen…</p>}>
          <NeverLoads />
        </Suspense>
      ),
    },
  ]);
  render(<AppRouterProvider router={router} />);
  return router;
}

describe('AppRouterProvider', () => {
  beforeEach(() => resetScreenCompleteForTests());

  it('renders a navigation at once until the first screen is complete', async () => {
    const router = renderRouter();
    expect(screen.getByText('First screen')).toBeVisible();

    await act(() => router.navigate('/next'));
    // Urgent, not a transition: the screen being left is not kept while the next one suspends.
    expect(screen.getByText('Loading the screen…')).toBeVisible();
    expect(screen.getByText('First screen')).not.toBeVisible();
  });

  it('renders navigations in transitions once the screen is complete', async () => {
    const router = renderRouter();
    act(() => markScreenComplete());
    // Components hear of it after the frame that draws the screen.
    await act(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));

    await act(() => router.navigate('/next'));
    // A transition keeps the screen shown while the next one's code is on its way.
    expect(screen.getByText('First screen')).toBeVisible();
    expect(screen.queryByText('Loading the screen…')).not.toBeInTheDocument();
  });
});
