import { http, HttpResponse } from 'msw';
import type { ChangeEvent } from '@/api/liveEvents/changeEvent';
import { STREAM_PATH } from '@/api/liveEvents/liveStream';

/**
 * The live event stream (`StreamEvents`, text/event-stream) as a test drives it: each connection
 * the app opens is kept with its request (headers: Authorization, Last-Event-ID), and the test
 * writes frames to the newest one or ends it as the server would.
 */
export interface MockEventStream {
  handler: ReturnType<typeof http.get>;
  /** Every connection opened so far, oldest first. */
  requests: Request[];
  /** Writes raw text (frames, comments) to the open connection. */
  write(text: string): void;
  /** Sends a `change` event with the given id. */
  change(id: number, change: ChangeEvent): void;
  /** The server ends the open connection (shutdown, token expiry). */
  end(): void;
  /** Whether a connection is open now. */
  isOpen(): boolean;
}

export function mockEventStream(): MockEventStream {
  const encoder = new TextEncoder();
  const requests: Request[] = [];
  let open: ReadableStreamDefaultController<Uint8Array> | null = null;

  const current = () => {
    if (!open) throw new Error('No event stream is open.');
    return open;
  };
  const write = (text: string) => current().enqueue(encoder.encode(text));

  const handler = http.get(`*${STREAM_PATH}`, ({ request }) => {
    requests.push(request);
    let mine: ReadableStreamDefaultController<Uint8Array> | null = null;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        mine = controller;
        open = controller;
      },
      // The app aborted (it stopped, or gave up on a silent stream).
      cancel() {
        if (open === mine) open = null;
      },
    });
    return new HttpResponse(body, {
      headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' },
    });
  });

  return {
    handler,
    requests,
    write,
    change: (id, change) => write(`id: ${id}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`),
    end: () => {
      current().close();
      open = null;
    },
    isOpen: () => open !== null,
  };
}

/** The default: a stream that stays open and quiet, as the server's between changes. */
export const quietEventStream = http.get(
  `*${STREAM_PATH}`,
  () =>
    new HttpResponse(new ReadableStream<Uint8Array>(), {
      headers: { 'Content-Type': 'text/event-stream' },
    }),
);
