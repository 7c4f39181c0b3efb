import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { signIn } from './helpers';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('a super user finds a failed sign-in on the Audit Trail, by a link too, and the screen passes axe', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Unique per run, so a retry against the same database finds only its own attempt.
  const username = `nobody${Date.now().toString(36)}`;
  const refused = await fetch(`${baseURL}/api/Account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Not-A-Password-1' }),
  });
  expect(refused.status).toBe(400);

  await signIn(page, 'admin');
  await nav(page)
    .getByRole('menuitem', { name: /Audit Trail/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Audit Trail' })).toBeVisible({ timeout: 30_000 });
  const entries = page.getByRole('region', { name: 'Audit trail entries' });
  // The admin's own sign-in is the newest entry.
  await expect(entries.getByRole('row').nth(1)).toContainText('admin');

  await page.getByLabel('Actor').fill(username);
  await page.getByLabel('Actor').press('Enter');
  await expect(page.getByText('1 entry')).toBeVisible();
  const row = entries.getByRole('row').nth(1);
  await expect(row).toContainText(username);
  await expect(row).toContainText('Sign-in');
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('Reason: unknown username');
  await expect(page).toHaveURL(new RegExp(`/AuditTrail\\?actor=${username}$`));
  await expectAccessible(page, '/AuditTrail filtered by actor');

  // Export downloads the same entries: the heading and the one failed sign-in.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export/ }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-trail-[\d-]+\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8')).trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(username);

  // The link reopens the same entries.
  await page.reload();
  await expect(page.getByText('1 entry')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Actor')).toHaveValue(username);
  await expect(entries.getByRole('row').nth(1)).toContainText(username);
});

test('staff have no Audit Trail: no menu entry, and its address leads to the requests', async ({
  page,
}) => {
  await signIn(page, 'staff');
  await expect(nav(page).getByRole('menuitem', { name: /Binary Requests/ })).toBeVisible();
  await expect(nav(page).getByRole('menuitem', { name: /Audit Trail/ })).toHaveCount(0);
  await page.goto('/AuditTrail');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Audit Trail' })).toHaveCount(0);
});
