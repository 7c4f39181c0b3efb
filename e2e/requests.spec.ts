import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { apiToken, chooseOption, settle, signIn } from './helpers';

/** GET an API path as `username`, returning the envelope's result. */
async function apiGet<T>(baseURL: string, username: string, path: string): Promise<T> {
  const token = await apiToken(baseURL, username);
  const res = await fetch(`${baseURL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { result: T }).result;
}

const requestList = (page: Page) => page.getByRole('listbox', { name: 'Binary requests' });
const imageRequestDialog = (page: Page, name = 'Image Request') =>
  page.getByRole('dialog', { name, exact: true });

/** Selects the components-list row of this type, opens the Link Components tab and links the first uploaded software. */
/** The components-list row of this component type. */
const componentRow = (scope: Locator, componentType: string) =>
  scope
    .getByRole('row')
    .filter({ has: scope.page().getByRole('cell', { name: componentType, exact: true }) });

async function linkFirstUploaded(dialog: Locator, componentType: string) {
  await componentRow(dialog, componentType).getByRole('radio').check();
  await dialog.getByRole('button', { name: 'Link Component', exact: true }).click();
  const panel = dialog.getByRole('tabpanel', { name: 'Link Components' });
  await expect(panel.getByLabel('Component Type')).toHaveValue(componentType);
  await panel.getByRole('checkbox', { name: 'Show Uploaded' }).check();
  const firstRow = panel
    .getByRole('row')
    .filter({ has: panel.page().getByRole('radio') })
    .first();
  await expect(firstRow).toBeVisible();
  const idNumber = (await firstRow.getByRole('cell').nth(1).innerText()).trim();
  await firstRow.getByRole('radio').check();
  await panel.getByRole('button', { name: 'Link Component', exact: true }).click();
  // Back on the request tab, the row now carries the linked software.
  const requestTab = dialog.getByRole('tabpanel', { name: 'New Image Request' });
  await expect(componentRow(requestTab, componentType)).toContainText(idNumber);
}

test.describe.serial('a staff member works a request from creation to deletion', () => {
  const name = `E2E Request ${Date.now()}`;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
  });
  test.afterAll(async () => {
    await page.close();
  });

  test('creates a request, links the required components and submits it', async () => {
    // The longest journey, and the first to load the dialog's chunks on a cold server.
    test.setTimeout(120_000);
    await signIn(page, 'staff');
    await page.getByRole('button', { name: 'Add Request' }).click();
    const dialog = imageRequestDialog(page);
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await chooseOption(dialog, 'Manufacturer', 'Apex Gaming');
    await chooseOption(dialog, 'Platform', 'Apex Helios');
    await dialog.getByLabel('Description', { exact: true }).fill('Created by the end-to-end test');
    await chooseOption(dialog, 'Organization', 'North Lab');
    await expect(componentRow(dialog, 'BIOS')).toBeVisible();

    await linkFirstUploaded(dialog, 'BIOS');
    await linkFirstUploaded(dialog, 'Operating System');

    // antd animates the menu open: a click on Submit while it still moves can miss (the menu
    // stays open, nothing is sent), so open and click again until the request has been sent.
    let sent = false;
    const onRequest = (request: Request) => {
      if (request.url().includes('/api/BinaryRequest/SubmitImageRequest')) sent = true;
    };
    page.on('request', onRequest);
    await expect(async () => {
      if (!sent) {
        const submit = page.getByRole('menuitem', { name: 'Submit', exact: true });
        if (!(await submit.isVisible()))
          await dialog.getByRole('button', { name: 'Submit actions' }).click();
        await submit.click({ timeout: 3_000 });
      }
      await expect(dialog).toBeHidden({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    page.off('request', onRequest);

    const item = requestList(page).getByRole('option').filter({ hasText: name });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Submitted');
    await expect(item).toContainText('Apex Gaming');
    await expect(item).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Status: Submitted' })).toBeVisible();
  });

  test('edits the description', async () => {
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit Request' }).click();
    const dialog = imageRequestDialog(page, 'Edit Image Request');
    const description = dialog.getByLabel('Description', { exact: true });
    await expect(description).toHaveValue('Created by the end-to-end test');
    await description.fill('Edited by the end-to-end test');
    // A long unbroken path (the field takes 1,000 characters) shows whole, within the window.
    const gpsPath = `\\\\labshare\\gps\\${'coral-atlas-build-folder-'.repeat(24)}end`;
    await dialog.getByLabel('GPS Path', { exact: true }).fill(gpsPath);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Edited by the end-to-end test')).toBeVisible();
    await expect(page.getByText(gpsPath, { exact: true })).toBeVisible();
    const widths = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth,
      window: document.documentElement.clientWidth,
    }));
    expect(widths.width).toBeLessThanOrEqual(widths.window);
    // Save keeps the status.
    await expect(page.getByRole('button', { name: 'Status: Submitted' })).toBeVisible();
  });

  test('adds a note', async () => {
    await page.getByRole('tab', { name: 'Notes' }).click();
    await page
      .getByRole('tabpanel', { name: 'Notes' })
      .getByRole('button', { name: 'Add Note' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add Note' });
    await dialog.getByLabel('Note').fill('Checked the BIOS image by hand.');
    await dialog.getByRole('button', { name: 'Add Note' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('list', { name: 'Notes' }).getByText('Checked the BIOS image by hand.'),
    ).toBeVisible();
  });

  test('adds an attachment', async () => {
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Add Attachment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Attachments' });
    await dialog.getByLabel('File Description').fill('Signature report');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'signatures.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('BIOS SHA-1 0123456789abcdef\n'),
    });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('tab', { name: 'Documents' }).click();
    const documents = page.getByRole('list', { name: 'Documents' });
    await expect(documents.getByRole('button', { name: 'signatures.txt' })).toBeVisible();
    await expect(documents.getByText('Signature report')).toBeVisible();
  });

  test('executes a workflow action from the status button', async () => {
    await page.getByRole('button', { name: 'Status: Submitted' }).click();
    await page.getByRole('menuitem', { name: 'Begin Review' }).click();
    await expect(page.getByRole('button', { name: 'Status: In Review' })).toBeVisible();
    await expect(requestList(page).getByRole('option').filter({ hasText: name })).toContainText(
      'In Review',
    );
    await page.getByRole('tab', { name: 'Events' }).click();
    const events = page.getByTestId('event').filter({ hasText: 'Status Changed' });
    await expect(events.first()).toBeVisible();
    await expect(events.filter({ hasText: 'In Review' }).first()).toBeVisible();
  });

  test('deletes the request', async () => {
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete Request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Request' });
    // A click while antd still zooms the dialog in can land beside the moving button.
    await settle(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(requestList(page).getByRole('option').first()).toBeVisible();
    await expect(requestList(page).getByRole('option').filter({ hasText: name })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(requestList(page).getByText(`Nothing matches "${name}"`)).toBeVisible();
  });
});

test.describe('the manufacturer restriction', () => {
  test('a vendor sees only Apex Gaming requests', async ({ page }) => {
    await signIn(page, 'vendor');
    const list = requestList(page);
    for (const pageNumber of [1, 2]) {
      if (pageNumber > 1)
        await page
          .locator('.ant-pagination')
          .getByTitle(String(pageNumber), { exact: true })
          .click();
      await expect(list.getByRole('option').first()).toBeVisible();
      const items = await list.getByRole('option').allInnerTexts();
      expect(items.length).toBeGreaterThan(0);
      for (const text of items) expect(text).toContain('Apex Gaming');
    }
    await page.getByRole('searchbox', { name: 'Search' }).fill('Blue Delta');
    await expect(list.getByText('Nothing matches "Blue Delta"')).toBeVisible();
  });

  test("a vendor cannot open another manufacturer's request by its address", async ({
    page,
    baseURL,
  }) => {
    const other = await apiGet<{
      gridRows: Array<{ id: number; uploadName: string; manufacturer: string }>;
    }>(
      baseURL!,
      'admin',
      '/api/BinaryRequest/GetRequests?page=1&itemsPerPage=10&searchTerm=Blue%20Delta',
    );
    const blueDelta = other.gridRows.find((row) => row.manufacturer === 'Blue Delta Systems');
    expect(blueDelta).toBeTruthy();

    await signIn(page, 'vendor');
    await page.goto(`/?sel=${blueDelta!.id}`);
    const list = requestList(page);
    await expect(list.getByRole('option', { selected: true })).toBeVisible();
    await expect(list.getByRole('option', { selected: true })).toContainText('Apex Gaming');
    await expect(page.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(page.getByText('Blue Delta Systems')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: blueDelta!.uploadName })).toHaveCount(0);
  });
});

test.describe('a double click on what opens a dialog', () => {
  // The second click lands where the button was: on the dialog's mask, which must not close it.
  test('opens Add Note and Delete Request once, and leaves them open', async ({ page }) => {
    await signIn(page, 'staff');
    await expect(page.getByRole('heading', { level: 3 })).toBeVisible();
    await page.getByRole('tab', { name: 'Notes' }).click();
    await page
      .getByRole('tabpanel', { name: 'Notes' })
      .getByRole('button', { name: 'Add Note' })
      .dblclick();
    const note = page.getByRole('dialog', { name: 'Add Note' });
    await expect(note).toBeVisible();
    await settle(page);
    await expect(note).toBeVisible();
    await note.getByRole('button', { name: 'Cancel' }).click();
    await expect(note).toBeHidden();

    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete Request' }).dblclick();
    const question = page.getByRole('dialog', { name: 'Delete Request' });
    await expect(question).toBeVisible();
    await settle(page);
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
  });
});
