import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { mockedChunk } from '../../components/imageRequestDialog/deferredDialogChunk';
import { mockDialogApi } from '../../components/imageRequestDialog/testData';
import { api, ok } from '../../testing/handlers';
import { renderApp } from '../../testing/renderApp';
import { server } from '../../testing/server';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

// The dialog's code stays on its way until the test lets it arrive (the real dialog then).
jest.mock('../../components/imageRequestDialog/imageRequestDialogChunk', () =>
  jest
    .requireActual<typeof import('../../components/imageRequestDialog/deferredDialogChunk')>(
      '../../components/imageRequestDialog/deferredDialogChunk',
    )
    .deferredImageRequestDialogChunk(),
);

describe("Software Set Validations: the first Add Software Set while the dialog's code loads", () => {
  it('is fetched when the browser is idle after the list; a click before it arrives shows progress, two clicks open one dialog, focus on Name', async () => {
    server.use(
      http.get(api('SoftwareValidation/GetSoftwareValidations'), () => ok({ rowCount: 0, gridRows: [] })),
    );
    mockDialogApi();
    renderApp('/SoftwareValidations');
    const add = (await screen.findByText('Add Software Set')).closest('button');
    if (!add) throw new Error('No Add Software Set button');
    const chunk = mockedChunk();
    // Nobody clicked: the list is shown and the browser is idle (jsdom: the timer fallback).
    await waitFor(() => expect(chunk.imports).toBe(1), { timeout: 5_000 });

    fireEvent.click(add);
    expect(await screen.findByRole('progressbar', { name: 'Loading Add Software Set' })).toBeInTheDocument();
    expect(add).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(add);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    expect(chunk.imports).toBe(1);
    chunk.arrive();
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getAllByText('Add Software Set', { selector: '.ant-modal-title' })).toHaveLength(1);
    expect(add).toHaveAttribute('aria-busy', 'false');
  });
});
