import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { ROOT } from '../../server/serverProcess';
import { figures, tempDir, track } from './harness';
import { call, check, login, startServer, stopServer } from './server';

/**
 * 5. Backup and restore as an operator runs them (issue 19): `npm run backup` beside a running
 * server on its embedded database while 8 clients keep adding notes; the server stopped;
 * `npm run restore` into a new DATA_DIR; a server started on it has every note acknowledged
 * before the backup began, each once and whole.
 */
const CONCURRENCY = 8;

const run = promisify(execFile);
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const CLI = path.join(ROOT, 'server/backup/cli.ts');

async function npmRun(args: string[], dataDir: string): Promise<{ output: string; ms: number }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const started = performance.now();
  const { stdout } = await run(TSX, [CLI, ...args], { env, cwd: ROOT });
  return { output: stdout.trim(), ms: Math.round(performance.now() - started) };
}

export async function backupUnderWrites(): Promise<void> {
  console.log(
    `\n7. npm run backup beside a running server under ${CONCURRENCY} writing clients, then npm run restore`,
  );
  const dataDir = tempDir('backup-source');
  const restoredDir = tempDir('backup-restored');
  const file = path.join(tempDir('backup-file'), 'lab.backup');
  const server = track(await startServer({ DATA_DIR: dataDir }));
  await server.ready;
  const token = await login(server.baseUrl);
  const list = await call<{ gridRows: Array<{ id: number }> }>(
    server.baseUrl,
    'GET',
    '/api/BinaryRequest/GetRequests?page=1&itemsPerPage=1',
    token,
  );
  const requestId = list.body?.result.gridRows[0]?.id;
  if (!requestId) throw new Error('no request to write notes on');
  const tag = crypto.randomBytes(3).toString('hex');
  const text = (i: number) => `backup ${tag} #${i} ${'y'.repeat(100)} #end-${i}`;
  const acknowledged = new Set<number>();
  let next = 0;
  let writing = true;
  let failed = 0;
  const worker = async () => {
    while (writing) {
      const i = next++;
      const res = await call(server.baseUrl, 'POST', '/api/BinaryRequest/AddNote', token, {
        requestId,
        noteText: text(i),
      }).catch(() => undefined);
      if (res?.status === 200 && res.body?.success) acknowledged.add(i);
      else failed++;
    }
  };
  const workers = Promise.all(Array.from({ length: CONCURRENCY }, worker));
  while (acknowledged.size < 200) await new Promise((resolve) => setTimeout(resolve, 20));
  const before = new Set(acknowledged);
  const backup = await npmRun(['backup', file], dataDir);
  const during = acknowledged.size - before.size;
  writing = false;
  await workers;
  await stopServer(server);
  check(
    during > 0 && failed === 0,
    `backup of the running server's embedded database in ${backup.ms} ms while ${during} notes were acknowledged meanwhile (${failed} failed)`,
  );
  const verify = await npmRun(['backup', '--verify', file], dataDir);
  check(verify.output.includes('is a sound backup'), `--verify passes in ${verify.ms} ms`);
  const restore = await npmRun(['restore', file], restoredDir);
  check(restore.output.includes('Restored'), `restore into a new DATA_DIR in ${restore.ms} ms`);

  const restored = track(await startServer({ DATA_DIR: restoredDir }));
  await restored.ready;
  const token2 = await login(restored.baseUrl);
  const notes = await call<Array<{ noteText: string }>>(
    restored.baseUrl,
    'GET',
    `/api/BinaryRequest/GetNotes?requestId=${requestId}`,
    token2,
  );
  const found = new Map<number, number>();
  let damaged = 0;
  for (const { noteText } of notes.body?.result ?? []) {
    if (!noteText.startsWith(`backup ${tag} #`)) continue;
    const i = Number(/#(\d+) /.exec(noteText)?.[1]);
    if (noteText !== text(i)) damaged++;
    found.set(i, (found.get(i) ?? 0) + 1);
  }
  const missing = [...before].filter((i) => !found.has(i));
  check(
    missing.length === 0,
    `every note acknowledged before the backup began is restored: ${before.size} acknowledged, ${missing.length} missing (${found.size} restored, of ${acknowledged.size} acknowledged in all)`,
  );
  check(
    damaged === 0 && [...found.values()].every((n) => n === 1),
    `none half-written or doubled: ${damaged} damaged`,
  );
  await stopServer(restored);
  figures.push(
    `backup under ${CONCURRENCY} writing clients: ${backup.ms} ms (npm run backup, process start included); restore into a new DATA_DIR ${restore.ms} ms; ${before.size} notes acknowledged before it, 0 missing`,
  );
}
