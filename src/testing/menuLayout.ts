/**
 * jsdom has no layout, so antd's menu finds no visible entry to move to with the arrow keys
 * (it skips entries without a box). This gives menu entries a box for the test's duration.
 */
export function giveMenuEntriesLayout(): () => void {
  const original = HTMLElement.prototype.getBoundingClientRect;
  const spy = jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockImplementation(function (this: HTMLElement) {
      return this.matches('[role="menuitem"]') ? new DOMRect(0, 0, 120, 32) : original.call(this);
    });
  return () => spy.mockRestore();
}
