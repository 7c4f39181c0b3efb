import { useEffect } from 'react';

let layer: HTMLElement | undefined;

/**
 * The element every Dialog renders into. Given a container of its own, antd's Modal leaves the
 * page's scrolling alone (rc-portal locks it only for a modal in `body`): its lock measures the
 * scroll bar with a stylesheet inserted and removed in the page, and adds another, each making
 * the browser restyle and lay out the whole page (the list behind the dialog included) inside
 * the commit that shows the dialog (issue 20). useBodyScrollLock does the same lock with two
 * inline styles, after the dialog has shown.
 */
export function dialogLayer(): HTMLElement {
  if (!layer?.isConnected) {
    layer = document.createElement('div');
    document.body.appendChild(layer);
  }
  return layer;
}

/** How many open dialogs hold the lock, and the body's own styles from before the first. */
let holders = 0;
let before: { overflowY: string; width: string } | undefined;

/**
 * While `active`, the page behind does not scroll (as antd's own lock): the body hides its
 * overflow, and keeps its width when the window's scroll bar goes, so nothing behind moves.
 * Dialogs over dialogs share one lock: the page scrolls again when the last of them closes,
 * whichever order they close in.
 */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const { body, documentElement } = document;
    if (holders++ === 0) {
      // The window's scroll bar, read after the dialog's frame has been drawn (no forced
      // layout); none where nothing is laid out (a width of 0).
      const scrollBar =
        documentElement.clientWidth > 0 ? window.innerWidth - documentElement.clientWidth : 0;
      before = { overflowY: body.style.overflowY, width: body.style.width };
      body.style.overflowY = 'hidden';
      if (scrollBar > 0) body.style.width = `calc(100% - ${scrollBar}px)`;
    }
    return () => {
      if (--holders > 0 || !before) return;
      body.style.overflowY = before.overflowY;
      body.style.width = before.width;
      before = undefined;
    };
  }, [active]);
}
