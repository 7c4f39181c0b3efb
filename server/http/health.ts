import type { FastifyInstance, FastifyReply } from 'fastify';
import { row, type Db } from '../db/pool';
import { migrationFiles } from '../db/migrate';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The `operation` label of the request metrics (server/http/metrics.ts). */
    operation?: string;
  }
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * GET /healthz: the process lives (200 as long as it answers). GET /readyz: it can serve, that is
 * the database answers and every migration this code brings is applied; 503 otherwise, and from
 * the moment the app starts closing (a preClose hook, before the listener closes), so a load
 * balancer stops sending to a server that is going away. Neither is rate limited nor signed in.
 */
export async function registerHealthRoutes(app: FastifyInstance, db: Db): Promise<void> {
  const migrations = await migrationFiles();
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
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
