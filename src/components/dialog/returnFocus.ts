/**
 * Where focus goes when a dialog or menu closes (docs/architecture.md, "Keyboard"): back to
 * the control that opened it, or, when that control is gone (a deleted row, a menu entry), to
 * the fallback the screen names. Focus the user has moved on to is never taken away.
 */

/** The focused control, if any (the page's body is no control). */
export function focusedControl(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** Still on the page, shown and enabled: focusing it would land. */
export function canTakeFocus(element: HTMLElement | null): element is HTMLElement {
  if (!element?.isConnected) return false;
  if (element.matches(':disabled') || element.closest('[inert], [aria-hidden="true"]'))
    return false;
  // A closed popup or a folded panel is hidden; checkVisibility is missing from older engines.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/**
 * Focus was lost (it sits on the body) or is still inside `closing`, the layer that is going
 * away: then, and only then, focus belongs to someone again.
 */
function focusIsAdrift(closing: Element | null): boolean {
  const active = focusedControl();
  return !active || (closing?.contains(active) ?? false);
}

/**
 * Focus `opener` if focus is adrift; else, once the closing render has settled (a dialog
 * below may restore its own opener first), `fallback()`'s element if focus is still adrift.
 */
export function returnFocus(
  opener: HTMLElement | null,
  closing: Element | null,
  fallback?: () => HTMLElement | null | undefined,
): void {
  if (!focusIsAdrift(closing)) return;
  if (canTakeFocus(opener)) {
    opener.focus({ preventScroll: true });
    return;
  }
  if (!fallback) return;
  window.setTimeout(() => {
    const target = fallback();
    if (target && focusIsAdrift(closing)) target.focus();
  });
}

/**
 * The screen's list of records (a master-detail list box), else its heading: where focus goes
 * once the record a dialog acted on is gone, e.g. after Delete.
 */
export function screenList(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>('main [role="listbox"]') ??
    document.querySelector<HTMLElement>('main h1, main h2')
  );
}
