import { expect, test, type Page } from '@playwright/test';
import { apiToken, chooseOption, signIn } from './helpers';

// Issue 11 item 1 for workflow states: two administrators edit the same state; the second
// save is refused, what they typed stays until they reload, and the first one's change is kept.

const run = Date.now();
const workflowName = `E2E Versioned Flow ${run}`;
const stateName = `E2E Intake ${run}`;
const EMPTY_ID = '00000000-0000-0000-0000-000000000000';

async function post(baseURL: string, token: string, path: string, body: object) {
  const res = await fetch(`${baseURL}/api/Management/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: { id: string } }).result;
}

async function openState(page: Page) {
  await page.goto('/DataManagement');
  const tab = page.getByRole('tabpanel', { name: 'Workflow Management' });
  await chooseOption(tab, 'Workflow', workflowName);
  await tab.getByRole('radio', { name: `Select state ${stateName}` }).check();
  await expect(tab.getByLabel('State Name')).toHaveValue(stateName);
  return tab;
}

test('two administrators edit the same workflow state: the second save is refused and nothing typed is lost', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  if (!baseURL) throw new Error('No baseURL');
  const token = await apiToken(baseURL, 'admin');
  const workflow = await post(baseURL, token, 'SaveWorkflow', { id: EMPTY_ID, name: workflowName });
  await post(baseURL, token, `SaveWorkflowState?workflowId=${workflow.id}`, {
    id: EMPTY_ID,
    description: stateName,
    sortOrder: 1,
  });

  const [one, two] = await Promise.all([browser.newContext(), browser.newContext()]);
  const first = await one.newPage();
  const second = await two.newPage();
  await signIn(first, 'admin');
  await signIn(second, 'admin');
  const firstTab = await openState(first);
  const secondTab = await openState(second);

  await firstTab.getByLabel('State Name').fill(`${stateName} by Sam`);
  await firstTab.getByRole('button', { name: 'Save State' }).click();
  await expect(
    first.getByRole('status').filter({ hasText: 'Workflow State saved successfully' }),
  ).toBeVisible();

  await secondTab.getByLabel('State Name').fill(`${stateName} by Alex`);
  await secondTab.getByRole('button', { name: 'Save State' }).click();
  await expect(
    secondTab
      .getByRole('alert')
      .filter({ hasText: 'This workflow state was changed by someone else since you opened it.' }),
  ).toBeVisible();
  await expect(secondTab.getByLabel('State Name')).toHaveValue(`${stateName} by Alex`);

  await secondTab.getByRole('button', { name: 'Reload state' }).click();
  await expect(secondTab.getByLabel('State Name')).toHaveValue(`${stateName} by Sam`);
  await expect(secondTab.getByRole('alert')).toHaveCount(0);
  await Promise.all([one.close(), two.close()]);
});
