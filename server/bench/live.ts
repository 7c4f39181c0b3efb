/**
 * The live event stream under load:
 * `npm run bench:live [-- --streams 500 --duration 10 --connections 50 --reader-nice 10 --probe-every 250]`.
 *
 * One real server (server/bench/load.ts's: production mode, its own process, a fresh embedded
 * PostgreSQL, the demo lab). A warm-up, then `bench:load`'s run without streams; then `--streams`
 * event streams are opened (shared round-robin by the demo admin, staff and the Apex-restricted
 * vendor, so visibility is checked as in a lab, by a process of their own:
 * server/bench/liveStreams.ts), and the same load runs again while that process adds a note to an
 * Apex request, times its `change` frame on every stream, and adds the next `--probe-every` ms
 * (250 by default) after. Prints the
 * delivery latency (from sending the write to the frame read by each client) p50/p95/p99/max,
 * idle and under load, frames missed, the server's RSS (before streams, with them idle, peak
 * under load), and the load figures of both runs side by side, with the server's own CPU time per
 * call (/proc): the server's cost, whatever the readers and the machine's other work take.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_DEMO_PASSWORD } from '../config';
import { stopServer } from '../serverProcess';
import { startClients, type ProbeResult } from './liveStreams';
import {
  json,
  loadTargets,
  numberArg,
  percentile,
  runLoad,
  startBenchServer,
  type Figures,
  type Options,
} from './load';
import { loadAverageLine } from './loadAverage';

/** The server's resident memory, in MB (Linux: /proc). */
function rssMb(pid: number | undefined): number {
  const status = pid ? fs.readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

const latencyLine = (label: string, { latencies, missed }: ProbeResult) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  return `${label.padEnd(22)} p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? 0)}; ${sorted.length} frames timed, ${missed} missed`;
};

/** The hub's counters (server/http/metrics.ts; /metrics answers loopback callers without a token). */
async function liveCounters(baseUrl: string) {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const read = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return {
    batches: read('live_batches_total'),
    writes: read('live_stream_writes_total'),
    ms: read('live_fanout_seconds_total') * 1000,
  };
}

/** What the fan-out cost the server between two readings of its counters. */
function fanOutLine(
  before: Awaited<ReturnType<typeof liveCounters>>,
  after: Awaited<ReturnType<typeof liveCounters>>,
  seconds: number,
): string {
  const [batches, writes, ms] = [
    after.batches - before.batches,
    after.writes - before.writes,
    after.ms - before.ms,
  ];
  const per = (a: number, b: number, unit: number) => (b > 0 ? ((a * unit) / b).toFixed(1) : '-');
  return (
    `fan-out under load: ${batches} batches (${per(batches, seconds, 1)}/s), ${writes} stream writes ` +
    `(${per(writes, batches, 1)} per batch), ${ms.toFixed(0)} ms of the server's time ` +
    `(${per(ms, seconds, 0.1)} % of one core; ${per(ms, writes, 1000)} µs per stream write)`
  );
}

/** The run's ceiling (the unknown path, measured first and last): its mean req/s. */
const ceilingOf = (figures: Figures[]) =>
  ((figures[0]?.requestsPerSecond ?? 0) + (figures.at(-1)?.requestsPerSecond ?? 0)) / 2;

/** Both runs side by side: req/s, its share of the run's own ceiling (the machine's load moves), p95. */
function comparison(without: Figures[], withStreams: Figures[]): string {
  const pct = (a: number, b: number) => (a > 0 ? `${(((b - a) / a) * 100).toFixed(1)} %` : '-');
  const [ceilingA, ceilingB] = [ceilingOf(without), ceilingOf(withStreams)];
  const lines = [
    `${'operation'.padEnd(24)} ${'req/s no streams'.padStart(16)} ${'with'.padStart(7)} ${'change'.padStart(8)} ${'ratio no'.padStart(9)} ${'with'.padStart(6)} ${'change'.padStart(8)} ${'p95 ms no'.padStart(10)} ${'with'.padStart(7)} ${'server µs/call no'.padStart(18)} ${'with'.padStart(7)} ${'change'.padStart(8)}`,
  ];
  for (const a of without) {
    const b = withStreams.find((f) => f.name === a.name);
    if (!b) continue;
    const [ratioA, ratioB] = [a.requestsPerSecond / ceilingA, b.requestsPerSecond / ceilingB];
    lines.push(
      `${a.name.padEnd(24)} ${a.requestsPerSecond.toFixed(0).padStart(16)} ${b.requestsPerSecond.toFixed(0).padStart(7)} ${pct(a.requestsPerSecond, b.requestsPerSecond).padStart(8)} ${ratioA.toFixed(2).padStart(9)} ${ratioB.toFixed(2).padStart(6)} ${pct(ratioA, ratioB).padStart(8)} ${a.p95.toFixed(1).padStart(10)} ${b.p95.toFixed(1).padStart(7)} ${(a.cpuPerCallUs ?? 0).toFixed(0).padStart(18)} ${(b.cpuPerCallUs ?? 0).toFixed(0).padStart(7)} ${pct(a.cpuPerCallUs ?? 0, b.cpuPerCallUs ?? 0).padStart(8)}`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const streamCount = numberArg(argv, 'streams', 500);
  // The stream readers' nice value, 1 to 19 (see startClients).
  const readerNice = Math.min(19, numberArg(argv, 'reader-nice', 10));
  // The pause between probe notes: the pace of changes the streams hear besides bench:load's own.
  const probeEveryMs = numberArg(argv, 'probe-every', 250);
  const options: Options = {
    duration: numberArg(argv, 'duration', 10),
    connections: numberArg(argv, 'connections', 50),
    only: [],
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-requests-live-'));
  fs.chmodSync(dataDir, 0o755);
  // The streams are shared by three users: each may hold them all.
  const server = await startBenchServer(dataDir, { LIVE_STREAMS_PER_USER: String(streamCount) });
  const clients = startClients(readerNice);
  const stop = async () => {
    clients.close();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void stop().finally(() => process.exit(130)));
  try {
    await server.ready;
    console.log(`at the start: ${loadAverageLine()}`);
    const { baseUrl } = server;
    options.serverPid = server.child.pid;
    const login = async (username: string) =>
      (
        await json<{ token: string }>(
          await fetch(`${baseUrl}/api/Account/Login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username, password: DEFAULT_DEMO_PASSWORD }),
          }),
          `Login ${username}`,
        )
      ).token;
    const tokens = [await login('admin'), await login('staff'), await login('vendor')];
    const [adminToken = '', , vendorToken = ''] = tokens;
    const firstRows = async (token: string) =>
      (
        await json<{ gridRows: { id: number }[] }>(
          await fetch(`${baseUrl}/api/BinaryRequest/GetRequests?page=1`, {
            headers: { authorization: `Bearer ${token}` },
          }),
          'GetRequests',
        )
      ).gridRows.map((r) => r.id);
    const [loadRequest] = await firstRows(adminToken);
    // An Apex request (the vendor's), not the one the load writes notes on: every stream hears it.
    const probeRequest = (await firstRows(vendorToken)).find((id) => id !== loadRequest);
    if (loadRequest === undefined || probeRequest === undefined)
      throw new Error('the seeded database lacks the requests to drive');
    const targets = loadTargets(adminToken, loadRequest);
    const rss = { before: 0, idle: 0, peak: 0 };

    // A cold server (JIT, caches, the database's buffers) would flatter the second run.
    console.log('0. warm-up (3 s per operation)');
    await runLoad(baseUrl, targets, { ...options, duration: 3 });
    console.log(`\n1. bench:load without streams (${options.duration} s per operation)`);
    const without = await runLoad(baseUrl, targets, options);
    rss.before = rssMb(server.child.pid);

    const opened = await clients.open({
      baseUrl,
      tokens,
      count: streamCount,
      writerToken: adminToken,
      probeRequest,
    });
    await sleep(1_000);
    rss.idle = rssMb(server.child.pid);
    console.log(`\n2. ${opened} streams open; probing them idle for 5 s`);
    clients.probe(probeEveryMs);
    await sleep(5_000);
    const idle = await clients.stop();

    console.log(`\n3. bench:load with ${opened} streams open, probing throughout`);
    const sampler = setInterval(() => {
      rss.peak = Math.max(rss.peak, rssMb(server.child.pid));
    }, 1_000);
    const countersBefore = await liveCounters(baseUrl);
    const loadStarted = performance.now();
    clients.probe(probeEveryMs);
    const withStreams = await runLoad(baseUrl, targets, options);
    const loaded = await clients.stop();
    clearInterval(sampler);
    const fanOut = fanOutLine(
      countersBefore,
      await liveCounters(baseUrl),
      (performance.now() - loadStarted) / 1000,
    );

    console.log(
      `\nevent delivery latency (write sent -> frame read by each of ${opened} clients):`,
    );
    console.log(latencyLine('idle', idle));
    console.log(latencyLine('under bench:load', loaded));
    console.log(`\n${fanOut}`);
    console.log(
      `\nserver RSS: ${rss.before.toFixed(0)} MB before streams (after run 1), ${rss.idle.toFixed(0)} MB with ${opened} idle streams, ${rss.peak.toFixed(0)} MB peak under load with them`,
    );
    console.log(
      `\nload figures without and with ${opened} streams:\n${comparison(without, withStreams)}`,
    );
    console.log(`at the end: ${loadAverageLine()}`);
    const failed = [...without, ...withStreams].filter((f) => f.errors > 0);
    if (failed.length) console.error(`errors in: ${failed.map((f) => f.name).join(', ')}`);
    return failed.length || loaded.missed || idle.missed ? 1 : 0;
  } catch (error) {
    console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await stop();
  }
}

if (process.argv[1]?.endsWith('live.ts')) process.exitCode = await main();
