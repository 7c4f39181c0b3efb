import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { giveLayout } from '@/testing/keyboard';
import { Dialog } from './Dialog';

/** A dialog mounted only while open, as most of the app's dialogs are. */
function Mounted({ removeOpener = false }: { removeOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  const [openerShown, setOpenerShown] = useState(true);
  return (
    <main>
      <h1 tabIndex={-1}>Things</h1>
      {openerShown && <button onClick={() => setOpen(true)}>Open</button>}
      {open && (
        <Dialog
          open
          title="Mounted"
          onCancel={() => setOpen(false)}
          onOk={() => {
            setOpen(false);
            if (removeOpener) setOpenerShown(false);
          }}
          focusAfterClose={() => screen.queryByRole('heading', { name: 'Things' })}
        >
          <input aria-label="Text" />
        </Dialog>
      )}
    </main>
  );
}

/** A dialog that stays mounted and is toggled by `open`, as the support dialog. */
function Toggled() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog open={open} title="Toggled" onCancel={() => setOpen(false)}>
        <input aria-label="Text" autoFocus />
      </Dialog>
    </>
  );
}

const focused = () =>
  document.activeElement instanceof HTMLElement ? document.activeElement : null;

async function openByKeyboard(user: ReturnType<typeof userEvent.setup>) {
  await user.tab();
  expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('dialog')).toContainElement(focused()));
}

describe('Dialog: focus after close', () => {
  it('returns focus to the opener after Escape on a dialog mounted while open', async () => {
    const user = userEvent.setup();
    render(<Mounted />);
    await openByKeyboard(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByLabelText('Text')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('returns focus to the opener after a dialog toggled by open closes', async () => {
    const user = userEvent.setup();
    render(<Toggled />);
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('dialog')).toContainElement(focused()));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('focuses focusAfterClose when the opener is gone with the dialog', async () => {
    const user = userEvent.setup();
    render(<Mounted removeOpener />);
    await openByKeyboard(user);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Things' })).toHaveFocus());
  });

  it('leaves focus where the user moved it', async () => {
    const user = userEvent.setup();
    function Elsewhere() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <input aria-label="Other" />
          <Dialog open={open} title="Busy" footer={null} mask={false}>
            <button onClick={() => setOpen(false)}>Done</button>
          </Dialog>
          <button onClick={() => setOpen(false)}>Close it</button>
        </>
      );
    }
    render(<Elsewhere />);
    screen.getByLabelText('Other').focus();
    // Closed from outside while the user is typing elsewhere.
    await user.click(screen.getByRole('button', { name: 'Close it' }));
    screen.getByLabelText('Other').focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Other')).toHaveFocus();
  });
});

describe('Dialog: Tab', () => {
  // The controls need a box: antd's lock and the wrap count visible controls only.
  let restoreLayout: () => void;
  beforeEach(() => {
    restoreLayout = giveLayout('button, input');
  });
  afterEach(() => restoreLayout());

  it('goes round the dialog: from the last control to the first, and back with Shift+Tab', async () => {
    const user = userEvent.setup();
    render(<Mounted />);
    await openByKeyboard(user);
    const close = screen.getByRole('button', { name: 'Close' });
    const ok = screen.getByRole('button', { name: 'OK' });
    // antd's lock alone would bring a focus that left back: it must not leave at all.
    const left = jest.fn();
    screen.getByRole('button', { name: 'Open' }).addEventListener('focus', left);
    ok.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(ok).toHaveFocus();
    // Within the dialog, Tab goes on as ever.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(left).not.toHaveBeenCalled();
  });
});

describe('Dialog: the page behind', () => {
  /** Two dialogs that can be open at once, each closed by its own button outside them. */
  function Two() {
    const [open, setOpen] = useState({ first: false, second: false });
    const set = (change: Partial<typeof open>) => setOpen((now) => ({ ...now, ...change }));
    return (
      <>
        <button onClick={() => set({ first: true, second: true })}>Open both</button>
        <button onClick={() => set({ first: false })}>Close first</button>
        <button onClick={() => set({ second: false })}>Close second</button>
        <Dialog open={open.first} title="First" footer={null} mask={false}>
          first
        </Dialog>
        <Dialog open={open.second} title="Second" footer={null} mask={false}>
          second
        </Dialog>
      </>
    );
  }

  beforeEach(() => {
    document.body.style.overflowY = 'auto';
  });
  afterEach(() => {
    document.body.style.overflowY = '';
  });

  it('does not scroll while a dialog is open, and scrolls again when it closes', async () => {
    const user = userEvent.setup();
    render(<Toggled />);
    expect(document.body.style.overflowY).toBe('auto');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(document.body.style.overflowY).toBe('hidden');
    // Not antd's own lock: a stylesheet added to the page, which restyles all of it.
    expect(document.querySelector('style[id^="rc-util-locker"]')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.body.style.overflowY).toBe('auto'));
  });

  it('keeps the page still until the last of two dialogs closes, in either order', async () => {
    const user = userEvent.setup();
    render(<Two />);
    for (const [firstClosed, lastClosed] of [
      ['Close first', 'Close second'],
      ['Close second', 'Close first'],
    ]) {
      await user.click(screen.getByRole('button', { name: 'Open both' }));
      expect(await screen.findByText('second')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: firstClosed }));
      expect(document.body.style.overflowY).toBe('hidden');
      await user.click(screen.getByRole('button', { name: lastClosed }));
      expect(document.body.style.overflowY).toBe('auto');
    }
  });
});

describe('Dialog: its mask', () => {
  const wrapOf = (dialog: HTMLElement) => {
    const wrap = dialog.closest<HTMLElement>('.ant-modal-wrap');
    if (!wrap) throw new Error('the dialog has no wrap');
    return wrap;
  };

  it('stays open when the second click of a double click lands on the mask', async () => {
    // The zoom ends on a timer: with the clock held, the second click lands while the dialog
    // zooms in, as a double click's does, however slow the machine running the test.
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<Mounted />);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      // The second click, where the button was: on the mask, which now covers it.
      await user.click(wrapOf(screen.getByRole('dialog')));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes on a click on the mask once the dialog has opened', async () => {
    const user = userEvent.setup();
    render(<Mounted />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    // Opened: antd moves focus into the dialog when its zoom has ended.
    await waitFor(() => expect(dialog).toContainElement(focused()));
    await user.click(wrapOf(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
