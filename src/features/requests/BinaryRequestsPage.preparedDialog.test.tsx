import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountApi } from '@/api';
import { resetUnsavedChanges } from '@/components/unsavedChanges/unsavedChangesStore';
import { openBinaryRequests } from './requestsTestData';
import { idleQueue, removeIdleQueue, type IdleQueue } from '@/testing/idleQueue';
import { ok } from '@/testing/mockApi';
import { server } from '@/testing/server';

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

  it('is prepared again when the first of the user organizations changes while it is hidden', async () => {
    const idle = idleQueue();
    const { store } = await openBinaryRequests();
    await preparedHidden(idle);

    // A live update: the user now belongs to another organization too, listed first.
    server.use(
      ok('GetUserOrganizations', [
        { id: '9d1e2f3a-4b5c-4d6e-8f70-a1b2c3d4e5f6', name: 'North Lab' },
        { id: '3b0c6f0e-8a51-4c2e-9d7a-1f2e3d4c5b6a', name: 'Main Lab' },
      ]),
    );
    act(() => {
      store.dispatch(accountApi.util.invalidateTags([{ type: 'Organizations', id: 'LIST' }]));
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('dialog', { hidden: true })).getByText('North Lab'),
      ).toBeInTheDocument(),
    );

    fireEvent.click(screen.getByRole('button', { name: /Add Request/ }));
    const dialog = await shownDialog();
    // The form's default is the new first organization, as a dialog opened now would have it.
    expect(within(dialog).getByText('North Lab')).toBeInTheDocument();
    expect(within(dialog).queryByText('Main Lab')).not.toBeInTheDocument();

    // While it shows, a change leaves the form alone: what the user typed stays.
    const name = within(dialog).getByLabelText('Name', { exact: true });
    fireEvent.change(name, { target: { value: 'Typed while it changed' } });
    server.use(
      ok('GetUserOrganizations', [
        { id: '3b0c6f0e-8a51-4c2e-9d7a-1f2e3d4c5b6a', name: 'Main Lab' },
      ]),
    );
    act(() => {
      store.dispatch(accountApi.util.invalidateTags([{ type: 'Organizations', id: 'LIST' }]));
    });
    await waitFor(() =>
      expect(store.getState().api.queries['getUserOrganizations(undefined)']?.data).toEqual(
        expect.objectContaining({ result: [expect.objectContaining({ name: 'Main Lab' })] }),
      ),
    );
    expect(within(dialog).getByLabelText('Name', { exact: true })).toBe(name);
    expect(name).toHaveValue('Typed while it changed');
  });
});
