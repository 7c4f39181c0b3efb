import { expect, test, type Page } from '@playwright/test';
import { DIALOG_CHUNK, holdDialogChunk, signIn } from './helpers';

// Issue 11: the first Add Request of a session shows progress while the dialog's code loads,
// and the code is fetched in advance once the list screen is idle (never on the sign-in page).

function watchDialogChunk(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (DIALOG_CHUNK.test(new URL(request.url()).pathname)) fetched.push(request.url());
  });
  return fetched;
}

test("the New Image Request dialog's code is fetched when the list is idle, not on the sign-in page", async ({
  page,
}) => {
  const fetched = watchDialogChunk(page);
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2_000);
  expect(fetched).toEqual([]);

  await signIn(page, 'staff');
  await expect(page.getByRole('listbox', { name: 'Binary requests' })).toBeVisible();
  // Nobody clicked Add Request.
  await expect.poll(() => fetched.length, { timeout: 15_000 }).toBe(1);

  await page.getByRole('button', { name: 'Add Request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Image Request', exact: true });
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
  expect(fetched).toHaveLength(1);
});

test('on a slow network the first Add Request shows its progress, and two clicks open one dialog', async ({
  page,
}) => {
  const release = await holdDialogChunk(page);
  await signIn(page, 'staff');
  await expect(page.getByRole('listbox', { name: 'Binary requests' })).toBeVisible();

  const add = page.getByRole('button', { name: 'Add Request' });
  await add.click();
  await expect(page.getByRole('progressbar', { name: 'Loading New Image Request' })).toBeVisible();
  await expect(add).toHaveAttribute('aria-busy', 'true');
  await add.click({ force: true });

  release();
  const dialog = page.getByRole('dialog', { name: 'Image Request', exact: true });
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
  await expect(page.locator('.ant-modal-title', { hasText: /^Image Request$/ })).toHaveCount(1);
  await expect(add).toHaveAttribute('aria-busy', 'false');
});
