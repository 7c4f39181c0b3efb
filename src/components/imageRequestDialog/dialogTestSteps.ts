import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens an antd Select by its label and picks an option by its text. */
export async function choose(user: UserEvent, label: string, option: string) {
  // By label, not by role: role queries compute accessible names and are slow on antd trees.
  await user.click(screen.getByLabelText(label));
  const items = await screen.findAllByTitle(option);
  await user.click(items[items.length - 1]);
}

/** The components-list row whose cells include `text`. */
export function componentRow(text: string, nth = 0) {
  const table = screen.getAllByRole('table')[0];
  const rows = within(table).getAllByRole('row').filter((row) => within(row).queryAllByText(text).length > 0);
  return rows[nth];
}

export async function fillRequest(user: UserEvent) {
  await user.type(await screen.findByLabelText('Name'), 'My request');
  await choose(user, 'Manufacturer', 'Acme');
  await choose(user, 'Platform', 'Acme One');
  await user.type(screen.getByLabelText('Description'), 'Some images');
}

export const snackbar = () => screen.findByRole('status');
