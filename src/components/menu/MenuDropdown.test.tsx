import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { giveMenuEntriesLayout, pressKey as press } from '@/testing/keyboard';
import { MenuDropdown } from './MenuDropdown';

function renderMenu() {
  const chosen: string[] = [];
  render(
    <MenuDropdown
      menu={{
        items: [
          { key: 'approve', label: 'Approve' },
          { key: 'hold', label: 'Hold', disabled: true },
          { key: 'reject', label: 'Reject' },
        ],
        onClick: ({ key }) => chosen.push(key),
      }}
    >
      <Button>Status</Button>
    </MenuDropdown>,
  );
  return { chosen, user: userEvent.setup() };
}

const trigger = () => screen.getByRole('button', { name: 'Status' });
const item = (name: string) => screen.getByRole('menuitem', { name });

async function openWith(user: ReturnType<typeof userEvent.setup>, key: string) {
  await user.tab();
  expect(trigger()).toHaveFocus();
  await user.keyboard(key);
  // Focus moves into the menu, onto its first entry, on its own: no Tab needed.
  await waitFor(() => expect(item('Approve')).toHaveFocus());
}

// antd's menu moves the focus on the next animation frame, hence the waitFor around each check.
describe('MenuDropdown: keyboard', () => {
  let restoreLayout: () => void;
  beforeEach(() => {
    restoreLayout = giveMenuEntriesLayout();
  });
  afterEach(() => restoreLayout());

  it('opens with Enter, moves with the arrow keys (past a disabled entry) and runs with Enter', async () => {
    const { chosen, user } = renderMenu();
    await openWith(user, '{Enter}');
    press('ArrowDown');
    await waitFor(() => expect(item('Reject')).toHaveFocus());
    press('ArrowUp');
    await waitFor(() => expect(item('Approve')).toHaveFocus());
    press('End');
    await waitFor(() => expect(item('Reject')).toHaveFocus());
    press('Enter');
    expect(chosen).toEqual(['reject']);
    // The entry has run and the menu is closing: focus is back on its button.
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('opens with Space and runs the focused entry with Space', async () => {
    const { chosen, user } = renderMenu();
    await openWith(user, ' ');
    press('ArrowDown');
    await waitFor(() => expect(item('Reject')).toHaveFocus());
    press('ArrowUp');
    await waitFor(() => expect(item('Approve')).toHaveFocus());
    await user.keyboard(' ');
    expect(chosen).toEqual(['approve']);
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('closes with Escape and gives focus back to its button', async () => {
    const { chosen, user } = renderMenu();
    await openWith(user, '{Enter}');
    press('ArrowDown');
    await waitFor(() => expect(item('Reject')).toHaveFocus());
    press('Escape');
    await waitFor(() => expect(trigger()).toHaveFocus());
    expect(chosen).toEqual([]);
  });
});
