import { expect, test } from '@playwright/test';
import { holdDialogChunk, signIn } from './helpers';

// Edit Request chosen before the request dialog's code has arrived: the progress shows on the
// actions button it was chosen from (antd's menu closes on the click), not on Add Request.

test("on a slow network Edit Request shows its progress on the request's actions button, then opens the edit dialog", async ({
  page,
}) => {
  const release = await holdDialogChunk(page);
  await signIn(page, 'admin');
  const list = page.getByRole('listbox', { name: 'Binary requests' });
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  const name = await page.getByRole('heading', { level: 3 }).first().innerText();

  const actions = page.getByRole('button', { name: 'More actions' });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Edit Request' }).click();
  await expect(actions.getByRole('progressbar', { name: 'Loading Edit Request' })).toBeVisible();
  await expect(actions).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('menuitem', { name: 'Edit Request' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add Request' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  await expect(page.getByRole('progressbar', { name: 'Loading New Image Request' })).toHaveCount(0);
  // Impatient: the busy button opens no menu.
  await actions.click({ force: true });
  await page.waitForTimeout(300);
  await expect(page.getByRole('menuitem', { name: 'Edit Request' })).toBeHidden();

  release();
  const dialog = page.getByRole('dialog', { name: 'Edit Image Request', exact: true });
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
  await expect(page.getByRole('dialog', { name: /Image Request$/ })).toHaveCount(1);
  await expect(actions).toHaveAttribute('aria-busy', 'false');
});
