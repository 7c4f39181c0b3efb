import { isChangeKind, type LiveMessage } from './changeEvent';
import {
  startLiveStream,
  type LiveStatus,
  type LiveStream,
  type LiveStreamOptions,
} from './liveStream';

/** The Web Lock only the leader tab holds, and the channel it relays the stream on. */
export const LEADER_LOCK = 'image-requests-live-events';
export const RELAY_CHANNEL = 'image-requests-live-events';

/** The part of the Web Locks API used here (navigator.locks has it). */
export interface LeaderLocks {
  request(
    name: string,
    options: { signal: AbortSignal },
    whileHeld: () => Promise<void> | undefined,
  ): Promise<unknown>;
}

export interface SharedLiveEventsOptions extends Pick<
  LiveStreamOptions,
  'getToken' | 'onUnauthorized' | 'fetchFn' | 'delayFor'
> {
  onMessage(message: LiveMessage): void;
  onStatus(status: LiveStatus): void;
  /** navigator.locks and BroadcastChannel by default; a browser without either reads alone. */
  locks?: LeaderLocks | null;
  openChannel?: (() => BroadcastChannel) | null;
}

/** What the leader tab tells the others, and a new tab's question for the current status. */
type Relay =
  | { type: 'message'; message: LiveMessage; lastEventId: string }
  | { type: 'status'; status: LiveStatus; lastEventId: string }
  | { type: 'hello' };

const statuses: ReadonlySet<unknown> = new Set<LiveStatus>(['connecting', 'open', 'offline']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isMessage(value: unknown): value is LiveMessage {
  if (!isRecord(value)) return false;
  if (value.type === 'refresh') return true;
  return (
    value.type === 'change' &&
    isRecord(value.change) &&
    isChangeKind(value.change.kind) &&
    typeof value.change.id === 'string'
  );
}

/** Channel messages come from this app's other tabs, yet are checked before use all the same. */
function isRelay(value: unknown): value is Relay {
  if (!isRecord(value)) return false;
  if (value.type === 'hello') return true;
  if (typeof value.lastEventId !== 'string') return false;
  if (value.type === 'status') return statuses.has(value.status);
  return value.type === 'message' && isMessage(value.message);
}

function defaultLocks(): LeaderLocks | null {
  return typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null;
}

function defaultChannel(): (() => BroadcastChannel) | null {
  return typeof BroadcastChannel === 'function' ? () => new BroadcastChannel(RELAY_CHANNEL) : null;
}

/**
 * One stream per browser: the tab holding the Web Lock reads it and relays every message and
 * status change over a BroadcastChannel; the others listen. When the leader closes, the browser
 * hands the lock to a waiting tab, which opens the stream from the last id it heard relayed.
 * Without Web Locks or BroadcastChannel each tab reads its own stream. Returns the stop.
 */
export function startSharedLiveEvents(options: SharedLiveEventsOptions): () => void {
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  const openChannel = options.openChannel === undefined ? defaultChannel() : options.openChannel;
  let stream: LiveStream | null = null;
  let lastEventId = '';
  let status: LiveStatus = 'connecting';
  let heardLeader = false;

  const channel = locks && openChannel ? openChannel() : null;
  const post = (relay: Relay) => channel?.postMessage(relay);

  const lead = () => {
    stream = startLiveStream({
      getToken: options.getToken,
      onUnauthorized: options.onUnauthorized,
      fetchFn: options.fetchFn,
      delayFor: options.delayFor,
      lastEventId,
      // A tab that heard another lead may have missed what came between the two streams.
      afterGap: heardLeader,
      onMessage: (message, id) => {
        lastEventId = id;
        options.onMessage(message);
        post({ type: 'message', message, lastEventId: id });
      },
      onStatus: (next) => {
        status = next;
        options.onStatus(next);
        post({ type: 'status', status: next, lastEventId });
      },
    });
  };

  if (!channel || !locks) {
    lead();
    return () => stream?.stop();
  }

  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    if (!isRelay(data)) return;
    if (stream) {
      if (data.type === 'hello') post({ type: 'status', status, lastEventId });
      return;
    }
    if (data.type === 'hello') return;
    heardLeader = true;
    lastEventId = data.lastEventId;
    if (data.type === 'status') options.onStatus(data.status);
    else options.onMessage(data.message);
  };

  const stopping = new AbortController();
  let release: (() => void) | null = null;
  locks
    .request(LEADER_LOCK, { signal: stopping.signal }, () => {
      if (stopping.signal.aborted) return undefined;
      lead();
      // Held until this tab stops (or closes: the browser then releases it).
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    })
    // Stopped while still waiting for the lock.
    .catch(() => undefined);
  post({ type: 'hello' });

  return () => {
    stopping.abort();
    stream?.stop();
    release?.();
    channel.close();
  };
}
