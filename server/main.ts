import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { readConfig } from './config';
import { createPool, row, type Db } from './db/pool';
import { migrate } from './db/migrate';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { buildApp } from './app';
import { asyncLogDestination, prettyLogs } from './http/logging';
import { verifyPassword } from './auth/passwords';
import { seedDemoIfEmpty } from './seed/demo';

/** How long shutdown waits for requests under way; then the whole of it after the drain, database included. */
const IN_FLIGHT_LIMIT_MS = 30_000;
const SHUTDOWN_LIMIT_MS = 45_000;

const DEMO_USERNAMES = ['admin', 'staff', 'vendor', 'viewer'];

/** The demo accounts that still sign in with the demo password. */
async function accountsWithDemoPassword(db: Db, demoPassword: string): Promise<string[]> {
  const found: string[] = [];
  for (const username of DEMO_USERNAMES) {
    const user = await row<{ password_hash: string | null }>(
      db,
      'SELECT password_hash FROM users WHERE username = $1',
      [username],
    );
    if (user && (await verifyPassword(user.password_hash, demoPassword))) found.push(username);
  }
  return found;
}

async function main(): Promise<void> {
  const started = Date.now();
  const config = readConfig();
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, {
      onNotice: (message) => console.warn(message),
      handlesSignals: true,
    });
    // The server reaches its own database over the Unix socket: fewer kernel round trips per query than TCP.
    databaseUrl = embedded.localUrl;
  }
  // The pool exists before the app (and its logger) does.
  const logs: { warn?: (error: Error) => void } = {};
  // No query holds a connection for long: STATEMENT_TIMEOUT_MS on every connection (migrations included).
  const db = createPool(databaseUrl, {
    onIdleError: (error) => logs.warn?.(error),
    max: config.dbPoolSize,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  // On a terminal readable lines; otherwise JSON written asynchronously (see asyncLogDestination),
  // flushed at shutdown below.
  const pretty = prettyLogs(config.production);
  const log = pretty ? undefined : asyncLogDestination();
  const app = await buildApp({
    config,
    db,
    logStream: log?.stream,
    prettyLog: pretty,
    mailOutbox: {},
  });
  logs.warn = (error) =>
    app.log.warn({ err: error }, 'database connection lost; it is replaced on the next call');
  const applied = await migrate(db);
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  const seeded = config.seedDemo ? await seedDemoIfEmpty(db, config.demoPassword) : false;

  // SIGTERM or SIGINT: /readyz answers 503 and the drain begins (app.drain, see
  // server/http/health.ts); after SHUTDOWN_DRAIN_MS the listener closes (app.close), requests
  // under way finish (for up to 30 s), the mail outbox sender finishes its batch and stops (an onClose hook,
  // server/mail/startOutbox.ts), then the database goes; exit 0. A second signal or the overall limit exits 1.
  closeWithGrace({ delay: config.shutdownDrainMs + SHUTDOWN_LIMIT_MS }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    app.drain();
    if (config.shutdownDrainMs > 0) await sleep(config.shutdownDrainMs);
    const drained = await Promise.race([
      app.close().then(() => true),
      sleep(IN_FLIGHT_LIMIT_MS, false, { ref: false }),
    ]);
    if (!drained) app.log.warn('requests still under way after 30 s; closing anyway');
    await db.end();
    await embedded?.stop();
    // Last: every line logged so far reaches standard output before the process exits.
    await log?.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const address = `http://localhost:${config.port}`;
  const lines = [
    '',
    `Image Requests is ready at ${address} (in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    `API reference: ${address}/api/docs`,
    `Database: ${embedded ? `embedded PostgreSQL under ${config.dataDir}/postgres` : 'DATABASE_URL'}`,
  ];
  if (config.seedDemo) {
    lines.push(
      seeded ? 'Demo lab seeded.' : 'Demo lab already present.',
      `Demo accounts (password: ${config.demoPassword === process.env.DEMO_PASSWORD ? 'from DEMO_PASSWORD' : config.demoPassword}):`,
      '  admin   super user: everything',
      '  staff   lab staff: create and edit requests, no administration',
      '  vendor  restricted to one manufacturer',
      '  viewer  software set validations only',
    );
  }
  console.log(lines.join('\n') + '\n');
  // Issue 9, hole 8: in production, say so loudly while anyone can sign in with the demo password.
  if (config.production) {
    const exposed = await accountsWithDemoPassword(db, config.demoPassword);
    if (exposed.length) {
      const warning =
        `WARNING: production server with demo accounts that sign in with the demo password: ${exposed.join(', ')}. ` +
        'Anyone who has read the README can sign in as them. Change their passwords (User Profile) or remove them.';
      app.log.warn({ accounts: exposed }, warning);
      console.warn(`\n${warning}\n`);
    }
  }
}

try {
  await main();
} catch (error) {
  // A start that fails says why (it used to print only `undefined`), and exits.
  const message = error instanceof Error ? error.message : `unknown error (${String(error)})`;
  console.error(`\nImage Requests could not start: ${message}\n`);
  if (process.env.DEBUG && error instanceof Error) console.error(error.stack);
  process.exit(1);
}
