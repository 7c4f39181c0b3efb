import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../config';
import {
  EMBEDDED_DATABASE,
  EMBEDDED_PASSWORD,
  EMBEDDED_USER,
  startEmbeddedPostgres,
} from '../db/embedded';

/** The database a backup reads or a restore writes, and how to let it go afterwards. */
export interface Database {
  url: string;
  /** For messages: never the URL itself (it may hold a password). */
  label: string;
  release(): Promise<void>;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The address of the embedded PostgreSQL a running server started under dataDir, or undefined
 * when none runs. The server picks a free port at each start; PostgreSQL writes it to
 * postmaster.pid (line 4, after the pid, the data directory and the start time), and it listens
 * on 127.0.0.1 with the fixed role and password of server/db/embedded.ts.
 */
export function runningEmbeddedUrl(dataDir: string): string | undefined {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !Number.isInteger(port) || port <= 0)
    return undefined;
  return `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
}

const noRelease = async () => undefined;

/**
 * Where a backup reads from: DATABASE_URL; else the embedded database of the server running on
 * DATA_DIR (the usual case: the backup runs beside it); else, with no server running, the
 * embedded database started for the time of the backup.
 */
export async function backupSource(config: ServerConfig): Promise<Database> {
  if (config.databaseUrl)
    return { url: config.databaseUrl, label: 'DATABASE_URL', release: noRelease };
  const label = `the embedded PostgreSQL under ${config.dataDir}/postgres`;
  const running = runningEmbeddedUrl(config.dataDir);
  if (running) return { url: running, label, release: noRelease };
  if (!fs.existsSync(path.join(config.dataDir, 'postgres', 'PG_VERSION')))
    throw new Error(
      `No database to back up: DATABASE_URL is not set and ${config.dataDir} holds no embedded PostgreSQL (set DATA_DIR).`,
    );
  const embedded = await startEmbeddedPostgres(config.dataDir);
  return { url: embedded.url, label, release: () => embedded.stop() };
}

/**
 * Where a restore writes: DATABASE_URL, or the embedded database under DATA_DIR, created when
 * absent. The server must be stopped: an embedded database in use by a running server refuses to start twice.
 */
export async function restoreTarget(config: ServerConfig): Promise<Database> {
  if (config.databaseUrl)
    return { url: config.databaseUrl, label: 'DATABASE_URL', release: noRelease };
  if (runningEmbeddedUrl(config.dataDir))
    throw new Error(
      `A server is running on ${config.dataDir} (its PostgreSQL is up). Stop it before restoring.`,
    );
  const embedded = await startEmbeddedPostgres(config.dataDir);
  return {
    url: embedded.url,
    label: `the embedded PostgreSQL under ${config.dataDir}/postgres`,
    release: () => embedded.stop(),
  };
}
