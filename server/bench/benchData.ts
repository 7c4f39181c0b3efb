import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded';
import { migrate } from '../db/migrate';
import { createPool, type Db } from '../db/pool';

/**
 * The database of a bench (bench:api, bench:reports, bench:export): an embedded PostgreSQL in a
 * temporary directory removed at the end, or with `--data-dir DIR` (or `BENCH_DATA_DIR`) one kept
 * in DIR, whose marker file says how many requests a first run added, so that a later run with
 * the same count skips the seeding (1,000,000 requests take minutes to add).
 */
export interface BenchData {
  dir: string;
  /** Whether DIR outlives the run. */
  kept: boolean;
  /** Whether a previous run seeded DIR with this count already. */
  seeded: boolean;
  /** Started and migrated by `start`. */
  db?: Db;
  embedded?: EmbeddedDatabase;
  /** Starts the database in `dir` and applies any new migration. */
  start(): Promise<Db>;
  /** Records that `dir` now holds the count's requests (kept directories only). */
  markSeeded(): void;
  /** What stops before the database (the bench's app or server): set once it runs. */
  beforeStop?: () => Promise<unknown>;
  /** Stops `beforeStop`, then the database, and removes a temporary directory. */
  cleanUp(): Promise<void>;
}

export function argValue(argv: string[], name: string): string | undefined {
  const at = argv.indexOf(name);
  return at >= 0
    ? argv[at + 1]
    : argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
}

/**
 * The bench's data directory. `marker` names the file a seeded directory holds (one per kind of
 * seeding: bench:reports adds stays to bench:api's requests). Throws when a kept directory holds
 * another count. Ctrl-C stops the database and removes a temporary directory.
 */
export function benchData(
  argv: string[],
  options: { count: number; marker: string; tempPrefix: string },
): BenchData {
  const keptDir = argValue(argv, '--data-dir') ?? process.env.BENCH_DATA_DIR;
  const dir = keptDir
    ? path.resolve(keptDir)
    : fs.mkdtempSync(path.join(os.tmpdir(), options.tempPrefix));
  fs.mkdirSync(dir, { recursive: true });
  // As root the database runs as its own user, which must reach the directory.
  fs.chmodSync(dir, 0o755);
  const marker = path.join(dir, options.marker);
  const seededCount = fs.existsSync(marker)
    ? (JSON.parse(fs.readFileSync(marker, 'utf8')) as { count?: unknown }).count
    : undefined;
  if (seededCount !== undefined && seededCount !== options.count)
    throw new Error(
      `${dir} holds ${String(seededCount)} bench requests, not ${options.count}: use another --data-dir`,
    );
  const data: BenchData = {
    dir,
    kept: keptDir !== undefined,
    seeded: seededCount !== undefined,
    async start() {
      data.embedded = await startEmbeddedPostgres(dir, { persistent: data.kept });
      data.db = createPool(data.embedded.url);
      await migrate(data.db);
      return data.db;
    },
    markSeeded() {
      if (data.kept) fs.writeFileSync(marker, JSON.stringify({ count: options.count }));
    },
    async cleanUp() {
      await data.beforeStop?.().catch(() => undefined);
      await data.db?.end().catch(() => undefined);
      await data.embedded?.stop().catch(() => undefined);
      if (!data.kept) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  process.once('SIGINT', () => void data.cleanUp().finally(() => process.exit(130)));
  return data;
}
