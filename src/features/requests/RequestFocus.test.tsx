import { configure, screen, waitFor, within } from '@testing-library/react';
import { resetUnsavedChanges } from '@/components/unsavedChanges/unsavedChangesStore';
import { ok } from '@/testing/mockApi';
import { giveMenuEntriesLayout, pressKey } from '@/testing/keyboard';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { requestMessages } from './requestMessages';
import { newCapture, requestHandlers } from './requestsTestData';

const deleteTitle = requestMessages.deleteRequestTitle('Helios Spring Release');

// Issue 20, item 6: where focus goes when a dialog or menu of the request screen closes.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(120_000);
let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = giveMenuEntriesLayout();
});
afterEach(() => {
  restoreLayout();
  resetUnsavedChanges();
});

async function openScreen() {
  const captured = newCapture();
  server.use(
    ...requestHandlers(captured),
    ok('GetManufacturerPlatforms', []),
    ok('GetAvailableQuickActions', []),
  );
  const view = renderApp('/');
  await screen.findByText('Helios Spring Release', { selector: 'h3' });
  return { ...view, captured };
}

const buttonNamed = (name: string | RegExp) => screen.getByRole('button', { name });

/** The dialog titled `title` (antd's test-mode ids repeat, so found by its title text). */
async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`No dialog titled ${title}`);
  return dialog;
}

const focused = () =>
  document.activeElement instanceof HTMLElement ? document.activeElement : null;

const gone = (title: string) =>
  waitFor(() =>
    expect(screen.queryByText(title, { selector: '.ant-modal-title' })).not.toBeInTheDocument(),
  );

describe('request screen: focus after a dialog or menu closes', () => {
  it('returns to Add Note after Escape and after the note is added', async () => {
    const { user, captured } = await openScreen();
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    const addNote = await screen.findByRole('button', { name: /Add Note/ });
    addNote.focus();
    await user.keyboard('{Enter}');
    let dialog = await findDialog('Add Note');
    await waitFor(() => expect(dialog).toContainElement(focused()));
    pressKey('Escape');
    await gone('Add Note');
    expect(addNote).toHaveFocus();

    await user.keyboard('{Enter}');
    dialog = await findDialog('Add Note');
    await waitFor(() => expect(dialog).toContainElement(focused()));
    await user.type(within(dialog).getByLabelText('Note'), 'Please retest.');
    await user.click(within(dialog).getByRole('button', { name: 'Add Note' }));
    await gone('Add Note');
    expect(captured.notes).toHaveLength(1);
    expect(addNote).toHaveFocus();
  });

  it('runs a status action by keyboard and keeps focus on the status button', async () => {
    const { user, captured } = await openScreen();
    const status = buttonNamed('Status: Submitted');
    status.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Approve' })).toHaveFocus());
    await user.keyboard(' ');
    expect(await screen.findByRole('button', { name: 'Status: Approved' })).toHaveFocus();
    expect(captured.executed).toHaveLength(1);
  });

  it('returns to More actions after Escape on Delete Request, and to the list after the delete', async () => {
    const { user, captured } = await openScreen();
    const more = buttonNamed('More actions');
    more.focus();
    await user.keyboard('{Enter}');
    const entry = await screen.findByRole('menuitem', { name: 'Delete Request' });
    await user.click(entry);
    const question = await findDialog(deleteTitle);
    await waitFor(() => expect(question).toContainElement(focused()));
    pressKey('Escape');
    await gone(deleteTitle);
    expect(more).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Request' }));
    const dialog = await findDialog(deleteTitle);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(captured.removed).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('listbox', { name: 'Binary requests' })).toHaveFocus(),
    );
  });

  it('returns to Add Request after Escape on its dialog', async () => {
    const { user } = await openScreen();
    const add = buttonNamed(/Add Request/);
    add.focus();
    await user.keyboard('{Enter}');
    const dialog = await findDialog('Image Request');
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());
    pressKey('Escape');
    await gone('Image Request');
    await waitFor(() => expect(add).toHaveFocus());
  });
});
