import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render (unless `atOnce`), true soon after: the part of a dialog the user does not need in
 * its first moment (the components list) is rendered after the dialog has
 * shown, as a transition that yields to the browser, instead of inside the click that opened it.
 */
export function useShownAfterOpen(atOnce = false): boolean {
  const [shown, setShown] = useState(atOnce);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown;
}
