import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true soon after: the body of a dialog is rendered after its frame has
 * shown, as a transition that yields to the browser, instead of inside the render that mounted it
 * (data that arrived, a reload). `atOnce`: the dialog mounts in a transition already (the opening
 * click's, useLazyDialog), so the body comes in the same render, and one commit shows it all.
 */
export function useShownAfterOpen(atOnce: boolean): boolean {
  const [shown, setShown] = useState(atOnce);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
    // Only at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return shown;
}
