/**
 * ExportRequests' memory at scale: `npm run bench:export [-- --count 1000000] [-- --data-dir DIR]`
 * (100,000 by default; issue 22 item 2: "1,000,000 rows export in constant memory").
 *
 * Seeds as bench:api does (or reuses a directory a bench:api run kept: the same marker), starts
 * the real server (`server/main.ts`, production mode, a process of its own) on that database, signs
 * in as the admin and downloads the unfiltered list as CSV, then as XLSX, reading each body to its
 * end and discarding it. Every 50 ms it reads the server's /proc/<pid>/status: VmRSS (resident
 * now) and VmHWM (the peak so far). Prints, per format, rows, bytes, seconds, the peak RSS during
 * the download and the growth over the RSS before it, and the load average. Memory that is
 * constant in the row count shows as the same peak at 100,000 and 1,000,000; V8 lets its heap grow
 * before it collects, so `--heap-mb N` runs the server with `--max-old-space-size=N`: an export
 * that kept its rows would run out of memory there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULT_DEMO_PASSWORD } from '../config';
import { seedDemoIfEmpty } from '../seed/demo';
import { startServer, stopServer, type ServerProcess } from '../serverProcess';
import { argValue, benchData, type BenchData } from './benchData';
import { loadAverageLine } from './loadAverage';
import { addRequests } from './seedRequests';

const SAMPLE_MS = 50;

/** VmRSS and VmHWM of a process, in MB (Linux). */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

interface Download {
  bytes: number;
  lines: number;
  seconds: number;
  before: number;
  peak: number;
  hwm: number;
}

/** Downloads one export to its end, sampling the server's memory meanwhile. */
async function download(
  server: ServerProcess,
  pid: number,
  authorization: string,
  format: 'csv' | 'xlsx',
): Promise<Download> {
  const before = memoryOf(pid).rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid).rss);
  }, SAMPLE_MS);
  const started = performance.now();
  try {
    const res = await fetch(`${server.baseUrl}/api/BinaryRequest/ExportRequests?format=${format}`, {
      headers: { authorization },
    });
    if (res.status !== 200 || !res.body)
      throw new Error(`ExportRequests?format=${format} answered ${res.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body) {
      bytes += chunk.byteLength;
      // CSV records end in CRLF; a record's own line breaks are quoted LFs, not counted.
      if (format === 'csv') for (const byte of chunk) if (byte === 13) lines++;
    }
    const seconds = (performance.now() - started) / 1000;
    const now = memoryOf(pid);
    return { bytes, lines, seconds, before, peak: Math.max(peak, now.rss), hwm: now.hwm };
  } finally {
    clearInterval(sampler);
  }
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  let data: BenchData | undefined;
  try {
    const raw = argValue(argv, '--count') ?? process.env.BENCH_COUNT;
    const count = raw === undefined ? 100_000 : Number(raw);
    if (!Number.isInteger(count) || count < 1) throw new Error(`--count needs a whole number`);
    // bench:api's marker: a directory it kept serves here as it is.
    data = benchData(argv, {
      count,
      marker: 'bench-seeded.json',
      tempPrefix: 'image-requests-bench-export-',
    });
    const db = await data.start();
    if (!data.seeded) {
      await seedDemoIfEmpty(db, DEFAULT_DEMO_PASSWORD);
      await addRequests(db, count);
      data.markSeeded();
    }
    const url = data.embedded?.url;
    if (!url) throw new Error('the embedded database did not start');
    const heapMb = argValue(argv, '--heap-mb');
    const server = await startServer({
      nodeArgs: heapMb ? [`--max-old-space-size=${Number(heapMb)}`] : [],
      env: {
        NODE_ENV: 'production',
        DATABASE_URL: url,
        DATA_DIR: path.join(data.dir, 'export-server'),
        JWT_SECRET: 'bench-export-bench-export-bench-export-0123',
      },
      tailOnly: true,
    });
    data.beforeStop = () => stopServer(server);
    await server.ready;
    const pid = server.child.pid;
    if (pid === undefined) throw new Error('the server has no process id');
    const login = await fetch(`${server.baseUrl}/api/Account/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: DEFAULT_DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { result: { token: string } | null }).result?.token;
    if (!token) throw new Error('the admin could not sign in');
    const started = memoryOf(pid);
    console.log(
      `${count.toLocaleString('en-US')} requests; server ready, signed in: RSS ${started.rss.toFixed(1)} MB, peak so far ${started.hwm.toFixed(1)} MB`,
    );
    console.log(
      `${'format'.padEnd(6)} ${'rows'.padStart(10)} ${'MB'.padStart(8)} ${'s'.padStart(7)} ${'RSS before'.padStart(11)} ${'peak RSS'.padStart(9)} ${'growth'.padStart(7)} ${'VmHWM'.padStart(7)}`,
    );
    for (const format of ['csv', 'xlsx'] as const) {
      const d = await download(server, pid, `Bearer ${token}`, format);
      const rows = format === 'csv' ? (d.lines - 1).toLocaleString('en-US') : '-';
      const mb = (v: number) => v.toFixed(1).padStart(7);
      console.log(
        `${format.padEnd(6)} ${rows.padStart(10)} ${(d.bytes / 1e6).toFixed(1).padStart(8)} ${d.seconds.toFixed(1).padStart(7)} ${mb(d.before)}MB ${mb(d.peak)}MB ${mb(d.peak - d.before)} ${mb(d.hwm)}`,
      );
    }
    console.log(loadAverageLine());
    return 0;
  } catch (error) {
    console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await data?.cleanUp();
  }
}

process.exitCode = await main();
