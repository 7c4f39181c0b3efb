import { backoffDelay } from './backoff';
import { parseChangeEvent, type LiveMessage } from './changeEvent';
import { createSseParser } from './sseParser';

/** `connecting` until the first answer, `open` while the stream is read, `offline` between tries. */
export type LiveStatus = 'connecting' | 'open' | 'offline';

/** The contract's `StreamEvents` operation (tag Events; read here, not through RTK Query). */
export const STREAM_PATH = '/api/Events/Stream';
/** The server's heartbeat is every 25 s; a stream silent for a minute is dead, whatever TCP says. */
export const SILENCE_LIMIT_MS = 60_000;

export interface LiveStreamOptions {
  /** Read before every connection: a reconnect goes with the token the session holds then. */
  getToken(): string | null;
  /** Where to resume from (a stream this tab heard relayed by another, now closed). */
  lastEventId?: string;
  /**
   * Events may have been missed before this stream starts (another tab's stream ended first):
   * without an id to replay from, the first answer refreshes everything.
   */
  afterGap?: boolean;
  onMessage(message: LiveMessage, lastEventId: string): void;
  onStatus(status: LiveStatus): void;
  /** The server refused the token (401): the session is over. */
  onUnauthorized(): void;
  fetchFn?: typeof fetch;
  delayFor?(attempt: number): number;
  silenceLimitMs?: number;
}

export interface LiveStream {
  stop(): void;
  lastEventId(): string;
}

type Outcome = 'opened' | 'failed' | 'unauthorized';

/**
 * Reads the event stream with `fetch`, so the bearer token goes in the Authorization header
 * (EventSource cannot send one, and a token in the URL would end up in logs). Reconnects with
 * back-off and jitter, sending `Last-Event-ID` so the server replays what was missed; a stream
 * the server ends (the token expired, the server restarts) is reopened the same way.
 */
export function startLiveStream(options: LiveStreamOptions): LiveStream {
  const fetchFn = options.fetchFn ?? ((input, init) => fetch(input, init));
  const delayFor = options.delayFor ?? ((attempt: number) => backoffDelay(attempt));
  const silenceLimit = options.silenceLimitMs ?? SILENCE_LIMIT_MS;
  const stopping = new AbortController();
  let lastId = options.lastEventId ?? '';
  // Only the first answer of a stream that knows no id and follows no gap misses nothing.
  let mayHaveMissed = options.afterGap === true;
  let wake: (() => void) | null = null;

  async function connectOnce(token: string): Promise<Outcome> {
    const connection = new AbortController();
    const abort = () => connection.abort();
    stopping.signal.addEventListener('abort', abort);
    let silence: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
    const listen = () => {
      clearTimeout(silence);
      silence = setTimeout(abort, silenceLimit);
    };
    try {
      const headers: Record<string, string> = {
        Accept: 'text/event-stream',
        Authorization: `Bearer ${token}`,
      };
      if (lastId) headers['Last-Event-ID'] = lastId;
      listen();
      const response = await fetchFn(`${globalThis.location?.origin ?? ''}${STREAM_PATH}`, {
        headers,
        cache: 'no-store',
        signal: connection.signal,
      });
      if (response.status === 401) return 'unauthorized';
      if (!response.ok || !response.body) return 'failed';
      opened = true;
      options.onStatus('open');
      if (mayHaveMissed && !lastId) options.onMessage({ type: 'refresh' }, lastId);
      mayHaveMissed = true;
      const parser = createSseParser((event) => {
        lastId = event.lastEventId;
        if (event.event === 'refresh') options.onMessage({ type: 'refresh' }, lastId);
        if (event.event !== 'change') return;
        const change = parseChangeEvent(event.data);
        if (change) options.onMessage({ type: 'change', change }, lastId);
      }, lastId);
      const reader = response.body.getReader();
      // Not every fetch ends the body when its request is aborted (a mocked one does not).
      connection.signal.addEventListener(
        'abort',
        () => void reader.cancel().catch(() => undefined),
      );
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        listen();
        parser.feed(decoder.decode(value, { stream: true }));
        // An id-only frame moves the id on without an event.
        lastId = parser.lastEventId();
      }
      return 'opened';
    } catch {
      // Unreachable, aborted for silence or stopped: the loop decides what follows.
      return opened ? 'opened' : 'failed';
    } finally {
      clearTimeout(silence);
      stopping.signal.removeEventListener('abort', abort);
    }
  }

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        stopping.signal.removeEventListener('abort', done);
        wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      stopping.signal.addEventListener('abort', done);
      wake = done;
    });

  async function run() {
    options.onStatus('connecting');
    let attempt = 0;
    while (!stopping.signal.aborted) {
      const token = options.getToken();
      if (!token) return;
      const outcome = await connectOnce(token);
      if (stopping.signal.aborted) return;
      if (outcome === 'unauthorized') {
        // Refused a token the session has since replaced (a password change): try the new one.
        if (options.getToken() !== token) continue;
        options.onUnauthorized();
        return;
      }
      // A stream that was open and ended starts the back-off afresh.
      if (outcome === 'opened') attempt = 0;
      options.onStatus('offline');
      await pause(delayFor(attempt));
      attempt += 1;
    }
  }

  // Back online (the laptop woke up, the network returned): no need to wait out the back-off.
  const online = () => wake?.();
  globalThis.addEventListener?.('online', online);
  stopping.signal.addEventListener('abort', () =>
    globalThis.removeEventListener?.('online', online),
  );

  void run();
  return {
    stop: () => stopping.abort(),
    lastEventId: () => lastId,
  };
}
