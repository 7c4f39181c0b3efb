import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/*
 * fireEvent rather than user-event, and label rather than role queries: on antd's deep
 * trees in jsdom each user-event click and each accessible-name lookup costs seconds.
 */

/** Opens an antd Select by its label and picks an option by its text. */
export async function choose(label: string, option: string) {
  const input = screen.getByLabelText(label);
  await waitFor(() => expect(input).toBeEnabled());
  fireEvent.mouseDown(input);
  const items = await screen.findAllByTitle(option);
  fireEvent.click(items[items.length - 1]);
}

export function typeInto(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Clicks the button with this text, ignoring buttons on hidden tabs. */
export function press(name: string) {
  const visible = screen
    .getAllByText(name, { selector: 'button span, button' })
    .filter((element) => !element.closest('[role="tabpanel"][aria-hidden="true"]'));
  if (visible.length !== 1)
    throw new Error(`Expected one visible "${name}" button, found ${visible.length}`);
  fireEvent.click(visible[0].closest('button') ?? visible[0]);
}

/** The first table's row whose cells include `text`. */
export function tableRow(text: string, nth = 0, tableIndex = 0) {
  const table = screen.getAllByRole('table')[tableIndex];
  const rows = within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByText(text).length > 0);
  return rows[nth];
}

export function selectRow(row: HTMLElement) {
  fireEvent.click(within(row).getByRole('radio'));
}

export async function fillNewRequest() {
  typeInto('Name', 'My request');
  await choose('Manufacturer', 'Acme');
  await choose('Platform', 'Acme One');
  typeInto('Description', 'Some images');
  await screen.findByText('Printer');
}

/** The snackbar's text (it has no timeout, so the last message stays). */
export const expectMessage = (text: string) => screen.findByText(text, {}, { timeout: 10_000 });

/** The text of the selected tab. */
export function activeTab() {
  return screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')
    ?.textContent;
}

export function tab(name: string) {
  const found = screen.getAllByRole('tab').find((candidate) => candidate.textContent === name);
  if (!found) throw new Error(`No tab ${name}`);
  return found;
}

/** The menu items of the open antd dropdown, in order. */
export function menuItems() {
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}
