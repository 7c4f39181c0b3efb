/**
 * Where the Add Request click and the keys typed in Name spend their time (issue 20), under the
 * bench's conditions (CPU 4x, 40 ms RTT, 10 Mbit/s, 1280 × 720, signed in as staff).
 * `npx tsx scripts/benchUi/profileDialog.ts [runs] [--times]` after `npm run build`: for each run, the
 * click's time until the dialog shows and its slowest event, each key's event, then the CPU
 * profile of the click and of the keys by source file and function (through the build's source
 * maps) and the browser's own work (style, layout, paint) from a trace.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { ROOT, startServer, stopServer } from '../../server/serverProcess';
import { frameWhen, INSTRUMENT, networkQuiet, readEvents, resetEvents, throttle } from './browser';
import { binaryRequestsComplete, dialogShown } from './conditions';
import { VIEWPORT } from './scenarios';

const RUNS = Number(process.argv[2] ?? 2);
/** `--times`: the timings only, without the profiler and the trace (which slow the page). */
const TIMES_ONLY = process.argv.includes('--times');
/** `--dump <dir>`: also write each counted run's CPU profiles there (open them in DevTools). */
const DUMP = process.argv.includes('--dump')
  ? process.argv[process.argv.indexOf('--dump') + 1]
  : undefined;
const DEMO_PASSWORD = 'Demo!2026';
const DIST = path.join(ROOT, 'dist');
const TOP = 25;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  ts: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { frame?: string } };
}

const consumers = new Map<string, SourceMapConsumer | null>();
function consumerOf(url: string): SourceMapConsumer | null {
  let consumer = consumers.get(url);
  if (consumer !== undefined) return consumer;
  const file = path.join(DIST, new URL(url).pathname);
  consumer = fs.existsSync(`${file}.map`)
    ? new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as RawSourceMap)
    : null;
  consumers.set(url, consumer);
  return consumer;
}

/** "package" or "src/file" and "function (src/file:line)" of a profile node. */
function place(frame: ProfileNode['callFrame']): { file: string; fn: string } {
  if (!frame.url) return { file: frame.functionName || '(native)', fn: frame.functionName };
  const consumer = frame.url.startsWith('http') ? consumerOf(frame.url) : null;
  const original = consumer?.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  const source = original?.source ?? frame.url;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  const file = pkg ?? source.replace(/^.*?(src\/)/, '$1');
  const name = original?.name ?? frame.functionName ?? '(anonymous)';
  const short = source.replace(/^.*node_modules\//, '').replace(/^.*?(src\/)/, '$1');
  return { file, fn: `${name || '(anonymous)'} (${short}:${original?.line ?? frame.lineNumber})` };
}

/** Self time by file and by function, and time inside each component, of the samples in `window` (µs). */
function selfTimes(profile: Profile, window: [number, number] = [0, Number.POSITIVE_INFINITY]) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (at < window[0] || at > window[1]) return;
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  });
  const files = new Map<string, number>();
  const fns = new Map<string, number>();
  const components = new Map<string, number>();
  for (const [id, ms] of self) {
    const node = byId.get(id);
    if (!node) continue;
    const { file, fn } = place(node.callFrame);
    files.set(file, (files.get(file) ?? 0) + ms);
    fns.set(fn, (fns.get(fn) ?? 0) + ms);
    // Every component (a function named in capitals) on the sample's stack, once.
    const seen = new Set<string>();
    for (let up: number | undefined = id; up !== undefined; up = parent.get(up)) {
      const frame = byId.get(up)?.callFrame;
      if (!frame?.url) continue;
      const name = place(frame).fn;
      if (/^[A-Z]/.test(name) && !seen.has(name)) {
        seen.add(name);
        components.set(name, (components.get(name) ?? 0) + ms);
      }
    }
  }
  return { files, fns, components };
}

const top = (map: Map<string, number>, n = TOP) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, ms]) => `  ${ms.toFixed(1).padStart(8)} ms  ${key}`)
    .join('\n');

function merge(into: Map<string, number>, from: Map<string, number>, runs: number) {
  for (const [key, ms] of from) into.set(key, (into.get(key) ?? 0) + ms / runs);
}

async function startTrace(cdp: CDPSession) {
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReturnAsStream',
  });
}

async function stopTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const done = new Promise<string>((resolve) =>
    cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream ?? '')),
  );
  await cdp.send('Tracing.end');
  const stream = await done;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    text += chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  return (JSON.parse(text) as { traceEvents: TraceEvent[] }).traceEvents;
}

/** The page's main thread's work by kind (nested events counted in each of their kinds). */
function traceTotals(events: TraceEvent[]) {
  // The renderer whose main thread ran the most tasks is the page's.
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && mains.has(key)) tasks.set(key, (tasks.get(key) ?? 0) + 1);
  }
  const main = [...tasks.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const own = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur);
  const totals = new Map<string, number>();
  for (const e of own) totals.set(e.name, (totals.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  return { totals, own };
}

const KINDS = ['FunctionCall', 'EventDispatch', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint'];

/** The main thread's tasks over 8 ms, in order: when (ms after the first), how long, in what. */
function timeline(own: TraceEvent[]): string {
  const tasks = own.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 8_000);
  const start = tasks[0]?.ts ?? 0;
  return tasks
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inner = new Map<string, number>();
      for (const e of own) {
        if (e.ts < task.ts || e.ts >= end || !KINDS.includes(e.name)) continue;
        inner.set(e.name, (inner.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
      }
      const parts = [...inner.entries()].map(([k, ms]) => `${k} ${ms.toFixed(0)}`).join(', ');
      return `  +${((task.ts - start) / 1000).toFixed(0).padStart(5)} ms: ${((task.dur ?? 0) / 1000).toFixed(0).padStart(4)} ms (${parts})`;
    })
    .join('\n');
}

/** The page's main-thread time so far (ms): all tasks, script, style recalculation, layout. */
async function mainThreadWork(cdp: CDPSession): Promise<number[]> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const of = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'].map(of);
}

async function signIn(page: Page) {
  await page.goto('/login');
  const card = page.getByRole('region', { name: 'Login with an Existing Account' });
  await card.getByLabel('Username').fill('staff');
  await card.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await card.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-requests-profile-dialog-'));
  fs.chmodSync(dataDir, 0o755);
  const server = await startServer({
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      DEMO_PASSWORD,
      JWT_SECRET: 'profile-dialog-profile-dialog-0123456789abcdef',
      AUTH_RATE_LIMIT: '1000',
    },
    tailOnly: true,
  });
  const browser = await chromium.launch({
    executablePath: fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const clickFiles = new Map<string, number>();
  const clickFns = new Map<string, number>();
  const clickTrace = new Map<string, number>();
  const keyFiles = new Map<string, number>();
  const keyFns = new Map<string, number>();
  const keyTrace = new Map<string, number>();
  try {
    await server.ready;
    const login = await browser.newContext({ baseURL: server.baseUrl });
    await signIn(await login.newPage());
    const state = await login.storageState();
    await login.close();
    for (let run = 0; run <= RUNS; run++) {
      const context = await browser.newContext({
        bypassCSP: true,
        baseURL: server.baseUrl,
        viewport: VIEWPORT,
        storageState: state,
      });
      await context.addInitScript({ content: INSTRUMENT });
      const page = await context.newPage();
      const cdp = await throttle(context, page);
      await page.goto('/');
      await frameWhen(page, binaryRequestsComplete);
      await networkQuiet(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });

      if (!TIMES_ONLY) {
        await startTrace(cdp);
        await cdp.send('Profiler.start');
      }
      await cdp.send('Performance.enable');
      const before = await mainThreadWork(cdp);
      await resetEvents(page);
      await page.getByRole('button', { name: 'Add Request' }).click();
      const shown = await frameWhen(page, dialogShown('Image Request'), 15_000);
      const work = (await mainThreadWork(cdp)).map((ms, index) => ms - before[index]);
      const open = await readEvents(page);
      await page.waitForTimeout(500);
      const clickProfile = TIMES_ONLY
        ? undefined
        : ((await cdp.send('Profiler.stop')).profile as Profile);
      const clickEvents = TIMES_ONLY ? [] : await stopTrace(cdp);

      const name = page
        .getByRole('dialog', { name: 'Image Request', exact: true })
        .getByLabel('Name', { exact: true });
      await name.click();
      await page.waitForTimeout(300);
      if (!TIMES_ONLY) {
        await startTrace(cdp);
        await cdp.send('Profiler.start');
      }
      await resetEvents(page);
      await page.keyboard.type('Bench image request', { delay: 140 });
      const keys = await readEvents(page);
      const perKey = (await page.evaluate(
        `window.__bench.events.filter((e) => e.name === 'keydown' || e.name === 'keypress' || e.name === 'input').map((e) => e.name[0] + Math.round(e.duration)).join(' ')`,
      )) as string;
      const keyProfile = TIMES_ONLY
        ? undefined
        : ((await cdp.send('Profiler.stop')).profile as Profile);
      const keyEvents = TIMES_ONLY ? [] : await stopTrace(cdp);
      const keyCount = 'Bench image request'.length;
      console.log(
        `run ${run}${run === 0 ? ' (warm-up, not counted)' : ''}: shows ${(shown - (open.inputs[0]?.t ?? shown)).toFixed(0)} ms, click event ${open.slowest.toFixed(0)} ms, slowest key event ${keys.slowest.toFixed(0)} ms\n  main thread until shown (tasks / script / style / layout): ${work.map((ms) => ms.toFixed(0)).join(' / ')} ms\n  key events: ${perKey}`,
      );
      await context.close();
      if (run === 0 || !clickProfile || !keyProfile) continue;
      if (DUMP) {
        fs.mkdirSync(DUMP, { recursive: true });
        fs.writeFileSync(path.join(DUMP, `click-${run}.cpuprofile`), JSON.stringify(clickProfile));
        fs.writeFileSync(path.join(DUMP, `keys-${run}.cpuprofile`), JSON.stringify(keyProfile));
      }
      const click = selfTimes(clickProfile);
      merge(clickFiles, click.files, RUNS);
      merge(clickFns, click.fns, RUNS);
      const clickMain = traceTotals(clickEvents);
      merge(clickTrace, clickMain.totals, RUNS);
      console.log(`click's tasks:\n${timeline(clickMain.own)}`);
      // The tasks that ran the most JavaScript.
      const script = (task: TraceEvent) =>
        clickMain.own
          .filter(
            (e) =>
              e.name === 'FunctionCall' &&
              e.ts >= task.ts &&
              e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0),
          )
          .reduce((sum, e) => sum + (e.dur ?? 0), 0);
      const longest = clickMain.own
        .filter((e) => e.name === 'RunTask')
        .sort((a, b) => script(b) - script(a))
        .slice(0, 3);
      for (const task of longest) {
        const inTask = selfTimes(clickProfile, [task.ts, task.ts + (task.dur ?? 0)]);
        console.log(
          `task of ${((task.dur ?? 0) / 1000).toFixed(0)} ms, by function:\n${top(inTask.fns, 15)}\n  components:\n${top(inTask.components, 20)}`,
        );
      }
      const key = selfTimes(keyProfile);
      merge(keyFiles, key.files, RUNS * keyCount);
      merge(keyFns, key.fns, RUNS * keyCount);
      merge(keyTrace, traceTotals(keyEvents).totals, RUNS * keyCount);
    }
    console.log(`\nclick (mean per run), self time by file:\n${top(clickFiles)}`);
    console.log(`\nclick, by function:\n${top(clickFns)}`);
    console.log(`\nclick, browser work (trace):\n${top(clickTrace)}`);
    console.log(`\nkeys (mean per key), self time by file:\n${top(keyFiles)}`);
    console.log(`\nkeys, by function:\n${top(keyFns)}`);
    console.log(`\nkeys, browser work (trace):\n${top(keyTrace)}`);
  } finally {
    await browser.close();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
