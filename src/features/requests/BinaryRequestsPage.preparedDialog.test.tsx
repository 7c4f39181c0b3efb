import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetUnsavedChanges } from '@/components/unsavedChanges/unsavedChangesStore';
import { openBinaryRequests } from './requestsTestData';
import { idleQueue, removeIdleQueue, type IdleQueue } from '@/testing/idleQueue';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(120_000);

afterEach(() => {
  resetUnsavedChanges();
  removeIdleQueue();
});

/**
 * The shown dialog, with its title. Found by its title's text: under test antd gives every id
 * the same value, and the filter bar's selects come first with it.
 */
async function shownDialog() {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Image Request', { exact: true })).toBeInTheDocument();
  return dialog;
}

/** The new request's dialog rendered ahead of its opening, hidden: in the page, not shown. */
async function preparedHidden(idle: IdleQueue): Promise<HTMLElement> {
  const name = await waitFor(async () => {
    await idle.runAll();
    const hidden = screen.getByRole('dialog', { hidden: true });
    expect(within(hidden).getByText('Image Request', { exact: true })).toBeInTheDocument();
    const name = within(hidden).getByLabelText('Name', { exact: true });
    expect(name).toHaveValue('');
    return name;
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  return name;
}

describe('Binary Requests: the new request dialog prepared ahead', () => {
  it('is rendered hidden in idle time; Add Request shows it, focus goes back to Add Request, and the next opening is a fresh form', async () => {
    const idle = idleQueue();
    await openBinaryRequests();
    const add = screen.getByRole('button', { name: /Add Request/ });
    // Where the focus is while the dialog is prepared is not where the user opens it from.
    screen.getByRole('searchbox', { name: 'Search' }).focus();
    const prepared = await preparedHidden(idle);

    add.focus();
    fireEvent.click(add);
    const dialog = await shownDialog();
    const name = within(dialog).getByLabelText('Name', { exact: true });
    // The very field rendered ahead: the click showed the prepared dialog, not a new one.
    expect(name).toBe(prepared);
    await waitFor(() => expect(name).toHaveFocus());
    fireEvent.change(name, { target: { value: 'Typed before closing' } });

    // Closing a filled dialog asks first; thrown away, focus is back where the user opened it.
    fireEvent.keyDown(name, { key: 'Escape' });
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(add).toHaveFocus());

    // The next one is prepared afresh: nothing of what was typed.
    await preparedHidden(idle);
    fireEvent.click(add);
    const next = await shownDialog();
    expect(within(next).getByLabelText('Name', { exact: true })).toHaveValue('');
  });
});
