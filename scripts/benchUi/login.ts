import path from 'node:path';
import type { Browser } from '@playwright/test';
import { frameWhen, INSTRUMENT, networkQuiet, throttle } from './browser';
import { gzipSize, VIEWPORT } from './scenarios';

/** The Login button is enabled: whatever drives the prerendered form has taken what was typed. */
const loginUsable = `(() => {
  const button = document.querySelector('form[name="login"] button[type="submit"]');
  return Boolean(button) && !button.disabled;
})()`;

/**
 * /login for a signed-out visitor on a cold cache (issue 20): the JavaScript (gzip) the page
 * runs before its prerendered form works (filled in at once, as a password manager would, the
 * form works when its Login button is enabled), and when that is. Scripts only prefetched for
 * later (`<link rel="prefetch">`, run when the visitor needs the app) are not counted.
 */
export async function loginScripts(
  browser: Browser,
  baseUrl: string,
  distDir: string,
  password: string,
): Promise<{ kb: number; usableAt: number; files: string[] }> {
  const context = await browser.newContext({
    bypassCSP: true,
    baseURL: baseUrl,
    viewport: VIEWPORT,
  });
  await context.addInitScript({ content: INSTRUMENT });
  const page = await context.newPage();
  await throttle(context, page);
  try {
    await page.goto('/login', { waitUntil: 'commit' });
    const card = page.getByRole('region', { name: 'Login with an Existing Account' });
    await card.getByLabel('Username').fill('staff');
    await card.getByLabel('Password', { exact: true }).fill(password);
    const usableAt = await frameWhen(page, loginUsable);
    await networkQuiet(page, 500);
    const urls = (await page.evaluate(
      `[...new Set(performance.getEntriesByType('resource')
        .filter((e) => e.initiatorType === 'script' && e.startTime <= ${usableAt})
        .map((e) => e.name))]`,
    )) as string[];
    const bytes = urls.reduce((sum, url) => sum + gzipSize(distDir, url), 0);
    return {
      kb: bytes / 1024,
      usableAt,
      files: urls.map((url) => path.basename(new URL(url).pathname)),
    };
  } finally {
    await context.close();
  }
}
