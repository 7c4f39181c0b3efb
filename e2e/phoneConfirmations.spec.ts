import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './helpers';

// Issue 11 item 4: on a phone the confirmation questions (discard, delete) are laid out as the
// other dialogs are: the whole screen, their buttons inside the window.

test.use({ viewport: { width: 390, height: 844 } });

/** The question's dialog fills the window, and each of its buttons is inside it. */
async function expectFullScreen(page: Page, dialog: Locator, buttons: string[]) {
  await expect(dialog).toBeVisible();
  // Once antd's opening zoom has ended.
  await expect.poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(390);
  await expect.poll(async () => Math.round((await dialog.boundingBox())?.height ?? 0)).toBe(844);
  for (const name of buttons)
    await expect(dialog.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
}

test('the discard question and the Delete Request confirmation fill a phone screen, their buttons in view', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'staff');
  await page.getByRole('button', { name: 'Add Request' }).click();
  const request = page.getByRole('dialog', { name: 'Image Request', exact: true });
  await request.getByLabel('Name', { exact: true }).fill('Phone request');
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expectFullScreen(page, discard, ['Discard changes', 'Keep editing']);
  await discard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(request).toBeHidden();

  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete Request' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete Request' });
  await expectFullScreen(page, remove, ['Delete', 'Cancel']);
  await remove.getByRole('button', { name: 'Cancel' }).click();
  await expect(remove).toBeHidden();
});
