import { expect, test, type Page } from '@playwright/test';
import { lastMailTo, signIn } from './helpers';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const snackbar = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

/** The activation key in an invite mail (quoted-printable soft breaks removed). */
function activationKey(mail: string): string {
  const key = /key[^:\n]*:\s*([A-Za-z0-9_-]{12,})/i.exec(mail.replace(/=\r?\n/g, ''))?.[1];
  if (!key) throw new Error('no activation key in the invite mail');
  return key;
}

test('user lifecycle: invite, register, keep a profile, change the password, get a role; User Management is for admins', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // Unique per run, so a retry against the same database does not meet a taken username.
  const username = `life${Date.now().toString(36)}`;
  const email = `${username}@lab.example.com`;

  // The admin invites the user with one role.
  await signIn(page, 'admin');
  await page.goto('/UserManagement');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Invite New User' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite New User' });
  await invite.getByLabel('Username').fill(username);
  await invite.getByLabel('First Name').fill('Nora');
  await invite.getByLabel('Last Name').fill('Lifecycle');
  await invite.getByLabel('E-mail Address').fill(email);
  await invite.getByRole('tab', { name: 'New User Roles' }).click();
  await invite.getByRole('searchbox', { name: 'Search roles' }).fill('Validation');
  await invite.getByRole('checkbox', { name: 'Select Validation Viewer' }).check();
  await expect(invite.getByText('Selected: 1')).toBeVisible();
  await invite.getByRole('button', { name: 'Send Invite' }).click();
  await expect(snackbar(page, `An invitation has been sent to ${email}.`)).toBeVisible();
  await expect(invite).toBeHidden();
  // The list reloads and the new user is selected.
  await expect(page.getByText(`Nora Lifecycle (${username})`)).toBeVisible();

  // The user registers with the key from the mail and lands on their profile.
  const key = activationKey(lastMailTo(email));
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await userPage.goto('/login');
  const register = userPage.getByRole('region', { name: 'Register a New Account' });
  await register.getByLabel('Username').fill(username);
  await register.getByLabel('Activation Key').fill(key);
  await register.getByLabel('Password', { exact: true }).fill('Fresh!pass1');
  await register.getByLabel('Confirm Password').fill('Fresh!pass1');
  await register.getByRole('button', { name: 'Register Account' }).click();
  await expect(userPage).toHaveURL(/\/UserProfile$/);
  await expect(userPage.getByLabel('First Name')).toHaveValue('Nora');

  // They fill in their profile, and a reload shows it kept.
  await userPage.getByLabel('Title').fill('QA Analyst');
  await userPage.getByLabel('Department').fill('Quality');
  await userPage.getByLabel('Badge Number').fill('B-42');
  await userPage.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(snackbar(userPage, 'Profile saved successfully')).toBeVisible();
  await userPage.reload();
  await expect(userPage.getByLabel('Title')).toHaveValue('QA Analyst');
  await expect(userPage.getByLabel('Department')).toHaveValue('Quality');
  await expect(userPage.getByLabel('Badge Number')).toHaveValue('B-42');
  await expect(
    nav(userPage).getByRole('menuitem', { name: /Software Set Validations/ }),
  ).toBeVisible();
  await expect(nav(userPage).getByRole('menuitem', { name: /Binary Requests/ })).toHaveCount(0);

  // An older session of theirs, in a second browser.
  const olderContext = await browser.newContext();
  const olderPage = await olderContext.newPage();
  await signIn(olderPage, username, { password: 'Fresh!pass1' });

  // They change their password and stay signed in.
  await userPage.getByRole('tab', { name: 'Change Your Password' }).click();
  await userPage.getByLabel('New Password', { exact: true }).fill('Newer!pass2');
  await userPage.getByLabel('Confirm Password', { exact: true }).fill('Newer!pass2');
  await userPage.getByRole('button', { name: 'Save New Password' }).click();
  await expect(snackbar(userPage, 'New password saved successfully')).toBeVisible();
  await userPage.reload();
  await expect(userPage).toHaveURL(/\/UserProfile$/);
  await expect(userPage.getByLabel('First Name')).toHaveValue('Nora');

  // The older session is sent to /login.
  await olderPage.goto('/UserProfile');
  await expect(olderPage).toHaveURL(/\/login/);

  // The admin finds them by search and gives them another role.
  await page.goto('/UserManagement');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(username);
  const users = page.getByRole('listbox', { name: 'Users' });
  await expect(users.getByRole('option')).toHaveCount(1);
  await users.getByRole('option').click();
  await expect(page.getByText(`Nora Lifecycle (${username})`)).toBeVisible();
  await page.getByRole('tab', { name: 'Your Roles', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Select Validation Viewer' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Select Lab Staff' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(snackbar(page, 'Profile saved successfully')).toBeVisible();

  // The user's navigation follows on their next page load.
  await userPage.reload();
  await expect(nav(userPage).getByRole('menuitem', { name: /Binary Requests/ })).toBeVisible();

  // They are no administrator: User Management sends them away.
  await userPage.goto('/UserManagement');
  await expect(userPage).not.toHaveURL(/\/UserManagement/);
  await expect(userPage.getByRole('heading', { name: 'User Management' })).toHaveCount(0);

  await userContext.close();
  await olderContext.close();
});

test('an administrator who is no super user edits another user without password or e-mail; a user without canViewAdminPage typing an Administration URL lands on /', async ({
  page,
}) => {
  // pnovak opens the Administration screens (Organization Manager) but holds no super-user role.
  await signIn(page, 'pnovak');
  await page.goto('/UserManagement');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('jlee');
  const users = page.getByRole('listbox', { name: 'Users' });
  await expect(users.getByRole('option')).toHaveCount(1);
  await users.getByRole('option').click();
  await expect(page.getByText('Jordan Lee (jlee)')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Your Profile', 'Your Roles']);
  const email = page.getByLabel('E-mail Address');
  await expect(email).toBeDisabled();
  await expect(email).toHaveAccessibleDescription(
    "Only a super user can change another user's e-mail address.",
  );

  // The staff user has no canViewAdminPage: each Administration URL sends them to / before any 403.
  await signIn(page, 'staff');
  for (const route of ['/UserManagement', '/DataManagement', '/Organizations']) {
    await page.goto(route);
    // Binary Requests, its first request selected as soon as the list answers (`sel`).
    await expect(page).toHaveURL(/\/(\?sel=\d+)?$/);
    await expect(page.getByRole('heading', { name: /Binary Requests/ })).toBeVisible();
  }
  await expect(page.getByRole('status').filter({ hasText: /permission/i })).toHaveCount(0);
});
