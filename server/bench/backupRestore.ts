/**
 * Backup, verify and restore times: `npm run bench:backup [-- --count 100000]` (100,000 by default).
 *
 * Starts a throwaway embedded PostgreSQL in a temporary directory, migrates it and seeds the
 * demo lab, then times `backup`, `--verify` and `restore` (into a new database on the same
 * server, as `npm run restore` does into a new DATA_DIR) for the demo lab, adds N image requests
 * (server/bench/seedRequests.ts, bench:api's seeding) and times them again. Prints rows, file size and
 * seconds per step; removes everything it made.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULT_DEMO_PASSWORD } from '../config';
import { startEmbeddedPostgres } from '../db/embedded';
import { migrate } from '../db/migrate';
import { createPool } from '../db/pool';
import { seedDemoIfEmpty } from '../seed/demo';
import { backupDatabase } from '../backup/backup';
import { restoreDatabase } from '../backup/restore';
import { verifyBackup } from '../backup/verify';
import { addRequests } from './seedRequests';
import { loadAverageLine } from './loadAverage';

function argCount(argv: string[]): number {
  const at = argv.indexOf('--count');
  const raw = at >= 0 ? argv[at + 1] : process.env.BENCH_COUNT;
  const count = raw === undefined ? 100_000 : Number(raw);
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`--count needs a whole number, not ${raw}`);
  return count;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, (performance.now() - started) / 1000];
}

async function main(): Promise<number> {
  const count = argCount(process.argv.slice(2));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-requests-bench-backup-'));
  fs.chmodSync(dir, 0o755);
  const embedded = await startEmbeddedPostgres(dir, { persistent: false });
  const db = createPool(embedded.url);
  try {
    await migrate(db);
    await seedDemoIfEmpty(db, DEFAULT_DEMO_PASSWORD);
    console.log(
      `${'data'.padEnd(24)} ${'rows'.padStart(9)} ${'file MB'.padStart(8)} ${'backup s'.padStart(9)} ${'verify s'.padStart(9)} ${'restore s'.padStart(10)}`,
    );
    const measure = async (label: string, target: string) => {
      const file = path.join(dir, `${target}.backup`);
      const [header, backupSeconds] = await timed(() =>
        backupDatabase(embedded.url, file, { method: 'copy' }),
      );
      const [, verifySeconds] = await timed(() => verifyBackup(file));
      await db.query(`CREATE DATABASE ${target}`);
      const url = new URL(embedded.url);
      url.pathname = `/${target}`;
      const [, restoreSeconds] = await timed(() => restoreDatabase(url.toString(), file));
      const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
      const megabytes = fs.statSync(file).size / 1024 / 1024;
      console.log(
        `${label.padEnd(24)} ${String(rows).padStart(9)} ${megabytes.toFixed(1).padStart(8)} ${backupSeconds.toFixed(2).padStart(9)} ${verifySeconds.toFixed(2).padStart(9)} ${restoreSeconds.toFixed(2).padStart(10)}`,
      );
    };
    await measure('demo lab', 'restored_demo');
    if (count > 0) {
      await addRequests(db, count);
      await measure(`demo lab + ${count.toLocaleString('en-US')} requests`, 'restored_large');
    }
    console.log(loadAverageLine());
    return 0;
  } catch (error) {
    console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await db.end();
    await embedded.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
