import { configure, screen } from '@testing-library/react';
import { http } from 'msw';
import type { Manufacturer } from '../../api/generated/binaryRequestApi';
import { resetUnsavedChanges } from '../../components/unsavedChanges/unsavedChangesStore';
import { expectFirstOpenWhileCodeLoads } from '../../testing/deferredDialogChunk';
import { api, ok } from '../../testing/handlers';
import { renderApp } from '../../testing/renderApp';
import { server } from '../../testing/server';
import { newCapture, requestHandlers } from './requestsTestData';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(120_000);
afterEach(() => resetUnsavedChanges());

// The dialog's code stays on its way until the test lets it arrive (the real dialog then).
jest.mock('../../components/imageRequestDialog/imageRequestDialogChunk', () =>
  jest.requireActual<typeof import('../../testing/deferredDialogChunk')>('../../testing/deferredDialogChunk').deferredImageRequestDialogChunk(),
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
    await expectFirstOpenWhileCodeLoads(add, { progress: 'Loading New Image Request', title: 'Image Request' });
  });
});
