/**
 * The login enhancer's message bar: where and how the app's Snackbar shows an error (fixed at
 * the bottom, a polite live region, no timeout, a Close message button), drawn without antd's
 * Alert, whose styles the prerendered page does not carry. It lives outside #root, so React
 * never hydrates it; it goes when the app takes over (and its snackbar shows the message on).
 */
export function createMessageBar(doc: Document) {
  const region = doc.createElement('div');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.style.cssText =
    'position:fixed;bottom:24px;left:50%;transform:translateX(-50%);z-index:2000;min-width:320px;max-width:min(640px,90vw)';
  // In the page before any message, so that assistive technology hears what is put in it.
  doc.body.appendChild(region);
  let shown: string | null = null;

  const clear = () => {
    shown = null;
    region.replaceChildren();
  };

  return {
    show(message: string): void {
      shown = message;
      const alert = doc.createElement('div');
      // antd's error Alert colours (colorErrorBg, colorErrorBorder).
      alert.style.cssText =
        'display:flex;align-items:flex-start;gap:8px;padding:8px 12px;background:#fff2f0;border:1px solid #ffccc7;border-radius:8px;word-break:break-word';
      const text = doc.createElement('div');
      text.style.flex = '1';
      text.textContent = message;
      const close = doc.createElement('button');
      close.type = 'button';
      close.setAttribute('aria-label', 'Close message');
      close.textContent = '×';
      close.style.cssText =
        'border:0;background:none;font-size:16px;line-height:1;cursor:pointer;padding:0 4px;color:rgba(0,0,0,0.45)';
      close.addEventListener('click', clear);
      alert.append(text, close);
      region.replaceChildren(alert);
    },
    clear,
    /** Takes the bar out of the page; returns the message it was showing. */
    remove(): string | null {
      region.remove();
      return shown;
    },
  };
}
