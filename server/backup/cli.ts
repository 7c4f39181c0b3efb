/**
 * `npm run backup -- [--method copy|pg_dump] FILE`, `npm run backup -- --verify FILE` and
 * `npm run restore -- [--force] FILE` (docs/operations.md, "Backups"). The database is the
 * server's: DATABASE_URL, else the embedded one under DATA_DIR. Exit 0 on success, 1 when the
 * work failed or was refused (the message says why), 2 on a wrong command line.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { readConfig } from '../config';
import { backupDatabase } from './backup';
import type { BackupHeader } from './format';
import { restoreDatabase } from './restore';
import { backupSource, restoreTarget } from './target';
import { verifyBackup } from './verify';

const USAGE = `Usage:
  npm run backup -- [--method copy|pg_dump] FILE   back up the configured database into FILE
  npm run backup -- --verify FILE                   check FILE without restoring it
  npm run restore -- [--force] FILE                 restore FILE (the server stopped)`;

class UsageError extends Error {}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function summary(header: BackupHeader): string {
  const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
  return (
    `${header.tables.length} tables, ${rows} rows; schema ${header.migrations.at(-1) ?? '(none)'} ` +
    `(${header.migrations.length} migrations); taken ${header.createdAt} from PostgreSQL ${header.server} by ${header.method}`
  );
}

function parse(argv: string[]) {
  const [command, ...rest] = argv;
  const flags = new Set<string>();
  const files: string[] = [];
  let method: 'copy' | 'pg_dump' | undefined;
  for (let at = 0; at < rest.length; at += 1) {
    const arg = rest[at] ?? '';
    if (arg === '--method') {
      const value = rest[(at += 1)];
      if (value !== 'copy' && value !== 'pg_dump')
        throw new UsageError('--method is copy or pg_dump.');
      method = value;
    } else if (arg.startsWith('--')) flags.add(arg);
    else files.push(arg);
  }
  const allowed = command === 'backup' ? ['--verify'] : command === 'restore' ? ['--force'] : [];
  const unknown = [...flags].filter((flag) => !allowed.includes(flag));
  if (!allowed.length || unknown.length || files.length !== 1 || (method && command !== 'backup'))
    throw new UsageError(
      unknown.length ? `Unknown option ${unknown.join(', ')}.` : 'Give one FILE.',
    );
  return { command, file: files[0] ?? '', flags, method };
}

async function run(argv: string[]): Promise<void> {
  const { command, file, flags, method } = parse(argv);
  const started = performance.now();
  const config = readConfig();
  if (command === 'backup' && flags.has('--verify')) {
    const { header, notes } = await verifyBackup(file);
    console.log(`${file} is a sound backup: ${summary(header)}. Checked in ${seconds(started)}.`);
    for (const note of notes) console.log(note);
    return;
  }
  if (command === 'backup') {
    const source = await backupSource(config);
    try {
      const header = await backupDatabase(source.url, file, { method });
      const size = fs.statSync(file).size;
      console.log(
        `Backed up ${source.label} into ${file} (${(size / 1024 / 1024).toFixed(1)} MB) in ${seconds(started)}: ${summary(header)}.`,
      );
    } finally {
      await source.release();
    }
    return;
  }
  const target = await restoreTarget(config);
  try {
    const { header, migrated } = await restoreDatabase(target.url, file, {
      force: flags.has('--force'),
    });
    console.log(
      `Restored ${file} into ${target.label} in ${seconds(started)}: ${summary(header)}.`,
    );
    if (migrated.length)
      console.log(`Then migrated to this code's schema: ${migrated.join(', ')}.`);
  } finally {
    await target.release();
  }
}

try {
  await run(process.argv.slice(2));
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof UsageError ? `${message}\n${USAGE}` : message);
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
