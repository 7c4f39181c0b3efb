import { Dropdown, type DropdownProps, type MenuProps } from 'antd';
import type { KeyboardEvent } from 'react';
import { startTransition, useRef, useState } from 'react';
import { focusedControl, returnFocus } from '@/components/dialog/returnFocus';

interface Props extends Omit<DropdownProps, 'menu' | 'trigger' | 'autoFocus'> {
  menu: MenuProps;
}

/**
 * antd's Dropdown as a menu button for keyboard users too: opening it (click, Enter or Space
 * on its button) moves focus into the menu, where antd's menu moves with the arrow keys,
 * Home and End; Enter or Space runs the entry. Choosing an entry gives focus back to the
 * button before the entry runs, so a dialog the entry opens returns there when it closes.
 * Escape closes the menu and returns to the button.
 * Closing is a transition: the entry's own work (the focus back on the button, a dialog asked
 * for) paints first, and antd's closing menu (its render and leave motion) follows, outside the
 * click's event (issue 20: Delete Request's slowest event was 124 ms, most of it the closing).
 */
export function MenuDropdown({ menu, onOpenChange, ...props }: Props) {
  const opener = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const changeOpen: DropdownProps['onOpenChange'] = (next, info) => {
    if (next) {
      opener.current = focusedControl();
      setOpen(true);
    } else startTransition(() => setOpen(false));
    onOpenChange?.(next, info);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    menu.onKeyDown?.(event);
    if (event.key === 'Escape') {
      // Closed from inside the menu: the user is back on the button that opened it.
      returnFocus(opener.current, event.currentTarget);
      changeOpen(false, { source: 'menu' });
      return;
    }
    // antd runs an entry on Enter only; Space is the other key a menu entry answers to.
    if (event.key !== ' ' || event.defaultPrevented) return;
    const target = event.target instanceof Element ? event.target : null;
    const item = target?.closest<HTMLElement>('[role="menuitem"]');
    if (!item || item.getAttribute('aria-disabled') === 'true') return;
    event.preventDefault();
    item.click();
  };

  const onClick: MenuProps['onClick'] = (info) => {
    returnFocus(
      opener.current,
      info.domEvent.currentTarget instanceof Element ? info.domEvent.currentTarget : null,
    );
    menu.onClick?.(info);
  };

  return (
    <Dropdown
      {...props}
      trigger={['click']}
      autoFocus
      open={open}
      onOpenChange={changeOpen}
      menu={{ ...menu, onKeyDown, onClick }}
    />
  );
}
