import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockEventStream } from '@/testing/eventStream';
import { server } from '@/testing/server';
import type { LiveMessage } from './changeEvent';
import { startLiveStream, STREAM_PATH, type LiveStatus, type LiveStream } from './liveStream';

let stream: LiveStream | undefined;
afterEach(() => stream?.stop());

function start(
  overrides: {
    token?: () => string | null;
    delays?: number[];
    silenceLimitMs?: number;
    /** Each back-off's length (10 ms unless said). */
    delayMs?: number;
  } = {},
) {
  const messages: LiveMessage[] = [];
  const statuses: LiveStatus[] = [];
  const onUnauthorized = jest.fn();
  const delays = overrides.delays ?? [];
  stream = startLiveStream({
    getToken: overrides.token ?? (() => 'token-1'),
    onMessage: (message) => messages.push(message),
    onStatus: (status) => statuses.push(status),
    onUnauthorized,
    delayFor: (attempt) => {
      delays.push(attempt);
      return overrides.delayMs ?? 10;
    },
    silenceLimitMs: overrides.silenceLimitMs,
  });
  return { messages, statuses, onUnauthorized, delays };
}

describe('the live stream reader', () => {
  it('sends the token in the Authorization header, never in the URL, and reads changes', async () => {
    const events = mockEventStream();
    server.use(events.handler);
    const { messages, statuses } = start();
    await waitFor(() => expect(events.isOpen()).toBe(true));
    const [request] = events.requests;
    expect(request?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(request?.url).toBe(`${location.origin}${STREAM_PATH}`);
    expect(request?.headers.has('Last-Event-ID')).toBe(false);

    events.write(': ping\n\n');
    events.change(12, { kind: 'request', id: '42', version: 7, requestId: 42 });
    await waitFor(() =>
      expect(messages).toEqual([
        { type: 'change', change: { kind: 'request', id: '42', version: 7, requestId: 42 } },
      ]),
    );
    expect(statuses).toEqual(['connecting', 'open']);
    expect(stream?.lastEventId()).toBe('12');
  });

  it('reconnects after the server ends the stream, with Last-Event-ID and the token held then', async () => {
    const events = mockEventStream();
    server.use(events.handler);
    let token = 'token-1';
    const { messages, statuses } = start({ token: () => token });
    await waitFor(() => expect(events.isOpen()).toBe(true));
    events.change(30, { kind: 'note', id: '5', requestId: 42 });
    await waitFor(() => expect(messages).toHaveLength(1));

    // The token expired; the session took a fresh one meanwhile.
    token = 'token-2';
    events.end();
    await waitFor(() => expect(events.requests).toHaveLength(2));
    const again = events.requests[1];
    expect(again?.headers.get('Last-Event-ID')).toBe('30');
    expect(again?.headers.get('Authorization')).toBe('Bearer token-2');
    await waitFor(() => expect(statuses).toEqual(['connecting', 'open', 'offline', 'open']));
    // The server replays from the id: no refresh is needed.
    expect(messages).toHaveLength(1);
  });

  it('asks for everything again when it reconnects without an id to replay from', async () => {
    const events = mockEventStream();
    server.use(events.handler);
    const { messages } = start();
    await waitFor(() => expect(events.isOpen()).toBe(true));
    events.end();
    await waitFor(() => expect(messages).toEqual([{ type: 'refresh' }]));
    expect(events.requests[1]?.headers.has('Last-Event-ID')).toBe(false);
  });

  it('passes on the server\u2019s refresh event', async () => {
    const events = mockEventStream();
    server.use(events.handler);
    const { messages } = start();
    await waitFor(() => expect(events.isOpen()).toBe(true));
    events.write('event: refresh\ndata: {}\n\n');
    await waitFor(() => expect(messages).toEqual([{ type: 'refresh' }]));
  });

  it('ignores change data that is not a change event', async () => {
    const events = mockEventStream();
    server.use(events.handler);
    const { messages } = start();
    await waitFor(() => expect(events.isOpen()).toBe(true));
    events.write('id: 1\nevent: change\ndata: {"kind":"secret","id":"1"}\n\n');
    events.write('id: 2\nevent: change\ndata: not json\n\n');
    events.change(3, { kind: 'user', id: 'u-1', version: 2 });
    await waitFor(() => expect(messages).toHaveLength(1));
    expect(stream?.lastEventId()).toBe('3');
  });

  it('backs off further on each failed try and starts over once connected', async () => {
    let calls = 0;
    const events = mockEventStream();
    server.use(
      http.get(`*${STREAM_PATH}`, () => {
        calls += 1;
        return calls <= 3 ? HttpResponse.error() : undefined;
      }),
      events.handler,
    );
    const { delays, statuses } = start();
    await waitFor(() => expect(events.isOpen()).toBe(true));
    expect(delays).toEqual([0, 1, 2]);
    expect(statuses).toEqual(['connecting', 'offline', 'offline', 'offline', 'open']);
    events.end();
    await waitFor(() => expect(delays).toEqual([0, 1, 2, 0]));
  });

  it('ends the session on 401 and stops trying', async () => {
    let calls = 0;
    server.use(
      http.get(`*${STREAM_PATH}`, () => {
        calls += 1;
        return HttpResponse.json({ success: false, message: 'Sign in again.' }, { status: 401 });
      }),
    );
    const { onUnauthorized } = start();
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(1);
  });

  it('tries the session\u2019s new token when the old one is refused, without ending the session', async () => {
    const events = mockEventStream();
    let token = 'revoked';
    server.use(
      http.get(`*${STREAM_PATH}`, ({ request }) => {
        if (request.headers.get('Authorization') !== 'Bearer revoked') return undefined;
        // The session took a new token while this one was on its way.
        token = 'fresh';
        return HttpResponse.json({ success: false, message: 'Sign in again.' }, { status: 401 });
      }),
      events.handler,
    );
    const { onUnauthorized } = start({ token: () => token });
    await waitFor(() => expect(events.isOpen()).toBe(true));
    expect(events.requests[0]?.headers.get('Authorization')).toBe('Bearer fresh');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('gives up on a stream silent past the limit and opens another', async () => {
    const events = mockEventStream();
    server.use(events.handler);
    start({ silenceLimitMs: 200 });
    await waitFor(() => expect(events.requests).toHaveLength(2));
  });

  it('tries again at once when the browser comes back online', async () => {
    let reachable = false;
    const events = mockEventStream();
    server.use(
      http.get(`*${STREAM_PATH}`, () => (reachable ? undefined : HttpResponse.error())),
      events.handler,
    );
    const { statuses } = start({ delayMs: 60_000 });
    await waitFor(() => expect(statuses).toEqual(['connecting', 'offline']));
    reachable = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(events.isOpen()).toBe(true));
  });

  it('stops reading when stopped', async () => {
    const events = mockEventStream();
    server.use(events.handler);
    const { messages, statuses } = start();
    await waitFor(() => expect(events.isOpen()).toBe(true));
    stream?.stop();
    events.change(1, { kind: 'note', id: '5', requestId: 42 });
    events.end();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(messages).toEqual([]);
    expect(statuses).toEqual(['connecting', 'open']);
    expect(events.requests).toHaveLength(1);
  });
});
