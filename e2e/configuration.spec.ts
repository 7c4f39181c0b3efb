import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { chooseOption, signIn } from './helpers';

/**
 * Issue 8's proof that configuration is real: what the admin sets up on Data Management and
 * Organizations (a workflow, a platform with a Custom Names type, an organization) is what a
 * staff member's request then runs on.
 */

const run = Date.now();
const workflowName = `E2E Workflow ${run}`;
const states = [`E2E Draft ${run}`, `E2E Checking ${run}`, `E2E Done ${run}`] as const;
const quickAction = `E2E Send ${run}`;
const finishAction = `E2E Finish ${run}`;
const platformName = `E2E Rig ${run}`;
// The server names a new platform after its manufacturer.
const platformFullName = `Apex Gaming ${platformName}`;
const typeName = `E2E Boards ${run}`;
const customNames = ['Alpha Board', 'Beta Board'] as const;
const organizationName = `E2E Organization ${run}`;
const requestName = `E2E Configured Request ${run}`;

async function newSignedInPage(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username);
  return page;
}

/** Waits for this success message in the snackbar and closes it, so the next one is a fresh wait. */
async function expectSuccess(page: Page, message: string) {
  const snackbar = page.getByRole('status').filter({ hasText: message });
  await expect(snackbar).toBeVisible();
  await snackbar.getByRole('button', { name: 'Close message' }).click();
  await expect(snackbar).toBeHidden();
}

/** Picks options of an antd multiple select: the dropdown stays open between picks, so no retry that could untick. */
async function chooseMany(scope: Locator, label: string, options: readonly string[]) {
  const page = scope.page();
  await scope.getByLabel(label, { exact: true }).click();
  const dropdown = page.locator('.ant-select-dropdown:visible').last();
  for (const option of options) {
    await dropdown.getByTitle(option, { exact: true }).click();
    await expect(scope.getByTitle(option, { exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');
}

const row = (scope: Locator, text: string) =>
  scope.getByRole('row').filter({ has: scope.page().getByText(text, { exact: true }) });

async function findOrganization(page: Page): Promise<Locator> {
  await page.goto('/Organizations');
  await page.getByRole('searchbox', { name: 'Search' }).fill(organizationName);
  const item = page
    .getByRole('listbox', { name: 'Organizations' })
    .getByRole('option')
    .filter({ hasText: organizationName });
  await expect(item).toHaveCount(1);
  await item.click();
  await expect(item).toHaveAttribute('aria-selected', 'true');
  return item;
}

test.describe.serial('configuration drives the requests', () => {
  let admin: Page;

  test.beforeAll(async ({ browser }) => {
    admin = await newSignedInPage(browser, 'admin');
  });
  test.afterAll(async () => {
    await admin.context().close();
  });

  test('the admin builds a workflow: three states, actions between them, a quick action, roles on each', async () => {
    test.setTimeout(120_000);
    await admin.goto('/DataManagement');
    const tab = admin.getByRole('tabpanel', { name: 'Workflow Management' });
    await tab.getByRole('button', { name: 'Add Workflow' }).click();
    await tab.getByLabel('Workflow Name').fill(workflowName);
    await tab.getByRole('button', { name: 'Save Workflow' }).click();
    await expectSuccess(admin, 'Workflow save successfully');
    await expect(tab.getByTitle(workflowName, { exact: true })).toBeVisible();

    const statesTable = tab.getByRole('table').first();
    for (const [index, state] of states.entries()) {
      await tab.getByRole('button', { name: 'Add State' }).click();
      // A new state goes on top with the next sort order.
      await expect(tab.getByLabel('Sort Order')).toHaveValue(String(index + 1));
      await tab.getByLabel('State Name').fill(state);
      await tab.getByRole('button', { name: 'Save State' }).click();
      await expectSuccess(admin, 'Workflow State saved successfully');
      await expect(row(statesTable, state)).toBeVisible();
    }

    const addAction = async (from: string, name: string, to: string, quick: boolean) => {
      await tab.getByRole('radio', { name: `Select state ${from}` }).check();
      const actions = tab
        .locator('.ant-card')
        .filter({ has: admin.getByText('Actions', { exact: true }) });
      await actions.getByRole('button', { name: 'Add Action' }).click();
      await actions.getByLabel('Action Name', { exact: true }).fill(name);
      if (quick) await actions.getByRole('checkbox', { name: 'Quick Action', exact: true }).check();
      await chooseOption(actions, 'Next State', to);
      await actions.getByRole('button', { name: 'Save Action' }).click();
      await expectSuccess(admin, 'Action saved successfully');
      const saved = row(actions, name);
      await expect(saved).toContainText(to);
      // The saved action is the chosen one: its roles come next.
      await expect(saved.getByRole('radio')).toBeChecked();
      await chooseOption(actions, 'Role', 'Lab Staff');
      await actions.getByRole('button', { name: 'Add Selected Role' }).click();
      await expectSuccess(admin, 'Role successfully added to action');
      await expect(saved).toContainText('Lab Staff');
      if (quick)
        await expect(
          saved.getByRole('checkbox', { name: `Quick Action of ${name}` }),
        ).toBeChecked();
    };
    await addAction(states[0], quickAction, states[1], true);
    await addAction(states[1], finishAction, states[2], false);
  });

  test('the admin adds a platform and a Custom Names component type with two names', async () => {
    await admin.goto('/DataManagement');
    await admin.getByRole('tab', { name: 'Platform Management' }).click();
    const tab = admin.getByRole('tabpanel', { name: 'Platform Management' });
    await tab.getByRole('button', { name: 'Add Platform' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add Platform' });
    await chooseOption(dialog, 'Manufacturer', 'Apex Gaming');
    await dialog.getByLabel('Platform', { exact: true }).fill(platformName);
    // Jurisdiction 129 is the default: its platforms carry a SAS ID.
    await dialog.getByLabel('SAS ID').fill('SAS-E2E');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expectSuccess(admin, 'Platform added successfully');
    // The new platform is the chosen one.
    await expect(tab.getByTitle(platformName, { exact: true })).toBeVisible();

    await tab.getByRole('button', { name: 'Add Type' }).click();
    await expect(tab.getByRole('radio', { name: 'Custom Names' })).toBeChecked();
    await tab.getByLabel('Name', { exact: true }).fill(typeName);
    for (const name of customNames) {
      await tab.getByLabel('Custom Name', { exact: true }).fill(name);
      await tab.getByRole('button', { name: 'Add Name' }).click();
      await expect(tab.getByRole('cell', { name, exact: true })).toBeVisible();
    }
    await tab.getByRole('button', { name: 'Save', exact: true }).click();
    await expectSuccess(admin, 'Component type saved successfully');
    await expect(
      tab.getByRole('radio', { name: `Select component type ${typeName}` }),
    ).toBeChecked();
  });

  test('the admin creates an organization on the new workflow, with a jurisdiction and a staff member', async () => {
    await admin.goto('/Organizations');
    await admin.getByRole('button', { name: 'Add Organization' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New Organization' });
    await dialog.getByLabel('Name', { exact: true }).fill(organizationName);
    await dialog.getByLabel('Property Code', { exact: true }).fill('E2E-PC');
    await chooseOption(dialog, 'Super User', 'Alex Morgan (admin)');
    await chooseOption(dialog, 'Workflow', workflowName);
    await dialog.getByLabel('Server IP', { exact: true }).fill('10.20.30.40');
    await dialog.getByLabel('Server Port Number', { exact: true }).fill('8443');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expectSuccess(admin, 'Successfully saved organization information');

    await findOrganization(admin);
    await expect(admin.getByLabel('Name', { exact: true })).toHaveValue(organizationName);

    await admin.getByRole('tab', { name: 'Jurisdictions' }).click();
    const jurisdictions = admin.getByRole('tabpanel', { name: 'Jurisdictions' });
    await chooseMany(jurisdictions, 'Available Jurisdictions', ['Nevada']);
    await jurisdictions.getByRole('button', { name: 'Add Jurisdictions' }).click();
    await expect(row(jurisdictions.getByRole('table'), 'Nevada')).toBeVisible();

    await admin.getByRole('tab', { name: 'Users' }).click();
    const users = admin.getByRole('tabpanel', { name: 'Users' });
    await chooseMany(users, 'Available Users', ['Sam Rivera (staff)']);
    await users.getByRole('button', { name: 'Add Users' }).click();
    await expect(row(users.getByRole('table'), 'staff')).toBeVisible();
  });

  test('a staff member of the organization runs a request on the new platform through the new workflow', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const staff = await newSignedInPage(browser, 'staff');
    await staff.getByRole('button', { name: 'Add Request' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Image Request', exact: true });
    await dialog.getByLabel('Name', { exact: true }).fill(requestName);
    await chooseOption(dialog, 'Manufacturer', 'Apex Gaming');
    await chooseOption(dialog, 'Platform', platformFullName);
    await dialog
      .getByLabel('Description', { exact: true })
      .fill('Runs on what the admin configured');
    await chooseOption(dialog, 'Organization', organizationName);

    // The new type is the platform's only component; link the second of its two names.
    const requestTab = dialog.getByRole('tabpanel', { name: 'New Image Request' });
    const typeRow = row(requestTab, typeName);
    await expect(typeRow).toBeVisible();
    await typeRow.getByRole('radio').check();
    await dialog.getByRole('button', { name: 'Link Component', exact: true }).click();
    const panel = dialog.getByRole('tabpanel', { name: 'Link Components' });
    await expect(panel.getByLabel('Component Type')).toHaveValue(typeName);
    for (const name of customNames) await expect(row(panel, name)).toBeVisible();
    await row(panel, 'Beta Board').getByRole('radio').check();
    // Name-only rows are told apart: choosing one does not choose the other.
    await expect(row(panel, 'Alpha Board').getByRole('radio')).not.toBeChecked();
    await panel.getByRole('button', { name: 'Link Component', exact: true }).click();
    await expect(row(requestTab, typeName)).toContainText('Beta Board');

    // Submitted with the new workflow's quick action.
    // antd animates the menu open: a click on an item still moving can miss (as chooseOption
    // says), so open and pick again until the dialog closes; a save under way is waited for.
    const submitAction = staff.getByRole('menuitem', { name: quickAction, exact: true });
    await expect(async () => {
      if (await dialog.isHidden()) return;
      if (!(await submitAction.isVisible()))
        await dialog.getByRole('button', { name: 'Submit actions' }).click({ timeout: 3_000 });
      await submitAction.click({ timeout: 3_000 });
      await expect(dialog).toBeHidden({ timeout: 10_000 });
    }).toPass({ timeout: 45_000 });
    const item = staff
      .getByRole('listbox', { name: 'Binary requests' })
      .getByRole('option')
      .filter({ hasText: requestName });
    await expect(item).toHaveAttribute('aria-selected', 'true');
    await expect(staff.getByRole('button', { name: `Status: ${states[1]}` })).toBeVisible();
    await expect(
      staff.getByRole('tabpanel', { name: 'Components' }).getByText('Beta Board'),
    ).toBeVisible();

    // And on through the new workflow's action to its last state.
    await staff.getByRole('button', { name: `Status: ${states[1]}` }).click();
    await staff.getByRole('menuitem', { name: finishAction, exact: true }).click();
    await expect(staff.getByRole('button', { name: `Status: ${states[2]}` })).toBeVisible();
    await expect(item).toContainText(states[2]);
    await staff.context().close();
  });

  test('the admin deletes the organization', async () => {
    const item = await findOrganization(admin);
    // By keyboard: the question takes the focus, and after the delete the list has it.
    await admin.getByRole('button', { name: 'Delete Organization' }).focus();
    await admin.keyboard.press('Enter');
    const question = admin.getByRole('dialog', { name: /^Delete organization / });
    await expect(question.getByRole('button', { name: 'Close' })).toBeFocused();
    await admin.keyboard.press('Tab');
    await admin.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
    await admin.keyboard.press('Enter');
    await expect(item).toHaveCount(0);
    await expect(admin.getByRole('listbox', { name: 'Organizations' })).toBeFocused();
  });
});

test('without canEditOrganizations the organization form is read-only', async ({ page }) => {
  // No seeded role grants the Administration pages without canEditOrganizations, and the API
  // creates no roles: this user (Organization Manager) gets the flag taken out of the token
  // information the app loads, which is all the form reads. The server's own refusal to
  // save without the flag is covered by the server tests.
  await page.route(/\/api\/Account\/GetTokenInformation/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      result: { permissions: Record<string, boolean> | null };
    };
    if (body.result.permissions) body.result.permissions.canEditOrganizations = false;
    await route.fulfill({ response, json: body });
  });
  await signIn(page, 'pnovak');
  await page.goto('/Organizations');
  const first = page.getByRole('listbox', { name: 'Organizations' }).getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'Organization Details' });
  await expect(form.getByLabel('Name', { exact: true })).not.toHaveValue('');
  for (const label of ['Name', 'Property Code', 'Server IP', 'Server Port Number']) {
    await expect(form.getByLabel(label, { exact: true })).toBeDisabled();
  }
  await expect(form.getByLabel('Super User', { exact: true })).toBeDisabled();
  await expect(form.getByLabel('Workflow', { exact: true })).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
});
