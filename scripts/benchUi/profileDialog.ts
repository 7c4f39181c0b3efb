/**
 * Where the Add Request click and the keys typed in Name spend their time (issue 20), under the
 * bench's conditions (CPU 4x, 40 ms RTT, 10 Mbit/s, 1280 × 720, signed in as staff).
 * `npx tsx scripts/benchUi/profileDialog.ts [runs] [--times]` after `npm run build`: for each run, the
 * click's time until the dialog shows and its slowest event, each key's event, then the CPU
 * profile of the click and of the keys by source file and function (through the build's source
 * maps) and the browser's own work (style, layout, paint) from a trace.
 */
import fs from 'node:fs';
import path from 'node:path';
import { frameWhen, networkQuiet, readEvents, resetEvents } from './browser';
import { binaryRequestsComplete, dialogShown } from './conditions';
import {
  mainThreadWork,
  heaviestTasks,
  merge,
  selfTimes,
  startTrace,
  stopTrace,
  timeline,
  top,
  traceTotals,
  type Profile,
} from './profiling';
import { coldPage } from './scenarios';
import { openBench, signedIn } from './session';

const RUNS = Number(process.argv[2] ?? 2);
/** `--times`: the timings only, without the profiler and the trace (which slow the page). */
const TIMES_ONLY = process.argv.includes('--times');
/** `--dump <dir>`: also write each counted run's CPU profiles there (open them in DevTools). */
const DUMP = process.argv.includes('--dump')
  ? process.argv[process.argv.indexOf('--dump') + 1]
  : undefined;
async function main() {
  const { baseUrl, browser, close } = await openBench('profile-dialog');
  const clickFiles = new Map<string, number>();
  const clickFns = new Map<string, number>();
  const clickTrace = new Map<string, number>();
  const keyFiles = new Map<string, number>();
  const keyFns = new Map<string, number>();
  const keyTrace = new Map<string, number>();
  try {
    const state = await signedIn(browser, baseUrl, 'staff');
    for (let run = 0; run <= RUNS; run++) {
      const { context, page, cdp } = await coldPage(browser, baseUrl, state);
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
      console.log(heaviestTasks(clickProfile, clickMain.own));
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
    await close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
