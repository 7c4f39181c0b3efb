import { File as NodeFile } from 'node:buffer';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetUnsavedChanges } from '@/components/unsavedChanges/unsavedChangesStore';
import { reloadAsks } from '@/testing/beforeUnload';
import { fail, mockOperation } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { attachments, newCapture, requestHandlers } from './requestsTestData';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);
afterEach(() => resetUnsavedChanges());

async function openScreen() {
  const captured = newCapture();
  server.use(...requestHandlers(captured));
  const view = renderApp('/');
  await screen.findByText('Helios Spring Release', { selector: 'h3' });
  return { ...view, captured };
}

/** antd's test-mode ids repeat, so dialogs are found by their title text. */
async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`No dialog titled ${title}`);
  return dialog;
}

function button(container: HTMLElement, text: string): HTMLElement {
  const span = within(container).getByText(text, { selector: 'button span' });
  const found = span.closest('button');
  if (!found) throw new Error(`No button ${text}`);
  return found;
}

describe('Add Note dialog', () => {
  it('requires the note text, then sends it with the request id', async () => {
    const { captured, store } = await openScreen();
    fireEvent.click(screen.getByText('Notes', { selector: '[role="tab"], [role="tab"] *' }));
    expect(await screen.findByText('Waiting for the lab.')).toBeInTheDocument();
    fireEvent.click(button(document.body, 'Add Note'));
    const dialog = await findDialog('Add Note');
    fireEvent.click(button(dialog, 'Add Note'));
    expect(await within(dialog).findByText('Required.')).toBeInTheDocument();
    expect(captured.notes).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Note'), {
      target: { value: 'Please retest.' },
    });
    fireEvent.click(button(dialog, 'Add Note'));
    await waitFor(() =>
      expect(captured.notes).toEqual([{ requestId: 101, noteText: 'Please retest.' }]),
    );
    await waitFor(() =>
      expect(
        screen.queryByText('Add Note', { selector: '.ant-modal-title' }),
      ).not.toBeInTheDocument(),
    );
    expect(store.getState().snackbar.message).toBeNull();
  });

  it("shows 'Failed to add note.' when no answer comes and keeps the dialog", async () => {
    const { store } = await openScreen();
    server.use(mockOperation('AddNote', () => Response.error()));
    fireEvent.click(screen.getByText('Notes', { selector: '[role="tab"], [role="tab"] *' }));
    fireEvent.click(button(document.body, 'Add Note'));
    const dialog = await findDialog('Add Note');
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Hello' } });
    fireEvent.click(button(dialog, 'Add Note'));
    await waitFor(() =>
      expect(store.getState().snackbar).toMatchObject({
        message: 'Failed to add note.',
        type: 'error',
      }),
    );
    expect(screen.getByText('Add Note', { selector: '.ant-modal-title' })).toBeInTheDocument();
  });
});

describe('a filled dialog and the tab closing', () => {
  it('asks before a reload or Cancel throws a typed note away, and not once it is gone', async () => {
    const { user } = await openScreen();
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    await user.click(await screen.findByRole('button', { name: /Add Note/ }));
    const dialog = await findDialog('Add Note');
    expect(reloadAsks()).toBe(false);
    await user.type(within(dialog).getByLabelText('Note'), 'Please retest.');
    await waitFor(() => expect(reloadAsks()).toBe(true));

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await findDialog('Discard unsaved changes?');
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByLabelText('Note')).toHaveValue('Please retest.');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await findDialog('Discard unsaved changes?')).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() =>
      expect(
        screen.queryByText('Add Note', { selector: '.ant-modal-title' }),
      ).not.toBeInTheDocument(),
    );
    expect(reloadAsks()).toBe(false);
  });

  it('asks before a reload throws away a filled Add Attachments dialog', async () => {
    const { user } = await openScreen();
    await user.click(screen.getByLabelText('More actions'));
    await user.click(await screen.findByRole('menuitem', { name: 'Add Attachment' }));
    const dialog = await findDialog('Add Attachments');
    expect(reloadAsks()).toBe(false);
    await user.type(within(dialog).getByLabelText('File Description'), 'Lab report');
    await waitFor(() => expect(reloadAsks()).toBe(true));
  });
});

describe('Add Attachments dialog', () => {
  async function openAttachments(user: ReturnType<typeof renderApp>['user']) {
    await user.click(screen.getByLabelText('More actions'));
    await waitFor(() =>
      expect(document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)')).not.toBeNull(),
    );
    fireEvent.click(
      screen.getByText('Add Attachment', { selector: '.ant-dropdown-menu-title-content' }),
    );
    return findDialog('Add Attachments');
  }

  it('is persistent, requires a description and a file, then uploads every file and confirms', async () => {
    const received: {
      requestId: FormDataEntryValue | null;
      fileDescription: FormDataEntryValue | null;
      names: string[];
      auth: string | null;
    }[] = [];
    const { user, store } = await openScreen();
    server.use(
      mockOperation('AddAttachments', async ({ request }) => {
        const form = await request.formData();
        received.push({
          requestId: form.get('requestId'),
          fileDescription: form.get('fileDescription'),
          names: form
            .getAll('attachments')
            .map((file) => (typeof file === 'string' ? file : file.name)),
          auth: request.headers.get('Authorization'),
        });
        return attachments;
      }),
    );
    const dialog = await openAttachments(user);
    // Persistent: neither Esc nor the mask closes it.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(
      screen.getByText('Add Attachments', { selector: '.ant-modal-title' }),
    ).toBeInTheDocument();

    fireEvent.click(button(dialog, 'Upload'));
    expect(await within(dialog).findByText('Required.')).toBeInTheDocument();
    expect(await within(dialog).findByText('File is required')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('File Description'), {
      target: { value: 'Lab photos' },
    });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    // Node's File, so the (Node) FormData of the test environment accepts it.
    const files = [
      new NodeFile(['a'], 'one.png', { type: 'image/png' }),
      new NodeFile(['b'], 'two.txt', { type: 'text/plain' }),
    ];
    await user.upload(input, files as unknown as File[]);
    expect(await within(dialog).findByText('two.txt')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).queryByText('File is required')).not.toBeInTheDocument(),
    );
    fireEvent.click(button(dialog, 'Upload'));

    await waitFor(() =>
      expect(store.getState().snackbar).toMatchObject({
        message: 'Attachments added successfully',
        type: 'success',
      }),
    );
    expect(received).toEqual([
      {
        requestId: '101',
        fileDescription: 'Lab photos',
        names: ['one.png', 'two.txt'],
        auth: 'Bearer valid-token',
      },
    ]);
    await waitFor(() =>
      expect(
        screen.queryByText('Add Attachments', { selector: '.ant-modal-title' }),
      ).not.toBeInTheDocument(),
    );
  });

  it("shows the server's message on success:false and 'Could not add attachments' on an unreadable answer", async () => {
    const { user, store } = await openScreen();
    server.use(fail('AddAttachments', { status: 413, message: 'The file is too large.' }));
    const dialog = await openAttachments(user);
    fireEvent.change(within(dialog).getByLabelText('File Description'), {
      target: { value: 'Big' },
    });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new NodeFile(['a'], 'big.bin') as unknown as File);
    fireEvent.click(button(dialog, 'Upload'));
    await waitFor(() =>
      expect(store.getState().snackbar).toMatchObject({
        message: 'The file is too large.',
        type: 'error',
      }),
    );

    server.use(
      mockOperation('AddAttachments', () => new Response('<html>oops</html>', { status: 502 })),
    );
    fireEvent.click(button(dialog, 'Upload'));
    await waitFor(() =>
      expect(store.getState().snackbar).toMatchObject({
        message: 'Could not add attachments',
        type: 'error',
      }),
    );
    expect(
      screen.getByText('Add Attachments', { selector: '.ant-modal-title' }),
    ).toBeInTheDocument();
  });
});
