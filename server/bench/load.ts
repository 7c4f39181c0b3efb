/**
 * The API under load: `npm run bench:load [-- --duration 10 --connections 50]`.
 *
 * Starts the real server (`server/main.ts`, production mode, its own process) on a FRESH
 * database: embedded PostgreSQL in a temporary directory, or `DATABASE_URL` when set (then
 * migrated and seeded if empty). Signs in as the demo admin and drives, with autocannon at
 * 50 concurrent clients, in turn: an unknown /api path (the server's ceiling on this machine:
 * routing, hooks and a small JSON answer, no database), GetRequests, GetRequest,
 * GetTokenInformation and AddNote (a write). Prints requests/s, p50/p95/p99 latency and
 * errors per operation, and each figure as a ratio to the ceiling measured in the same run
 * (first and again last, the ratios against the mean of the two), so a noisy, shared machine
 * still gives comparable numbers.
 *
 * `--only GetRequests,AddNote` drives those operations only (the ceiling is always measured).
 *
 * `BENCH_CPU_PROF=<dir>` runs the server under `node --cpu-prof` and leaves its profile there
 * (open it in Chrome DevTools > Performance, or speedscope). Exits non-zero when a call fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEFAULT_DEMO_PASSWORD } from '../config';
import { freePort, startServer, stopServer, type ServerProcess } from '../serverProcess';

export interface Options {
  duration: number;
  connections: number;
  /** Operations to drive besides the ceiling (`--only GetRequests,GetRequest`); all when empty. */
  only: string[];
  /** The server's process: its CPU time per call is measured too (Linux: /proc). */
  serverPid?: number;
}

/** A process's CPU time (user and system) so far, in ms; 0 where /proc cannot tell. */
export function cpuMsOf(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    // Fields 14 and 15 (utime, stime, in clock ticks: 100 a second on Linux), counted after the
    // command's closing parenthesis.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

export function numberArg(argv: string[], name: string, fallback: number): number {
  const at = argv.indexOf(`--${name}`);
  const raw =
    at >= 0 ? argv[at + 1] : argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} needs a whole number above 0, not ${raw}`);
  return value;
}

/**
 * The server as in production (it logs every call), on a fresh database in `dataDir`, the demo lab
 * seeded; `env` on top (server/bench/live.ts raises the streams a user may hold).
 */
export async function startBenchServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const profileDir = process.env.BENCH_CPU_PROF;
  const port = await freePort();
  return startServer({
    port,
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [],
    env: {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      DEMO_PASSWORD: DEFAULT_DEMO_PASSWORD,
      JWT_SECRET: 'bench-load-bench-load-bench-load-0123456789',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    // This process shares the CPU with the server: only the tail of its log is decoded once it is ready.
    tailOnly: true,
  });
}

export interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The ceiling answers 404 by design; every other target must answer 2xx. */
  expectStatus?: number;
}

export interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  calls: number;
  /** The server's CPU time per call, in µs (when `serverPid` was given). */
  cpuPerCallUs?: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function drive(baseUrl: string, target: Target, options: Options): Promise<Figures> {
  const latencies: number[] = [];
  let wrongStatus = 0;
  const expected = target.expectStatus;
  let instance: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: baseUrl + target.path,
        method: target.method,
        headers: target.headers,
        body: target.body,
        connections: options.connections,
        duration: options.duration,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  // autocannon's own histogram has no p95: every response time is kept to compute it exactly.
  instance?.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    const ok =
      expected === undefined ? statusCode >= 200 && statusCode < 300 : statusCode === expected;
    if (!ok) wrongStatus++;
  });
  const result = await finished;
  latencies.sort((a, b) => a - b);
  return {
    name: target.name,
    requestsPerSecond: latencies.length / options.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: wrongStatus + result.errors + result.timeouts,
    calls: latencies.length,
  };
}

export async function json<T>(res: Response, what: string): Promise<T> {
  const body = (await res.json()) as { success: boolean; message: string; result: T };
  if (!res.ok || !body.success) throw new Error(`${what} answered ${res.status}: ${body.message}`);
  return body.result;
}

export function table(figures: Figures[], ceiling: Figures): string {
  const num = (v: number, digits = 1) => v.toFixed(digits).padStart(9);
  const ratio = (v: number, of: number) => (of > 0 ? (v / of).toFixed(2) : '-').padStart(6);
  const lines = [
    `${'operation'.padEnd(22)} ${'req/s'.padStart(9)} ${'ratio'.padStart(6)} ${'p50 ms'.padStart(9)} ${'ratio'.padStart(6)} ${'p95 ms'.padStart(9)} ${'ratio'.padStart(6)} ${'p99 ms'.padStart(9)} ${'ratio'.padStart(6)} ${'errors'.padStart(7)} ${'calls'.padStart(8)}`,
  ];
  // Throughput ratio: share of the ceiling reached (higher is better). Latency ratio: times the ceiling's latency (lower is better).
  for (const f of figures) {
    lines.push(
      `${f.name.padEnd(22)} ${num(f.requestsPerSecond, 0)} ${ratio(f.requestsPerSecond, ceiling.requestsPerSecond)} ${num(f.p50)} ${ratio(f.p50, ceiling.p50)} ${num(f.p95)} ${ratio(f.p95, ceiling.p95)} ${num(f.p99)} ${ratio(f.p99, ceiling.p99)} ${String(f.errors).padStart(7)} ${String(f.calls).padStart(8)}`,
    );
  }
  return lines.join('\n');
}

/** What `bench:load` drives, the ceiling first: calls as the demo admin (`token`) on `requestId`. */
export function loadTargets(token: string, requestId: number): Target[] {
  const authorization = `Bearer ${token}`;
  return [
    { name: 'unknown /api path', method: 'GET', path: '/api/NoSuchOperation', expectStatus: 404 },
    {
      name: 'GetRequests',
      method: 'GET',
      path: '/api/BinaryRequest/GetRequests?page=1',
      headers: { authorization },
    },
    {
      name: 'GetRequest',
      method: 'GET',
      path: `/api/BinaryRequest/GetRequest?requestId=${requestId}`,
      headers: { authorization },
    },
    {
      name: 'GetTokenInformation',
      method: 'GET',
      path: `/api/Account/GetTokenInformation?token=${encodeURIComponent(token)}`,
    },
    {
      name: 'AddNote (write)',
      method: 'POST',
      path: '/api/BinaryRequest/AddNote',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ requestId, noteText: 'Load test note.' }),
    },
  ];
}

/**
 * Drives `targets` in turn (the first is the ceiling, measured again last), prints the table of
 * figures and ratios, and returns the figures.
 */
export async function runLoad(
  baseUrl: string,
  targets: Target[],
  options: Options,
): Promise<Figures[]> {
  const figures: Figures[] = [];
  for (const target of targets) {
    process.stdout.write(`  ${target.name}…\r`);
    const cpuBefore = cpuMsOf(options.serverPid);
    const driven = await drive(baseUrl, target, options);
    const cpuMs = cpuMsOf(options.serverPid) - cpuBefore;
    figures.push(
      options.serverPid && driven.calls > 0
        ? { ...driven, cpuPerCallUs: (cpuMs * 1000) / driven.calls }
        : driven,
    );
  }
  // The ceiling again, last: on a shared machine the load moves during the run, and the ratios
  // are taken against the mean of the two measurements around the operations.
  const [ceilingTarget] = targets;
  if (!ceilingTarget) throw new Error('no ceiling to measure');
  process.stdout.write(`  ${ceilingTarget.name} (again)…\r`);
  const cpuBefore = cpuMsOf(options.serverPid);
  const again = await drive(baseUrl, ceilingTarget, options);
  const cpuMs = cpuMsOf(options.serverPid) - cpuBefore;
  figures.push({
    ...again,
    name: `${ceilingTarget.name} (end)`,
    ...(options.serverPid && again.calls > 0 ? { cpuPerCallUs: (cpuMs * 1000) / again.calls } : {}),
  });
  const first = figures[0];
  const last = figures.at(-1);
  if (!first || !last) throw new Error('no ceiling measured');
  const mean = (a: number, b: number) => (a + b) / 2;
  const ceiling: Figures = {
    ...first,
    requestsPerSecond: mean(first.requestsPerSecond, last.requestsPerSecond),
    p50: mean(first.p50, last.p50),
    p95: mean(first.p95, last.p95),
    p99: mean(first.p99, last.p99),
  };
  console.log(`\n${table(figures, ceiling)}`);
  console.log(
    `\nratio: req/s as a share of the unknown-path ceiling, the mean of its two measurements (${Math.round(ceiling.requestsPerSecond)} req/s; higher is better); ` +
      'latency as a multiple of its latency (lower is better).',
  );
  const drift =
    Math.abs(first.requestsPerSecond - last.requestsPerSecond) / ceiling.requestsPerSecond;
  if (drift > 0.2)
    console.log(
      `the ceiling moved by ${Math.round(drift * 100)} % during the run: the machine's load changed; compare ratios with care.`,
    );
  return figures;
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const onlyAt = argv.indexOf('--only');
  const only = (onlyAt >= 0 ? (argv[onlyAt + 1] ?? '') : '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const options: Options = {
    duration: numberArg(argv, 'duration', 10),
    connections: numberArg(argv, 'connections', 50),
    only,
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-requests-load-'));
  // As root the embedded database runs as its own user, which must reach the directory.
  fs.chmodSync(dataDir, 0o755);
  const server = await startBenchServer(dataDir);
  const stop = async () => {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void stop().finally(() => process.exit(130)));
  try {
    await server.ready;
    const { baseUrl } = server;
    const { token } = await json<{ token: string }>(
      await fetch(`${baseUrl}/api/Account/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: DEFAULT_DEMO_PASSWORD }),
      }),
      'Login',
    );
    const authorization = `Bearer ${token}`;
    const list = await json<{ rowCount: number; gridRows: { id: number }[] }>(
      await fetch(`${baseUrl}/api/BinaryRequest/GetRequests?page=1`, {
        headers: { authorization },
      }),
      'GetRequests',
    );
    const requestId = list.gridRows[0]?.id;
    if (requestId === undefined) throw new Error('the seeded database holds no image request');
    console.log(
      `server ready (${process.env.DATABASE_URL ? 'DATABASE_URL' : 'fresh embedded PostgreSQL'}, demo lab: ${list.rowCount} requests); ` +
        `${options.connections} connections, ${options.duration} s per operation`,
    );

    const targets = loadTargets(token, requestId);
    const unknown = options.only.filter(
      (name) => !targets.some((t) => t.name.split(' ')[0] === name),
    );
    if (unknown.length) throw new Error(`--only: no operation ${unknown.join(', ')}`);
    // The ceiling is always measured: every other figure is a ratio to it.
    const driven = targets.filter(
      (t, i) =>
        i === 0 || options.only.length === 0 || options.only.includes(t.name.split(' ')[0] ?? ''),
    );
    const figures = await runLoad(baseUrl, driven, options);
    const failed = figures.filter((f) => f.errors > 0);
    if (failed.length) console.error(`errors in: ${failed.map((f) => f.name).join(', ')}`);
    return failed.length ? 1 : 0;
  } catch (error) {
    console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await stop();
  }
}

if (process.argv[1]?.endsWith('load.ts')) process.exitCode = await main();
