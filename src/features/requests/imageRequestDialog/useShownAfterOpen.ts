import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true soon after: the body of a dialog is rendered after its frame has
 * shown, as a transition that yields to the browser, instead of inside the click that opened it.
 */
export function useShownAfterOpen(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown;
}
