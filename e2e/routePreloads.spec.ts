import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1] ?? '');

/**
 * Issue 20: the page the server sends for a screen names that screen's chunks, so the browser
 * fetches them with the entry rather than after it has run; the signed-in screen then loads
 * with each preloaded script fetched once (the preload, which webpack's own request then uses).
 */
test('Binary Requests arrives naming its chunks, and uses them', async ({ page, baseURL }) => {
  const res = await fetch(`${baseURL ?? ''}/`);
  const named = preloads(await res.text());
  expect(named.some((url) => /\/assets\/binaryRequests\.[^/]+\.js$/.test(url))).toBe(true);
  expect(named.some((url) => /\/assets\/shell\.[^/]+\.js$/.test(url))).toBe(true);
  // The details follow the list: not named, so they do not delay it.
  expect(named.some((url) => /requestDetails/.test(url))).toBe(false);

  const login = await fetch(`${baseURL ?? ''}/login`);
  expect(preloads(await login.text())).toEqual([]);

  await signIn(page, 'staff');
  await page.goto('/');
  await expect(page.getByRole('listbox', { name: 'Binary requests' })).toBeVisible();
  const fetched = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  for (const url of named) expect(fetched.filter((path) => path === url)).toHaveLength(1);
});

/**
 * The app's deferred scripts are fetched at high priority (webpack.config.ts,
 * EntryScriptTagsPlugin): left at a deferred script's low priority, the framework waited on
 * HTTP/1.1's six connections behind the screen's preloaded chunks, which run only after it.
 */
test("the app's own scripts are asked for at high priority, as the screen's chunks are", async ({
  page,
  baseURL,
}) => {
  const html = await (await fetch(`${baseURL ?? ''}/`)).text();
  const entry = [...html.matchAll(/<script defer[^>]* src="?([^" >]+)/g)].map((m) => m[1] ?? '');
  expect(entry.length).toBeGreaterThan(0);
  await signIn(page, 'staff');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priority = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ request }) =>
    priority.set(new URL(request.url).pathname, request.initialPriority),
  );
  await page.goto('/');
  await expect(page.getByRole('listbox', { name: 'Binary requests' })).toBeVisible();
  for (const path of [...entry, ...preloads(html)]) expect(priority.get(path), path).toBe('High');
});

/**
 * The page's first script starts the route's token check (src/earlyCalls.ts) before the app's
 * entry has arrived, and on Binary Requests its list; the app then uses those answers instead of
 * asking a second time.
 */
test('a signed-in load checks its token and asks for its list once, before the app has run', async ({
  page,
}) => {
  await signIn(page, 'staff');
  await page.goto('/');
  await expect(page.getByRole('listbox', { name: 'Binary requests' })).toBeVisible();
  const timings = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({
      path: new URL(entry.name).pathname,
      start: entry.startTime,
    })),
  );
  const early = ['/api/Account/GetTokenInformation', '/api/BinaryRequest/GetRequests'];
  const earlyCalls = timings.filter((t) => early.includes(t.path));
  for (const path of early) expect(earlyCalls.filter((t) => t.path === path)).toHaveLength(1);
  // The app's own first calls (the header's organizations, the selected request) start when
  // its entry runs.
  const appCalls = timings.filter((t) => t.path.startsWith('/api/') && !early.includes(t.path));
  expect(appCalls.length).toBeGreaterThan(0);
  const firstAppCall = Math.min(...appCalls.map((t) => t.start));
  for (const call of earlyCalls) expect(call.start).toBeLessThan(firstAppCall);
});

/**
 * The early calls' script runs the moment it arrives: the head's first script, parser-blocking
 * and ahead of the stylesheet. `async`, Chromium ran it after the app's deferred scripts in some
 * throttled loads; after the stylesheet, it waited for the stylesheet (webpack.config.ts).
 */
test('the early calls script comes first in the head and waits for nothing', async ({
  page,
  baseURL,
}) => {
  const html = await (await page.request.get(`${baseURL}/`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = [...head.matchAll(/<(script|link rel="?stylesheet"?)[^>]*>/g)].map((m) => m[0]);
  expect(tags[0]).toMatch(/^<script src="?\/assets\/earlyCalls\.[0-9a-f]+\.js"?>$/);
  expect(tags.filter((tag) => tag.startsWith('<link'))).toHaveLength(1);
  expect(tags.slice(1).every((tag) => tag.startsWith('<link') || / defer/.test(tag))).toBe(true);
});
