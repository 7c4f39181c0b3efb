import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { apiToken, signIn } from './helpers';

/** Export on User Management (issue 22): the users the list's search selects, as a CSV file. */
test("the admin exports User Management's searched users as CSV, and the screen passes axe", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await page.goto('/UserManagement');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel('Search', { exact: true }).fill('vendor');
  await expect(page).toHaveURL(/[?&]q=vendor/);

  // What the list counts for the same search, read through the API.
  const token = await apiToken(baseURL as string, 'admin');
  const answer = await fetch(`${baseURL}/api/Account/GetUsers?searchTerm=vendor`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const listed = ((await answer.json()) as { result: { rowCount: number } }).result.rowCount;
  expect(listed).toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export/ }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^users-[\d-]+\.csv$/);
  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = bytes.subarray(3).toString('utf8').trim().split('\r\n');
  expect(header).toBe('User Id,Username,First Name,Last Name,Email');
  // Every page of the search, and only it: the list's count, each row matching.
  expect(rows).toHaveLength(listed);
  for (const row of rows) expect(row.toLowerCase()).toContain('vendor');
  // The progress line has gone once the file is saved.
  await expect(page.getByText(/^Exporting CSV/)).toHaveCount(0);

  await expectAccessible(page, '/UserManagement after an export');
});
