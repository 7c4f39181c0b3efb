import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmButton } from './ConfirmButton';

/**
 * A record with its Delete button; the record leaves the page once the call is done, or, as a
 * screen whose list reloads after the delete, a moment later.
 */
function Record({ call, reload = false }: { call: () => Promise<void>; reload?: boolean }) {
  const [gone, setGone] = useState(false);
  return (
    <main>
      <ul role="listbox" aria-label="Records" tabIndex={-1} />
      {!gone && (
        <ConfirmButton
          title="Delete record Acme Labs?"
          message="Delete this record?"
          okText="Delete"
          // A failed call rejects (its screen's snackbar says why); the record stays.
          onConfirm={async () => {
            await call();
            if (reload) window.setTimeout(() => setGone(true), 300);
            else setGone(true);
          }}
          focusAfterDone={() => screen.getByRole('listbox', { name: 'Records' })}
          danger
        >
          Delete Record
        </ConfirmButton>
      )}
    </main>
  );
}

const deleteButton = () => screen.getByRole('button', { name: 'Delete Record' });
/** The question's dialog, found by its title (antd's dialog names are fixed under Jest). */
const question = () => screen.getByText('Delete record Acme Labs?').closest('[role="dialog"]');

describe('ConfirmButton', () => {
  it('asks by keyboard: the question takes the focus, Escape gives it back, nothing is sent', async () => {
    const call = jest.fn(() => Promise.resolve());
    const user = userEvent.setup();
    render(<Record call={call} />);
    await user.tab();
    expect(deleteButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Delete this record?')).toBeInTheDocument();
    await waitFor(() => expect(question()?.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Delete this record?')).not.toBeInTheDocument());
    expect(deleteButton()).toHaveFocus();
    expect(call).not.toHaveBeenCalled();
  });

  it('stays open and busy while the call runs, then gives the focus to what follows the record', async () => {
    let finish: () => void = () => undefined;
    const call = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<Record call={call} />);
    await user.click(deleteButton());
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(call).toHaveBeenCalledTimes(1);
    // Busy: the question is still there, and cannot be cancelled half-way.
    expect(screen.getByText('Delete this record?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByText('Delete this record?')).toBeInTheDocument();

    finish();
    await waitFor(() => expect(screen.queryByText('Delete this record?')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Delete Record' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('listbox', { name: 'Records' })).toHaveFocus());
  });

  it("gives the focus to what follows the record when the record's button shows until a reload", async () => {
    const user = userEvent.setup();
    render(<Record call={() => Promise.resolve()} reload />);
    await user.click(deleteButton());
    const question = await screen.findByRole('button', { name: 'Delete' });
    // Not on the button on its way out, even for a moment.
    const backOnButton = jest.fn();
    deleteButton().addEventListener('focus', backOnButton);
    await user.click(question);
    await waitFor(() => expect(screen.queryByText('Delete this record?')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('listbox', { name: 'Records' })).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Record' })).toBeNull());
    expect(screen.getByRole('listbox', { name: 'Records' })).toHaveFocus();
    expect(backOnButton).not.toHaveBeenCalled();
  });

  it('closes after a failed call, the button keeping the focus', async () => {
    const call = jest.fn(() => Promise.reject(new Error('refused')));
    const user = userEvent.setup();
    render(<Record call={call} />);
    await user.click(deleteButton());
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Delete this record?')).not.toBeInTheDocument());
    expect(deleteButton()).toHaveFocus();
  });
});
