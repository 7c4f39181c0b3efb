import { expect, test, type Page } from '@playwright/test';
import { apiToken, signIn } from './helpers';

interface CatalogueRow {
  componentType: string;
  idNumber: string;
  version: string;
}

/** Uploaded catalogue software for each required component type of Apex Gaming's Helios, read through the API. */
async function requiredCatalogueRows(baseURL: string): Promise<CatalogueRow[]> {
  const token = await apiToken(baseURL, 'staff');
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${baseURL}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status, path).toBe(200);
    return ((await res.json()) as { result: T }).result;
  };
  const manufacturers = await get<
    Array<{ manufacturerName: string; platforms: Array<{ mid: number; platform: string }> }>
  >('/api/BinaryRequest/GetManufacturerPlatforms');
  const mid = manufacturers
    .find((m) => m.manufacturerName === 'Apex Gaming')!
    .platforms.find((p) => p.platform === 'Helios')!.mid;
  const components = await get<
    Array<{ componentID: number; componentType: string; required: boolean }>
  >(`/api/BinaryRequest/GetComponentsList?manufacturerId=${mid}`);
  const rows: CatalogueRow[] = [];
  for (const component of components.filter((c) => c.required)) {
    const software = await get<Array<{ idNumber: string | null; version: string | null }>>(
      `/api/BinaryRequest/GetComponentsForLinking?componentId=${component.componentID}&submissionFilter=Uploaded`,
    );
    const first = software.find((s) => s.idNumber && s.version)!;
    rows.push({
      componentType: component.componentType,
      idNumber: first.idNumber!,
      version: first.version!,
    });
  }
  expect(rows.map((r) => r.componentType).sort()).toEqual(['BIOS', 'Operating System']);
  return rows;
}

const HEADER = 'Manufacturer,Platform,Component Type,Component Name,ID Number,Version';

function csvOf(rows: CatalogueRow[]): string {
  return (
    [
      HEADER,
      ...rows.map((r) =>
        [
          'Apex Gaming',
          'Helios',
          r.componentType,
          `${r.componentType} ${r.idNumber}`,
          r.idNumber,
          r.version,
        ].join(','),
      ),
    ].join('\n') + '\n'
  );
}

async function openAddSoftwareSet(page: Page) {
  await page.goto('/SoftwareValidations');
  await page.getByRole('button', { name: 'Add Software Set' }).click();
  const tab = page
    .getByRole('dialog', { name: 'Add Software Set' })
    .getByRole('tabpanel', { name: 'Add Software Set' });
  await expect(tab).toBeVisible();
  return tab;
}

async function chooseCsv(page: Page, csv: string, name = 'software-set.csv') {
  const tab = page.getByRole('tabpanel', { name: 'Add Software Set' });
  await tab
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(tab.getByText(name)).toBeVisible();
}

test.describe('Software Set Validations', () => {
  test('a valid set is stored and listed with its components', async ({ page, baseURL }) => {
    const rows = await requiredCatalogueRows(baseURL!);
    const name = `E2E Software Set ${Date.now()}`;
    await signIn(page, 'staff');
    const tab = await openAddSoftwareSet(page);
    await tab.getByLabel('Name', { exact: true }).fill(name);
    await tab.getByLabel('Description', { exact: true }).fill('Uploaded by the end-to-end test');
    await chooseCsv(page, csvOf(rows), 'apex-helios.csv');
    const upload = tab.getByRole('button', { name: 'Upload', exact: true });
    await expect(upload).toBeEnabled();
    await upload.click();

    await expect(page.getByText('Software Validation submitted successfully')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Add Software Set' })).toBeHidden();

    // The uploaded set is the selected item at once.
    const list = page.getByRole('listbox', { name: 'Software set validations' });
    const item = list.getByRole('option').filter({ hasText: name });
    await expect(item).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(item).toHaveAttribute('aria-selected', 'true');
    await expect(item).toContainText('Apex Gaming');
    await expect(page.getByText(name, { exact: true }).last()).toBeVisible();
    await expect(page.getByText('apex-helios.csv')).toBeVisible();
    for (const row of rows) {
      const componentRow = page
        .getByRole('row')
        .filter({ hasText: `${row.componentType} ${row.idNumber}` });
      await expect(componentRow).toBeVisible();
      await expect(
        componentRow.getByRole('cell', { name: row.componentType, exact: true }),
      ).toBeVisible();
      await expect(componentRow.getByRole('checkbox', { name: 'Required' })).toBeChecked();
    }
  });

  test('an invalid CSV shows its line-numbered problems and cannot be uploaded', async ({
    page,
    baseURL,
  }) => {
    const rows = await requiredCatalogueRows(baseURL!);
    await signIn(page, 'staff');
    const tab = await openAddSoftwareSet(page);
    await tab.getByLabel('Name', { exact: true }).fill('Broken set');
    await tab.getByLabel('Description', { exact: true }).fill('Missing a version');
    await chooseCsv(page, csvOf([rows[0]!, { ...rows[1]!, version: '' }]), 'broken.csv');
    await expect(tab.getByText('The file cannot be uploaded')).toBeVisible();
    await expect(tab.getByText('Line 3: Version is required.')).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
  });

  test('after Software Not Found the set is corrected and uploaded again', async ({
    page,
    baseURL,
  }) => {
    const rows = await requiredCatalogueRows(baseURL!);
    const name = `E2E Unknown Set ${Date.now()}`;
    await signIn(page, 'staff');
    const tab = await openAddSoftwareSet(page);
    await tab.getByLabel('Name', { exact: true }).fill(name);
    await tab.getByLabel('Description', { exact: true }).fill('Software the lab does not have');
    await chooseCsv(
      page,
      csvOf([rows[0]!, { ...rows[1]!, idNumber: 'APX-OS-9999', version: '9.9.99' }]),
      'unknown.csv',
    );
    await tab.getByRole('button', { name: 'Upload', exact: true }).click();

    const notice = page.getByRole('dialog', { name: 'Software Not Found' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('APX-OS-9999');
    await expect(notice).toContainText('9.9.99');
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();
    await expect(page.getByText('Software Validation submitted successfully')).toHaveCount(0);

    // No dead end: still on the set's own tab, what was typed kept, a corrected file goes up.
    await expect(tab).toBeVisible();
    await expect(tab.getByLabel('Name', { exact: true })).toHaveValue(name);
    await chooseCsv(page, csvOf(rows), 'corrected.csv');
    const upload = tab.getByRole('button', { name: 'Upload', exact: true });
    await expect(upload).toBeEnabled();
    await upload.click();
    await expect(page.getByText('Software Validation submitted successfully')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Add Software Set' })).toBeHidden();
    const item = page
      .getByRole('listbox', { name: 'Software set validations' })
      .getByRole('option')
      .filter({ hasText: name });
    await expect(item).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('corrected.csv')).toBeVisible();
  });
});

test.describe('SSIF Submissions', () => {
  test('a staff member deletes a submission', async ({ page }) => {
    await signIn(page, 'staff');
    await page.goto('/SSIFSubmissions');
    const list = page.getByRole('listbox', { name: 'SSIF submissions' });
    const second = list.getByRole('option').nth(1);
    await expect(second).toBeVisible();
    const alias = (await second.locator('strong').first().innerText()).trim();
    expect(alias).toMatch(/-SET-\d+$/);
    await second.click();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(`Alias: ${alias}`)).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();

    await page.getByRole('button', { name: 'Delete Submission' }).click();
    await page
      .getByRole('dialog', { name: `Delete SSIF submission ${alias}?` })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();

    await expect(list.getByRole('option').filter({ hasText: alias })).toHaveCount(0);
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(`Alias: ${alias}`)).toHaveCount(0);
  });
});
