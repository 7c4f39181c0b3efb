import { configure, screen } from '@testing-library/react';
import { resetUnsavedChanges } from '@/components/unsavedChanges/unsavedChangesStore';
import { expectFirstOpenWhileCodeLoads } from '@/testing/deferredDialogChunk';
import { openBinaryRequests } from './requestsTestData';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(120_000);
afterEach(() => resetUnsavedChanges());

// The dialog's code stays on its way until the test lets it arrive (the real dialog then).
jest.mock('@/features/requests/imageRequestDialog/imageRequestDialogChunk', () =>
  jest
    .requireActual<typeof import('@/testing/deferredDialogChunk')>('@/testing/deferredDialogChunk')
    .deferredImageRequestDialogChunk(),
);

describe("Binary Requests: the first Add Request while the dialog's code loads", () => {
  it('is fetched when the browser is idle after the list; a click before it arrives shows progress, two clicks open one dialog, focus on its first field', async () => {
    await openBinaryRequests();
    const add = screen.getByRole('button', { name: /Add Request/ });
    await expectFirstOpenWhileCodeLoads(add, {
      progress: 'Loading New Image Request',
      title: 'Image Request',
    });
  });
});
