import { configure, screen, waitFor, within } from '@testing-library/react';
import { mockOperation } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { newCapture, requestHandlers, rows } from '@/features/requests/requestsTestData';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

/** Binary Requests on request 101, which the user follows or not; Follow / Unfollow recorded. */
async function openRequest(followingAtFirst: boolean) {
  const sent: { operation: string; requestId: string | null }[] = [];
  let following = followingAtFirst;
  const answer = (requestId: string) => ({ requestId: Number(requestId), following });
  server.use(
    ...requestHandlers(newCapture()),
    mockOperation('GetRequestFollowing', ({ query }) => answer(query.requestId)),
    mockOperation('FollowRequest', ({ query }) => {
      sent.push({ operation: 'FollowRequest', requestId: query.requestId });
      following = true;
      return answer(query.requestId);
    }),
    mockOperation('UnfollowRequest', ({ query }) => {
      sent.push({ operation: 'UnfollowRequest', requestId: query.requestId });
      following = false;
      return answer(query.requestId);
    }),
  );
  const app = renderApp('/?sel=101');
  await screen.findByText('Helios Spring Release', { selector: 'h3' });
  return { ...app, sent };
}

describe('Follow / Unfollow in request details', () => {
  it('follows a request the user does not follow, and unfollows it again', async () => {
    const { user, sent } = await openRequest(false);
    await user.click(await screen.findByRole('button', { name: 'Follow' }));

    await waitFor(() => expect(sent).toEqual([{ operation: 'FollowRequest', requestId: '101' }]));
    expect(await screen.findByText('You now follow this request')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Unfollow' }));

    await waitFor(() =>
      expect(sent).toEqual([
        { operation: 'FollowRequest', requestId: '101' },
        { operation: 'UnfollowRequest', requestId: '101' },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(await screen.findByText('You no longer follow this request')).toBeInTheDocument();
  });

  it('says Unfollow for a request the user follows (its creator, say)', async () => {
    await openRequest(true);
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toHaveAttribute(
      'title',
      'You are notified when someone else changes this request. Unfollow to stop.',
    );
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  });

  it('keeps a Follow still on its way to its own request: another one can be followed meanwhile', async () => {
    const sent: string[] = [];
    let release: () => void = () => undefined;
    const answered = new Promise<void>((done) => (release = done));
    server.use(
      ...requestHandlers(newCapture()),
      mockOperation('FollowRequest', async ({ query }) => {
        sent.push(query.requestId ?? '');
        // The first request's Follow answers only when the test lets it.
        if (query.requestId === String(rows[0].id)) await answered;
        return { requestId: Number(query.requestId), following: true };
      }),
    );
    const { user } = renderApp(`/?sel=${rows[1].id}`);
    const list = await screen.findByRole('listbox', { name: 'Binary requests' });
    await screen.findByText(rows[1].uploadName, { selector: 'h3' });
    // Both requests read once, so the card updates in place between them.
    await user.click(within(list).getByText(rows[0].uploadName));
    await screen.findByText(rows[0].uploadName, { selector: 'h3' });
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(sent).toEqual([String(rows[0].id)]));

    await user.click(within(list).getByText(rows[1].uploadName));
    await screen.findByText(rows[1].uploadName, { selector: 'h3' });
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(sent).toEqual([String(rows[0].id), String(rows[1].id)]));
    release();
  });
});
