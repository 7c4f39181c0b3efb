/**
 * The CPU profile and trace reading shared by the bench's profilers (profileDialog.ts,
 * profileStep.ts): self time by source file, function and component through the build's source
 * maps, and the page's main-thread tasks from a DevTools trace.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession } from '@playwright/test';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { ROOT } from '../../server/serverProcess';

const DIST = path.join(ROOT, 'dist');
const TOP = 25;

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
export interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  dur?: number;
  ts: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { frame?: string; type?: string; isLoadingMainFrame?: boolean; url?: string };
  };
}

const consumers = new Map<string, SourceMapConsumer | null>();
export function consumerOf(url: string): SourceMapConsumer | null {
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
export function place(frame: ProfileNode['callFrame']): { file: string; fn: string } {
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
export function selfTimes(
  profile: Profile,
  window: [number, number] = [0, Number.POSITIVE_INFINITY],
) {
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

export const top = (map: Map<string, number>, n = TOP) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, ms]) => `  ${ms.toFixed(1).padStart(8)} ms  ${key}`)
    .join('\n');

export function merge(into: Map<string, number>, from: Map<string, number>, runs: number) {
  for (const [key, ms] of from) into.set(key, (into.get(key) ?? 0) + ms / runs);
}

export async function startTrace(cdp: CDPSession) {
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing',
    transferMode: 'ReturnAsStream',
  });
}

export async function stopTrace(cdp: CDPSession): Promise<TraceEvent[]> {
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
export function traceTotals(events: TraceEvent[]) {
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

const KINDS = [
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'EvaluateScript',
  'v8.compile',
  'FunctionCall',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'MinorGC',
  'MajorGC',
];

/** The main thread's tasks over `overMs`, in order: when (ms after `origin`, else the first), how long, in what. */
export function timeline(own: TraceEvent[], origin?: number, overMs = 8): string {
  const tasks = own.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > overMs * 1000);
  const start = origin ?? tasks[0]?.ts ?? 0;
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
export async function mainThreadWork(cdp: CDPSession): Promise<number[]> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const of = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'].map(of);
}

/** A stretch of the profile: its top functions, then its top components. */
const byFunctionAndComponent = (
  times: ReturnType<typeof selfTimes>,
  functions: number,
  components: number,
) => `${top(times.fns, functions)}\n  components:\n${top(times.components, components)}`;

/**
 * Between each two consecutive `performance.mark`s of the page (the trace's user timing), the
 * functions and components that ran the most: where the time between two lines of code went.
 */
export function betweenMarks(
  profile: Profile,
  events: TraceEvent[],
  names: ReadonlySet<string>,
  n = 8,
): string {
  // The category also holds the navigation's timing marks, of every frame: the page's own only.
  const marks = events
    .filter((e) => e.cat === 'blink.user_timing' && names.has(e.name))
    .sort((a, b) => a.ts - b.ts);
  return marks
    .slice(1)
    .map((mark, index) => {
      const from = marks[index];
      const inWindow = selfTimes(profile, [from.ts, mark.ts]);
      const ms = ((mark.ts - from.ts) / 1000).toFixed(0);
      return `${from.name} → ${mark.name}: ${ms} ms\n${byFunctionAndComponent(inWindow, n, n)}`;
    })
    .join('\n');
}

/** The `n` tasks that ran the most script, each by function and component (profile and trace of one step). */
export function heaviestTasks(profile: Profile, own: TraceEvent[], n = 3): string {
  const script = (task: TraceEvent) =>
    own
      .filter(
        (e) =>
          e.name === 'FunctionCall' &&
          e.ts >= task.ts &&
          e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0),
      )
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  return own
    .filter((e) => e.name === 'RunTask')
    .sort((a, b) => script(b) - script(a))
    .slice(0, n)
    .map((task) => {
      const inTask = selfTimes(profile, [task.ts, task.ts + (task.dur ?? 0)]);
      return `task of ${((task.dur ?? 0) / 1000).toFixed(0)} ms, by function:\n${byFunctionAndComponent(inTask, 15, 20)}`;
    })
    .join('\n');
}
