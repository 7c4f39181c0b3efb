import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { server } from '@/testing/server';
import { openBinaryRequests, rows } from './requestsTestData';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(120_000);

describe('Binary Requests: details asked for ahead of the click', () => {
  it('starts a row’s details calls when the pointer reaches it, before it is selected', async () => {
    await openBinaryRequests();
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.pathname.split('/').pop()} ${url.searchParams.get('requestId')}`);
    });
    const other = rows[1];
    const option = screen.getByRole('option', { name: new RegExp(other.uploadName) });
    expect(option).toHaveAttribute('aria-selected', 'false');

    fireEvent.pointerEnter(option.querySelector('strong')?.parentElement?.parentElement ?? option);

    await waitFor(() =>
      expect(asked).toEqual(
        expect.arrayContaining([
          `GetRequest ${other.id}`,
          `GetLinkedComponents ${other.id}`,
          `GetWorkflowActions ${other.id}`,
          `GetRequestFollowing ${other.id}`,
        ]),
      ),
    );
    // Only a prefetch: the selection has not moved.
    expect(option).toHaveAttribute('aria-selected', 'false');
    server.events.removeAllListeners();
  });
});
