import { waitFor } from '@testing-library/react';
import { mockEventStream } from '@/testing/eventStream';
import { server } from '@/testing/server';
import type { LiveMessage } from './changeEvent';
import type { LiveStatus } from './liveStream';
import { startSharedLiveEvents, type LeaderLocks } from './sharedLiveEvents';

/** navigator.locks for one lock name: granted to one holder at a time, in request order. */
function fakeLocks(): LeaderLocks {
  let held = false;
  const waiting: (() => void)[] = [];
  return {
    request: (_name, { signal }, whileHeld) =>
      new Promise((resolve, reject) => {
        const grant = () => {
          held = true;
          void Promise.resolve(whileHeld()).then((value) => {
            held = false;
            waiting.shift()?.();
            resolve(value);
          });
        };
        if (!held) return grant();
        waiting.push(grant);
        signal.addEventListener('abort', () => {
          waiting.splice(waiting.indexOf(grant), 1);
          reject(new DOMException('Aborted', 'AbortError'));
        });
      }),
  };
}

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function openTab(locks: LeaderLocks | null) {
  const messages: LiveMessage[] = [];
  const statuses: LiveStatus[] = [];
  const stop = startSharedLiveEvents({
    getToken: () => 'token-1',
    onMessage: (message) => messages.push(message),
    onStatus: (status) => statuses.push(status),
    onUnauthorized: jest.fn(),
    delayFor: () => 10,
    locks,
  });
  stops.push(stop);
  return { messages, statuses, stop };
}

const change = { kind: 'request', id: '42', version: 3, requestId: 42 } as const;

describe('one live stream per browser', () => {
  it('is read by the leader tab only, which relays its changes and status to the others', async () => {
    const events = mockEventStream();
    server.use(events.handler);
    const locks = fakeLocks();
    const leader = openTab(locks);
    await waitFor(() => expect(events.isOpen()).toBe(true));
    const follower = openTab(locks);
    // The newcomer asks for the status and is told.
    await waitFor(() => expect(follower.statuses).toEqual(['open']));

    events.change(8, change);
    const heard = [{ type: 'change', change }];
    await waitFor(() => expect(follower.messages).toEqual(heard));
    expect(leader.messages).toEqual(heard);
    expect(events.requests).toHaveLength(1);
  });

  it('is taken over by another tab when the leader closes, from the last id relayed', async () => {
    const events = mockEventStream();
    server.use(events.handler);
    const locks = fakeLocks();
    const leader = openTab(locks);
    await waitFor(() => expect(events.isOpen()).toBe(true));
    const follower = openTab(locks);
    events.change(8, change);
    await waitFor(() => expect(follower.messages).toHaveLength(1));

    leader.stop();
    await waitFor(() => expect(events.requests).toHaveLength(2));
    expect(events.requests[1]?.headers.get('Last-Event-ID')).toBe('8');
    events.change(9, { kind: 'note', id: '1', requestId: 42 });
    await waitFor(() => expect(follower.messages).toHaveLength(2));
    expect(leader.messages).toHaveLength(1);
  });

  it('refreshes everything on taking over when no id was relayed to resume from', async () => {
    const events = mockEventStream();
    server.use(events.handler);
    const locks = fakeLocks();
    const leader = openTab(locks);
    await waitFor(() => expect(events.isOpen()).toBe(true));
    const follower = openTab(locks);
    await waitFor(() => expect(follower.statuses).toEqual(['open']));
    leader.stop();
    await waitFor(() => expect(follower.messages).toEqual([{ type: 'refresh' }]));
  });

  it('is read by each tab alone where the browser has no Web Locks', async () => {
    const events = mockEventStream();
    server.use(events.handler);
    const first = openTab(null);
    await waitFor(() => expect(first.statuses).toEqual(['connecting', 'open']));
    const second = openTab(null);
    await waitFor(() => expect(second.statuses).toEqual(['connecting', 'open']));
    expect(events.requests).toHaveLength(2);
  });
});
