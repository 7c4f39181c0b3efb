import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { DEMO_PASSWORD } from './helpers';

// Issue 20: the prerendered /login works with the login enhancer alone (webpack entry `login`);
// the app's scripts (React, antd, the store) run only when the visitor needs them.

/** Only the login enhancer's scripts (the shared runtime and the `login` entry) may load. */
async function blockTheApp(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    const url = route.request().url();
    if (/\/assets\/(runtime|login)\.[0-9a-f]+\.js$/.test(url)) return route.continue();
    blocked.push(url);
    return route.abort();
  });
  return blocked;
}

function loginCard(page: Page) {
  return page.getByRole('region', { name: 'Login with an Existing Account' });
}

test('signs in before (and without) the app, which then boots signed in', async ({ page }) => {
  const blocked = await blockTheApp(page);
  await page.goto('/login');
  const login = loginCard(page);
  await login.getByLabel('Username').fill('staff');
  await login.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await login.getByLabel('Keep me logged in for 7 days').check();
  const sent = page.waitForRequest('**/api/Account/Login');
  await login.getByRole('button', { name: 'Login' }).click();
  expect((await sent).postDataJSON()).toEqual({
    username: 'staff',
    password: DEMO_PASSWORD,
    rememberMe: true,
  });
  await expect(page).toHaveURL(/\/$/);
  // The app's scripts were only prefetched on /login (and refused here), never needed.
  expect(blocked.length).toBeGreaterThan(0);

  await page.unrouteAll();
  await page.reload();
  await expect(page.getByRole('heading', { name: /Binary Requests/ })).toBeVisible();
});

test("shows the server's refusal where the app would, accessibly, without the app", async ({
  page,
}) => {
  await blockTheApp(page);
  await page.goto('/login');
  const login = loginCard(page);
  await login.getByLabel('Username').fill('staff');
  await login.getByLabel('Password', { exact: true }).fill('not the password');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('status')).toContainText(/^Login error: /);
  await expect(page).toHaveURL(/\/login$/);
  await expect(login.getByRole('button', { name: 'Login' })).toBeEnabled();
  await login.getByLabel('Password', { exact: true }).fill('short');
  await expect(login.getByRole('alert')).toHaveText('Min 8 characters');
  await expect(login.getByLabel('Password', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectAccessible(page, '/login driven by the login enhancer, with an error');
});

test('hands the page to the app when the visitor needs it, without a hydration error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('Failed to load resource'))
      errors.push(message.text());
  });
  await page.goto('/login');
  const login = loginCard(page);
  await login.getByLabel('Username').fill('staff');
  await login.getByLabel('Password', { exact: true }).fill('short');
  await expect(login.getByRole('alert')).toHaveText('Min 8 characters');

  // The register form is the app's: reaching for it starts React, which takes the page over.
  const register = page.getByRole('region', { name: 'Register a New Account' });
  const mainScript = page.waitForRequest(/\/assets\/main\.[0-9a-f]+\.js$/);
  await register.getByLabel('Password', { exact: true }).fill('password1');
  await mainScript;
  await register.getByLabel('Confirm Password').fill('password2');
  await expect(register.getByText('The entered passwords do not match')).toBeVisible();

  // The login card kept what was typed, and the app's form signs in.
  await expect(login.getByLabel('Username')).toHaveValue('staff');
  await expect(login.getByRole('alert')).toHaveText('Min 8 characters');
  await expect(login.getByLabel('Password', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await login.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: /Binary Requests/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test("shows the password at the eye's first click, before and after the app takes over", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/login');
  const login = loginCard(page);
  const password = login.getByLabel('Password', { exact: true });
  await password.fill(DEMO_PASSWORD);
  await login.getByRole('img', { name: 'eye-invisible' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  // The app, started by that click, hydrates the page and keeps the password shown.
  await expect(login.getByRole('img', { name: 'eye', exact: true })).toBeVisible();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue(DEMO_PASSWORD);
  await login.getByRole('img', { name: 'eye', exact: true }).click();
  await expect(password).toHaveAttribute('type', 'password');
  expect(errors).toEqual([]);
});
