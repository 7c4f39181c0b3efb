import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What an incoming id may be to be kept: short, and nothing a log line or header could trip on. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's request id: the caller's (a reverse proxy's) X-Request-Id when well-formed, so one id
 * follows a request through both logs; a new UUID otherwise. Fastify writes it as `reqId` on every
 * log line of the request.
 */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}

/** Every answer carries its request's id. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    // On the raw response (as the security headers): Fastify drops its own headers on error answers.
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    done();
  });
}
