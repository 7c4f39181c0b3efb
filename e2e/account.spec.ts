import { expect, test, type Page } from '@playwright/test';
import { createSigner } from 'fast-jwt';
import { apiToken, lastMailTo, signIn } from './helpers';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

function tokenExpiry(page: Page): Promise<number> {
  return page.evaluate(() => {
    const persisted = JSON.parse(localStorage.getItem('persist:auth') ?? '{}') as {
      token?: string;
    };
    const token = JSON.parse(persisted.token ?? 'null') as string;
    const payload = JSON.parse(
      atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
    ) as { exp: number; iat: number };
    return payload.exp - payload.iat;
  });
}

test('a user signs in, opens the app and signs out', async ({ page }) => {
  await signIn(page, 'staff');
  // Binary Requests, its first request selected as soon as the list answers (?sel=).
  await expect(page).toHaveURL(/\/(\?sel=\d+)?$/);
  await expect(page.getByRole('heading', { name: /Binary Requests/ })).toBeVisible();
  await page.getByRole('button', { name: /staff/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
});

test("'Keep me logged in for 7 days' issues a 7-day token; otherwise a working day", async ({
  page,
}) => {
  await signIn(page, 'staff', { rememberMe: true });
  expect(await tokenExpiry(page)).toBe(7 * 24 * 60 * 60);
  await signIn(page, 'staff');
  expect(await tokenExpiry(page)).toBe(10 * 60 * 60);
});

test('wrong credentials show the server message', async ({ page }) => {
  await page.goto('/login');
  const card = page.getByRole('region', { name: 'Login with an Existing Account' });
  await card.getByLabel('Username').fill('staff');
  await card.getByLabel('Password').fill('not-the-password');
  await card.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(/^Login error: /)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an invited user registers with the activation key from the mail and lands on the profile', async ({
  page,
  baseURL,
}) => {
  const token = await apiToken(baseURL!, 'admin');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const roles = (await (
    await fetch(`${baseURL}/api/Account/GetAssignableRoles?username=admin`, { headers })
  ).json()) as {
    result: Array<{ objectId: string; description: string }>;
  };
  const role = roles.result.find((r) => r.description === 'Validation Viewer')!;
  const invite = await fetch(`${baseURL}/api/Account/SendUserInvite`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      username: 'newtester',
      firstName: 'Nora',
      lastName: 'Tester',
      title: '',
      department: 'QA',
      badgeNumber: '',
      email: 'newtester@lab.example.com',
      userRoles: [role],
    }),
  });
  expect(invite.status).toBe(200);
  const mail = lastMailTo('newtester@lab.example.com');
  const key = /key[^:\n]*:\s*([A-Za-z0-9_-]{12,})/i.exec(mail.replace(/=\r?\n/g, ''))?.[1];
  expect(key).toBeTruthy();

  await page.goto('/login');
  const card = page.getByRole('region', { name: 'Register a New Account' });
  await card.getByLabel('Username').fill('newtester');
  await card.getByLabel('Activation Key').fill(key!);
  await card.getByLabel('Password', { exact: true }).fill('Fresh!pass1');
  await card.getByLabel('Confirm Password').fill('Fresh!pass1');
  await card.getByRole('button', { name: 'Register Account' }).click();
  await expect(page).toHaveURL(/\/UserProfile$/);
  // The key is single-use.
  const again = await fetch(`${baseURL}/api/Account/RegisterAccount`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      newUsername: 'newtester',
      activationKey: key,
      newPassword: 'Other!pass2',
      confirmPassword: 'Other!pass2',
    }),
  });
  expect(((await again.json()) as { success: boolean }).success).toBe(false);
});

test('a password reset request shows the server message, returns to login and mails a key', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/ResetPassword$/);
  await page.getByLabel('Username').fill('jlee');
  await page.getByRole('button', { name: 'Request Password Reset' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/password reset key has been sent/i)).toBeVisible();
  expect(lastMailTo('jlee@lab.example.com')).toMatch(/key/i);
});

test('each role sees its own navigation and is redirected where it may not go', async ({
  page,
}) => {
  await signIn(page, 'admin');
  for (const entry of [
    'Binary Requests',
    'Software Set Validations',
    'SSIF Submissions',
    'Administration',
    'Request Support',
  ]) {
    await expect(nav(page).getByText(entry, { exact: true })).toBeVisible();
  }

  await signIn(page, 'staff');
  await expect(nav(page).getByText('SSIF Submissions', { exact: true })).toBeVisible();
  await expect(nav(page).getByText('Administration', { exact: true })).toHaveCount(0);

  await signIn(page, 'vendor');
  await expect(nav(page).getByText('Binary Requests', { exact: true })).toBeVisible();
  await expect(nav(page).getByText('SSIF Submissions', { exact: true })).toHaveCount(0);
  await page.goto('/SSIFSubmissions');
  // The list at / may select its first request at once (?sel=).
  await expect(page).toHaveURL(/\/(\?sel=\d+)?$/);

  await signIn(page, 'viewer');
  // Without the requests page but with validations, / goes to /SoftwareValidations.
  await expect(page).toHaveURL(/\/SoftwareValidations(\?|$)/);
  await expect(nav(page).getByText('Binary Requests', { exact: true })).toHaveCount(0);
  await expect(nav(page).getByText('Software Set Validations', { exact: true })).toBeVisible();
  await page.goto('/SSIFSubmissions');
  await expect(page).toHaveURL(/\/SoftwareValidations(\?|$)/);
});

test('an expired token sends the user to /login and back where they were going after signing in', async ({
  page,
}) => {
  const sign = createSigner({
    key: process.env.E2E_JWT_SECRET!,
    algorithm: 'HS256',
    expiresIn: 1000,
    clockTimestamp: Date.now() - 60_000,
  });
  const expired = sign({ sub: '00000000-0000-0000-0000-000000000001', username: 'staff', pwd: 0 });
  await page.goto('/login');
  await page.evaluate((token) => {
    localStorage.setItem(
      'persist:auth',
      JSON.stringify({
        token: JSON.stringify(token),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
  }, expired);
  await page.goto('/SoftwareValidations');
  await expect(page).toHaveURL(/\/login/);
  const card = page.getByRole('region', { name: 'Login with an Existing Account' });
  await card.getByLabel('Username').fill('staff');
  await card.getByLabel('Password').fill('Demo!2026');
  await card.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/SoftwareValidations(\?|$)/);
});

test('an unknown path shows the not-found page with a link to login', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText(/does not exist/i)).toBeVisible();
  await page.getByRole('link', { name: /login/i }).click();
  await expect(page).toHaveURL(/\/login$/);
});
