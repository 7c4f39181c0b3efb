import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { chooseOption, settle, signIn } from './helpers';

/** Every element the Tab key reaches on the way shows a focus indicator (an outline or a ring). */
async function expectVisibleFocus(page: Page, presses: number) {
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    await settle(page);
    const focus = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      // antd draws the ring of a checkbox or radio on the box next to the hidden input, the
      // ring of an input with an icon or of a select on its wrapper, and the ring of the pager's
      // previous and next items on the link inside.
      const shown = [
        el,
        el.matches('input[type=checkbox], input[type=radio]') ? el.nextElementSibling : null,
        el.closest('.ant-input-affix-wrapper, .ant-select, .ant-picker'),
        el.querySelector(':scope > .ant-pagination-item-link'),
      ];
      const visible = shown.some((candidate) => {
        if (!candidate) return false;
        const style = getComputedStyle(candidate);
        return (
          (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
          style.boxShadow !== 'none'
        );
      });
      const name =
        el.getAttribute('aria-label') ??
        el.getAttribute('title') ??
        el.textContent?.trim().slice(0, 30) ??
        '';
      return { name: `${el.tagName.toLowerCase()} ${name}`, visible };
    });
    if (focus) expect(focus.visible, `focus indicator on ${focus.name}`).toBe(true);
  }
}

const dialog = (page: Page, name: string | RegExp) =>
  page.getByRole('dialog', { name, exact: true });

async function openDialog(page: Page, button: Locator, name: string | RegExp): Promise<Locator> {
  await button.click();
  const opened = dialog(page, name);
  // A dialog may be its own chunk, loaded on first use: slow on a busy machine.
  await expect(opened).toBeVisible({ timeout: 30_000 });
  return opened;
}

/** Closes the topmost dialog with its Cancel button or its close icon, and waits until it is gone. */
async function closeDialog(page: Page, opened: Locator) {
  const cancel = opened.getByRole('button', { name: 'Cancel', exact: true });
  if (await cancel.count()) await cancel.first().click();
  else await opened.getByRole('button', { name: 'Close', exact: true }).click();
  // An unsaved-changes guard may ask before closing: nothing was changed here, but if it asks, leave.
  await expect(opened).toBeHidden();
}

test.describe('signed out', () => {
  test('the login screen', async ({ page }) => {
    await page.goto('/login');
    await expect(
      page.getByRole('region', { name: 'Login with an Existing Account' }),
    ).toBeVisible();
    await expectAccessible(page, '/login');
    await expectVisibleFocus(page, 8);
    // With the validation messages shown.
    const card = page.getByRole('region', { name: 'Login with an Existing Account' });
    await card.getByLabel('Username').fill('x');
    await card.getByLabel('Username').fill('');
    await card.getByLabel('Password').fill('short');
    await card.getByLabel('Password').blur();
    await expectAccessible(page, '/login with validation messages');
  });

  test('the reset password screen', async ({ page }) => {
    await page.goto('/ResetPassword');
    await expect(page.getByRole('button', { name: 'Request Password Reset' })).toBeVisible();
    await expectAccessible(page, '/ResetPassword');
    await expectVisibleFocus(page, 3);
  });

  test('the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectAccessible(page, 'the not-found page');
  });
});

test.describe('signed in as admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });

  test('Binary Requests, its details tabs and the shell', async ({ page }) => {
    await expect(
      page.getByRole('listbox', { name: 'Binary requests' }).getByRole('option').first(),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: /^Status: / })).toBeVisible();
    await expectAccessible(page, '/ (Components tab)');
    for (const tab of ['Notes', 'Documents', 'Events']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await expectAccessible(page, `/ (${tab} tab)`);
    }
    await page.getByRole('button', { name: /^User menu for / }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expectAccessible(page, 'the user menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Status: / }).click();
    await expect(page.getByRole('menu').last()).toBeVisible();
    await expectAccessible(page, 'the status menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'More actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit Request' })).toBeVisible();
    await expectAccessible(page, 'the request actions menu');
    await page.keyboard.press('Escape');
  });

  test('keyboard focus is visible across the shell and the list', async ({ page }) => {
    await expect(
      page.getByRole('listbox', { name: 'Binary requests' }).getByRole('option').first(),
    ).toBeVisible();
    await expectVisibleFocus(page, 20);
  });

  test('the Request Support dialog', async ({ page }) => {
    const support = await openDialog(
      page,
      page.getByRole('menuitem', { name: 'Request Support' }),
      'Request Support',
    );
    await expectAccessible(page, 'the Request Support dialog');
    // With its validation messages.
    await support.getByLabel('E-mail').fill('not-an-address');
    await support.getByLabel('Phone Number').fill('12');
    await support.getByLabel('Full Name').fill('x');
    await support.getByLabel('Full Name').fill('');
    await expect(support.getByText('Not a valid e-mail address')).toBeVisible();
    await expectAccessible(page, 'the Request Support dialog with validation messages');
  });

  test('the new request dialog and its Link Components tab', async ({ page }) => {
    await expect(
      page.getByRole('listbox', { name: 'Binary requests' }).getByRole('option').first(),
    ).toHaveAttribute('aria-selected', 'true');
    const request = await openDialog(
      page,
      page.getByRole('button', { name: 'Add Request' }),
      'Image Request',
    );
    await expectAccessible(page, 'the New Image Request dialog');
    await chooseOption(request, 'Manufacturer', 'Apex Gaming');
    await chooseOption(request, 'Platform', 'Apex Helios');
    const bios = request
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'BIOS', exact: true }) });
    await expect(bios).toBeVisible();
    await expectAccessible(page, 'the New Image Request dialog with its components');
    await bios.getByRole('radio').check();
    await request.getByRole('button', { name: 'Link Component', exact: true }).click();
    const panel = request.getByRole('tabpanel', { name: 'Link Components' });
    await expect(panel.getByRole('radio').first()).toBeVisible();
    await expectAccessible(page, 'the Link Components tab');
  });

  test('the request dialogs: edit, add note, add attachments, delete', async ({ page }) => {
    await expect(page.getByRole('button', { name: /^Status: / })).toBeVisible();
    await page.getByRole('button', { name: 'More actions' }).click();
    const edit = await openDialog(
      page,
      page.getByRole('menuitem', { name: 'Edit Request' }),
      'Edit Image Request',
    );
    await expect(edit.getByLabel('Description', { exact: true })).not.toHaveValue('');
    await expectAccessible(page, 'the Edit Image Request dialog');
    await closeDialog(page, edit);

    await page.getByRole('tab', { name: 'Notes' }).click();
    const note = await openDialog(
      page,
      page.getByRole('tabpanel', { name: 'Notes' }).getByRole('button', { name: 'Add Note' }),
      'Add Note',
    );
    await expectAccessible(page, 'the Add Note dialog');
    await closeDialog(page, note);

    await page.getByRole('button', { name: 'More actions' }).click();
    const attachments = await openDialog(
      page,
      page.getByRole('menuitem', { name: 'Add Attachment' }),
      'Add Attachments',
    );
    await expectAccessible(page, 'the Add Attachments dialog');
    await closeDialog(page, attachments);

    await page.getByRole('button', { name: 'More actions' }).click();
    const remove = await openDialog(
      page,
      page.getByRole('menuitem', { name: 'Delete Request' }),
      // The question names the request ("Delete request Helios Spring Release?").
      /^Delete request .+\?$/,
    );
    await expectAccessible(page, 'the Delete Request dialog');
    await closeDialog(page, remove);
  });

  test('Software Set Validations and the Add Software Set dialog', async ({ page }) => {
    await page.goto('/SoftwareValidations');
    await expect(page.getByRole('heading', { name: 'Software Set Validations' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page, '/SoftwareValidations');
    await page.getByRole('button', { name: 'About software set validations' }).click();
    await expect(page.getByText('About software set validations', { exact: true })).toBeVisible();
    await expectAccessible(page, 'the software set validations popover');
    await page.keyboard.press('Escape');
    const add = await openDialog(
      page,
      page.getByRole('button', { name: 'Add Software Set' }),
      'Add Software Set',
    );
    await expect(add.getByRole('tabpanel', { name: 'Add Software Set' })).toBeVisible();
    await expectAccessible(page, 'the Add Software Set dialog');
  });

  test('SSIF Submissions and the delete confirmation', async ({ page }) => {
    await page.goto('/SSIFSubmissions');
    await expect(
      page.getByRole('listbox', { name: 'SSIF submissions' }).getByRole('option').first(),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page, '/SSIFSubmissions');
    await page.getByRole('button', { name: 'Delete Submission' }).click();
    await expect(
      page
        .getByRole('dialog', { name: /^Delete SSIF submission / })
        .getByRole('button', { name: 'Delete', exact: true }),
    ).toBeVisible();
    await expectAccessible(page, 'the Delete Submission confirmation');
  });

  test('Site Settings', async ({ page }) => {
    await page.goto('/SiteSettings');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectAccessible(page, '/SiteSettings');
  });

  test('User Profile and its tabs', async ({ page }) => {
    await page.goto('/UserProfile');
    await expect(page.getByRole('tab', { name: 'Your Profile' })).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('Alex');
    await expectAccessible(page, '/UserProfile (Your Profile)');
    await page.getByRole('tab', { name: 'Your Roles' }).click();
    await expect(
      page.getByRole('tabpanel', { name: 'Your Roles' }).getByText('Administrator'),
    ).toBeVisible();
    await expectAccessible(page, '/UserProfile (Your Roles)');
    await page.getByRole('tab', { name: 'Change Your Password' }).click();
    await expect(
      page
        .getByRole('tabpanel', { name: 'Change Your Password' })
        .getByRole('button', { name: 'Save New Password' }),
    ).toBeVisible();
    await expectAccessible(page, '/UserProfile (Change Your Password)');
  });

  test('User Management, the admin editor and the Invite New User dialog', async ({ page }) => {
    await page.goto('/UserManagement');
    await expect(page.getByRole('button', { name: 'Invite New User' })).toBeVisible();
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('First Name')).not.toHaveValue('');
    await expectAccessible(page, '/UserManagement');
    for (const tab of await page.getByRole('tab').all()) {
      await tab.click();
      await expectAccessible(page, `/UserManagement (${(await tab.innerText()).trim()} tab)`);
    }
    const invite = await openDialog(
      page,
      page.getByRole('button', { name: 'Invite New User' }),
      'Invite New User',
    );
    await expect(invite.getByRole('tab', { name: 'New User Information' })).toBeVisible();
    await expectAccessible(page, 'the Invite New User dialog (New User Information)');
    await invite.getByRole('tab', { name: 'New User Roles' }).click();
    await expect(
      invite.getByRole('tabpanel', { name: 'New User Roles' }).getByRole('checkbox').first(),
    ).toBeVisible();
    await expectAccessible(page, 'the Invite New User dialog (New User Roles)');
  });

  test('Data Management: Workflow Management', async ({ page }) => {
    await page.goto('/DataManagement');
    await expect(page.getByRole('tab', { name: 'Workflow Management' })).toBeVisible();
    await expectAccessible(page, '/DataManagement (Workflow Management)');
    await chooseOption(
      page.getByRole('tabpanel', { name: 'Workflow Management' }),
      'Workflow',
      'Standard Image Request',
    );
    await expect(page.getByText('In Review').first()).toBeVisible();
    await expectAccessible(page, '/DataManagement (a workflow chosen)');
  });

  test('Data Management: Platform Management, Add Platform and the component type editor', async ({
    page,
  }) => {
    await page.goto('/DataManagement');
    await page.getByRole('tab', { name: 'Platform Management' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Platform Management' });
    await expect(panel.getByRole('button', { name: 'Add Platform' })).toBeVisible();
    await expectAccessible(page, '/DataManagement (Platform Management)');

    const addPlatform = await openDialog(
      page,
      panel.getByRole('button', { name: 'Add Platform' }),
      'Add Platform',
    );
    await expectAccessible(page, 'the Add Platform dialog');
    await closeDialog(page, addPlatform);

    await chooseOption(panel, 'Manufacturer', 'Apex Gaming');
    await chooseOption(panel, 'Platform', 'Helios');
    await expect(panel.getByText('Operating System').first()).toBeVisible();
    await expectAccessible(page, '/DataManagement (component types of a platform)');
    await panel.getByText('Peripheral', { exact: true }).first().click();
    await expect(panel.getByRole('radio', { name: 'Custom Names' })).toBeChecked();
    await expectAccessible(page, 'the component type editor (Custom Names)');
    await panel.getByText('Progressive Controller', { exact: true }).first().click();
    await expect(panel.getByRole('radio', { name: 'Dynamic' })).toBeChecked();
    await expectAccessible(page, 'the component type editor (Dynamic)');
    await panel.getByRole('button', { name: 'Preview Selection' }).click();
    await expect(page.getByRole('dialog').last()).toBeVisible();
    await expectAccessible(page, 'the Preview Selection dialog');
  });

  test('Organizations, their tabs and the Add Organization dialog', async ({ page }) => {
    await page.goto('/Organizations');
    await expect(page.getByRole('button', { name: 'Add Organization' })).toBeVisible();
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Name', { exact: true })).not.toHaveValue('');
    await expectAccessible(page, '/Organizations (Organization Details)');
    for (const tab of ['Jurisdictions', 'Users']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await expectAccessible(page, `/Organizations (${tab})`);
    }
    await page.getByRole('tab', { name: 'Organization Details' }).click();
    await page.getByRole('button', { name: 'Delete Organization' }).click();
    await expect(page.getByRole('button', { name: /^(OK|Delete|Yes)$/ }).last()).toBeVisible();
    await expectAccessible(page, 'the Delete Organization confirmation');
    await page.keyboard.press('Escape');

    const add = await openDialog(
      page,
      page.getByRole('button', { name: 'Add Organization' }),
      'New Organization',
    );
    await expectAccessible(page, 'the New Organization dialog');
    // With the form's validation messages shown.
    await add.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(add.getByText('Required', { exact: true }).first()).toBeVisible();
    await expectAccessible(page, 'the New Organization dialog with validation messages');
  });
});
