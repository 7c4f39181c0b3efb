import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { settle, signIn } from './helpers';

/**
 * Issue 11 item 4: the shell and the three request screens at a phone's and a laptop's size.
 * No horizontal page scroll, headings wrapped between words, every action reachable:
 * navigation (the drawer on a phone), selecting an item and seeing its details, and the
 * screen's dialog with its buttons inside the window.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 720 };
const DESKTOP = { width: 1920, height: 1080 };

interface Screen {
  nav: string;
  heading: RegExp;
  list: string;
  /** Something only the selected item's details show. */
  details(page: Page): Locator;
  /** The screen's dialog: the button that opens it, its name and its two buttons. */
  dialog?: { open: string; name: string; buttons: [string, string] };
}

const SCREENS: Screen[] = [
  {
    nav: 'Binary Requests',
    heading: /Binary Requests$/,
    list: 'Binary requests',
    details: (page) => page.getByRole('button', { name: /^Status: / }),
    dialog: { open: 'Add Request', name: 'Image Request', buttons: ['Cancel', 'Save'] },
  },
  {
    nav: 'Software Set Validations',
    heading: /^Software Set Validations$/,
    list: 'Software set validations',
    details: (page) => page.getByText('Software Set Alias', { exact: true }),
    dialog: { open: 'Add Software Set', name: 'Add Software Set', buttons: ['Cancel', 'Upload'] },
  },
  {
    nav: 'SSIF Submissions',
    heading: /SSIF Submissions$/,
    list: 'SSIF submissions',
    details: (page) => page.getByRole('button', { name: 'Delete Submission' }),
  },
];

async function expectNoHorizontalScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth, widest } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The innermost elements reaching past the window's right edge, to name the culprit.
    const over = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (element) =>
        element.getBoundingClientRect().right > width + 0.5 && element.getClientRects().length > 0,
    );
    const innermost = over.filter(
      (element) => !over.some((other) => other !== element && element.contains(other)),
    );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: width,
      widest: innermost
        .slice(0, 5)
        .map(
          (e) =>
            `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]} "${(e.textContent ?? '').slice(0, 30)}" right=${Math.round(e.getBoundingClientRect().right)}`,
        ),
    };
  });
  expect(
    scrollWidth,
    `page wider than the window on ${where}: ${widest.join('; ')}`,
  ).toBeLessThanOrEqual(clientWidth);
}

/**
 * Waits until nothing on the page is loading and the loaded content has faded in. antd's Spin
 * marks itself aria-busy while it spins; once the data arrives, what it covered fades from half
 * opacity under a white veil to full over 0.3 s. A screenshot taken within that fade shows pale
 * text (SSIF Submissions' components at 390x844, whose details show before their components
 * have arrived).
 */
async function loaded(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await settle(page);
}

/** Where the heading's text wraps inside a word (letters on both sides of a line break). */
async function wordsBrokenIn(heading: Locator): Promise<string[]> {
  return heading.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let previous: { top: number; char: string } | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        const char = text[i];
        if (
          previous &&
          rect.top > previous.top + 1 &&
          /\S/.test(previous.char) &&
          /\S/.test(char)
        ) {
          broken.push(`${previous.char}|${char}`);
        }
        previous = { top: rect.top, char };
      }
    }
    return broken;
  });
}

async function goTo(page: Page, screen: Screen, phone: boolean) {
  const here = await page.getByRole('heading', { level: 2, name: screen.heading }).isVisible();
  if (phone) {
    // The side navigation is a drawer behind the top bar's button.
    await expect(page.getByTestId('side-nav')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    const entry = drawer.getByRole('menuitem', { name: screen.nav });
    await expect(entry).toBeVisible();
    // On the screen already (the landing page): close the drawer instead of choosing it again.
    if (here) await page.keyboard.press('Escape');
    else await entry.click();
    await expect(drawer).toBeHidden();
  } else if (!here) {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('menuitem', { name: screen.nav })
      .click();
  }
  await expect(page.getByRole('heading', { level: 2, name: screen.heading })).toBeVisible();
  await expect(
    page.getByRole('listbox', { name: screen.list }).getByRole('option').first(),
    `first item selected at ${page.url()}`,
  ).toHaveAttribute('aria-selected', 'true');
  await expect(screen.details(page)).toBeVisible();
}

async function checkScreen(page: Page, screen: Screen, phone: boolean, size: string) {
  await goTo(page, screen, phone);
  const where = `${screen.nav} at ${size}`;
  await loaded(page);
  await page.screenshot({
    path: `test-results/responsive/${screen.list.replace(/ /g, '-')}-${size}.png`,
    fullPage: true,
  });
  await expectNoHorizontalScroll(page, where);
  expect(
    await wordsBrokenIn(page.getByRole('heading', { level: 2, name: screen.heading })),
    `heading of ${where}`,
  ).toEqual([]);

  // Select another item: its details come into view, with the selection in the URL.
  const list = page.getByRole('listbox', { name: screen.list });
  const second = list.getByRole('option').nth(1);
  if ((await list.getByRole('option').count()) > 1) {
    await second.click();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/[?&]sel=/);
  }
  await expect(screen.details(page)).toBeInViewport();
  if (phone) {
    // ... and Back to list returns to the list.
    await page.getByRole('button', { name: 'Back to list' }).click();
    await expect(list).toBeInViewport();
    await expect(list).toBeFocused();
  }
  await expectNoHorizontalScroll(page, `${where}, an item selected`);

  if (screen.dialog) {
    const { open, name, buttons } = screen.dialog;
    // Not exact: the button's name starts with its icon's.
    await page.getByRole('button', { name: open }).click();
    const dialog = page.getByRole('dialog', { name, exact: true });
    await expect(dialog).toBeVisible();
    for (const button of buttons) {
      await expect(
        dialog.getByRole('button', { name: button, exact: true }),
        `${button} in ${name} at ${size}`,
      ).toBeInViewport({ ratio: 1 });
    }
    await expectNoHorizontalScroll(page, `${name} at ${size}`);
    await settle(page);
    await page.screenshot({
      path: `test-results/responsive/${name.replace(/ /g, '-')}-${size}.png`,
    });
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}

for (const [size, viewport] of [
  ['390x844', PHONE],
  ['1280x720', LAPTOP],
] as const) {
  test.describe(`at ${size}`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      await signIn(page, 'admin');
    });

    for (const screen of SCREENS) {
      test(`${screen.nav}: no horizontal scroll, every action reachable`, async ({ page }) => {
        test.setTimeout(90_000);
        await checkScreen(page, screen, viewport === PHONE, size);
      });
    }
  });
}

test.describe('at 1920x1080', () => {
  test.use({ viewport: DESKTOP });

  test('the desktop layout keeps the side navigation and the list beside the details', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    for (const screen of SCREENS) {
      await goTo(page, screen, false);
      const list = await page.getByRole('listbox', { name: screen.list }).boundingBox();
      const details = await screen.details(page).boundingBox();
      expect(
        details && list && details.x > list.x + list.width,
        `${screen.nav}: details beside the list`,
      ).toBe(true);
      await expectNoHorizontalScroll(page, `${screen.nav} at 1920x1080`);
      await loaded(page);
      await page.screenshot({
        path: `test-results/responsive/${screen.list.replace(/ /g, '-')}-1920x1080.png`,
      });
    }
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('menuitem', { name: 'Binary Requests' })
      .click();
    await page.getByRole('button', { name: 'Add Request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Image Request', exact: true });
    await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeInViewport({
      ratio: 1,
    });
    await settle(page);
    await page.screenshot({ path: 'test-results/responsive/Image-Request-1920x1080.png' });
  });
});

test.describe('the phone layout is accessible', () => {
  test.use({ viewport: PHONE });

  test("Binary Requests, the navigation drawer and SSIF Submissions' details pass axe (WCAG 2.1 AA)", async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await expect(
      page.getByRole('listbox', { name: 'Binary requests' }).getByRole('option').first(),
    ).toHaveAttribute('aria-selected', 'true');
    // Contrast is measured on loaded content, not on content fading in.
    await loaded(page);
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
    const ids = async () =>
      (await new AxeBuilder({ page }).withTags(tags).analyze()).violations.map(
        (v) =>
          `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)}`).join(' | ')}`,
      );
    expect(await ids(), 'the phone list screen').toEqual([]);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Navigation' })
        .getByRole('menuitem', { name: 'Binary Requests' }),
    ).toBeVisible();
    // Let the drawer finish sliding in before contrast is measured.
    await settle(page);
    await page.screenshot({ path: 'test-results/responsive/navigation-drawer-390x844.png' });
    expect(await ids(), 'the navigation drawer').toEqual([]);

    // The submission's details with its components table, stacked below the list.
    const ssif = SCREENS.find((screen) => screen.nav === 'SSIF Submissions');
    if (!ssif) throw new Error('no SSIF Submissions screen');
    await page
      .getByRole('dialog', { name: 'Navigation' })
      .getByRole('menuitem', { name: ssif.nav })
      .click();
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeHidden();
    await expect(ssif.details(page)).toBeVisible();
    // Only a component's row has a Required checkbox (not the header, nor 'No data').
    await expect(
      page
        .getByRole('region', { name: 'Components table' })
        .getByRole('checkbox', { name: 'Required' })
        .first(),
    ).toBeVisible();
    await loaded(page);
    expect(await ids(), "SSIF Submissions' details").toEqual([]);
  });
});
