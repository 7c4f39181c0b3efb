import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

// Issue 20, item 6: the staff day by keyboard alone. Only page.keyboard moves and acts; after
// each step the focus must be where a keyboard user expects it, never dropped on the page.

/** Presses Tab until `target` has the focus (it must come within `max` presses). */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The dropdown menu open now (the side navigation is a menu too). */
const openMenu = (page: Page) => page.locator('.ant-dropdown:visible');

/** Presses ArrowDown in an open menu until the entry `name` has the focus. */
async function arrowTo(page: Page, name: string) {
  const entry = openMenu(page).getByRole('menuitem', { name, exact: true });
  await expect(entry).toBeVisible();
  for (let i = 0; i < 12; i += 1) {
    if (await entry.evaluate((element) => element === document.activeElement).catch(() => false))
      return;
    await page.keyboard.press('ArrowDown');
  }
  await expect(entry).toBeFocused();
}

/** Picks `option` in the antd Select labelled `label` by typing it and pressing Enter. */
async function chooseByKeyboard(page: Page, dialog: Locator, label: string, option: string) {
  await tabTo(page, dialog.getByLabel(label, { exact: true }));
  await page.keyboard.type(option);
  await expect(page.locator('.ant-select-dropdown:visible').getByTitle(option)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTitle(option, { exact: true })).toBeVisible();
}

const componentRow = (scope: Locator, componentType: string) =>
  scope
    .getByRole('row')
    .filter({ has: scope.page().getByRole('cell', { name: componentType, exact: true }) });

/** Links the first uploaded software to the row of `componentType`, all by keyboard. */
async function linkByKeyboard(page: Page, dialog: Locator, componentType: string) {
  await tabTo(page, componentRow(dialog, componentType).getByRole('radio'));
  await page.keyboard.press('Space');
  const linkButton = dialog.getByRole('button', { name: 'Link Component', exact: true });
  await tabTo(page, linkButton);
  await page.keyboard.press('Enter');
  const panel = dialog.getByRole('tabpanel', { name: 'Link Components' });
  await expect(panel.getByLabel('Component Type')).toHaveValue(componentType);
  await tabTo(page, panel.getByRole('checkbox', { name: 'Show Uploaded' }));
  await page.keyboard.press('Space');
  const firstRadio = panel.getByRole('row').getByRole('radio').first();
  await expect(firstRadio).toBeVisible();
  await tabTo(page, firstRadio);
  await page.keyboard.press('Space');
  await tabTo(page, panel.getByRole('button', { name: 'Link Component', exact: true }));
  await page.keyboard.press('Enter');
  // Back on the request tab, where the user left it.
  await expect(panel).toBeHidden();
  await expect.soft(linkButton).toBeFocused();
}

test('a staff member creates a request, adds a note and changes its status by keyboard alone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = `Keyboard Request ${Date.now()}`;

  // Sign in.
  await page.goto('/login');
  const card = page.getByRole('region', { name: 'Login with an Existing Account' });
  await tabTo(page, card.getByLabel('Username'));
  await page.keyboard.type('staff');
  await tabTo(page, card.getByLabel('Password'));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
  const list = page.getByRole('listbox', { name: 'Binary requests' });
  await expect(list.getByRole('option').first()).toBeVisible();

  // Add Request, then Escape: back on Add Request.
  const addRequest = page.getByRole('button', { name: 'Add Request' });
  await tabTo(page, addRequest);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Image Request', exact: true });
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(addRequest).toBeFocused();

  // Create the request.
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
  await page.keyboard.type(name);
  await chooseByKeyboard(page, dialog, 'Manufacturer', 'Apex Gaming');
  await chooseByKeyboard(page, dialog, 'Platform', 'Apex Helios');
  await tabTo(page, dialog.getByLabel('Description', { exact: true }));
  await page.keyboard.type('Created by keyboard');
  await chooseByKeyboard(page, dialog, 'Organization', 'North Lab');
  await expect(componentRow(dialog, 'BIOS')).toBeVisible();
  await linkByKeyboard(page, dialog, 'BIOS');
  await linkByKeyboard(page, dialog, 'Operating System');
  const submitActions = dialog.getByRole('button', { name: 'Submit actions' });
  await tabTo(page, submitActions);
  await page.keyboard.press('Enter');
  await arrowTo(page, 'Submit');
  await page.keyboard.press('Space');
  await expect(dialog).toBeHidden();
  const item = list.getByRole('option').filter({ hasText: name });
  await expect(item).toHaveAttribute('aria-selected', 'true');
  // The dialog's opener is still there: the user is back on Add Request.
  await expect(addRequest).toBeFocused();

  // Add a note.
  // A tab list is one stop: Tab reaches the selected tab, the arrow keys the others.
  await tabTo(page, page.getByRole('tab', { name: 'Components' }));
  await page.keyboard.press('ArrowRight');
  const notesTab = page.getByRole('tab', { name: 'Notes' });
  await expect(notesTab).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notesTab).toHaveAttribute('aria-selected', 'true');
  const notes = page.getByRole('tabpanel', { name: 'Notes' });
  const addNote = notes.getByRole('button', { name: 'Add Note' });
  await tabTo(page, addNote);
  await page.keyboard.press('Enter');
  const noteDialog = page.getByRole('dialog', { name: 'Add Note' });
  await expect(noteDialog.getByLabel('Note')).toBeFocused();
  await page.keyboard.type('Checked by keyboard.');
  const saveNote = noteDialog.getByRole('button', { name: 'Add Note' });
  await tabTo(page, saveNote);
  // Its last control: Tab goes round to the dialog's first, never out of the page, and back.
  await page.keyboard.press('Tab');
  await expect(noteDialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(saveNote).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(noteDialog).toBeHidden();
  await expect(
    page.getByRole('list', { name: 'Notes' }).getByText('Checked by keyboard.'),
  ).toBeVisible();
  await expect(addNote).toBeFocused();

  // Change the status: the menu opens with focus inside, Escape returns, arrows and Enter run.
  const status = page.getByRole('button', { name: 'Status: Submitted' });
  await tabTo(page, status);
  await page.keyboard.press('Enter');
  await expect(openMenu(page).getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(status).toBeFocused();
  await page.keyboard.press('Enter');
  await arrowTo(page, 'Begin Review');
  await page.keyboard.press('Enter');
  const newStatus = page.getByRole('button', { name: 'Status: In Review' });
  await expect(newStatus).toBeVisible();
  await expect(newStatus).toBeFocused();
  await expect(item).toContainText('In Review');
});
