import { configure, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { mockOperation } from '@/testing/mockApi';
import { server } from '@/testing/server';
import { resetUnsavedChanges } from '@/components/unsavedChanges/unsavedChangesStore';
import { press, typeInto } from '@/testing/dialogTestSteps';
import { existingRequest, mockDialogApi, renderDialog } from './testData';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });
afterEach(() => resetUnsavedChanges());

const STALE =
  'This request was changed by someone else since you opened it. Reload it to see their changes.';

describe('ImageRequestDialog: a request saved by someone else meanwhile', () => {
  it('sends the loaded version; on 409 keeps what was typed and offers to reload, then saves the new version', async () => {
    const sent = mockDialogApi();
    const bodies: unknown[] = [];
    let stored = existingRequest;
    server.use(
      mockOperation('GetRequest', () =>
        HttpResponse.json({ success: true, message: '', result: stored }),
      ),
      mockOperation('SubmitImageRequest', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { success: false, message: STALE, code: 'stale', result: null },
          { status: 409 },
        );
      }),
    );
    const { onClose } = renderDialog({ mode: 'edit', requestId: 42 });
    await screen.findByDisplayValue('Spring release');
    typeInto('Name', 'My rename');
    // Meanwhile someone else saved it.
    stored = { ...existingRequest, version: 4, name: 'Their rename' };
    press('Save');

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual(expect.objectContaining({ id: 42, version: 3, name: 'My rename' }));
    expect((await screen.findAllByText(STALE)).length).toBeGreaterThan(0);
    expect(await screen.findByText(/Your changes are still in the form below/)).toBeInTheDocument();
    expect(screen.getByDisplayValue('My rename')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    press('Reload request');
    expect(await screen.findByDisplayValue('Their rename')).toBeInTheDocument();
    expect(screen.queryByText(/Your changes are still in the form below/)).not.toBeInTheDocument();

    server.use(
      mockOperation('SubmitImageRequest', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Saved.', result: stored });
      }),
    );
    press('Save');
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual(
      expect.objectContaining({ id: 42, version: 4, name: 'Their rename' }),
    );
    expect(sent.submits).toHaveLength(0);
  });
});
