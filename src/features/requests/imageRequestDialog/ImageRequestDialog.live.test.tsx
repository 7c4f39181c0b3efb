import { configure, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { startLiveUpdates } from '@/api/liveEvents/useLiveEvents';
import { CHANGED_ELSEWHERE } from '@/components/staleSave/StaleSaveNotice';
import { resetUnsavedChanges } from '@/components/unsavedChanges/unsavedChangesStore';
import { press, typeInto } from '@/testing/dialogTestSteps';
import { mockEventStream } from '@/testing/eventStream';
import { mockOperation } from '@/testing/mockApi';
import { server } from '@/testing/server';
import { existingRequest, mockDialogApi, renderDialog } from './testData';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  resetUnsavedChanges();
});

describe('ImageRequestDialog: the request is saved by someone else while the dialog is open', () => {
  it('keeps what was typed, says so and offers Reload, which shows their version', async () => {
    const sent = mockDialogApi();
    const events = mockEventStream();
    let stored = existingRequest;
    server.use(
      events.handler,
      mockOperation('GetRequest', () =>
        HttpResponse.json({ success: true, message: '', result: stored }),
      ),
    );
    const { store, onClose } = renderDialog({ mode: 'edit', requestId: 42 });
    stop = startLiveUpdates(store, () => undefined);
    await screen.findByDisplayValue('Spring release');
    await waitFor(() => expect(events.isOpen()).toBe(true));
    typeInto('Name', 'My rename');
    expect(screen.queryByText(CHANGED_ELSEWHERE)).not.toBeInTheDocument();

    // Someone else saves it; the stream says so.
    stored = { ...existingRequest, version: 4, name: 'Their rename' };
    events.change(60, { kind: 'request', id: '42', version: 4, requestId: 42 });

    // A polite status: the user did not ask for it, and keeps typing.
    expect((await screen.findByText(CHANGED_ELSEWHERE)).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText(/Your changes are still in the form below/)).toBeInTheDocument();
    expect(screen.getByDisplayValue('My rename')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    press('Reload request');
    expect(await screen.findByDisplayValue('Their rename')).toBeInTheDocument();
    expect(screen.queryByText(CHANGED_ELSEWHERE)).not.toBeInTheDocument();
    expect(sent.submits).toHaveLength(0);
  });

  it('stays open with what was typed when the request cannot be read again (removed meanwhile)', async () => {
    mockDialogApi();
    const events = mockEventStream();
    let removed = false;
    server.use(
      events.handler,
      mockOperation('GetRequest', () =>
        removed
          ? HttpResponse.json(
              { success: false, message: 'Request not found.', code: 'notFound', result: null },
              { status: 404 },
            )
          : HttpResponse.json({ success: true, message: '', result: existingRequest }),
      ),
    );
    const { store, onClose } = renderDialog({ mode: 'edit', requestId: 42 });
    stop = startLiveUpdates(store, () => undefined);
    await screen.findByDisplayValue('Spring release');
    await waitFor(() => expect(events.isOpen()).toBe(true));
    typeInto('Name', 'My rename');

    removed = true;
    events.change(61, { kind: 'request', id: '42', requestId: 42 });

    expect(await screen.findByText('Request not found.')).toBeInTheDocument();
    expect(screen.getByDisplayValue('My rename')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
