import { act, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { warmUpStyles } from './warmUpStyles';

it('renders the tree of a key once, however often it is asked to', async () => {
  const mounted = jest.fn();
  function Warmed() {
    useEffect(() => mounted(), []);
    return null;
  }
  warmUpStyles('warmUpStyles.test', <Warmed />);
  await waitFor(() => expect(mounted).toHaveBeenCalledTimes(1));
  // A second side navigation (the drawer's) preloads the same screen again.
  warmUpStyles('warmUpStyles.test', <Warmed />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(mounted).toHaveBeenCalledTimes(1);
});
