import { fireEvent } from '@testing-library/react';

/**
 * jsdom has no layout, so antd finds no visible element where it skips those without a box:
 * its menu's arrow keys, its dialogs' focus lock. This gives the elements matching `selector`
 * a box for the test's duration.
 */
export function giveLayout(selector: string): () => void {
  const original = HTMLElement.prototype.getBoundingClientRect;
  const spy = jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockImplementation(function (this: HTMLElement) {
      return this.matches(selector) ? new DOMRect(0, 0, 120, 32) : original.call(this);
    });
  return () => spy.mockRestore();
}

/** Menu entries with a box, so antd's menu moves through them with the arrow keys. */
export const giveMenuEntriesLayout = () => giveLayout('[role="menuitem"]');

const keyCodes = { ArrowDown: 40, ArrowUp: 38, End: 35, Enter: 13, Escape: 27 } as const;

/**
 * A key pressed on the focused element. antd reads the legacy `keyCode` and `which`, which
 * user-event leaves at 0 in jsdom (browsers fill them in); other keys go through user-event.
 */
export function pressKey(key: keyof typeof keyCodes) {
  const target = document.activeElement ?? document.body;
  fireEvent.keyDown(target, { key, code: key, keyCode: keyCodes[key], which: keyCodes[key] });
}
