import { File as NodeFile } from 'node:buffer';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockOperation } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { attachments, newCapture, requestHandlers } from './requestsTestData';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(150_000);

async function openScreen() {
  server.use(...requestHandlers(newCapture()));
  const view = renderApp('/');
  await screen.findByText('Helios Spring Release', { selector: 'h3' });
  return view;
}

async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`No dialog titled ${title}`);
  return dialog;
}

function button(container: HTMLElement, text: string): HTMLElement {
  const found = within(container).getByText(text, { selector: 'button span' }).closest('button');
  if (!found) throw new Error(`No button ${text}`);
  return found;
}

describe('request screen feedback', () => {
  it('Add Note shows the 4,000-character limit with a counter and cannot go past it', async () => {
    await openScreen();
    fireEvent.click(screen.getByText('Notes', { selector: '[role="tab"], [role="tab"] *' }));
    // The Notes tab's code loads when first needed (RequestDetails).
    await screen.findByText('Add Note', { selector: 'button span' });
    fireEvent.click(button(document.body, 'Add Note'));
    const dialog = await findDialog('Add Note');
    const note = within(dialog).getByLabelText('Note');
    expect(note).toHaveAttribute('maxlength', '4000');
    expect(within(dialog).getByText('0 / 4000')).toBeInTheDocument();
    fireEvent.change(note, { target: { value: 'Please retest.' } });
    expect(within(dialog).getByText('14 / 4000')).toBeInTheDocument();
  });

  it('Add Attachments states the size limit and refuses a larger file before uploading, naming the limit', async () => {
    const { user, store } = await openScreen();
    const uploads: unknown[] = [];
    server.use(
      mockOperation('AddAttachments', () => {
        uploads.push(1);
        return attachments;
      }),
    );
    await user.click(screen.getByLabelText('More actions'));
    await waitFor(() =>
      expect(document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)')).not.toBeNull(),
    );
    fireEvent.click(
      screen.getByText('Add Attachment', { selector: '.ant-dropdown-menu-title-content' }),
    );
    const dialog = await findDialog('Add Attachments');
    expect(within(dialog).getByText('Up to 20 MB per file.')).toBeInTheDocument();

    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const big = new NodeFile(['x'], 'scan.tif', { type: 'image/tiff' });
    // Its size as the browser reports it, without 20 MB of memory in the test.
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    await user.upload(input, big as unknown as File);
    await waitFor(() =>
      expect(store.getState().snackbar).toMatchObject({
        message: 'scan.tif is larger than 20 MB, the largest file that can be attached.',
        type: 'error',
      }),
    );
    expect(within(dialog).queryByText('scan.tif')).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('File Description'), {
      target: { value: 'Scan' },
    });
    fireEvent.click(button(dialog, 'Upload'));
    expect(await within(dialog).findByText('File is required')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });
});
