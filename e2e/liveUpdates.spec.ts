import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiToken, signIn } from './helpers';

/**
 * Issue 18: two people, two browsers. What one changes shows in the other's open list and
 * details within a second, without a reload (the live event stream), and a dialog the other is
 * filling is never overwritten. The delays are measured in the watching browser (when the text
 * is on its screen) from just before the change is sent, and printed.
 */

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const NOTES_MEASURED = 10;
const CHANGED_ELSEWHERE = 'Changed by someone else since you opened it.';

async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const found = violations.map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target) }));
  expect(found, `axe violations on ${what}`).toEqual([]);
}

/** A signed-in browser of its own (no shared storage) on the oldest request, stream open. */
async function openBrowser(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username);
  const streaming = page.waitForResponse((r) => r.url().includes('/api/Events/Stream'));
  // The oldest request of the demo lab, as dailyUse.spec.ts chooses it.
  await page.goto('/?dir=asc');
  expect((await streaming).status()).toBe(200);
  await expect(page.getByRole('button', { name: /^Status: / })).toBeVisible();
  // The request shown, as the list selected it (not the first details asked for: the page left
  // by signing in may still be prefetching the newest request's).
  await expect(page).toHaveURL(/[?&]sel=\d+/);
  const requestId = Number(new URL(page.url()).searchParams.get('sel'));
  return { context, page, requestId };
}

/** Resolves with the browser's clock when `text` is on the page (a MutationObserver, no polling). */
function whenShown(page: Page, text: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        const shown = () => document.body.innerText.includes(wanted);
        if (shown()) return resolve(Date.now());
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          resolve(Date.now());
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    text,
  );
}

/** Resolves with the browser's clock when the details' status button names another status. */
function whenStatusLeaves(page: Page, label: string): Promise<number> {
  return page.evaluate(
    (old) =>
      new Promise<number>((resolve) => {
        const moved = () => {
          const button = document.querySelector('button[aria-label^="Status: "]');
          return button !== null && button.getAttribute('aria-label') !== old;
        };
        const observer = new MutationObserver(() => {
          if (!moved()) return;
          observer.disconnect();
          resolve(Date.now());
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      }),
    label,
  );
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

test('a status change and notes made in one browser show in the other within a second', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const actor = await openBrowser(browser, 'admin');
  const watcher = await openBrowser(browser, 'staff');
  const title = (await watcher.page.locator('h3').first().innerText()).trim();
  await expect(actor.page.locator('h3').first()).toHaveText(title);
  const { requestId } = watcher;
  expect(actor.requestId).toBe(requestId);

  // A status change, made through the other browser's status button.
  const statusButton = actor.page.getByRole('button', { name: /^Status: / });
  await statusButton.click();
  // The status menu's first action (not the side navigation's items).
  const action = actor.page.locator('.ant-dropdown:visible').getByRole('menuitem').first();
  await expect(action).toBeVisible();
  const watcherStatus = watcher.page.getByRole('button', { name: /^Status: / });
  const before = await watcherStatus.getAttribute('aria-label');
  const changed = whenStatusLeaves(watcher.page, before ?? '');
  const sent = actor.page
    .waitForRequest((r) => r.url().includes('ExecuteWorkflowAction'))
    .then(() => Date.now());
  const executed = actor.page.waitForResponse((r) => r.url().includes('ExecuteWorkflowAction'));
  await action.click();
  const response = await executed;
  const answeredAt = Date.now();
  const answer = (await response.json()) as { result: { description: string } };
  const status = answer.result.description;
  const statusSeenAt = await changed;
  const statusDelay = statusSeenAt - (await sent);
  // How much of it the write itself took (the acting browser's answer), for the record.
  const statusWrite = answeredAt - (await sent);
  await expect(watcherStatus).toHaveAccessibleName(`Status: ${status}`);
  // The open list's row too.
  await expect(
    watcher.page
      .getByRole('listbox', { name: 'Binary requests' })
      .getByRole('option', { name: new RegExp(title) }),
  ).toContainText(status);

  // Notes added by the other user, each seen in the open Notes tab.
  await watcher.page.getByRole('tab', { name: 'Notes' }).click();
  const token = await apiToken(baseURL ?? '', 'admin');
  const noteDelays: number[] = [];
  for (let i = 0; i < NOTES_MEASURED; i += 1) {
    const noteText = `Live note ${i + 1} at ${Date.now()}`;
    const seen = whenShown(watcher.page, noteText);
    const noteSentAt = Date.now();
    const res = await fetch(`${baseURL}/api/BinaryRequest/AddNote`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ requestId, noteText }),
    });
    expect(res.status).toBe(200);
    noteDelays.push((await seen) - noteSentAt);
  }
  const sorted = [...noteDelays].sort((a, b) => a - b);
  console.log(
    `live delay: status change ${statusDelay} ms (its write answered after ${statusWrite} ms); notes (n=${sorted.length}) ` +
      `p50 ${percentile(sorted, 50)} ms, p95 ${percentile(sorted, 95)} ms, max ${sorted.at(-1)} ms ` +
      `[${noteDelays.join(', ')}]`,
  );
  expect(statusDelay).toBeLessThan(1_000);
  expect(percentile(sorted, 95)).toBeLessThan(1_000);

  await expectAccessible(watcher.page, 'the live-updated request screen');
  await Promise.all([actor.context.close(), watcher.context.close()]);
});

test('an edit dialog whose request someone else saves keeps what was typed and offers Reload', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const actor = await openBrowser(browser, 'admin');
  const watcher = await openBrowser(browser, 'staff');
  const openEdit = async (page: Page) => {
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit Request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Image Request', exact: true });
    await expect(dialog.getByLabel('Description', { exact: true })).not.toHaveValue('');
    return dialog;
  };
  const watching = await openEdit(watcher.page);
  await watching.getByLabel('Description', { exact: true }).fill('Typed while someone else saves');

  const saved = `Saved live at ${Date.now()}`;
  const acting = await openEdit(actor.page);
  await acting.getByLabel('Description', { exact: true }).fill(saved);
  await acting.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(acting).toBeHidden();

  const notice = watching.getByRole('status').filter({ hasText: CHANGED_ELSEWHERE });
  await expect(notice).toBeVisible({ timeout: 5_000 });
  await expect(watching.getByLabel('Description', { exact: true })).toHaveValue(
    'Typed while someone else saves',
  );
  await expectAccessible(watcher.page, 'the edit dialog told of a change by someone else');

  await watching.getByRole('button', { name: 'Reload request' }).click();
  await expect(watching.getByLabel('Description', { exact: true })).toHaveValue(saved);
  await expect(notice).toBeHidden();
  await Promise.all([actor.context.close(), watcher.context.close()]);
});

test('a browser that cannot reach the stream says so, and stops once it is back', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'staff');
  // The stream's server is out of reach for this browser (a proxy that drops it, a network
  // that is down): every try fails, while the page itself was loaded.
  await page.route('**/api/Events/Stream', (route) => route.abort('connectionrefused'));
  await page.goto('/?dir=asc');
  await expect(page.getByRole('listbox', { name: 'Binary requests' })).toBeVisible();
  const indicator = page.getByRole('status').filter({ hasText: 'Offline, reconnecting' });
  await expect(indicator).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page, 'the offline indicator');

  const reached = page.waitForResponse((r) => r.url().includes('/api/Events/Stream'), {
    timeout: 60_000,
  });
  await page.unroute('**/api/Events/Stream');
  expect((await reached).status()).toBe(200);
  await expect(indicator).toHaveCount(0);
  await context.close();
});

test('tabs of one browser share one stream, and another tab takes it over when the first closes', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const streams: { page: number; lastEventId: string | null }[] = [];
  const first = await context.newPage();
  await signIn(first, 'staff');
  const second = await context.newPage();
  for (const [index, page] of [first, second].entries()) {
    page.on('request', (request) => {
      if (request.url().includes('/api/Events/Stream'))
        streams.push({ page: index, lastEventId: request.headers()['last-event-id'] ?? null });
    });
  }
  await first.goto('/?dir=asc');
  await expect.poll(() => streams.filter((s) => s.page === 0).length).toBeGreaterThan(0);
  const details = second.waitForResponse((r) => r.url().includes('/api/BinaryRequest/GetRequest?'));
  await second.goto('/?dir=asc');
  const requestId = Number(new URL((await details).url()).searchParams.get('requestId'));
  for (const page of [first, second]) {
    await expect(page.getByRole('button', { name: /^Status: / })).toBeVisible();
    await page.getByRole('tab', { name: 'Notes' }).click();
  }
  // The first tab leads; the second only listens.
  expect(streams.filter((s) => s.page === 1)).toEqual([]);
  expect(streams.filter((s) => s.page === 0).length).toBeGreaterThan(0);

  const token = await apiToken(baseURL ?? '', 'admin');
  const addNote = async (noteText: string) => {
    const res = await fetch(`${baseURL}/api/BinaryRequest/AddNote`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ requestId, noteText }),
    });
    expect(res.status).toBe(200);
  };
  const relayed = `Relayed note ${Date.now()}`;
  await addNote(relayed);
  await expect(first.getByText(relayed)).toBeVisible();
  await expect(second.getByText(relayed)).toBeVisible();

  // The leader closes: the other tab opens the stream, resuming from the last id relayed.
  await first.close();
  await expect.poll(() => streams.filter((s) => s.page === 1).length).toBe(1);
  expect(streams.find((s) => s.page === 1)?.lastEventId).toMatch(/^\d+$/);
  const afterTakeOver = `Heard by the new leader ${Date.now()}`;
  await addNote(afterTakeOver);
  await expect(second.getByText(afterTakeOver)).toBeVisible();
  await context.close();
});

test('the tab that adds a note reads the notes once; its other tab hears of it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const first = await context.newPage();
  await signIn(first, 'staff');
  const second = await context.newPage();
  const streaming = first.waitForResponse((r) => r.url().includes('/api/Events/Stream'));
  await first.goto('/?dir=asc');
  expect((await streaming).status()).toBe(200);
  await second.goto('/?dir=asc');
  for (const page of [first, second]) {
    // Generous: the machine these run on may be busy (the details load after the list).
    await expect(page.getByRole('button', { name: /^Status: / })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Notes' }).click();
    // The notes themselves, not only the panel: their first read is done before counting reads.
    const panel = page.getByRole('tabpanel', { name: 'Notes' });
    await expect(
      panel
        .getByRole('list', { name: 'Notes' })
        .or(panel.getByText('No notes yet. Use Add Note to write one.')),
    ).toBeVisible();
  }
  // The writing tab is not the one reading the stream: its own change comes relayed.
  const notesRead: string[] = [];
  second.on('request', (request) => {
    if (request.url().includes('/api/BinaryRequest/GetNotes')) notesRead.push(request.url());
  });
  const noteText = `My own note ${Date.now()}`;
  await second
    .getByRole('tabpanel', { name: 'Notes' })
    .getByRole('button', { name: 'Add Note' })
    .click();
  const dialog = second.getByRole('dialog', { name: 'Add Note' });
  await dialog.getByLabel('Note').fill(noteText);
  const written = second.waitForRequest((r) => r.url().includes('/api/BinaryRequest/AddNote'));
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  const clientId = (await written).headers()['x-client-id'];
  expect(clientId).toMatch(/^[0-9a-f]{32}$/);
  await expect(second.getByRole('list', { name: 'Notes' }).getByText(noteText)).toBeVisible({
    timeout: 15_000,
  });
  // The other tab (another id) refetches on the stream's news, so the news has come and gone.
  await expect(first.getByRole('list', { name: 'Notes' }).getByText(noteText)).toBeVisible({
    timeout: 15_000,
  });
  await second.waitForTimeout(1_000);
  expect(notesRead, 'the writing tab read its notes after its own write only').toHaveLength(1);
  await context.close();
});
