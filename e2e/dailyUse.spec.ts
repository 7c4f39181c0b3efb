import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

// Issue 11: the request screens in daily use (no lost input, sessions that behave).

test('Escape on a filled New Image Request dialog asks before throwing the request away', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'staff');
  await page.getByRole('button', { name: 'Add Request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Image Request', exact: true });
  await dialog.getByLabel('Name', { exact: true }).fill('Half-written request');

  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  // Gone from the page, not only faded: while it closes, Escape still belongs to it.
  await expect(
    page.locator('.ant-modal-root').filter({ hasText: 'Discard unsaved changes?' }),
  ).toHaveCount(0);
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Half-written request');

  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();
});

test('logging out in one tab signs the other tab out, and the server refuses the token', async ({
  context,
  baseURL,
}) => {
  const first = await context.newPage();
  await signIn(first, 'staff');
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByRole('listbox', { name: 'Binary requests' })).toBeVisible();
  const token = await second.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('persist:auth') ?? '{}') as { token?: string };
    return JSON.parse(stored.token ?? 'null') as string | null;
  });
  expect(token).toBeTruthy();

  await first.getByRole('button', { name: /User menu for/ }).click();
  await first.getByText('Logout', { exact: true }).click();
  await expect(first).toHaveURL(/\/login/);
  await expect(second).toHaveURL(/\/login/);

  const res = await fetch(`${baseURL}/api/Account/GetUserOrganizations`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(401);
});

test('two people edit the same request: the second save is refused and nothing typed is lost', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const [one, two] = await Promise.all([browser.newContext(), browser.newContext()]);
  const first = await one.newPage();
  const second = await two.newPage();
  await signIn(first, 'admin');
  await signIn(second, 'admin');
  // The oldest request of the demo lab: the newest may be one an earlier journey left behind
  // in an organization it then deleted, which no save accepts.
  await Promise.all([first.goto('/?dir=asc'), second.goto('/?dir=asc')]);

  const openEdit = async (page: typeof first) => {
    await expect(page.getByRole('listbox', { name: 'Binary requests' })).toBeVisible();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit Request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Image Request', exact: true });
    await expect(dialog.getByLabel('Description', { exact: true })).not.toHaveValue('');
    return dialog;
  };
  const firstDialog = await openEdit(first);
  const secondDialog = await openEdit(second);

  await firstDialog.getByLabel('Description', { exact: true }).fill('Saved first');
  await firstDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(firstDialog).toBeHidden();

  await secondDialog.getByLabel('Description', { exact: true }).fill('Saved second, too late');
  await secondDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    secondDialog
      .getByText('This request was changed by someone else since you opened it.', { exact: false })
      .first(),
  ).toBeVisible();
  await expect(secondDialog.getByLabel('Description', { exact: true })).toHaveValue(
    'Saved second, too late',
  );

  await secondDialog.getByRole('button', { name: 'Reload request' }).click();
  await expect(secondDialog.getByLabel('Description', { exact: true })).toHaveValue('Saved first');
  await Promise.all([one.close(), two.close()]);
});
