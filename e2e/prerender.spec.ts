import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

// Issue 10: /login and /ResetPassword are painted from prerendered HTML, before any JavaScript.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login page shows its two cards, fields and buttons', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Image Requests' })).toBeVisible();
    const login = page.getByRole('region', { name: 'Login with an Existing Account' });
    await expect(login.getByLabel('Username')).toBeVisible();
    await expect(login.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(login.getByText('Keep me logged in for 7 days')).toBeVisible();
    await expect(login.getByRole('link', { name: 'Forgot Password' })).toBeVisible();
    await expect(login.getByRole('button', { name: 'Login' })).toBeDisabled();
    const register = page.getByRole('region', { name: 'Register a New Account' });
    await expect(register.getByLabel('Activation Key')).toBeVisible();
    await expect(register.getByRole('button', { name: 'Register Account' })).toBeVisible();
  });

  test('the reset page shows its field', async ({ page }) => {
    await page.goto('/ResetPassword');
    await expect(page.getByLabel('Username')).toBeVisible();
  });
});

test('what was typed before the scripts ran is kept, and signing in works', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('Failed to load resource'))
      errors.push(message.text());
  });
  // Hold the app's scripts back until the visitor has typed.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const login = page.getByRole('region', { name: 'Login with an Existing Account' });
  await login.getByLabel('Username').fill('staff');
  await login.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await login.getByLabel('Keep me logged in for 7 days').check();
  release();

  await expect(login.getByRole('button', { name: 'Login' })).toBeEnabled();
  await expect(login.getByLabel('Username')).toHaveValue('staff');
  const sent = page.waitForRequest('**/api/Account/Login');
  await login.getByRole('button', { name: 'Login' }).click();
  expect((await sent).postDataJSON()).toEqual({
    username: 'staff',
    password: DEMO_PASSWORD,
    rememberMe: true,
  });
  await expect(page).toHaveURL(/\/$/);
  // Hydration took the page over without a mismatch (React reports those as errors).
  expect(errors).toEqual([]);
});

test('the pages carry their icon, so the browser asks the server for none', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  for (const path of ['/login', '/ResetPassword']) {
    await page.goto(path, { waitUntil: 'load' });
    const icon = page.locator('head link[rel=icon]');
    await expect(icon).toHaveAttribute('href', /^data:image\/svg\+xml,/);
  }
  // Chromium asks for an icon once a page has loaded: give it the time to.
  await page.waitForTimeout(500);
  expect(asked.filter((p) => p.includes('favicon'))).toEqual([]);
});
