import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './Dialog';
import { DialogButton } from './DialogButton';

/** The screen behind the button: each call is one of its renders. */
const behind = jest.fn(() => <p>The list</p>);
function Behind() {
  return behind();
}

function Screen() {
  return (
    <main>
      <Behind />
      <DialogButton
        dialog={(close) => (
          <Dialog open title="Add Thing" onCancel={close} onOk={close}>
            <input aria-label="Thing" />
          </Dialog>
        )}
      >
        Add Thing
      </DialogButton>
    </main>
  );
}

describe('DialogButton', () => {
  it('opens its dialog without rendering the screen behind, and closes it', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    const renders = behind.mock.calls.length;

    await user.click(screen.getByRole('button', { name: 'Add Thing' }));
    expect(await screen.findByLabelText('Thing')).toBeInTheDocument();
    expect(behind).toHaveBeenCalledTimes(renders);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByLabelText('Thing')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add Thing' })).toHaveFocus();
    expect(behind).toHaveBeenCalledTimes(renders);
  });
});
