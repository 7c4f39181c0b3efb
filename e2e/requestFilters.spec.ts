import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { apiToken, signIn } from './helpers';

/**
 * Issue 22: a filtered link reopens the same list. The link's filters are sent to the server
 * and the list shows exactly the requests GetRequests answers for them, with a chip per filter.
 */
test('a filtered link opens the same list, with its chips and count', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  const token = await apiToken(base, 'staff');
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status, path).toBe(200);
    return ((await res.json()) as { result: T }).result;
  };
  const manufacturers = await get<Array<{ manufacturerId: number; manufacturerName: string }>>(
    '/api/BinaryRequest/GetManufacturerPlatforms',
  );
  const apex = manufacturers.find((m) => m.manufacturerName === 'Apex Gaming');
  expect(apex).toBeDefined();
  const filters = `manufacturerId=${apex?.manufacturerId}&priority=true`;
  const expected = await get<{ rowCount: number; gridRows: Array<{ uploadName: string }> }>(
    `/api/BinaryRequest/GetRequests?${filters}&itemsPerPage=10`,
  );
  expect(expected.rowCount).toBeGreaterThan(0);

  await signIn(page, 'staff');
  await page.goto(`/?manufacturer=${apex?.manufacturerId}&priority=true`);
  const bar = page.getByRole('group', { name: 'Filters' });
  // The chip names the manufacturer once its list has loaded (slow on a busy machine).
  await expect(bar.getByRole('button', { name: 'Clear Manufacturer: Apex Gaming' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(bar.getByRole('button', { name: 'Clear Priority' })).toBeVisible();
  await expect(bar.getByRole('checkbox', { name: 'Priority' })).toBeChecked();
  await expect(
    bar.getByText(
      `${expected.rowCount} matching ${expected.rowCount === 1 ? 'request' : 'requests'}`,
    ),
  ).toBeVisible();
  const list = page.getByRole('listbox', { name: 'Binary requests' });
  const options = list.getByRole('option');
  await expect(options).toHaveCount(expected.gridRows.length);
  for (const [i, row] of expected.gridRows.entries())
    await expect(options.nth(i)).toContainText(row.uploadName);

  const { violations } = await new AxeBuilder({ page })
    .include('[role="group"][aria-label="Filters"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  // One click clears them all, and the whole list is back.
  await bar.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/priority=/);
  await expect(bar.getByRole('checkbox', { name: 'Priority' })).not.toBeChecked();
});
