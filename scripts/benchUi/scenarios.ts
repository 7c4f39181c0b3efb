import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import {
  frameWhen,
  INSTRUMENT,
  networkQuiet,
  readEvents,
  resetEvents,
  scriptsRequested,
  throttle,
} from './browser';
import {
  binaryRequestsComplete,
  detailsOf,
  dialogShown,
  listShown,
  mainLandmarkShown,
  notesShown,
  requestDetailsShown,
  searchAnswered,
  validationsShown,
} from './conditions';
import type { StorageState } from './session';

/** One run's figures (ms unless named otherwise); a row of the table takes the medians over runs. */
export type Figures = Record<string, number>;

export const VIEWPORT = { width: 1280, height: 720 };
/** A word of the demo lab's request names that matches some requests but not all. */
export const SEARCH_TERM = 'helios';
/** How fast the bench types: a quick typist, about 7 keys a second. */
export const KEY_DELAY_MS = 140;
const DIALOG_CHUNK = /\/assets\/imageRequestDialog\.[^/]*\.js$/;

/**
 * A new browser context (an empty HTTP cache: a cold load) signed in as the stored user,
 * throttled; with the DevTools session that throttles it (the profilers' too).
 */
export async function coldPage(browser: Browser, baseUrl: string, state: StorageState) {
  const context = await browser.newContext({
    // The waits below are expressions the page evaluates; the app's CSP forbids eval.
    bypassCSP: true,
    baseURL: baseUrl,
    viewport: VIEWPORT,
    storageState: state,
  });
  await context.addInitScript({ content: INSTRUMENT });
  const page = await context.newPage();
  const cdp = await throttle(context, page);
  return { context, page, cdp };
}

/**
 * A cold load of `path` (coldPage) until `shown`, then, once its idle-time prefetches have run
 * and finished, `act` on the page; `complete` is when the screen showed (page clock). The
 * context is closed however `act` ends.
 */
export async function afterColdLoad<T>(
  browser: Browser,
  baseUrl: string,
  state: StorageState,
  path: string,
  shown: string,
  act: (page: Page, complete: number) => Promise<T>,
): Promise<T> {
  const { context, page } = await coldPage(browser, baseUrl, state);
  try {
    await page.goto(path, { waitUntil: 'commit' });
    const complete = await frameWhen(page, shown);
    // Let the idle-time prefetches run (and finish) before timing what the user does next.
    await networkQuiet(page);
    return await act(page, complete);
  } finally {
    await context.close();
  }
}

/** The name shown by a list row (its first bold text). */
const rowName = async (page: Page, index: number) =>
  (await page
    .getByRole('listbox', { name: 'Binary requests' })
    .getByRole('option')
    .nth(index)
    .locator('strong')
    .first()
    .textContent()) ?? '';

/**
 * A click or key's time from its input to `condition`, and the slowest event on the way. A step
 * that never reaches its condition (15 s) counts as not measured (NaN), and the run goes on.
 */
export async function timed(page: Page, act: () => Promise<void>, condition: string) {
  await resetEvents(page);
  await act();
  let done: number;
  try {
    done = await frameWhen(page, condition, 15_000);
  } catch (error) {
    // What the page showed instead, so a step that never finishes can be told from a slow one.
    const seen = await page
      .evaluate(() => ({
        url: location.pathname + location.search,
        heading: document.querySelector('main h3')?.textContent ?? null,
        selected: document.querySelector('[role=option][aria-selected=true] strong')?.textContent,
        rows: document.querySelectorAll('[role=listbox] [role=option]').length,
        spinning: document.querySelectorAll('main .ant-spin-spinning').length,
        trace: (window as unknown as { __bench: { trace: string[] } }).__bench.trace.slice(-20),
      }))
      .catch(() => null);
    console.error(
      `a step did not finish: ${String(error).split('\n')[0]}; the page: ${JSON.stringify(seen)}`,
    );
    return { fromFirst: Number.NaN, fromLast: Number.NaN, slowest: Number.NaN };
  }
  const { inputs, slowest } = await readEvents(page);
  const first = inputs[0]?.t ?? done;
  const last = inputs.at(-1)?.t ?? done;
  return { fromFirst: done - first, fromLast: done - last, slowest };
}

/**
 * The staff day on Binary Requests, from a cold load: every interaction row of the table.
 * Returns the figures of this run.
 */
export async function staffRun(
  browser: Browser,
  baseUrl: string,
  staff: StorageState,
): Promise<Figures> {
  return afterColdLoad(
    browser,
    baseUrl,
    staff,
    '/',
    binaryRequestsComplete,
    async (page, complete) => {
      const dialogScript = (await scriptsRequested(page)).find((s) => DIALOG_CHUNK.test(s.url));
      const figures: Figures = {
        coldLoad: complete,
        prefetchStart: dialogScript?.start ?? Number.NaN,
        prefetchAfterComplete: dialogScript ? dialogScript.start - complete : Number.NaN,
      };

      const notes = await timed(
        page,
        () => page.getByRole('tab', { name: 'Notes' }).click(),
        notesShown,
      );
      figures.notesTab = notes.fromFirst;
      figures.notesTabEvent = notes.slowest;

      const name = await rowName(page, 2);
      const select = await timed(
        page,
        () =>
          page.getByRole('listbox', { name: 'Binary requests' }).getByRole('option').nth(2).click(),
        detailsOf(name),
      );
      figures.select = select.fromFirst;
      figures.selectEvent = select.slowest;
      await networkQuiet(page, 500);

      const search = await timed(
        page,
        async () => {
          await page.getByRole('searchbox', { name: 'Search' }).click();
          await resetEvents(page);
          await page.keyboard.type(SEARCH_TERM, { delay: KEY_DELAY_MS });
        },
        searchAnswered(SEARCH_TERM),
      );
      figures.search = search.fromLast;
      figures.searchKeyEvent = search.slowest;
      await frameWhen(page, requestDetailsShown, 15_000).catch(() => undefined);
      await networkQuiet(page, 500);

      const nav = await timed(
        page,
        () =>
          page
            .getByRole('navigation', { name: 'Main navigation' })
            .getByText('Software Set Validations')
            .click(),
        validationsShown,
      );
      figures.navigateValidations = nav.fromFirst;
      figures.navigateValidationsEvent = nav.slowest;
      await networkQuiet(page, 500);

      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByText('Binary Requests')
        .click();
      await frameWhen(page, binaryRequestsComplete);
      await networkQuiet(page);

      const open = await timed(
        page,
        () => page.getByRole('button', { name: 'Add Request' }).click(),
        dialogShown('Image Request'),
      );
      figures.addRequest = open.fromFirst;
      figures.addRequestEvent = open.slowest;

      const nameField = page
        .getByRole('dialog', { name: 'Image Request', exact: true })
        .getByLabel('Name', { exact: true });
      await nameField.click();
      await resetEvents(page);
      await page.keyboard.type('Bench image request', { delay: KEY_DELAY_MS });
      figures.nameKeyEvent = (await readEvents(page)).slowest;
      return figures;
    },
  );
}

/** Where Save and Cancel of the Edit Image Request dialog sit at 1280 × 720 (px from the top). */
export async function editDialogFooter(
  browser: Browser,
  baseUrl: string,
  staff: StorageState,
): Promise<Figures> {
  const context = await browser.newContext({
    // The waits below are expressions the page evaluates; the app's CSP forbids eval.
    bypassCSP: true,
    baseURL: baseUrl,
    viewport: VIEWPORT,
    storageState: staff,
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await frameWhen(page, binaryRequestsComplete);
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit Request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Image Request', exact: true });
    const save = dialog.getByRole('button', { name: 'Save', exact: true });
    const cancel = dialog.getByRole('button', { name: 'Cancel', exact: true });
    await save.waitFor();
    // Wait out the opening animation.
    await page.waitForTimeout(800);
    const bottom = async (button: typeof save) => {
      const box = await button.boundingBox();
      return box ? box.y + box.height : Number.POSITIVE_INFINITY;
    };
    return { editSaveBottom: await bottom(save), editCancelBottom: await bottom(cancel) };
  } finally {
    await context.close();
  }
}

/** The screens whose JavaScript is counted, and who signs in for each. */
export const SCREENS = [
  {
    path: '/',
    user: 'staff',
    shown: `(${mainLandmarkShown}) && (${listShown('Binary requests')})`,
  },
  { path: '/SoftwareValidations', user: 'staff', shown: mainLandmarkShown },
  { path: '/SSIFSubmissions', user: 'admin', shown: mainLandmarkShown },
  { path: '/UserManagement', user: 'admin', shown: mainLandmarkShown },
  { path: '/DataManagement', user: 'admin', shown: mainLandmarkShown },
  { path: '/Organizations', user: 'admin', shown: mainLandmarkShown },
] as const;

const gzipSizes = new Map<string, number>();
/** The gzip size of a built asset (its .gz copy, or gzipped here when the build kept none). */
export function gzipSize(distDir: string, url: string): number {
  const file = path.join(distDir, new URL(url).pathname);
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = fs.existsSync(`${file}.gz`)
      ? fs.statSync(`${file}.gz`).size
      : gzipSync(fs.readFileSync(file)).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** KB of JavaScript (gzip) asked for before the screen's main landmark showed, on a cold load. */
export async function screenScripts(
  browser: Browser,
  baseUrl: string,
  distDir: string,
  screen: (typeof SCREENS)[number],
  state: StorageState,
): Promise<{ kb: number; shownAt: number; files: string[] }> {
  const { context, page } = await coldPage(browser, baseUrl, state);
  try {
    await page.goto(screen.path, { waitUntil: 'commit' });
    const shownAt = await frameWhen(page, screen.shown);
    // Resource Timing lists a script once it has arrived: wait for those still on their way.
    await networkQuiet(page, 500);
    // A file asked for twice (a preload and its script) is fetched once.
    const urls = new Set(
      (await scriptsRequested(page)).filter((s) => s.start <= shownAt).map((s) => s.url),
    );
    const before = [...urls].map((url) => ({ url }));
    const bytes = before.reduce((sum, s) => sum + gzipSize(distDir, s.url), 0);
    return {
      kb: bytes / 1024,
      shownAt,
      files: before.map((s) => path.basename(new URL(s.url).pathname)),
    };
  } finally {
    await context.close();
  }
}
