import http from 'node:http';
import type { Socket } from 'node:net';
import { errorEnvelope } from './errors';

/**
 * Answers a request Node's HTTP parser refuses before Fastify sees it (headers or URL past
 * 16 KB: 431; a malformed request: 400; too slow: 408) with the API's envelope, which
 * Fastify's own answer lacks. Found by the contract fuzzing (issue 9).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const message =
    status === 431
      ? 'The request line or headers are too large.'
      : status === 408
        ? 'The request took too long to arrive.'
        : 'The request could not be read.';
  const body = JSON.stringify(errorEnvelope(status, message));
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Cache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
