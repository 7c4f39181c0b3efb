import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import {
  unstable_NormalPriority,
  unstable_scheduleCallback,
  unstable_shouldYield,
} from 'scheduler';
import { lengthenSlicesForScreenChanges, SCREEN_SLICE_MS, ScreenSlicesShown } from './screenSlices';

/**
 * Whether React's scheduler asks a render to yield after `ms` of work, and how long that work
 * really took (the machine may take the thread away in the middle).
 */
function yieldsAfter(ms: number): Promise<{ yields: boolean; took: number }> {
  return new Promise((done) => {
    unstable_scheduleCallback(unstable_NormalPriority, () => {
      const start = performance.now();
      while (performance.now() - start < ms) {
        // Rendering, as far as the scheduler can tell.
      }
      const took = performance.now() - start;
      done({ yields: unstable_shouldYield(), took });
    });
  });
}

/**
 * How many times a blurred answer is asked again, a moment apart: under a full CI run on two
 * cores, twenty answers in a row came blurred once.
 */
const ATTEMPTS = 60;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Whether the scheduler asks a render to yield after 7 ms of work: a 5 ms slice does, a longer one not. */
async function shortSlices(): Promise<boolean> {
  // On a busy machine the 7 ms can stretch past a frame: such an answer says nothing of the
  // slice's length, so it is asked again.
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { yields, took } = await yieldsAfter(7);
    if (yields && took < 7 + 3) return true;
    if (!yields) return false;
    await settle();
  }
  throw new Error('The machine was too busy to tell the slices apart.');
}

/** Whether 30 ms of work, the render of a screen, fits in one slice (a 16 ms frame's does not). */
async function screenInOneSlice(): Promise<boolean> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { yields, took } = await yieldsAfter(30);
    if (!yields) return true;
    if (took < SCREEN_SLICE_MS) return false;
    await settle();
  }
  throw new Error('The machine was too busy to tell the slices apart.');
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
  it('are 100 ms long from a navigation to another screen until it is drawn, 5 ms otherwise', async () => {
    const { router, arrive, unsubscribe } = setUp();
    expect(await screen.findByRole('heading', { name: 'Binary Requests' })).toBeInTheDocument();
    expect(await shortSlices()).toBe(true);

    // A search on the same screen keeps the short slices: keys typed meanwhile wait less.
    await act(() => router.navigate('/?q=helios'));
    expect(await shortSlices()).toBe(true);

    let navigation: Promise<void> = Promise.resolve();
    act(() => {
      navigation = router.navigate('/SoftwareValidations');
    });
    expect(await shortSlices()).toBe(false);
    expect(await screenInOneSlice()).toBe(true);
    // Even then, a render yields once its slice's time has gone.
    expect((await yieldsAfter(SCREEN_SLICE_MS + 10)).yields).toBe(true);

    arrive();
    await act(() => navigation);
    expect(
      await screen.findByRole('heading', { name: 'Software Set Validations' }),
    ).toBeInTheDocument();
    expect(await shortSlices()).toBe(true);
    unsubscribe();
  });

  it('end when a navigation to another screen is cancelled', async () => {
    const { router, unsubscribe } = setUp();
    expect(await screen.findByRole('heading', { name: 'Binary Requests' })).toBeInTheDocument();
    act(() => void router.navigate('/SoftwareValidations'));
    expect(await shortSlices()).toBe(false);

    // The user goes back to the screen shown before the other one's data arrives.
    await act(() => router.navigate('/?sel=3'));
    expect(screen.getByRole('heading', { name: 'Binary Requests' })).toBeInTheDocument();
    expect(await shortSlices()).toBe(true);
    unsubscribe();
  });
});
