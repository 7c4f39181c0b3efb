import http from 'node:http';
import type { TestResponse } from './testApp';

export interface RawCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  /**
   * Sent as it is (FormData encoded as multipart); nothing, not even a length, when absent.
   * With a `transfer-encoding` header it goes chunked, without a length.
   */
  body?: string | FormData | Uint8Array;
}

/**
 * One call over raw HTTP: fetch refuses a body on GET and sets headers of its own, and some
 * bodies here are not valid anything.
 */
export async function sendRaw(baseUrl: string, call: RawCall): Promise<TestResponse> {
  let body: Buffer | undefined;
  const headers = { ...call.headers };
  if (call.body instanceof FormData) {
    const encoded = new Response(call.body);
    body = Buffer.from(await encoded.arrayBuffer());
    headers['content-type'] = encoded.headers.get('content-type') ?? '';
  } else if (call.body !== undefined) body = Buffer.from(call.body);
  if (body && !headers['transfer-encoding']) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(baseUrl + call.url),
      { method: call.method, headers },
      (res) => {
        const chunks: Buffer[] = [];
        const answer = () => {
          const raw = Buffer.concat(chunks);
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: Object.fromEntries(
              Object.entries(res.headers).map(([k, v]) => [k, String(v)]),
            ),
            body: raw,
            json: <T>() => JSON.parse(raw.toString('utf8')) as T,
          });
        };
        // An event stream never ends: its status and headers are the answer.
        if (String(res.headers['content-type']).startsWith('text/event-stream')) {
          answer();
          req.destroy();
          return;
        }
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', answer);
      },
    );
    // The server may answer (413, 415) and close before a large body is sent.
    req.on('error', reject);
    req.end(body);
  });
}
