import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Queryable } from '../db/pool';

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;
type ChildParams = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * The route a child store counts for. The plugin's typings promise route options, but at run
 * time it passes its merged settings with the route under `routeInfo`: read either, checking.
 */
function routeKey(params: object): string {
  const route: unknown = 'routeInfo' in params ? params.routeInfo : params;
  if (typeof route !== 'object' || route === null) return '';
  const method = 'method' in route ? [route.method].flat().join(',') : '';
  const url = 'url' in route && typeof route.url === 'string' ? route.url : '';
  return `${method} ${url} `;
}

/**
 * A @fastify/rate-limit store in PostgreSQL (table rate_limits), so the per-address limits
 * hold across every server sharing the database instead of per process. Fixed windows, as
 * the plugin's own in-memory store: the first hit starts a window of `timeWindow` ms.
 */
export function postgresRateLimitStore(db: Queryable) {
  let lastSweep = 0;

  class PostgresRateLimitStore {
    constructor(
      _options: object = {},
      private readonly prefix = '',
    ) {}

    incr(key: string, done: Done, timeWindow: number): void {
      void this.hit(`${this.prefix}${key}`, timeWindow).then(
        (result) => done(null, result),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(params: ChildParams): PostgresRateLimitStore {
      return new PostgresRateLimitStore(params, routeKey(params));
    }

    private async hit(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
      const result = await db.query<{ hits: number; ttl_ms: number }>(
        `INSERT INTO rate_limits AS r (key, started_at, hits) VALUES ($1, clock_timestamp(), 1)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN r.started_at + make_interval(secs => $2 / 1000.0) <= clock_timestamp() THEN 1 ELSE r.hits + 1 END,
           started_at = CASE WHEN r.started_at + make_interval(secs => $2 / 1000.0) <= clock_timestamp() THEN clock_timestamp() ELSE r.started_at END
         RETURNING hits, greatest(0, $2 - extract(epoch FROM clock_timestamp() - started_at) * 1000)::float8 AS ttl_ms`,
        [key, timeWindow],
      );
      // Now and then, forget windows long over (any key).
      if (Date.now() - lastSweep > 60_000) {
        lastSweep = Date.now();
        await db.query(
          `DELETE FROM rate_limits WHERE started_at < clock_timestamp() - interval '1 hour'`,
        );
      }
      const hit = result.rows[0];
      return { current: hit?.hits ?? 1, ttl: Math.round(hit?.ttl_ms ?? timeWindow) };
    }
  }

  return PostgresRateLimitStore;
}
