import { waitFor } from '@testing-library/react';
import { binaryRequestApi } from '@/api';
import { initialAuthState } from '@/features/auth/authSlice';
import { setupStore } from '@/app/store';
import { mockEventStream } from '@/testing/eventStream';
import { VALID_TOKEN } from '@/testing/fixtures';
import { mockOperation } from '@/testing/mockApi';
import { server } from '@/testing/server';
import { TAB_ID } from './tabId';
import { startLiveUpdates } from './useLiveEvents';

jest.setTimeout(60_000);
let stop: (() => void) | undefined;
afterEach(() => stop?.());

const note = { objectId: 'n-1', noteText: 'Looks good.', createdBy: 'Alice', createdOn: '' };

describe('the tab that made a change does not refetch it from the stream', () => {
  it('sends its id on writes, skips the change that names it, refetches one that does not', async () => {
    const events = mockEventStream();
    const noteCalls: Request[] = [];
    let notesRead = 0;
    server.use(
      events.handler,
      mockOperation('GetNotes', () => {
        notesRead += 1;
        return [];
      }),
      mockOperation('AddNote', ({ request }) => {
        noteCalls.push(request);
        return { ...note, eventName: 'Note', eventDescription: note.noteText };
      }),
    );
    const store = setupStore({
      auth: {
        ...initialAuthState,
        token: VALID_TOKEN,
        _persist: { version: -1, rehydrated: true },
      },
    });
    stop = startLiveUpdates(store, () => undefined);
    const shown = store.dispatch(binaryRequestApi.endpoints.getNotes.initiate({ requestId: 42 }));
    await waitFor(() => expect(notesRead).toBe(1));
    await waitFor(() => expect(events.isOpen()).toBe(true));

    // The write names this tab; its answer refreshes the notes once.
    await store.dispatch(
      binaryRequestApi.endpoints.addNote.initiate({
        addNoteRequest: { requestId: 42, noteText: note.noteText },
      }),
    );
    expect(noteCalls[0]?.headers.get('X-Client-Id')).toBe(TAB_ID);
    expect(TAB_ID).toMatch(/^[a-f0-9]{32}$/);
    await waitFor(() => expect(notesRead).toBe(2));

    // Its own change comes back on the stream: nothing more is read.
    events.change(70, { kind: 'note', id: 'n-1', requestId: 42, origin: TAB_ID });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(notesRead).toBe(2);

    // Another tab's (or browser's) change of the same user: read again.
    events.change(71, { kind: 'note', id: 'n-2', requestId: 42, origin: 'another-tab-id' });
    await waitFor(() => expect(notesRead).toBe(3));
    // Someone else's (no origin): read again.
    events.change(72, { kind: 'note', id: 'n-3', requestId: 42 });
    await waitFor(() => expect(notesRead).toBe(4));
    shown.unsubscribe();
  });

  it('sends no client id on reads', async () => {
    const reads: Request[] = [];
    server.use(
      mockOperation('GetNotes', ({ request }) => {
        reads.push(request);
        return [];
      }),
    );
    const store = setupStore({
      auth: {
        ...initialAuthState,
        token: VALID_TOKEN,
        _persist: { version: -1, rehydrated: true },
      },
    });
    const shown = store.dispatch(binaryRequestApi.endpoints.getNotes.initiate({ requestId: 7 }));
    await waitFor(() => expect(reads).toHaveLength(1));
    expect(reads[0]?.headers.get('X-Client-Id')).toBeNull();
    shown.unsubscribe();
  });
});
