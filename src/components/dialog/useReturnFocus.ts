import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { focusedControl, returnFocus } from './returnFocus';

/**
 * Remembers the focused control when `open` turns true (during that render, before the
 * dialog's autofocus moves it) and gives focus back to it when `open` turns false or the
 * dialog unmounts. `layerId` marks the dialog's own layer (`data-focus-layer`), so focus still
 * inside it while it fades counts as lost. A dialog rendered before its opening (prepared
 * hidden, RequestDialogHost) takes the opener its host `recorded` at the opening instead.
 * `openerLeaving` at the close: the opener is on its way out (its record deleted, the list not
 * yet reloaded), so focus goes to `fallback()` (a task later, as for an opener gone) instead.
 */
export function useReturnFocus(
  open: boolean,
  fallback?: () => HTMLElement | null | undefined,
  recorded?: RefObject<HTMLElement | null>,
  openerLeaving = false,
) {
  const layerId = useId();
  const [session, setSession] = useState(() => ({ open, opener: open ? focusedControl() : null }));
  // A new opening (React's "adjust state while rendering" pattern): the opener is the control
  // focused now, not after the dialog's own effects have run.
  if (session.open !== open) {
    setSession({ open, opener: open ? focusedControl() : session.opener });
  }

  // Opened while nothing had the focus (the control that had it has just left the page): the
  // control the screen focuses next, in its own effects after this dialog's, is the opener.
  const late = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!open) return;
    late.current = null;
    if (openerOf(recorded, session.opener)) return;
    const id = window.setTimeout(() => {
      const active = focusedControl();
      if (active && !layer(layerId)?.contains(active)) late.current = active;
    });
    return () => window.clearTimeout(id);
  }, [open, session.opener, recorded, layerId]);

  // The control to give the focus back to: none when it is leaving.
  const opener = () =>
    openerLeaving ? null : (openerOf(recorded, session.opener) ?? late.current);
  const latest = useRef({ opener, fallback });
  useEffect(() => {
    latest.current = { opener, fallback };
  });

  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) returnFocus(opener(), layer(layerId), fallback);
    wasOpen.current = open;
  });

  useEffect(
    () => () => {
      if (wasOpen.current)
        returnFocus(latest.current.opener(), layer(layerId), latest.current.fallback);
    },
    [layerId],
  );

  return { 'data-focus-layer': layerId };
}

/** The opener the host recorded, when there is a host to record it; else the one captured. */
function openerOf(
  recorded: RefObject<HTMLElement | null> | undefined,
  captured: HTMLElement | null,
): HTMLElement | null {
  return recorded ? recorded.current : captured;
}

function layer(id: string): Element | null {
  return document.querySelector(`[data-focus-layer="${CSS.escape(id)}"]`);
}
