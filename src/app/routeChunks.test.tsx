import { render, screen } from '@testing-library/react';
import { Suspense, useState, type ComponentType } from 'react';
import { lazyUnlessArrived } from './routeChunks';

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
