import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo!2026';

/** Signs in through the login screen's first card. */
export async function signIn(
  page: Page,
  username: string,
  options: { rememberMe?: boolean; password?: string } = {},
) {
  await page.goto('/login');
  const card = page.getByRole('region', { name: 'Login with an Existing Account' });
  await card.getByLabel('Username').fill(username);
  await card.getByLabel('Password').fill(options.password ?? DEMO_PASSWORD);
  if (options.rememberMe) await card.getByLabel('Keep me logged in for 7 days').check();
  await card.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The sign-in token straight from the API, for arranging data in tests. */
export async function apiToken(baseURL: string, username: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/Account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { result: { token: string } };
  return body.result.token;
}

/** The newest mail in the outbox addressed to `to`, as text. */
export function lastMailTo(to: string): string {
  const outbox = path.join(process.env.E2E_DATA_DIR as string, 'outbox');
  const files = fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .filter((f) => f.includes(to))
        .sort()
    : [];
  const last = files.at(-1);
  if (!last) throw new Error(`no mail to ${to} in ${outbox}`);
  return fs.readFileSync(path.join(outbox, last), 'utf8');
}

/**
 * Waits until no finite animation runs (antd fades and zooms dialogs, menus, drawers and tabs
 * in): a click on a control still moving can miss it, and axe would measure contrast on a
 * half-faded frame. Endless ones (spinners) are left alone.
 */
export async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** Opens the antd Select labelled `label` inside `scope` and picks the option titled `option`. */
export async function chooseOption(scope: Locator | Page, label: string, option: string) {
  const page = 'page' in scope ? scope.page() : scope;
  // antd animates its dropdown open: a click on an option that is still moving can miss, so
  // open and pick again until the choice lands.
  await expect(async () => {
    await scope.getByLabel(label, { exact: true }).click();
    await page
      .locator('.ant-select-dropdown:visible')
      .last()
      .getByTitle(option, { exact: true })
      .click({ timeout: 3_000 });
    await expect(scope.getByTitle(option, { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** The request dialog's chunk (its content-hashed file under /assets). */
export const DIALOG_CHUNK = /\/assets\/imageRequestDialog\.[^/]*\.js$/;

/** Holds the request dialog's code on its way (a slow network) until the returned release is called. */
export async function holdDialogChunk(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(DIALOG_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
