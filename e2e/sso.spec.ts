import { spawn, type ChildProcess } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Single sign-on against a real OpenID provider (oidc-provider, the OpenID Foundation's certified
 * reference implementation) started by this file with an app configured for it
 * (server/test/ssoServers.ts): the provider's development pages take any password.
 */

let servers: ChildProcess | undefined;
let appUrl = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/ssoServers.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers = child;
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  appUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{"appUrl"'));
      if (line) resolve((JSON.parse(line) as { appUrl: string }).appUrl);
    });
    child.on('exit', (code) => reject(new Error(`ssoServers exited (${code}): ${errors}`)));
  });
});

test.afterAll(async () => {
  if (!servers || servers.exitCode !== null) return;
  const exited = new Promise((resolve) => servers?.on('exit', resolve));
  servers.kill('SIGTERM');
  await exited;
});

/** From the login page through the provider's sign-in and consent pages, back to the app. */
async function signInWithProvider(page: Page, login: string) {
  await page.goto(`${appUrl}/login`);
  await page.getByRole('link', { name: 'Sign in with Lab Login' }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('the login page offers the provider above the password form, accessibly', async ({ page }) => {
  await page.goto(`${appUrl}/login`);
  const button = page.getByRole('link', { name: 'Sign in with Lab Login' });
  await expect(button).toBeVisible();
  await expect(page.getByRole('region', { name: 'Login with an Existing Account' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});

test('a known verified e-mail signs in as that user', async ({ page }) => {
  await signInWithProvider(page, 'jordan');
  await expect(page).not.toHaveURL(/\/login/);
  // Nothing of the sign-in is left in the address.
  expect(new URL(page.url()).hash).toBe('');
  await page.goto(`${appUrl}/UserProfile`);
  await expect(page.getByLabel('Username')).toHaveValue('jlee');
  const sessions = page.locator('.ant-card', {
    has: page.getByRole('heading', { name: 'Sessions' }),
  });
  await expect(sessions.getByRole('row', { name: /This browser/ })).toContainText('Single sign-on');
});

test('an unknown verified e-mail gets an account with no roles, and is told so', async ({
  page,
}) => {
  await signInWithProvider(page, 'newcomer');
  await expect(page.getByRole('alert')).toContainText(
    'An administrator must grant you a role in User Management',
  );
});

test('an unverified e-mail is refused with a clear message', async ({ page }) => {
  await signInWithProvider(page, 'unverified');
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText(/your identity provider has not verified your e-mail address/),
  ).toBeVisible();
});

test('a tampered state is refused', async ({ page }) => {
  // The state sent to the provider is altered on its way (Playwright intercepts only the first
  // request of a redirect chain, so the start's redirect rather than the callback's); the
  // provider hands it back to the callback, which no longer finds it in the browser's cookie.
  let tampered = false;
  await page.route('**/api/Account/OidcStart', async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const headers = response.headers();
    const location = new URL(headers.location ?? '');
    location.searchParams.set('state', `${location.searchParams.get('state') ?? ''}tampered`);
    tampered = true;
    await route.fulfill({ response, headers: { ...headers, location: location.href } });
  });
  await signInWithProvider(page, 'jordan');
  await expect(page.getByText(/the sign-in was interrupted or altered/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(tampered).toBe(true);
});
