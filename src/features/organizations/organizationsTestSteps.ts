import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import type { renderApp } from '@/testing/renderApp';

/** What the Organizations tests do and look for on the screen, as a user would. */

export const list = () => screen.getByRole('listbox', { name: 'Organizations' });
/** The snackbar shows exactly this text (spaces kept: one message has a double space). */
export const snackbar = async (text: string) =>
  // Not findByRole('status'): a lazy section's loading indicator is a status too.
  waitFor(() =>
    expect(
      screen.getAllByRole('status').some(
        (bar) =>
          within(bar).queryByText(text, {
            normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
          }) !== null,
      ),
    ).toBe(true),
  );
/**
 * The open dialog with this title. (antd names dialogs by an id that is the same fixed
 * 'test-id' for every component under Jest, so the role query cannot use the name.)
 */
export const dialogTitled = (title: string) =>
  waitFor(() => {
    const found = screen
      .queryAllByRole('dialog')
      .find((d) => d.querySelector('.ant-modal-title')?.textContent === title);
    if (!found) throw new Error(`No dialog titled ${title}`);
    return found;
  });
export const noDialogTitled = (title: string) =>
  waitFor(() =>
    expect(
      screen
        .queryAllByRole('dialog')
        .some((d) => d.querySelector('.ant-modal-title')?.textContent === title),
    ).toBe(false),
  );

/** Opens an antd select by its label and picks the option with this text from its dropdown. */
export async function choose(
  user: ReturnType<typeof renderApp>['user'],
  scope: HTMLElement,
  label: string,
  option: string,
) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  const found = await waitFor(() => {
    const match = openOptions().find((o) => o.getAttribute('title') === option);
    if (!match) throw new Error(`No option ${option}`);
    return match;
  });
  await user.click(found);
}

/** The options of the select dropdowns currently open. */
export const openOptions = () =>
  Array.from(
    document.querySelectorAll<HTMLElement>(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    ),
  );

/** Replaces a field's text the way a user pasting it would (one input event, not one per key). */
export async function replaceText(
  user: ReturnType<typeof renderApp>['user'],
  field: HTMLElement,
  text: string,
) {
  await user.clear(field);
  if (text) {
    await user.click(field);
    await user.paste(text);
  }
}
