import type { SoftwareValidationResult } from '@/api/generated/softwareValidationApi';
import { File as NodeFile } from 'node:buffer';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { activeTab, expectMessage, press, typeInto } from '@/testing/dialogTestSteps';
import { csvFile, mockDialogApi, organizations, renderDialog, validationResult } from './testData';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const uploadButton = () =>
  screen.getByText('Upload', { selector: 'button span' }).closest('button');

function chooseFile(file: ReturnType<typeof csvFile>) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('No file input');
  fireEvent.change(input, { target: { files: [file] } });
}

async function openWithValidFile(upload: SoftwareValidationResult) {
  const sent = mockDialogApi({ upload });
  const view = renderDialog({ mode: 'softwareSet' });
  await screen.findByLabelText('Name');
  typeInto('Name', 'Spring set');
  typeInto('Description', 'All spring software');
  chooseFile(csvFile(['Acme,Acme One,Main PGM,Main,MP-1,1.0']));
  await waitFor(() => expect(uploadButton()).toBeEnabled());
  return { ...view, sent };
}

describe('Add Software Set tab', () => {
  it('is titled Add Software Set, shows only its own tab, and starts with focus on Name', async () => {
    mockDialogApi();
    renderDialog({ mode: 'softwareSet' });
    const name = await screen.findByLabelText('Name');
    expect(
      screen.getByText('Add Software Set', { selector: '.ant-modal-title' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Add Software Set']);
    await waitFor(() => expect(name).toHaveFocus());
    // Each label names its own field: no id twice on the page.
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(screen.getByLabelText('Description')).toHaveAttribute('id', 'softwareSet_description');
  });

  it('keeps Upload disabled until a valid CSV is chosen', async () => {
    mockDialogApi();
    renderDialog({ mode: 'softwareSet' });
    await screen.findByLabelText('Name');
    expect(activeTab()).toBe('Add Software Set');
    expect(screen.getByText('File is required')).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();

    chooseFile(csvFile(['Acme,Acme One,Main PGM,Main,MP-1,1.0'], 'set.txt', 'text/plain'));
    expect(await screen.findByText('Selected file is not .CSV')).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();

    chooseFile(
      csvFile(['Acme,Acme One,Main PGM,Main,MP-1,1.0', 'Acme,Acme One,Main PGM,Main,MP-2,']),
    );
    expect(await screen.findByText('Line 3: Version is required.')).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();

    chooseFile(csvFile(['Acme,Acme One,Main PGM,Main,MP-1,1.0']));
    await waitFor(() => expect(uploadButton()).toBeEnabled());
    expect(screen.queryByText('Line 3: Version is required.')).not.toBeInTheDocument();
    expect(screen.queryByText('File is required')).not.toBeInTheDocument();
  });

  it('tells a binary file chosen as the CSV that it is not a text CSV file, not its garbled columns', async () => {
    mockDialogApi();
    renderDialog({ mode: 'softwareSet' });
    await screen.findByLabelText('Name');
    // A spreadsheet (.xlsx is a zip) saved under a .csv name; its first bytes decode as UTF-8.
    const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x0a, 0x41, 0x2c]);
    chooseFile(new NodeFile([zip], 'set.csv', { type: 'text/csv' }));
    expect(await screen.findByText('This file is not a text CSV file')).toBeInTheDocument();
    expect(screen.queryByText(/Unknown column/)).not.toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
  });

  it('sends the software-set form and, on Success, closes, confirms and names the stored set', async () => {
    const { sent, onClose, onSaved } = await openWithValidFile(
      validationResult({ resultType: 'Success', validationId: 9 }),
    );
    press('Upload');
    await waitFor(() => expect(sent.uploads).toHaveLength(1));
    const form = sent.uploads[0];
    expect([...form.keys()].sort()).toEqual([
      'description',
      'organizationId',
      'softwareFile',
      'username',
      'validationName',
    ]);
    expect(form.get('validationName')).toBe('Spring set');
    expect(form.get('description')).toBe('All spring software');
    expect(form.get('username')).toBe('alice');
    expect(form.get('organizationId')).toBe(organizations[0].id);
    expect(form.get('softwareFile')).toHaveProperty('name', 'set.csv');
    expect(await expectMessage('Software Validation submitted successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(onSaved).toHaveBeenCalledWith(9);
  });

  it('after SoftwareNotFound and OK, stays on its tab so a corrected file can be uploaded again', async () => {
    const notFound = 'Line 2: MP-1 1.0 matches no uploaded software.';
    const { sent, onClose, onSaved } = await openWithValidFile(
      validationResult({ resultType: 'SoftwareNotFound', message: notFound }),
    );
    press('Upload');
    expect(await screen.findByText(notFound)).toBeInTheDocument();
    press('OK');
    await waitFor(() => expect(screen.queryByText(notFound)).not.toBeInTheDocument());
    expect(activeTab()).toBe('Add Software Set');
    expect(screen.queryByText('New Image Request')).not.toBeInTheDocument();
    // What the user typed is still there; only the file needs correcting.
    expect(screen.getByLabelText('Name')).toHaveValue('Spring set');
    expect(screen.getByLabelText('Description')).toHaveValue('All spring software');

    const again = mockDialogApi({
      upload: validationResult({ resultType: 'Success', validationId: 12 }),
    });
    chooseFile(csvFile(['Acme,Acme One,Main PGM,Main,MP-1,1.1'], 'set-fixed.csv'));
    await waitFor(() => expect(screen.getByText('set-fixed.csv')).toBeInTheDocument());
    await waitFor(() => expect(uploadButton()).toBeEnabled());
    press('Upload');
    expect(await expectMessage('Software Validation submitted successfully')).toBeInTheDocument();
    expect(sent.uploads).toHaveLength(1);
    expect(again.uploads).toHaveLength(1);
    expect(again.uploads[0].get('softwareFile')).toHaveProperty('name', 'set-fixed.csv');
    // Never a binary request from the software-set dialog.
    expect([...sent.submits, ...again.submits]).toHaveLength(0);
    expect(onClose).toHaveBeenCalled();
    expect(onSaved).toHaveBeenCalledWith(12);
  });

  it('shows an Error outcome as an error and stays open', async () => {
    const { onClose } = await openWithValidFile(
      validationResult({
        resultType: 'Error',
        message: 'Line 2: Component Type "X" is not configured.',
      }),
    );
    press('Upload');
    expect(
      await expectMessage('Line 2: Component Type "X" is not configured.'),
    ).toBeInTheDocument();
    expect(activeTab()).toBe('Add Software Set');
    expect(onClose).not.toHaveBeenCalled();
  });
});
