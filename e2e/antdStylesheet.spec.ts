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

/**
 * The sheet holds each component's style once, rendered at build time: a style rendered there
 * differently from the app (antd scopes a component's box-sizing reset to a root class that its
 * style's cache key leaves out) would be taken as the app's. It was, once: every dialog box was
 * `content-box`, and the Edit Image Request dialog's Save and Cancel fell below a 720 px window.
 */
test('dialogs styled from the sheet keep their box model and fit 1280 × 720', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn(page, 'staff');
  await page.goto('/');
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit Request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Image Request', exact: true });
  for (const name of ['Save', 'Cancel']) {
    await expect(dialog.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  for (const part of ['.ant-modal-container', '.ant-modal-body']) {
    await expect(page.locator(`.ant-modal-root ${part}`)).toHaveCSS('box-sizing', 'border-box');
  }
});
