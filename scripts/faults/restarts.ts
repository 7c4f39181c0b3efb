import path from 'node:path';
import fs from 'node:fs';
import { check, login, postmasterPid, startServer, stopServer } from './server';
import { figures, tempDir, track } from './harness';

/** Starts after a kill -9, and a start that cannot work: what the next start does by itself. */

/** 2. kill -9, and the next start on the same data directory comes back by itself. */
export async function killAndComeBack(): Promise<void> {
  console.log('\n2. kill -9, then the next start on the same data directory');
  const dataDir = tempDir('restart');
  const first = track(await startServer({ DATA_DIR: dataDir }));
  await first.ready;
  first.child.kill('SIGKILL');
  await first.exited;
  const orphan = postmasterPid(dataDir);
  check(
    orphan !== undefined,
    `the killed server left its PostgreSQL running (process ${orphan}): the case to recover from`,
  );
  const second = track(await startServer({ DATA_DIR: dataDir }));
  const recovery = await second.ready;
  check(
    postmasterPid(dataDir) !== orphan,
    `the next start stopped the orphan and came back by itself in ${recovery} ms`,
  );
  await login(second.baseUrl);
  check(true, 'sign-in works on the restarted server');
  figures.push(`kill -9 then start: ready in ${recovery} ms without help`);
  await stopServer(second);
}

/** 6. as root, a DATA_DIR that the database's user cannot enter stops the start with what to do. */
export async function privateDataDirectoryAsRoot(): Promise<void> {
  if (process.getuid?.() !== 0) return;
  console.log('\n6. as root, a DATA_DIR inside a folder only root can enter');
  const closed = tempDir('private');
  fs.chmodSync(closed, 0o700);
  const server = track(await startServer({ DATA_DIR: path.join(closed, 'data') }));
  const code = await server.exited;
  check(code === 1, `the start stops (exit code ${code}) rather than fail inside initdb`);
  check(
    /cannot enter .*Either set DATA_DIR/.test(server.output()),
    `with a message that says what to do: ${server.output().trim().split('\n').pop()?.slice(0, 160)}...`,
  );
  figures.push(
    'as root, a DATA_DIR under a folder only root can enter: stops at once with what to do',
  );
}
