import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, signIn } from './helpers';

// Issue 18: the follower of a request hears that someone else moved it. Without the live
// stream (merged separately) the bell's count is read after a reload.

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** The unread count the bell's accessible name states ("Notifications, 3 unread"). */
async function unreadCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  const found = /, (\d+) unread$/.exec(name);
  return found ? Number(found[1]) : 0;
}

interface Row {
  id: number;
  uploadName: string;
  status: string;
}

/**
 * A request the staff member may read and `mover` (Lab Staff too) may move on now: its status
 * button offers at least one action.
 */
async function movableRequest(baseURL: string, mover: string): Promise<Row> {
  const get = async <T>(username: string, path: string): Promise<T> => {
    const token = await apiToken(baseURL, username);
    const res = await fetch(`${baseURL}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status, path).toBe(200);
    return ((await res.json()) as { result: T }).result;
  };
  const { gridRows } = await get<{ gridRows: Row[] }>(
    'staff',
    '/api/BinaryRequest/GetRequests?itemsPerPage=100',
  );
  // Not a draft: its Submit checks the linked components, which is not what this test is about.
  for (const row of gridRows.filter((candidate) => candidate.status !== 'Draft')) {
    const actions = await get<unknown[]>(
      mover,
      `/api/BinaryRequest/GetWorkflowActions?requestId=${row.id}`,
    ).catch(() => []);
    if (actions.length > 0) return row;
  }
  throw new Error(`no request of staff's that ${mover} can move`);
}

test('a follower sees the bell count rise when someone else moves the request, and opens it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const request = await movableRequest(baseURL as string, 'jlee');
  const address = `/?${new URLSearchParams({ q: request.uploadName, sel: String(request.id) })}`;
  const [staffContext, otherContext] = await Promise.all([
    browser.newContext(),
    browser.newContext(),
  ]);
  const staff = await staffContext.newPage();
  const other = await otherContext.newPage();

  // Staff follows the request (a creator already does: the button then says Unfollow).
  await signIn(staff, 'staff');
  await staff.goto(address);
  await expect(staff.getByRole('heading', { name: request.uploadName, level: 3 })).toBeVisible();
  const follow = staff.getByRole('button', { name: 'Follow', exact: true });
  const unfollow = staff.getByRole('button', { name: 'Unfollow', exact: true });
  await expect(follow.or(unfollow)).toBeVisible();
  if (await follow.isVisible()) await follow.click();
  await expect(unfollow).toBeVisible();
  const before = await unreadCount(staff);

  // Another member of the lab moves it on.
  await signIn(other, 'jlee');
  await other.goto(address);
  await other.getByRole('button', { name: `Status: ${request.status}` }).click();
  // The status button's menu (the side navigation is a menu too).
  const menu = other.locator('.ant-dropdown:visible');
  await expect(menu.getByRole('menuitem', { name: 'Loading actions…' })).toHaveCount(0);
  const action = menu.getByRole('menuitem').first();
  await expect(action).toBeVisible();
  await action.click();
  const moved = other.getByRole('button', { name: /^Status: / });
  await expect(moved).not.toHaveAccessibleName(`Status: ${request.status}`);
  const status = ((await moved.getAttribute('aria-label')) ?? '').replace('Status: ', '');

  // The follower's bell counts one more (after a reload: the live stream is not needed).
  await staff.reload();
  await expect(bell(staff)).toHaveAccessibleName(`Notifications, ${before + 1} unread`);
  await bell(staff).click();
  const list = staff.getByRole('list', { name: 'Your notifications' });
  const newest = list.getByRole('listitem').first();
  await expect(newest.getByRole('link', { name: request.uploadName })).toBeVisible();
  await expect(newest).toContainText(`Status changed to ${status}`);
  await expect(newest).toContainText('Unread');

  await expect(async () => {
    const { violations } = await new AxeBuilder({ page: staff })
      .include('.ant-drawer')
      .withTags(WCAG_21_AA)
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  }).toPass({ timeout: 10_000 });

  // The item leads to the request's details and is read from then on.
  await newest.getByRole('link', { name: request.uploadName }).click();
  await expect(staff).toHaveURL(new RegExp(`sel=${request.id}`));
  await expect(staff.getByRole('heading', { name: request.uploadName, level: 3 })).toBeVisible();
  await expect(staff.getByRole('button', { name: `Status: ${status}` })).toBeVisible();
  await expect(bell(staff)).toHaveAccessibleName(
    before === 0 ? 'Notifications' : `Notifications, ${before} unread`,
  );

  await Promise.all([staffContext.close(), otherContext.close()]);
});
