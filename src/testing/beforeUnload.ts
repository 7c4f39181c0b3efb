/** What the browser does on a reload or a closed tab: true when the page asks first. */
export function reloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}
