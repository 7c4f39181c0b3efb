import { render, screen } from '@testing-library/react';
import { Suspense, useState, type ComponentType } from 'react';
import { mockOperation } from '@/testing/mockApi';
import { server } from '@/testing/server';
import {
  lazyUnlessArrived,
  preloadScreenAndData,
  SCREEN_DATA_WAIT_MS,
  screenDataLoader,
} from './routeChunks';
import { setupStore } from './store';

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{`Clicked ${count}`}</button>;
}

function Parent({ label, Screen }: { label: string; Screen: ComponentType }) {
  return (
    <Suspense fallback="Loading">
      <p>{label}</p>
      <Screen />
    </Suspense>
  );
}

it('renders at once, without suspending, a screen whose code arrived before its mount', () => {
  const Screen = lazyUnlessArrived(
    () => new Promise(() => undefined),
    () => Counter,
  );
  render(<Parent label="first" Screen={Screen} />);
  expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
});

describe('a screen route waiting for its first list asked for ahead', () => {
  it('holds back the plain URL, not one with a query string, whose list is another', async () => {
    // The list never answers: only SCREEN_DATA_WAIT_MS ends the plain URL's wait.
    server.use(mockOperation('GetSoftwareValidations', () => new Promise(() => undefined)));
    const store = setupStore();
    preloadScreenAndData('/SoftwareValidations', store.dispatch);
    const loader = screenDataLoader('/SoftwareValidations');
    const arrival = (url: string) =>
      loader({ request: new Request(`http://lab.test${url}`) }).then(() => url);
    const started = performance.now();
    await expect(
      Promise.race([arrival('/SoftwareValidations'), arrival('/SoftwareValidations?q=helios')]),
    ).resolves.toBe('/SoftwareValidations?q=helios');
    await expect(arrival('/SoftwareValidations')).resolves.toBe('/SoftwareValidations');
    expect(performance.now() - started).toBeGreaterThanOrEqual(SCREEN_DATA_WAIT_MS - 1);
  });
});
