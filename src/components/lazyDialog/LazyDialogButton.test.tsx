import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { Dialog } from '@/components/dialog/Dialog';
import { setupStore } from '@/app/store';
import { lazyDialog } from './lazyDialog';
import { LazyDialogButton } from './LazyDialogButton';

interface ThingProps {
  onClose(): void;
}

function ThingDialog({ onClose }: ThingProps) {
  return (
    <Dialog open title="Add Thing" onCancel={onClose} onOk={onClose}>
      <input aria-label="Thing" />
    </Dialog>
  );
}

describe('LazyDialogButton', () => {
  it("shows progress until the dialog's code arrives, loads it once, then opens one dialog", async () => {
    let arrive: (module: { default: ComponentType<ThingProps> }) => void = () => undefined;
    const importer = jest.fn(
      () => new Promise<{ default: ComponentType<ThingProps> }>((resolve) => (arrive = resolve)),
    );
    const user = userEvent.setup();
    render(
      <Provider store={setupStore()}>
        <LazyDialogButton
          dialog={lazyDialog(importer)}
          openingLabel="Loading Add Thing"
          dialogProps={(close) => ({ onClose: close })}
        >
          Add Thing
        </LazyDialogButton>
      </Provider>,
    );
    const button = screen.getByRole('button', { name: 'Add Thing' });

    await user.click(button);
    expect(screen.getByRole('progressbar', { name: 'Loading Add Thing' })).toBeInTheDocument();
    await user.click(button);
    expect(importer).toHaveBeenCalledTimes(1);

    arrive({ default: ThingDialog });
    expect(await screen.findByLabelText('Thing')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByLabelText('Thing')).not.toBeInTheDocument());
  });
});
