import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { server } from '@/testing/server';
import { openBinaryRequests, rows } from './requestsTestData';
import { idleQueue, removeIdleQueue } from '@/testing/idleQueue';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(120_000);

afterEach(() => {
  removeIdleQueue();
  server.events.removeAllListeners();
});

describe('Binary Requests: the Notes tab read ahead', () => {
  it('reads the notes and their code only in idle time after the details show, then opens Notes at once', async () => {
    const idle = idleQueue();
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.pathname.split('/').pop()} ${url.searchParams.get('requestId')}`);
    });
    await openBinaryRequests();
    const selected = rows[0].id;
    // The screen is complete, but the browser has not been idle: nothing read ahead yet.
    expect(asked).not.toContain(`GetNotes ${selected}`);

    await idle.runAll();
    await waitFor(() => expect(asked).toContain(`GetNotes ${selected}`));
    // Let the tabs' code and the notes arrive.
    await act(() => new Promise((done) => setTimeout(done, 200)));

    fireEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    // Shown in the click's own render: no spinner while React.lazy would suspend and hold it back.
    expect(screen.getByRole('list', { name: 'Notes' })).toHaveTextContent('Waiting for the lab.');
  });
});
