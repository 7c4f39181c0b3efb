import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../auth/authUser';
import type { TokenService } from '../auth/tokens';
import { isDatabaseUnavailable, type Db, type Queryable } from '../db/pool';
import { ApiError } from '../http/errors';
import {
  authVersionNow,
  changeKept,
  changesAfter,
  changesByIds,
  changesSince,
  lastChangeId,
  pruneChanges,
  type ChangeRow,
} from './changeLog';
import { CHANGE_CHANNEL } from './publish';
import { audienceKey, frameFor, sendBatch, type LiveStats, type Subscriber } from './fanOut';
import { PING_FRAME, REFRESH_FRAME, type StreamSink } from './sseStream';
import { whoMayHear } from './visibility';

export interface HubOptions {
  /** Comment frames keep idle streams (and the proxies on their way) open. */
  heartbeatMs: number;
  /** How long changes are kept for replay (Last-Event-ID). */
  retentionMs: number;
  pruneEveryMs: number;
  /** Streams one user may hold on one server. */
  maxStreamsPerUser: number;
  /** A replay longer than this is a `refresh` instead. */
  maxReplay: number;
  /** Changes read and sent together. */
  batchSize: number;
  /** Batches are read at most this often (the latency paid for one read per window under load). */
  batchEveryMs: number;
  /**
   * And the window grows by this much per open stream, up to `batchMaxEveryMs`: each window costs
   * every stream that hears of its changes one socket write, whatever their number, so many
   * streams under a stream of writes take fewer, larger writes (500 streams: 20 + 100 ms).
   */
  batchMsPerStream: number;
  batchMaxEveryMs: number;
  /** How often the kept rows are swept for changes whose announcement never came. */
  sweepEveryMs: number;
  /** Back-off of the listener's reconnection: first and longest wait. */
  reconnectMinMs: number;
  reconnectMaxMs: number;
}

export const HUB_DEFAULTS: HubOptions = {
  heartbeatMs: 25_000,
  retentionMs: 24 * 60 * 60 * 1000,
  pruneEveryMs: 10 * 60 * 1000,
  maxStreamsPerUser: 20,
  maxReplay: 1_000,
  batchSize: 500,
  sweepEveryMs: 2_000,
  batchEveryMs: 20,
  batchMsPerStream: 0.2,
  batchMaxEveryMs: 250,
  reconnectMinMs: 200,
  reconnectMaxMs: 10_000,
};

/** Sent ids remembered against doubles: far more than one sweep's worth of changes. */
const SENT_KEPT = 10_000;

/** The listener connection's application_name (pg_stat_activity). */
export const LISTENER_NAME = 'image-requests live events';

/**
 * The live event stream's server side (issue 18): one dedicated connection (not the pool's) LISTENs
 * for the announcements of committed change_events rows (server/events/publish.ts), reads them by
 * id in batches and sends each subscriber the changes it may hear (./visibility.ts). Every 2 s it
 * also sweeps the rows above the highest id it sent, for a change whose announcement was lost. A
 * lost connection is re-established with back-off, and every stream is then told to `refresh`: what
 * was committed meanwhile was not heard. Started by the first stream; `close` ends every stream.
 */
export class EventHub {
  private readonly options: HubOptions;
  readonly stats: LiveStats = { batches: 0, writes: 0, fanOutMs: 0 };
  private readonly subscribers = new Set<Subscriber>();
  private readonly streamsOf = new Map<string, number>();
  private listener: pg.Client | null = null;
  private starting: Promise<void> | null = null;
  private notified: number[] = [];
  /** The highest change id sent on; the sweep looks above it. */
  private highWater = 0;
  /** Ids sent lately (a change may come both by its announcement and by the sweep). */
  private readonly sent = new Set<number>();
  private sweepDue = false;
  private sweeper: NodeJS.Timeout | null = null;
  private draining = false;
  private drainTimer: NodeJS.Timeout | null = null;
  private lastDrain = 0;
  private authVersion: number | null = null;
  private reconnectMs: number;
  private heartbeat: NodeJS.Timeout | null = null;
  private pruner: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly log: FastifyBaseLogger,
    options: Partial<HubOptions> = {},
  ) {
    this.options = { ...HUB_DEFAULTS, ...options };
    this.reconnectMs = this.options.reconnectMinMs;
  }

  /** Open streams on this server. */
  get streamCount(): number {
    return this.subscribers.size;
  }

  /** Resolves once this server listens for changes; 503 when the database cannot be reached. */
  async listening(): Promise<void> {
    if (this.closed) throw new ApiError(503, 'The server is shutting down.');
    if (this.listener) return;
    this.starting ??= this.connect().finally(() => (this.starting = null));
    try {
      await this.starting;
    } catch (error) {
      this.log.warn({ err: error }, 'live events: cannot listen for changes');
      throw new ApiError(503, 'Live updates are unavailable: the database cannot be reached.');
    }
  }

  /** Refuses (429) a stream past the per-user cap; `subscribe` follows it without a pause. */
  admit(userId: string): void {
    if ((this.streamsOf.get(userId) ?? 0) >= this.options.maxStreamsPerUser)
      throw new ApiError(
        429,
        `You already have ${this.options.maxStreamsPerUser} live update streams open. Close some tabs or browsers.`,
      );
  }

  /** Registers a stream; it hears live changes once `start` has sent what it missed. */
  subscribe(user: AuthUser, token: string, sink: StreamSink): Subscriber {
    const subscriber: Subscriber = {
      user,
      audience: audienceKey(user),
      token,
      sink,
      waiting: [],
      replayed: new Set(),
    };
    this.subscribers.add(subscriber);
    this.streamsOf.set(user.userId, (this.streamsOf.get(user.userId) ?? 0) + 1);
    sink.onClose(() => this.unsubscribe(subscriber));
    this.heartbeat ??= setInterval(() => void this.beat(), this.options.heartbeatMs).unref();
    return subscriber;
  }

  /** Sends what followed `lastEventId` (or `refresh` when that cannot be), then goes live. */
  async start(subscriber: Subscriber, lastEventId: number | undefined): Promise<void> {
    let replayed: ChangeRow[] = [];
    try {
      if (lastEventId !== undefined) {
        replayed = await this.missed(subscriber.user, lastEventId);
        subscriber.sink.write(replayed.map((c) => frameFor(subscriber, c)).join(''));
      }
    } catch (error) {
      this.log.warn({ err: error }, 'live events: replay failed; the client refreshes');
      subscriber.sink.write(REFRESH_FRAME);
    }
    subscriber.replayed = new Set(replayed.map((c) => c.id));
    const waiting = (subscriber.waiting ?? []).filter((c) => !subscriber.replayed.has(c.id));
    subscriber.waiting = null;
    if (waiting.length > 0)
      subscriber.sink.write(waiting.map((c) => frameFor(subscriber, c)).join(''));
  }

  /** The changes after `lastId` the user may hear; throws (a refresh) when they cannot all be told. */
  private async missed(user: AuthUser, lastId: number): Promise<ChangeRow[]> {
    if (!Number.isSafeInteger(lastId) || !(await changeKept(this.db, lastId)))
      throw new Error(`event ${lastId} is not kept`);
    const changes = await changesAfter(this.db, lastId, this.options.maxReplay + 1);
    if (changes.length > this.options.maxReplay) throw new Error('too much to replay');
    const mayHear = await whoMayHear(this.db, changes, [user]);
    return changes.filter((c) => mayHear(user, c));
  }

  private unsubscribe(subscriber: Subscriber): void {
    if (!this.subscribers.delete(subscriber)) return;
    const held = (this.streamsOf.get(subscriber.user.userId) ?? 1) - 1;
    if (held > 0) this.streamsOf.set(subscriber.user.userId, held);
    else this.streamsOf.delete(subscriber.user.userId);
  }

  private async connect(): Promise<void> {
    // Named, so an operator (or a test) can tell it among the pool's connections.
    const client = new pg.Client({ ...this.db.options, application_name: LISTENER_NAME });
    client.on('notification', (message) => {
      if (message.channel !== CHANGE_CHANNEL || client !== this.listener) return;
      for (const id of (message.payload ?? '').split(',')) if (id) this.notified.push(Number(id));
      this.drainSoon();
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    await client.connect();
    try {
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
      this.authVersion = await authVersionNow(client);
      // What came before is not news: the sweep starts from here (a reconnection refreshes).
      this.highWater = await lastChangeId(client);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end();
      return;
    }
    this.listener = client;
    this.reconnectMs = this.options.reconnectMinMs;
    this.sweeper ??= setInterval(() => {
      this.sweepDue = this.subscribers.size > 0;
      this.drainSoon();
    }, this.options.sweepEveryMs).unref();
  }

  /** The listener's connection failed: reconnect with back-off, then every stream refreshes. */
  private lost(client: pg.Client, error?: Error): void {
    if (client !== this.listener) return;
    this.listener = null;
    this.notified = [];
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.log.warn({ err: error }, 'live events: lost the database connection; reconnecting');
    void this.reconnect();
  }

  private async reconnect(): Promise<void> {
    while (!this.closed && !this.listener) {
      await new Promise((resolve) => setTimeout(resolve, this.reconnectMs).unref());
      this.reconnectMs = Math.min(this.reconnectMs * 2, this.options.reconnectMaxMs);
      if (this.closed) return;
      try {
        await (this.starting ??= this.connect().finally(() => (this.starting = null)));
      } catch (error) {
        this.log.warn({ err: error }, 'live events: reconnecting failed; trying again');
        continue;
      }
      this.log.info('live events: listening again; streams refresh');
      await this.recheckSubscribers();
      for (const subscriber of this.subscribers) subscriber.sink.write(REFRESH_FRAME);
    }
  }

  /**
   * Reads the next batch at once when the last read is a window old, else when it is: under a
   * stream of writes each window's changes are read, checked and written together (one read, at
   * most one manufacturer query and one socket write per stream per window, not per write).
   */
  private drainSoon(): void {
    if (this.drainTimer || this.draining) return;
    const { batchEveryMs, batchMsPerStream, batchMaxEveryMs } = this.options;
    const window = Math.min(
      batchMaxEveryMs,
      batchEveryMs + this.subscribers.size * batchMsPerStream,
    );
    const wait = Math.max(0, this.lastDrain + window - Date.now());
    this.drainTimer = setTimeout(() => {
      this.drainTimer = null;
      void this.drain();
    }, wait);
  }

  /** Reads one batch of announced (or swept) changes and sends it; one at a time, in id order. */
  private async drain(): Promise<void> {
    const client = this.listener;
    if (this.draining || !client) return;
    this.draining = true;
    this.lastDrain = Date.now();
    try {
      const ids = this.notified.splice(0, this.options.batchSize);
      if (ids.length === 0 && !this.sweepDue) return;
      if (ids.length === 0) this.sweepDue = false;
      const { changes, authVersion } =
        ids.length > 0
          ? await changesByIds(client, ids)
          : await changesSince(client, this.highWater, this.options.batchSize);
      if (authVersion !== this.authVersion) {
        this.authVersion = authVersion;
        await this.recheckSubscribers();
      }
      await this.fanOut(client, this.news(changes));
    } catch (error) {
      // A lost connection is `lost`'s to handle (streams refresh once it is back); anything else
      // loses this batch: streams refresh now.
      if (client !== this.listener || isDatabaseUnavailable(error)) return;
      this.log.warn({ err: error }, 'live events: a batch of changes could not be sent');
      for (const subscriber of this.subscribers) subscriber.sink.write(REFRESH_FRAME);
    } finally {
      this.draining = false;
      if ((this.notified.length > 0 || this.sweepDue) && this.listener) this.drainSoon();
    }
  }

  /** The changes not sent yet; they are marked sent. */
  private news(changes: ChangeRow[]): ChangeRow[] {
    const fresh = changes.filter((c) => !this.sent.has(c.id));
    for (const { id } of fresh) {
      this.sent.add(id);
      this.highWater = Math.max(this.highWater, id);
    }
    // A Set iterates in insertion order: the oldest go first.
    for (const id of this.sent) {
      if (this.sent.size <= SENT_KEPT) break;
      this.sent.delete(id);
    }
    return fresh;
  }

  private async fanOut(db: Queryable, changes: ChangeRow[]): Promise<void> {
    if (changes.length === 0 || this.subscribers.size === 0) return;
    const subscribers = [...this.subscribers];
    const mayHear = await whoMayHear(
      db,
      changes,
      subscribers.map((s) => s.user),
    );
    // The process's CPU time, not the clock's: on a busy machine the clock counts others' work.
    // The sinks write through to the sockets (sseStream.ts), so the writes are counted in it.
    const cpu = process.cpuUsage();
    this.stats.batches += 1;
    this.stats.writes += sendBatch(subscribers, changes, mayHear);
    const used = process.cpuUsage(cpu);
    this.stats.fanOutMs += (used.user + used.system) / 1000;
  }

  /**
   * Users, roles or revoked tokens changed: every stream's user is read again, and a stream whose
   * token no longer stands (logout, password change, removal) ends.
   */
  private async recheckSubscribers(): Promise<void> {
    // One check per token, however many streams share it (a browser's tabs share one anyway).
    const checks = new Map<string, Promise<AuthUser | undefined>>();
    await Promise.all(
      [...this.subscribers].map(async (subscriber) => {
        let check = checks.get(subscriber.token);
        if (!check)
          checks.set(
            subscriber.token,
            (check = this.tokens.authenticate(this.db, subscriber.token)),
          );
        const user = await check;
        if (!user) return subscriber.sink.end();
        subscriber.user = user;
        subscriber.audience = audienceKey(user);
      }),
    );
  }

  /** The heartbeat, and the check that the streams' tokens still stand. */
  private async beat(): Promise<void> {
    for (const subscriber of this.subscribers) subscriber.sink.write(PING_FRAME);
    if (this.subscribers.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
    try {
      const version = await authVersionNow(this.db);
      if (version !== this.authVersion) {
        this.authVersion = version;
        await this.recheckSubscribers();
      }
    } catch (error) {
      this.log.warn({ err: error }, 'live events: could not check the streams’ tokens');
    }
  }

  /** Prunes the kept changes now and then (whether or not this server holds streams). */
  startPruning(): void {
    if (this.pruner || this.closed) return;
    const prune = () =>
      pruneChanges(this.db, this.options.retentionMs).catch((error: unknown) =>
        this.log.warn({ err: error }, 'live events: pruning old changes failed'),
      );
    this.pruner = setInterval(() => void prune(), this.options.pruneEveryMs).unref();
  }

  /** Shutdown: every stream ends (clients reconnect elsewhere or later), the listener goes. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.pruner) clearInterval(this.pruner);
    if (this.sweeper) clearInterval(this.sweeper);
    if (this.drainTimer) clearTimeout(this.drainTimer);
    for (const subscriber of [...this.subscribers]) subscriber.sink.end();
    const listener = this.listener;
    this.listener = null;
    await this.starting?.catch(() => undefined);
    await listener?.end().catch(() => undefined);
  }
}
