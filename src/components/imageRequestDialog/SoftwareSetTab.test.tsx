import type { SoftwareValidationResult } from '../../api/generated/softwareValidationApi';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { activeTab, expectMessage, press, typeInto } from './dialogTestSteps';
import { csvFile, mockDialogApi, organizations, renderDialog, validationResult } from './testData';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const uploadButton = () => screen.getByText('Upload', { selector: 'button span' }).closest('button');

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
  it('opens on its own tab and keeps Upload disabled until a valid CSV is chosen', async () => {
    mockDialogApi();
    renderDialog({ mode: 'softwareSet' });
    await screen.findByLabelText('Name');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Add Software Set',
      'New Image Request',
      'Link Components',
    ]);
    expect(activeTab()).toBe('Add Software Set');
    expect(screen.getByText('File is required')).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();

    chooseFile(csvFile(['Acme,Acme One,Main PGM,Main,MP-1,1.0'], 'set.txt', 'text/plain'));
    expect(await screen.findByText('Selected file is not .CSV')).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();

    chooseFile(csvFile(['Acme,Acme One,Main PGM,Main,MP-1,1.0', 'Acme,Acme One,Main PGM,Main,MP-2,']));
    expect(await screen.findByText('Line 3: Version is required.')).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();

    chooseFile(csvFile(['Acme,Acme One,Main PGM,Main,MP-1,1.0']));
    await waitFor(() => expect(uploadButton()).toBeEnabled());
    expect(screen.queryByText('Line 3: Version is required.')).not.toBeInTheDocument();
    expect(screen.queryByText('File is required')).not.toBeInTheDocument();
  });

  it('sends the software-set form and, on Success, closes and confirms', async () => {
    const { sent, onClose } = await openWithValidFile(validationResult({ resultType: 'Success' }));
    press('Upload');
    await waitFor(() => expect(sent.uploads).toHaveLength(1));
    const form = sent.uploads[0];
    expect([...form.keys()].sort()).toEqual(['description', 'organizationId', 'softwareFile', 'username', 'validationName']);
    expect(form.get('validationName')).toBe('Spring set');
    expect(form.get('description')).toBe('All spring software');
    expect(form.get('username')).toBe('alice');
    expect(form.get('organizationId')).toBe(organizations[0].id);
    expect(form.get('softwareFile')).toHaveProperty('name', 'set.csv');
    expect(await expectMessage('Software Validation submitted successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows SoftwareNotFound in a notice, then goes to the New Image Request tab', async () => {
    const { onClose } = await openWithValidFile(
      validationResult({ resultType: 'SoftwareNotFound', message: 'Line 2: MP-1 1.0 matches no uploaded software.' }),
    );
    press('Upload');
    expect(await screen.findByText('Line 2: MP-1 1.0 matches no uploaded software.')).toBeInTheDocument();
    press('OK');
    await waitFor(() => expect(activeTab()).toBe('New Image Request'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows an Error outcome as an error and stays open', async () => {
    const { onClose } = await openWithValidFile(
      validationResult({ resultType: 'Error', message: 'Line 2: Component Type "X" is not configured.' }),
    );
    press('Upload');
    expect(await expectMessage('Line 2: Component Type "X" is not configured.')).toBeInTheDocument();
    expect(activeTab()).toBe('Add Software Set');
    expect(onClose).not.toHaveBeenCalled();
  });
});
