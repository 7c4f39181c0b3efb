import type { FastifyReply } from 'fastify';
import type { ChangeRow } from './changeLog';

/** The frames of the stream (openapi.yaml, StreamEvents). */
export const PING_FRAME = ': ping\n\n';
export const REFRESH_FRAME = 'event: refresh\ndata: {}\n\n';

/**
 * A `change` frame: what changed and its version, never the data. `origin` (the writing tab's
 * X-Client-Id) only on the streams of the user who made the change (server/events/hub.ts).
 */
export function changeFrame(
  change: Pick<ChangeRow, 'id' | 'kind' | 'recordId' | 'version' | 'requestId' | 'origin'>,
  withOrigin = false,
): string {
  const data = {
    kind: change.kind,
    id: change.recordId,
    ...(change.version === null ? {} : { version: change.version }),
    ...(change.requestId === null ? {} : { requestId: change.requestId }),
    ...(withOrigin && change.origin !== null ? { origin: change.origin } : {}),
  };
  return `id: ${change.id}\nevent: change\ndata: ${JSON.stringify(data)}\n\n`;
}

/** One open stream, as the hub writes to it. */
export interface StreamSink {
  write(text: string): void;
  /** Ends the stream (the client reconnects, or signs in again). */
  end(): void;
  /** Called once, when the stream has ended for whatever reason. */
  onClose(listener: () => void): void;
}

/** A client this far behind (unread bytes held for it) is cut off; it reconnects with Last-Event-ID. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** setTimeout's longest delay. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Takes the answer over from Fastify (no compression, no envelope) and opens the event stream on
 * it. The security headers and X-Request-Id are already on the raw response (onRequest hooks).
 * The stream ends by itself at `expiresAt` (the token's expiry): the client signs in again.
 */
export function openEventStream(reply: FastifyReply, expiresAt: number | undefined): StreamSink {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // nginx and its kin would otherwise hold the frames back to fill a buffer.
    'x-accel-buffering': 'no',
  });
  // Sends the headers now: the client knows the stream is open before the first event.
  response.write(': open\n\n');
  const listeners: (() => void)[] = [];
  const expiry =
    expiresAt === undefined
      ? undefined
      : setTimeout(
          () => response.end(),
          Math.min(Math.max(0, expiresAt - Date.now()), MAX_TIMER_MS),
        );
  expiry?.unref();
  response.on('close', () => {
    clearTimeout(expiry);
    for (const listener of listeners.splice(0)) listener();
  });
  return {
    write(text) {
      if (response.writableEnded || response.destroyed) return;
      response.write(text);
      // Node corks the socket for the chunk and uncorks it in a process.nextTick callback, one
      // per stream per batch; uncorking now writes it at once, within the fan-out's loop (and its
      // measured cost), and the later uncork finds nothing to do.
      response.socket?.uncork();
      if (response.writableLength > MAX_BUFFERED_BYTES) response.destroy();
    },
    end() {
      if (!response.writableEnded) response.end();
    },
    onClose(listener) {
      if (response.closed) listener();
      else listeners.push(listener);
    },
  };
}
