import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import {
  unstable_NormalPriority,
  unstable_scheduleCallback,
  unstable_shouldYield,
} from 'scheduler';
import { lengthenSlicesForScreenChanges, ScreenSlicesShown } from './screenSlices';

/** Whether React's scheduler asks a render to yield after `ms` of work. */
function yieldsAfter(ms: number): Promise<boolean> {
  return new Promise((done) => {
    unstable_scheduleCallback(unstable_NormalPriority, () => {
      const start = performance.now();
      while (performance.now() - start < ms) {
        // Rendering, as far as the scheduler can tell.
      }
      done(unstable_shouldYield());
    });
  });
}

function setUp() {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <ScreenSlicesShown />
          </>
        ),
        children: [
          { path: '/', element: <h1>Binary Requests</h1> },
          {
            path: '/SoftwareValidations',
            loader: () => arrived.then(() => null),
            element: <h1>Software Set Validations</h1>,
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  const unsubscribe = lengthenSlicesForScreenChanges(router);
  render(<RouterProvider router={router} />);
  return { router, arrive, unsubscribe };
}

describe('render slices while the screen changes', () => {
  it('are a frame long from a navigation to another screen until it is drawn, 5 ms otherwise', async () => {
    const { router, arrive, unsubscribe } = setUp();
    expect(await screen.findByRole('heading', { name: 'Binary Requests' })).toBeInTheDocument();
    expect(await yieldsAfter(7)).toBe(true);

    // A search on the same screen keeps the short slices: keys typed meanwhile wait less.
    await act(() => router.navigate('/?q=helios'));
    expect(await yieldsAfter(7)).toBe(true);

    let navigation: Promise<void> = Promise.resolve();
    act(() => {
      navigation = router.navigate('/SoftwareValidations');
    });
    expect(await yieldsAfter(7)).toBe(false);
    expect(await yieldsAfter(20)).toBe(true);

    arrive();
    await act(() => navigation);
    expect(
      await screen.findByRole('heading', { name: 'Software Set Validations' }),
    ).toBeInTheDocument();
    expect(await yieldsAfter(7)).toBe(true);
    unsubscribe();
  });

  it('end when a navigation to another screen is cancelled', async () => {
    const { router, unsubscribe } = setUp();
    expect(await screen.findByRole('heading', { name: 'Binary Requests' })).toBeInTheDocument();
    act(() => void router.navigate('/SoftwareValidations'));
    expect(await yieldsAfter(7)).toBe(false);

    // The user goes back to the screen shown before the other one's data arrives.
    await act(() => router.navigate('/?sel=3'));
    expect(screen.getByRole('heading', { name: 'Binary Requests' })).toBeInTheDocument();
    expect(await yieldsAfter(7)).toBe(true);
    unsubscribe();
  });
});
