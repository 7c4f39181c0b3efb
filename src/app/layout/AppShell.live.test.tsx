import { configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { STREAM_PATH } from '@/api/liveEvents/liveStream';
import { VALID_TOKEN } from '@/testing/fixtures';
import { mockEventStream } from '@/testing/eventStream';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { OFFLINE_TEXT } from './OfflineIndicator';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

const userMenu = () => screen.findByRole('button', { name: 'User menu for alice' });

describe('the signed-in shell and the live event stream', () => {
  it('opens the stream with the session token and shows no indicator while it is live', async () => {
    const events = mockEventStream();
    server.use(events.handler);
    renderApp('/');
    await userMenu();
    await waitFor(() => expect(events.isOpen()).toBe(true));
    expect(events.requests[0]?.headers.get('Authorization')).toBe(`Bearer ${VALID_TOKEN}`);
    expect(new URL(events.requests[0]?.url ?? '').search).toBe('');
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
  });

  it('says it is offline while the server cannot be reached, and stops saying so once back', async () => {
    const events = mockEventStream();
    let reachable = false;
    server.use(
      http.get(`*${STREAM_PATH}`, () => (reachable ? undefined : HttpResponse.error())),
      events.handler,
    );
    renderApp('/');
    await userMenu();
    expect(await screen.findByText(OFFLINE_TEXT)).toBeInTheDocument();
    reachable = true;
    await waitFor(() => expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument());
    expect(events.isOpen()).toBe(true);
  });

  it('ends the session when the server refuses the token', async () => {
    server.use(
      http.get(`*${STREAM_PATH}`, () =>
        HttpResponse.json({ success: false, message: 'Sign in again.' }, { status: 401 }),
      ),
    );
    const { router, store } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().auth.token).toBeNull();
  });

  it('closes the stream on sign-out and opens no other', async () => {
    const events = mockEventStream();
    server.use(events.handler);
    const { user, router } = renderApp('/');
    await waitFor(() => expect(events.isOpen()).toBe(true));
    await user.click(await userMenu());
    await user.click(await screen.findByText('Logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // Whatever the server does next, the signed-out app does not come back.
    if (events.isOpen()) events.end();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(events.requests).toHaveLength(1);
  });
});
