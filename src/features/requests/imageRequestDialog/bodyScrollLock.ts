import { useEffect } from 'react';

let layer: HTMLElement | undefined;

/**
 * The element the request editor's modal renders into. Given a container of its own, antd's
 * Modal leaves the page's scrolling alone (rc-portal locks it only for a modal in `body`): its
 * lock measures the scroll bar with a stylesheet inserted and removed in the page, and adds
 * another, each making the browser restyle and lay out the whole page (the list behind the
 * dialog included) inside the commit that shows the dialog. useBodyScrollLock does the same
 * lock with two inline styles, after the dialog has shown.
 */
export function editorLayer(): HTMLElement {
  if (!layer?.isConnected) {
    layer = document.createElement('div');
    document.body.appendChild(layer);
  }
  return layer;
}

/**
 * While mounted, the page behind does not scroll (as antd's own lock): the body hides its
 * overflow, and keeps its width when the window's scroll bar goes, so nothing behind moves.
 */
export function useBodyScrollLock(): void {
  useEffect(() => {
    const { body, documentElement } = document;
    // The window's scroll bar, read after the dialog's frame has been drawn (no forced layout);
    // none where nothing is laid out (a width of 0).
    const scrollBar =
      documentElement.clientWidth > 0 ? window.innerWidth - documentElement.clientWidth : 0;
    const before = { overflowY: body.style.overflowY, width: body.style.width };
    body.style.overflowY = 'hidden';
    if (scrollBar > 0) body.style.width = `calc(100% - ${scrollBar}px)`;
    return () => {
      body.style.overflowY = before.overflowY;
      body.style.width = before.width;
    };
  }, []);
}
