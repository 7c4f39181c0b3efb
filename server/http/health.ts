import type { FastifyInstance, FastifyReply } from 'fastify';
import { row, type Db } from '../db/pool';
import { migrationFiles } from '../db/migrate';
import { errorEnvelope } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The `operation` label of the request metrics (server/http/metrics.ts). */
    operation?: string;
  }
  interface FastifyInstance {
    /** Begins a shutdown (main.ts, SIGTERM): the drain described at registerHealthRoutes. */
    drain(): void;
  }
}

/** RFC 9110's idempotent methods: those a reverse proxy resends to another server on a failure. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
/** Answered as usual while draining, so a probe or a scrape still sees the truth. */
const SERVED_WHILE_DRAINING = new Set(['healthz', 'readyz', 'metrics']);

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * GET /healthz: the process lives (200 as long as it answers). GET /readyz: it can serve, that is
 * the database answers and every migration this code brings is applied; 503 otherwise, and from
 * the moment shutdown begins (app.drain(), or app.close()'s preClose), so a load balancer that
 * polls it stops sending. Neither is rate limited nor signed in.
 *
 * From then on (the drain: SHUTDOWN_DRAIN_MS with the listener still open, then app.close) every
 * answer closes its connection (`Connection: close`, the only race-free way to end a kept one),
 * and a call of an idempotent method is refused with 503 before it runs: a proxy such as nginx
 * resends it to another server and marks this one down (its passive health check), so nothing new
 * arrives by the time the listener closes. POST and PATCH calls, which a proxy does not resend,
 * are served as usual. See docs/operations.md, Rolling restarts.
 */
export async function registerHealthRoutes(app: FastifyInstance, db: Db): Promise<void> {
  const migrations = await migrationFiles();
  let closing = false;
  app.decorate('drain', () => {
    closing = true;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing) return done();
    const operation = request.routeOptions.config.operation ?? '';
    if (!IDEMPOTENT.has(request.method) || SERVED_WHILE_DRAINING.has(operation)) return done();
    // Answered here, without calling done(): the call does not run.
    void reply
      .code(503)
      .header('retry-after', '5')
      .send(errorEnvelope(503, 'The server is restarting. Please try again in a moment.'));
  });
  // At send time, so that calls already under way when shutdown began close theirs too: a kept
  // connection left idle would hold the closing server open until the proxy drops it.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });

  app.get('/healthz', { config: { operation: 'healthz' } }, async (_request, reply) =>
    noStore(reply).send({ status: 'ok' }),
  );

  app.get('/readyz', { config: { operation: 'readyz' } }, async (request, reply) => {
    noStore(reply);
    if (closing) return reply.code(503).send({ status: 'unavailable', reason: 'shutting down' });
    let applied: number;
    try {
      const found = await row<{ applied: number }>(
        db,
        'SELECT count(*)::int AS applied FROM schema_migrations WHERE name = ANY($1)',
        [migrations],
      );
      applied = found?.applied ?? 0;
    } catch (error) {
      // 42P01: no schema_migrations table yet, a database never migrated.
      if (error instanceof Error && 'code' in error && error.code === '42P01')
        return reply.code(503).send({ status: 'unavailable', reason: 'migrations pending' });
      request.log.warn({ err: error }, 'readiness: the database does not answer');
      return reply.code(503).send({ status: 'unavailable', reason: 'database' });
    }
    if (applied < migrations.length)
      return reply.code(503).send({ status: 'unavailable', reason: 'migrations pending' });
    return reply.send({ status: 'ready' });
  });
}
