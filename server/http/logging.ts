import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets: never written to a log line. */
const SECRET_PARAMETERS = new Set(['token', 'access_token', 'activationkey', 'key', 'password', 'newpassword']);
export const REDACTED = '[redacted]';

/** The URL with the value of every secret query parameter replaced by [redacted]. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is kept as sent; it cannot match a secret parameter anyway.
      }
      return SECRET_PARAMETERS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, question)}?${query}`;
}

/**
 * Logger options for Fastify (pino): the request as Fastify logs it, with its URL redacted,
 * and pino's redaction of credential headers in case any line ever carries headers.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
    },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie', 'authorization', 'token'],
      censor: REDACTED,
    },
  };
}
