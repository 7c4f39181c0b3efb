import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream } from 'pino';

/** Query parameters whose values are secrets: never written to a log line. */
const SECRET_PARAMETERS = new Set([
  'token',
  'access_token',
  'activationkey',
  'key',
  'password',
  'newpassword',
  // The OpenID provider's answer at /api/Account/OidcCallback: a single-use authorization code.
  'code',
  'state',
]);
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

/** Readable lines for a person at a terminal (pino-pretty, in a worker thread); JSON otherwise. */
export const prettyLogs = (production: boolean) => Boolean(process.stdout.isTTY) && !production;

const PRETTY_TRANSPORT = {
  target: 'pino-pretty',
  options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true },
};

/**
 * Logger options for Fastify (pino): the request as Fastify logs it, with its URL redacted,
 * and pino's redaction of credential headers in case any line ever carries headers. Lines go
 * to `stream`, else through pino-pretty when `pretty`, else to standard output.
 */
export function loggerOptions(level: string, stream?: DestinationStream, pretty = false) {
  return {
    level,
    ...(stream ? { stream } : pretty ? { transport: PRETTY_TRANSPORT } : {}),
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
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'authorization',
        'token',
      ],
      censor: REDACTED,
    },
  };
}

export interface AsyncLogDestination {
  stream: DestinationStream;
  /** Writes every line still buffered, then resolves (within `timeoutMs` even if the output is gone). */
  close(timeoutMs?: number): Promise<void>;
}

/**
 * The production log: standard output (or a file, for tests) written asynchronously. A synchronous
 * write to a pipe per call held the server up under load; here lines that arrive while one write
 * is under way go out together in the next. `close` at shutdown; should the process exit without
 * it, pino writes what is left on exit. Only a kill -9 can lose the lines of the write under way.
 */
export function asyncLogDestination(dest: number | string = 1): AsyncLogDestination {
  const stream = pino.destination({ dest, sync: false });
  return {
    stream,
    close(timeoutMs = 5_000) {
      return new Promise<void>((resolve) => {
        // A broken pipe makes pino's stream ignore end(): the timer ends the wait.
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        stream.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
        try {
          stream.end();
        } catch {
          // Already closed: nothing is buffered.
          resolve();
        }
      });
    },
  };
}
