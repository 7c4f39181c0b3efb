import { configure, screen, waitFor, within } from '@testing-library/react';
import { mockEventStream } from '@/testing/eventStream';
import { mockOperation } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { newCapture, notes, requestHandlers, requestOf, rows } from './requestsTestData';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

const list = () => screen.getByRole('listbox', { name: 'Binary requests' });

describe('Binary Requests kept live by the event stream', () => {
  it('shows a status someone else changed in the open list and details, without a reload', async () => {
    const events = mockEventStream();
    let status = 'Submitted';
    server.use(
      events.handler,
      // The server's copy, which another user moves on.
      mockOperation('GetRequests', () => ({
        rowCount: rows.length,
        rowCountCapped: false,
        gridRows: rows.map((row) => (row.id === 101 ? { ...row, status } : row)),
      })),
      mockOperation('GetRequest', () => requestOf(rows[0], { status })),
      ...requestHandlers(newCapture()),
    );
    renderApp('/');
    const [first] = await within(
      await screen.findByRole('listbox', { name: 'Binary requests' }),
    ).findAllByRole('option');
    expect(first).toHaveTextContent('Submitted');
    expect(await screen.findByRole('button', { name: 'Status: Submitted' })).toBeInTheDocument();
    await waitFor(() => expect(events.isOpen()).toBe(true));

    status = 'Approved';
    events.change(51, { kind: 'request', id: '101', version: 2, requestId: 101 });

    expect(await screen.findByRole('button', { name: 'Status: Approved' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(list()).getAllByRole('option')[0]).toHaveTextContent('Approved'),
    );
  });

  it('shows a note someone else added in the open Notes tab', async () => {
    const events = mockEventStream();
    let stored = notes;
    server.use(
      events.handler,
      mockOperation('GetNotes', () => stored),
      ...requestHandlers(newCapture()),
    );
    const { user } = renderApp('/');
    await screen.findByText('Helios Spring Release', { selector: 'h3' });
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(await screen.findByText('Waiting for the lab.')).toBeInTheDocument();
    await waitFor(() => expect(events.isOpen()).toBe(true));

    stored = [
      ...notes,
      {
        ...notes[0],
        objectId: '7e000000-0000-4000-8000-000000000009',
        noteText: 'Images are ready.',
      },
    ];
    events.change(52, { kind: 'note', id: '7e000000-0000-4000-8000-000000000009', requestId: 101 });

    expect(await screen.findByText('Images are ready.')).toBeInTheDocument();
  });
});
