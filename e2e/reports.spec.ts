import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, signIn } from './helpers';

/** The Reports screen (issue 22 item 3) on the demo lab, in the real browser. */

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The body rows of the table with this caption, as text. */
async function tableRows(page: Page, caption: string): Promise<string[][]> {
  const table = page.getByRole('table', { name: caption });
  await expect(table).toBeVisible();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? '')),
    );
}

/** "123 requests match." as a number. */
async function matching(page: Page): Promise<number> {
  const status = page.getByText(/^[\d,]+ requests match\.$/);
  // The first report of a cold database on a busy machine may take a while.
  await expect(status).toBeVisible({ timeout: 30_000 });
  return Number((await status.textContent())?.replace(/\D/g, ''));
}

test('the admin opens Reports from the menu: charts, tables, CSV, accessible', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'admin');
  await page.getByRole('menuitem', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/Reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const total = await matching(page);

  // Each chart is a named image, drawn (uPlot's canvas), followed by its table.
  for (const name of [
    /^Bar chart of requests by status: /,
    /^Bar chart of requests by manufacturer: /,
    /^Line chart of requests created and completed per week /,
    /^Bar chart of the median and 90th percentile hours /,
    /^Line chart of the requests past due at the end of each week /,
  ]) {
    const chart = page.getByRole('img', { name });
    await expect(chart).toBeVisible();
    await expect(chart.locator('canvas')).toHaveCount(1);
  }
  const byStatus = await tableRows(page, 'Requests by status');
  expect(byStatus.reduce((sum, [, , n]) => sum + Number(n?.replace(/,/g, '')), 0)).toBe(total);
  // Each state with its workflow: the demo's two workflows both have a "Draft", told apart.
  const states = byStatus.map(([state, workflow]) => `${state} (${workflow})`);
  expect(new Set(states).size).toBe(states.length);
  expect(byStatus.every(([state, workflow]) => state === 'No state' || workflow !== '')).toBe(true);
  const weeks = await tableRows(
    page,
    'Requests created and completed per week (weeks start on Monday, UTC)',
  );
  expect(weeks).toHaveLength(26);

  // The same filter names as the list: the report counts what GetRequests lists.
  await page.goto('/Reports?priority=true');
  const token = await apiToken(baseURL as string, 'admin');
  const list = await fetch(`${baseURL}/api/BinaryRequest/GetRequests?priority=true`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const listed = ((await list.json()) as { result: { rowCount: number } }).result.rowCount;
  await expect.poll(() => matching(page)).toBe(listed);
  // The list's own filter bar, reading the same URL: its Priority box is ticked.
  await expect(page.getByRole('checkbox', { name: 'Priority', exact: true })).toBeChecked();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV: Requests by manufacturer' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('requests-by-manufacturer.csv');
  const bytes = fs.readFileSync((await file.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.subarray(3).toString('utf8')).toMatch(/^Manufacturer,Requests\r\n/);

  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
});

test("the vendor's report counts only Apex Gaming", async ({ page }) => {
  await signIn(page, 'vendor');
  await page.goto('/Reports');
  await matching(page);
  const makers = await tableRows(page, 'Requests by manufacturer');
  expect(makers.map(([name]) => name)).toEqual(['Apex Gaming']);
});
