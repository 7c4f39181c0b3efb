import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { Manufacturer } from '../../api/generated/binaryRequestApi';
import { mockedChunk } from '../../components/imageRequestDialog/deferredDialogChunk';
import { resetUnsavedChanges } from '../../components/unsavedChanges/unsavedChangesStore';
import { api, ok } from '../../testing/handlers';
import { renderApp } from '../../testing/renderApp';
import { server } from '../../testing/server';
import { newCapture, requestHandlers } from './requestsTestData';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(120_000);
afterEach(() => resetUnsavedChanges());

// The dialog's code stays on its way until the test lets it arrive (the real dialog then).
jest.mock('../../components/imageRequestDialog/imageRequestDialogChunk', () =>
  jest
    .requireActual<typeof import('../../components/imageRequestDialog/deferredDialogChunk')>(
      '../../components/imageRequestDialog/deferredDialogChunk',
    )
    .deferredImageRequestDialogChunk(),
);

const manufacturers: Manufacturer[] = [
  { manufacturerId: 3, manufacturerName: 'Apex Gaming', platforms: [{ mid: 7, platform: 'H', name: 'Helios', gSAID: null, sASID: null }] },
];

describe("Binary Requests: the first Add Request while the dialog's code loads", () => {
  it('is fetched when the browser is idle after the list; a click before it arrives shows progress, two clicks open one dialog, focus on its first field', async () => {
    server.use(
      ...requestHandlers(newCapture()),
      http.get(api('BinaryRequest/GetManufacturerPlatforms'), () => ok(manufacturers)),
      http.get(api('BinaryRequest/GetAvailableQuickActions'), () => ok([])),
    );
    renderApp('/');
    await screen.findByText('Helios Spring Release', { selector: 'h3' });
    const add = screen.getByRole('button', { name: /Add Request/ });
    // Nobody clicked: the list is shown and the browser is idle (jsdom: the timer fallback).
    const chunk = mockedChunk();
    await waitFor(() => expect(chunk.imports).toBe(1), { timeout: 5_000 });

    fireEvent.click(add);
    expect(await screen.findByRole('progressbar', { name: 'Loading New Image Request' })).toBeInTheDocument();
    expect(add).toHaveAttribute('aria-busy', 'true');
    // Impatient: a second click while the code is on its way.
    fireEvent.click(add);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The click joined the fetch under way.
    expect(chunk.imports).toBe(1);
    chunk.arrive();
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getAllByText('Image Request', { selector: '.ant-modal-title' })).toHaveLength(1);
    expect(screen.queryByRole('progressbar', { name: 'Loading New Image Request' })).not.toBeInTheDocument();
    expect(add).toHaveAttribute('aria-busy', 'false');
  });
});
