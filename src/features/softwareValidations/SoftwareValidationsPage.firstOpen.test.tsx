import { configure, screen } from '@testing-library/react';
import { mockDialogApi } from '@/features/requests/imageRequestDialog/testData';
import { expectFirstOpenWhileCodeLoads } from '@/testing/deferredDialogChunk';
import { ok } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

// The dialog's code stays on its way until the test lets it arrive (the real dialog then).
jest.mock('@/features/requests/imageRequestDialog/imageRequestDialogChunk', () =>
  jest
    .requireActual<typeof import('@/testing/deferredDialogChunk')>('@/testing/deferredDialogChunk')
    .deferredImageRequestDialogChunk(),
);

describe("Software Set Validations: the first Add Software Set while the dialog's code loads", () => {
  it('is fetched when the browser is idle after the list; a click before it arrives shows progress, two clicks open one dialog, focus on Name', async () => {
    server.use(ok('GetSoftwareValidations', { rowCount: 0, gridRows: [] }));
    mockDialogApi();
    renderApp('/SoftwareValidations');
    const add = (await screen.findByText('Add Software Set')).closest('button');
    if (!add) throw new Error('No Add Software Set button');
    await expectFirstOpenWhileCodeLoads(add, {
      progress: 'Loading Add Software Set',
      title: 'Add Software Set',
    });
  });
});
