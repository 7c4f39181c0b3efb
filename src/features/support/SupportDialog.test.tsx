import { File as NodeFile } from 'node:buffer';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { reloadAsks } from '@/testing/beforeUnload';
import { mockOperation, okWith } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';

async function openDialog() {
  const app = renderApp('/UserProfile');
  const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
  await app.user.click(nav.getByRole('menuitem', { name: /Request Support/ }));
  const dialog = within(await screen.findByRole('dialog'));
  return { ...app, dialog };
}

describe('Support dialog', () => {
  it('validates the fields and keeps Submit Feedback disabled while invalid', async () => {
    const { dialog, user } = await openDialog();
    const submit = dialog.getByRole('button', { name: 'Submit Feedback' });
    expect(submit).toBeDisabled();

    await user.type(dialog.getByLabelText('Full Name'), 'x');
    await user.clear(dialog.getByLabelText('Full Name'));
    expect(await dialog.findByText('Required.')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('E-mail'), 'not-an-email');
    expect(await dialog.findByText('Not a valid e-mail address')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Phone Number'), '55512');
    expect(dialog.getByLabelText('Phone Number')).toHaveValue('555-12');
    expect(await dialog.findByText('Not a valid phone number')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Full Name'), 'Alice Adams');
    await user.clear(dialog.getByLabelText('E-mail'));
    await user.type(dialog.getByLabelText('E-mail'), 'alice@example.com');
    await user.type(dialog.getByLabelText('Description'), 'The list is empty.');
    expect(submit).toBeDisabled();

    await user.type(dialog.getByLabelText('Phone Number'), 'abc51234');
    expect(dialog.getByLabelText('Phone Number')).toHaveValue('555-125-1234');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('sends a multipart ticket with the files and shows the server message', async () => {
    let form: FormData | null = null;
    server.use(
      mockOperation('SubmitTicket', async ({ request }) => {
        form = await request.formData();
        return okWith('SubmitTicket', null, 'Ticket #42 has been submitted.');
      }),
    );
    const { dialog, user, store } = await openDialog();
    await user.type(dialog.getByLabelText('Full Name'), 'Alice Adams');
    await user.type(dialog.getByLabelText('Phone Number'), '5551234567');
    await user.type(dialog.getByLabelText('E-mail'), 'alice@example.com');
    await user.type(dialog.getByLabelText('Description'), 'Help');
    // Node's File, so the (Node) FormData in the test environment accepts it.
    const files = [new NodeFile(['one'], 'one.log'), new NodeFile(['two'], 'two.png')];
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, files as unknown as File[]);
    expect(await dialog.findByText('two.png')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Submit Feedback' }));

    expect(await screen.findByText('Ticket #42 has been submitted.')).toBeInTheDocument();
    expect(store.getState().snackbar.type).toBe('info');
    const sent = form as FormData | null;
    expect(sent?.get('name')).toBe('Alice Adams');
    expect(sent?.get('phoneNumber')).toBe('555-123-4567');
    expect(sent?.get('email')).toBe('alice@example.com');
    expect(sent?.get('description')).toBe('Help');
    expect(sent?.getAll('attachments').map((file) => (file as File).name)).toEqual([
      'one.log',
      'two.png',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the fallback when the ticket gets no response', async () => {
    server.use(mockOperation('SubmitTicket', () => HttpResponse.error()));
    const { dialog, user } = await openDialog();
    await user.type(dialog.getByLabelText('Full Name'), 'Alice');
    await user.type(dialog.getByLabelText('E-mail'), 'alice@example.com');
    await user.type(dialog.getByLabelText('Description'), 'Help');
    await user.click(dialog.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Failed to submit ticket.')).toBeInTheDocument();
  });

  it('shows its buttons in the spec order: Cancel, Submit Feedback, Clear', async () => {
    const { dialog } = await openDialog();
    const footer = dialog.getByRole('button', { name: 'Clear' }).parentElement as HTMLElement;
    expect(
      within(footer)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Submit Feedback', 'Clear']);
  });

  it('asks before a reload while a ticket is being written, not once cleared or closed', async () => {
    const { dialog, user, router } = await openDialog();
    expect(reloadAsks()).toBe(false);
    await user.type(dialog.getByLabelText('Description'), 'The list is empty.');
    await waitFor(() => expect(reloadAsks()).toBe(true));
    await user.click(dialog.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(reloadAsks()).toBe(false));
    await user.type(dialog.getByLabelText('Full Name'), 'Alice');
    await waitFor(() => expect(reloadAsks()).toBe(true));
    // A move within the app keeps the ticket (the dialog stays, over the next screen): no question.
    await act(() => router.navigate('/SoftwareValidations'));
    expect(router.state.location.pathname).toBe('/SoftwareValidations');
    expect(dialog.getByLabelText('Full Name')).toHaveValue('Alice');
    // Cancel keeps the ticket for the next opening, and closes the dialog without a question.
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reloadAsks()).toBe(false);
  });

  it('Clear empties the form and Cancel closes it', async () => {
    const { dialog, user } = await openDialog();
    await user.type(dialog.getByLabelText('Full Name'), 'Alice');
    await user.click(dialog.getByRole('button', { name: 'Clear' }));
    expect(dialog.getByLabelText('Full Name')).toHaveValue('');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
