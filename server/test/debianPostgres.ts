import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../serverProcess';

/**
 * A throwaway cluster of Debian's PostgreSQL server (package postgresql, installed by .ci/run),
 * whose major version has the pg_dump and pg_restore beside it: the backup's pg_dump method
 * is tested on it. As root, the server runs as the system user postgres (it refuses root).
 */

const run = promisify(execFile);

/** The newest /usr/lib/postgresql/<major>/bin with a server, pg_dump and pg_restore; undefined when none. */
export function debianPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  return fs
    .readdirSync(root)
    .filter((major) => /^\d+$/.test(major))
    .sort((a, b) => Number(b) - Number(a))
    .map((major) => path.join(root, major, 'bin'))
    .find((bin) =>
      ['postgres', 'initdb', 'pg_ctl', 'pg_dump', 'pg_restore'].every((tool) =>
        fs.existsSync(path.join(bin, tool)),
      ),
    );
}

export async function startDebianPostgres(
  bin: string,
): Promise<{ url: string; stop(): Promise<void> }> {
  const isRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-requests-debian-pg-'));
  fs.chmodSync(dir, 0o755);
  if (isRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const uid = Number(stdout.trim());
    fs.chownSync(dir, uid, Number((await run('id', ['-g', 'postgres'])).stdout.trim()));
  }
  const as = (tool: string, args: string[]) =>
    isRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await as('initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--encoding=UTF8',
    '--locale=C',
  ]);
  await as('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
