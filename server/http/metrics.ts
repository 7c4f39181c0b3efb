import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onResponseHookHandler } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { LiveStats } from '../events/fanOut';
import { row, type Db } from '../db/pool';
import type { Mailer } from '../mail/mailer';
import { errorEnvelope } from './errors';

/** Loopback as the socket reports it (IPv4, IPv6, IPv4 mapped into IPv6). */
export function isLoopback(address: string | undefined): boolean {
  return address !== undefined && (address === '::1' || /^(::ffff:)?127\./.test(address));
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read /metrics: with METRICS_TOKEN set, whoever sends it as a bearer token (compared in
 * constant time); without it, only a client on this machine, by the socket's address (never
 * X-Forwarded-For, whatever TRUST_PROXY says) and not relayed by a local reverse proxy.
 */
export function metricsAccess(token: string | undefined) {
  const expected = token === undefined ? undefined : digest(`Bearer ${token}`);
  return (request: FastifyRequest): boolean => {
    if (expected) {
      const given = request.headers.authorization;
      return given !== undefined && timingSafeEqual(digest(given), expected);
    }
    const relayed =
      request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    return !relayed && isLoopback(request.socket.remoteAddress);
  };
}

export interface Metrics {
  /** Counts the mails `mailer` sends and fails to send. */
  countMails(mailer: Mailer): Mailer;
  /** Reports the live event hub's streams and fan-out (server/events/hub.ts). */
  watchLive(hub: { streamCount: number; stats: LiveStats }): void;
}

/**
 * Prometheus metrics (names and labels in docs/server.md, Monitoring): one registry per app, the
 * process's default metrics, request durations by operation and status, the database pool and mail.
 */
export function registerMetrics(
  app: FastifyInstance,
  db: Db,
  options: { token: string | undefined },
): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by operation (operationId, or static, unknown, healthz, readyz, metrics) and status.',
    labelNames: ['operation', 'status'] as const,
    registers: [registry],
  });
  const poolGauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  poolGauge(
    'db_pool_connections',
    'Connections the pool holds to PostgreSQL.',
    () => db.totalCount,
  );
  poolGauge('db_pool_idle_connections', 'Pool connections not in use.', () => db.idleCount);
  poolGauge(
    'db_pool_waiting_requests',
    'Queries waiting for a free connection.',
    () => db.waitingCount,
  );
  const mails = new Counter({
    name: 'mail_messages_total',
    help: 'Mails handed to SMTP (or written to the outbox directory), by result (sent, failed).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  // Both series exist from the start, so a rate or an alert on failures has a zero to start from.
  mails.inc({ result: 'sent' }, 0);
  mails.inc({ result: 'failed' }, 0);
  new Gauge({
    name: 'mail_outbox_backlog',
    help: 'Mails queued in the outbox (server/mail/outboxSender.ts), neither sent nor given up.',
    registers: [registry],
    async collect() {
      // A database that does not answer (or is not migrated yet) leaves the last value.
      const found = await row<{ backlog: number }>(
        db,
        'SELECT count(*) AS backlog FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL',
      ).catch(() => undefined);
      if (found) this.set(found.backlog);
    },
  });

  // One observation per answer, its label fixed per route when the route is made (reading the
  // route's config per request, request.routeOptions, builds an object each time: ~0.4 µs).
  const observer = (operation: string): onResponseHookHandler =>
    function observe(_request, reply, done) {
      durations.observe({ operation, status: reply.statusCode }, reply.elapsedTime / 1000);
      done();
    };
  app.addHook('onRoute', (route) => {
    const observe = observer(route.config?.operation ?? 'static');
    const own = route.onResponse;
    route.onResponse = own === undefined ? [observe] : [...[own].flat(), observe];
  });
  // No route: the not-found handler, which answers 404 or a page of the client (history fallback).
  const unknown = observer('unknown');
  const page = observer('static');
  app.addHook('onResponse', (request, reply, done) => {
    if (!request.is404) return done();
    return (reply.statusCode === 404 ? unknown : page).call(app, request, reply, done);
  });

  const allowed = metricsAccess(options.token);
  app.get('/metrics', { config: { operation: 'metrics' } }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (!allowed(request)) {
      return reply
        .code(403)
        .send(errorEnvelope(403, 'The metrics are not available to this client.'));
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });

  return {
    watchLive(hub) {
      new Gauge({
        name: 'live_streams',
        help: 'Event streams open on this server.',
        registers: [registry],
        collect() {
          this.set(hub.streamCount);
        },
      });
      // Kept by the hub as plain numbers (no registry on its path); read when scraped.
      const total = (name: string, help: string, read: () => number) =>
        new Counter({
          name,
          help,
          registers: [registry],
          collect() {
            this.reset();
            this.inc(read());
          },
        });
      total(
        'live_batches_total',
        'Batches of changes sent to the streams.',
        () => hub.stats.batches,
      );
      total(
        'live_stream_writes_total',
        'Socket writes to event streams (at most one per stream per batch).',
        () => hub.stats.writes,
      );
      total(
        'live_fanout_seconds_total',
        'CPU time spent deciding, building and writing batches to the streams.',
        () => hub.stats.fanOutMs / 1000,
      );
    },
    countMails(mailer) {
      return {
        async send(message, log) {
          try {
            await mailer.send(message, log);
          } catch (error) {
            mails.inc({ result: 'failed' });
            throw error;
          }
          mails.inc({ result: 'sent' });
        },
      };
    },
  };
}
