/**
 * Where one of `bench:ui`'s steps spends its time (issue 20), under the bench's conditions (CPU
 * 4x, 40 ms RTT, 10 Mbit/s, 1280 × 720, signed in as staff):
 * `npx tsx scripts/benchUi/profileStep.ts cold|select|nav|delete|notes|search [runs] [--times | --trace | --marks] [--over <ms>]`
 * after `npm run build`.
 *
 * - `cold`: a signed-in cold load of Binary Requests until the list and the details show;
 * - `select`: the third request of the list, clicked, until its details show;
 * - `nav`: Software Set Validations from the side navigation, until its list shows;
 * - `delete`: Delete Request in the open More actions menu, until its question shows;
 * - `notes`: the card's Notes tab, until its notes show;
 * - `search`: "helios" typed in the search box as the bench types it, until the list answers;
 *   each slow event (over 16 ms) is listed with the keys typed and the URLs the list moved to.
 *
 * For each counted run: the step's time and slowest event; unless `--times`, the main thread's
 * tasks over 8 ms (`--over`) from the navigation or the click, with what was fetched (the scripts
 * and styles for `cold`); the three tasks that ran the most script by function and component
 * (through the build's source maps); then the mean over the runs by file, function and component,
 * and the browser's own work.
 * The request dialog has its own profiler (profileDialog.ts).
 */
import type { Page } from '@playwright/test';
import { frameWhen, networkQuiet, readEvents, resetEvents } from './browser';
import {
  binaryRequestsComplete,
  detailsOf,
  notesShown,
  questionShown,
  searchAnswered,
  validationsShown,
} from './conditions';
import {
  betweenMarks,
  heaviestTasks,
  merge,
  selfTimes,
  startTrace,
  stopTrace,
  timeline,
  top,
  traceTotals,
  type Profile,
  type TraceEvent,
} from './profiling';
import { coldPage, KEY_DELAY_MS, SEARCH_TERM } from './scenarios';
import { openBench, signedIn } from './session';

const STEPS = ['cold', 'select', 'nav', 'delete', 'notes', 'search'] as const;
type Step = (typeof STEPS)[number];
const step = process.argv[2] as Step;
if (!STEPS.includes(step)) {
  console.error(
    `usage: profileStep.ts ${STEPS.join('|')} [runs] [--times | --trace] [--over <ms>]`,
  );
  process.exit(2);
}
const RUNS = Number(process.argv[3] ?? 3);
const TIMES_ONLY = process.argv.includes('--times');
/** `--trace`: the trace without the CPU profiler, whose sampling slows the page. */
const TRACE_ONLY = process.argv.includes('--trace');
/** `--marks`: the profile cut at the page's `performance.mark`s (marks added while profiling). */
const BY_MARKS = process.argv.includes('--marks');
/** `--over <ms>`: list the main thread's tasks longer than this (8 ms by default). */
const OVER_MS = process.argv.includes('--over')
  ? Number(process.argv[process.argv.indexOf('--over') + 1])
  : 8;

/** Before the step: the page as the bench leaves it (cold: nothing yet). */
async function prepare(page: Page) {
  if (step === 'cold') return;
  await page.goto('/');
  await frameWhen(page, binaryRequestsComplete);
  await networkQuiet(page);
  if (step === 'delete') {
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete Request' }).waitFor();
  }
}

/** The step itself; resolves with its end on the page's clock. */
async function act(page: Page): Promise<number> {
  if (step === 'cold') {
    await page.goto('/', { waitUntil: 'commit' });
    return frameWhen(page, binaryRequestsComplete);
  }
  if (step === 'select') {
    const row = page.getByRole('listbox', { name: 'Binary requests' }).getByRole('option').nth(2);
    const name = (await row.locator('strong').first().textContent()) ?? '';
    await row.click();
    return frameWhen(page, detailsOf(name), 15_000);
  }
  if (step === 'search') {
    await page.getByRole('searchbox', { name: 'Search' }).click();
    await resetEvents(page);
    // The URLs and keys listed after the step are the typing's own.
    await page.evaluate('window.__bench.trace = []; 0');
    await page.keyboard.type(SEARCH_TERM, { delay: KEY_DELAY_MS });
    return frameWhen(page, searchAnswered(SEARCH_TERM), 15_000);
  }
  if (step === 'notes') {
    await page.getByRole('tab', { name: 'Notes' }).click();
    return frameWhen(page, notesShown, 15_000);
  }
  if (step === 'delete') {
    await page.getByRole('menuitem', { name: 'Delete Request' }).click();
    return frameWhen(page, questionShown('Delete request '), 15_000);
  }
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByText('Software Set Validations')
    .click();
  return frameWhen(page, validationsShown, 15_000);
}

/** The trace's zero: the navigation's start (cold) or the click's pointerdown. */
function originOf(events: TraceEvent[]): number | undefined {
  if (step === 'cold')
    return events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)?.ts;
  return events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown')?.ts;
}

/**
 * What the page fetched, in ms relative to `since` (the page's clock): on a cold load (`since` 0)
 * its scripts, styles and API calls; after a click, everything from 300 ms before it (a pointer's
 * prefetch). When each began and arrived, and its size on the wire; then any `performance.mark`
 * the page set (a mark added while profiling says when a line of code ran).
 */
async function arrivals(page: Page, since: number): Promise<string> {
  const rows = (await page.evaluate(
    `[
      ...performance.getEntriesByType('resource')
        .filter((e) => e.startTime >= ${since} - 300 && (${since} > 0 || /\\.(js|css)$/.test(new URL(e.name).pathname) || e.initiatorType === 'fetch'))
        .map((e) => [new URL(e.name).pathname.split('/').pop(), e.startTime, e.responseEnd, e.transferSize]),
      ...performance.getEntriesByType('mark')
        .filter((e) => e.startTime >= ${since} - 300)
        .map((e) => ['mark ' + e.name, e.startTime, e.startTime, 0]),
    ]`,
  )) as [string, number, number, number][];
  return rows
    .map(
      ([name, start, end, size]) =>
        `  ${(start - since).toFixed(0).padStart(5)} → ${(end - since).toFixed(0).padStart(5)} ms  ${(size / 1024).toFixed(1).padStart(6)} KB  ${name}`,
    )
    .join('\n');
}

/** Each slow event since `since` (in ms from it), then the keys and URLs the typing went through. */
async function eventsAndMoves(page: Page, since: number): Promise<string> {
  const { events, trace } = (await page.evaluate('window.__bench')) as {
    events: { name: string; start: number; duration: number }[];
    trace: string[];
  };
  const slow = events
    .filter((e) => e.start >= since - 1)
    .map(
      (e) =>
        `  ${(e.start - since).toFixed(0).padStart(5)} ms  ${e.name} ${e.duration.toFixed(0)} ms`,
    );
  return [...slow, ...trace.map((t) => `  ${t}`)].join('\n');
}

async function main() {
  const { baseUrl, browser, close } = await openBench(`profile-${step}`);
  const files = new Map<string, number>();
  const fns = new Map<string, number>();
  const browserWork = new Map<string, number>();
  const components = new Map<string, number>();
  try {
    const state = await signedIn(browser, baseUrl, 'staff');
    for (let run = 0; run <= RUNS; run++) {
      const { context, page, cdp } = await coldPage(browser, baseUrl, state);
      await prepare(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      if (!TIMES_ONLY) {
        await startTrace(cdp);
        if (!TRACE_ONLY) await cdp.send('Profiler.start');
      }
      if (step !== 'cold') await resetEvents(page);
      const done = await act(page);
      const { inputs, slowest } = await readEvents(page);
      const start = step === 'cold' ? 0 : (inputs[0]?.t ?? done);
      // The search is timed from its last key, as the bench does.
      const time = done - (step === 'search' ? (inputs.at(-1)?.t ?? done) : start);
      console.log(
        `run ${run}${run === 0 ? ' (warm-up, not counted)' : ''}: ${step} ${time.toFixed(0)} ms, slowest event ${slowest.toFixed(0)} ms`,
      );
      if (step === 'search') console.log(await eventsAndMoves(page, start));
      if (TIMES_ONLY || run === 0) {
        await context.close();
        continue;
      }
      const profile = TRACE_ONLY
        ? undefined
        : ((await cdp.send('Profiler.stop')).profile as Profile);
      const events = await stopTrace(cdp);
      console.log(
        `${step === 'cold' ? 'scripts, styles and calls' : 'fetched'}:\n${await arrivals(page, start)}`,
      );
      const marks = BY_MARKS
        ? new Set(
            (await page.evaluate(
              `performance.getEntriesByType('mark').map((e) => e.name)`,
            )) as string[],
          )
        : undefined;
      await context.close();
      const { own, totals } = traceTotals(events);
      merge(browserWork, totals, RUNS);
      console.log(`tasks:\n${timeline(own, originOf(events), OVER_MS)}`);
      if (!profile) continue;
      const whole = selfTimes(profile);
      merge(files, whole.files, RUNS);
      merge(fns, whole.fns, RUNS);
      merge(components, whole.components, RUNS);
      console.log(marks ? betweenMarks(profile, events, marks) : heaviestTasks(profile, own));
    }
    if (TIMES_ONLY) return;
    console.log(`\n${step} (mean per run), self time by file:\n${top(files)}`);
    console.log(`\nby function:\n${top(fns)}`);
    console.log(`\nby component (time with it on the stack):\n${top(components)}`);
    console.log(`\nbrowser work (trace):\n${top(browserWork)}`);
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
