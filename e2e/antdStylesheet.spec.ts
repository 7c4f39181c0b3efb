import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

const stylesheets = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1] ?? '');

/**
 * Issue 20: antd's CSS for the app's components is computed at build time (scripts/antdStyles.tsx)
 * and linked by the app's page, so a cold load of Binary Requests builds none of it in the
 * browser (antd's generated rules start with `:where(.css-…)`; only its CSS variables are still
 * set at run time) and still shows every component styled from the sheet.
 */
test('the signed-in app takes antd styles from the built sheet', async ({ page, baseURL }) => {
  const home = await fetch(`${baseURL ?? ''}/`);
  const [sheet, ...others] = stylesheets(await home.text());
  expect(sheet).toMatch(/^\/assets\/antd\.[0-9a-f]+\.css$/);
  expect(others).toEqual([]);
  const css = await (await fetch(`${baseURL ?? ''}${sheet}`)).text();
  // antd's map of the styles the sheet holds, which the browser's antd reads.
  expect(css).toContain('.data-ant-cssinjs-cache-path{content:"');
  // The sign-in pages carry their own styles inline, not the app's sheet.
  expect(stylesheets(await (await fetch(`${baseURL ?? ''}/login`)).text())).toEqual([]);

  await signIn(page, 'staff');
  await page.goto('/');
  const list = page.getByRole('listbox', { name: 'Binary requests' });
  await expect(list.getByRole('option').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Notes' })).toBeVisible();
  const built = await page.evaluate(() =>
    [...document.querySelectorAll('style')]
      .map((style) => style.textContent ?? '')
      .filter((text) => text.startsWith(':where(.css-')),
  );
  expect(built).toEqual([]);
  // Styled from the sheet: the primary button has antd's primary colour and rounded corners.
  const addRequest = page.getByRole('button', { name: 'Add Request' });
  await expect(addRequest).toHaveCSS('background-color', 'rgb(9, 88, 217)');
  await expect(addRequest).toHaveCSS('border-top-left-radius', '6px');
});
