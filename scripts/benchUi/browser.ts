import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

/**
 * What runs inside the page for `npm run bench:ui`: the Event Timing observer, the input
 * timestamps, and waits that note the frame a condition first holds in. Every script is a
 * string: the functions a transpiler emits may call its own helpers, which the page lacks.
 */

/** Installed before any of the app's code: every event over 16 ms, and when each input came. */
export const INSTRUMENT = `
  window.__bench = { events: [], inputs: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__bench.events.push({ name: e.name, start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // The URLs the app moved to and what the search box held then: why a step never finished.
  window.__bench.trace = [];
  for (const name of ['pushState', 'replaceState']) {
    const original = history[name].bind(history);
    history[name] = (state, unused, url) => {
      const box = document.querySelector('input[type=search], [role=searchbox]');
      window.__bench.trace.push(name[0] + ' ' + String(url) + ' box=' + (box ? box.value : '-'));
      return original(state, unused, url);
    };
  }
  addEventListener('input', (e) => window.__bench.trace.push('input ' + e.target.value), { capture: true });
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, (e) => window.__bench.inputs.push({ type, t: e.timeStamp }), { capture: true });
`;

/** CPU 4x slower, 40 ms round trip, 10 Mbit/s each way: a mid-range laptop on the lab's network. */
export async function throttle(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  const bytesPerSecond = (10 * 1024 * 1024) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  return cdp;
}

/**
 * Waits (checking once per frame) until `condition`, a JavaScript expression, holds; returns
 * the time of that frame on the page's clock (ms since its navigation started).
 */
export async function frameWhen(page: Page, condition: string, timeout = 30_000): Promise<number> {
  const handle = await page.waitForFunction(
    `(() => (${condition}) ? performance.now() : 0)()`,
    undefined,
    {
      polling: 'raf',
      timeout,
    },
  );
  return Number(await handle.jsonValue());
}

/** Forgets the inputs and events so far: the next step's are its own. */
export async function resetEvents(page: Page): Promise<void> {
  await page.evaluate('window.__bench.events = []; window.__bench.inputs = []; 0');
}

interface Input {
  type: 'pointerdown' | 'keydown';
  t: number;
}
interface EventEntry {
  name: string;
  start: number;
  duration: number;
}

/** The inputs since the last reset, and (after the frames that report them) the slow events. */
export async function readEvents(page: Page): Promise<{ inputs: Input[]; slowest: number }> {
  // Event Timing entries are reported after the frame that follows the event's handling.
  await page.evaluate(
    'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100))))',
  );
  const { inputs, events } = (await page.evaluate('window.__bench')) as {
    inputs: Input[];
    events: EventEntry[];
  };
  const first = inputs[0]?.t ?? 0;
  const slowest = Math.max(0, ...events.filter((e) => e.start >= first - 1).map((e) => e.duration));
  return { inputs, slowest };
}

/** Resource Timing: every script the page asked for, with when it asked (page clock). */
export async function scriptsRequested(page: Page): Promise<{ url: string; start: number }[]> {
  return (await page.evaluate(
    `performance.getEntriesByType('resource')
      .filter((e) => /\\.js(\\?|$)/.test(new URL(e.name).pathname))
      .map((e) => ({ url: e.name, start: e.startTime }))`,
  )) as { url: string; start: number }[];
}

/** Waits until the page has asked for nothing new for `quietMs` (prefetches included). */
export async function networkQuiet(page: Page, quietMs = 1_000, timeout = 15_000): Promise<void> {
  const until = Date.now() + timeout;
  let count = -1;
  let since = Date.now();
  while (Date.now() < until) {
    const now = (await page.evaluate(
      `performance.getEntriesByType('resource').filter((e) => e.responseEnd > 0).length`,
    )) as number;
    if (now !== count) {
      count = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
    await page.waitForTimeout(100);
  }
}

/**
 * Lighthouse's BenchmarkIndex of this machine's Chromium, unthrottled: how fast the host runs
 * JavaScript, so figures taken on different machines can be told apart (the was about
 * 2,560; the CPU rate stays 4x whatever it is). The page function is computeBenchmarkIndex of
 * GoogleChrome/lighthouse (core/lib/page-functions.js, Apache License 2.0). The median of three
 * after one uncounted run (the first runs before the code is optimised).
 */
const BENCHMARK_INDEX = `(() => {
  function gc() {
    var start = Date.now(), it = 0;
    while (Date.now() - start < 500) {
      var s = '';
      for (var j = 0; j < 10000; j++) s += 'a';
      if (s.length === 1) throw new Error('never: keeps the loop from being optimised away');
      it++;
    }
    return Math.round(it / 10 / ((Date.now() - start) / 1000));
  }
  function noGc() {
    var a = [], b = [];
    for (var i = 0; i < 100000; i++) a[i] = b[i] = i;
    var start = Date.now(), it = 0;
    while (it % 10 !== 0 || Date.now() - start < 500) {
      var src = it % 2 === 0 ? a : b, tgt = it % 2 === 0 ? b : a;
      for (var j = 0; j < src.length; j++) tgt[j] = src[j];
      it++;
    }
    return Math.round(it / 10 / ((Date.now() - start) / 1000));
  }
  return (gc() + noGc()) / 2;
})()`;

export async function hostBenchmarkIndex(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const runs: number[] = [];
    for (let run = 0; run <= 3; run++) runs.push(Number(await page.evaluate(BENCHMARK_INDEX)));
    return runs.slice(1).sort((a, b) => a - b)[1] ?? Number.NaN;
  } finally {
    await context.close();
  }
}
