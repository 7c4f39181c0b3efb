import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

test('ending a session from another browser signs that browser out on its next call', async ({
  browser,
}) => {
  // The laptop: another browser, known by its user agent.
  const laptop = await browser.newContext({ userAgent: FIREFOX_ON_WINDOWS });
  const laptopPage = await laptop.newPage();
  await signIn(laptopPage, 'viewer');

  const desk = await browser.newContext();
  const deskPage = await desk.newPage();
  await signIn(deskPage, 'viewer');
  await deskPage.goto('/UserProfile');
  const sessions = deskPage.locator('.ant-card', {
    has: deskPage.getByRole('heading', { name: 'Sessions' }),
  });
  await expect(sessions.getByRole('row', { name: /This browser/ })).toBeVisible();
  await sessions
    .getByRole('button', { name: /^End Firefox on Windows/ })
    .first()
    .click();
  await deskPage.getByRole('button', { name: 'End', exact: true }).click();
  await expect(deskPage.getByText('The session has ended.')).toBeVisible();

  // The laptop's next call answers 401: back to the login page.
  await laptopPage.goto('/UserProfile');
  await expect(laptopPage).toHaveURL(/\/login/);
  // The desk goes on.
  await deskPage.reload();
  await expect(deskPage).toHaveURL(/\/UserProfile/);
  await laptop.close();
  await desk.close();
});
