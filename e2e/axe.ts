import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { settle } from './helpers';

/** WCAG 2.1 level A and AA, the bar issue 7 sets for every screen and dialog. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe over the whole page as it is now and fails on any WCAG 2.1 A/AA violation, listing where. */
export async function expectAccessible(page: Page, what: string) {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  // One line per distinct failure (e.g. one colour pair), naming the first element that has it.
  const found = violations.map((v) => {
    const byFailure = new Map<string, string>();
    for (const node of v.nodes) {
      const failure = (node.failureSummary ?? '').replace(/\s+/g, ' ');
      if (!byFailure.has(failure)) byFailure.set(failure, `${node.target.join(' ')} :: ${failure}`);
    }
    return { rule: v.id, help: v.help, count: v.nodes.length, failures: [...byFailure.values()] };
  });
  expect(found, `axe violations on ${what}`).toEqual([]);
  // axe pairs a label with every element carrying its for= id, but browsers (and so screen
  // readers) pair it with the first one only: a second form with the same field ids, such as
  // a dialog's over a page's, leaves the dialog's fields without a name.
  const shared = await page.evaluate(() =>
    [...document.querySelectorAll('label[for]')]
      .filter(
        (label) =>
          document.querySelectorAll(`[id="${CSS.escape(label.getAttribute('for') ?? '')}"]`)
            .length > 1,
      )
      .map(
        (label) => `${label.textContent?.trim() ?? ''} (for="${label.getAttribute('for') ?? ''}")`,
      ),
  );
  expect(shared, `labels whose for= id names more than one element on ${what}`).toEqual([]);
}
