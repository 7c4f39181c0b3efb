import http from 'node:http';

/** An event stream read over real HTTP, as raw text (what a proxy or an attacker would see). */
export interface RawEventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Everything received so far. */
  text(): string;
  /** Resolves with the text once `done(text)` holds; rejects after `ms`. */
  waitFor(done: (text: string) => boolean, ms?: number): Promise<string>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens GET /api/Events/Stream with these headers (Authorization, Last-Event-ID...). */
export function openEventStream(
  baseUrl: string,
  headers: Record<string, string>,
): Promise<RawEventStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL('/api/Events/Stream', baseUrl), { headers }, (response) => {
      let text = '';
      const waiters = new Set<() => void>();
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        for (const check of [...waiters]) check();
      });
      const ended = new Promise<void>((done) => response.on('close', () => done()));
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        text: () => text,
        waitFor(done, ms = 5_000) {
          return new Promise((ok, fail) => {
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`the stream did not get there in ${ms} ms; it holds:\n${text}`));
            }, ms);
            const check = () => {
              if (!done(text)) return;
              clearTimeout(timer);
              waiters.delete(check);
              ok(text);
            };
            waiters.add(check);
            check();
          });
        },
        ended,
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

/** The `change` events of a stream's text: id and data. */
export function changeEvents(text: string): { id: number; data: Record<string, unknown> }[] {
  const found: { id: number; data: Record<string, unknown> }[] = [];
  for (const frame of text.split('\n\n')) {
    const id = /^id: (\d+)$/m.exec(frame)?.[1];
    const data = /^data: (.*)$/m.exec(frame)?.[1];
    if (/^event: change$/m.test(frame) && id && data)
      found.push({ id: Number(id), data: JSON.parse(data) as Record<string, unknown> });
  }
  return found;
}
