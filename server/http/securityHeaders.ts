import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once. @fastify/helmet ran `helmet(options)` on every request,
 * which parses the Content-Security-Policy directives and builds every header again (≈ 3 % of a
 * loaded server's time); the options are fixed, so the headers are the same for every answer and
 * are computed at start instead, by running helmet once on a response that is never sent.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, (error?: unknown) => {
    if (error) throw error;
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined)
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/** Sends the headers of `options` on every answer (a route may still replace one: /api/docs sets its own CSP). */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = Object.entries(securityHeaders(options));
  app.addHook('onRequest', (_request, reply, done) => {
    // On the raw response, as helmet did: kept through error answers; a route's own header wins.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
