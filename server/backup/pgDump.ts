import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { promisify } from 'node:util';

/**
 * PostgreSQL's own client tools, for an external database: pg_dump -Fc and pg_restore, used
 * only when one of the server's major version is installed (pg_dump refuses a newer server,
 * and an older pg_restore cannot read a newer archive). Debian keeps each version's tools in
 * /usr/lib/postgresql/<major>/bin; PATH is tried after it.
 */

const run = promisify(execFile);

export async function matchingPgTool(
  name: 'pg_dump' | 'pg_restore',
  major: number,
): Promise<string | undefined> {
  for (const candidate of [`/usr/lib/postgresql/${major}/bin/${name}`, name]) {
    try {
      const { stdout } = await run(candidate, ['--version']);
      if (Number(/\(PostgreSQL\)\s+(\d+)/.exec(stdout)?.[1]) === major) return candidate;
    } catch {
      // Not installed there.
    }
  }
  return undefined;
}

/** The URL without its password, and the password for PGPASSWORD: a process's arguments are visible to every user. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env },
  };
}

/** Runs a tool, its standard output into `output` (when given); rejects with its last error lines. */
function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv, output?: string) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(tool, args, {
      env,
      stdio: ['ignore', output ? 'pipe' : 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString('utf8')).slice(-2000);
    });
    if (output && child.stdout) child.stdout.pipe(fs.createWriteStream(output));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${tool} failed (exit ${String(code)}): ${errors.trim()}`)),
    );
  });
}

async function fileDigest(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** pg_dump -Fc of the snapshot a backup's transaction holds open (see backup.ts). */
export async function dumpWithPgDump(
  tool: string,
  url: string,
  snapshot: string,
  file: string,
): Promise<{ bytes: number; sha256: string }> {
  const { dbname, env } = connection(url);
  await runTool(
    tool,
    [
      '--format=custom',
      `--snapshot=${snapshot}`,
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      `--dbname=${dbname}`,
    ],
    env,
  );
  return fileDigest(file);
}

/** pg_restore of an archive into the (empty) database at `url`, in one transaction. */
export async function restoreWithPgRestore(tool: string, url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  await runTool(
    tool,
    [
      '--single-transaction',
      '--exit-on-error',
      '--no-owner',
      '--no-privileges',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}

/** Whether pg_restore can read the archive's table of contents (--verify). */
export async function listWithPgRestore(tool: string, file: string): Promise<void> {
  await runTool(tool, ['--list', file], process.env, '/dev/null');
}
