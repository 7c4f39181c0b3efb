import type { SoftwareValidationResult } from '@/api/generated/softwareValidationApi';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { activeTab, expectMessage, press, tableRow } from '@/testing/dialogTestSteps';
import {
  csvFile,
  mainPgm,
  mockDialogApi,
  printer,
  renderDialog,
  requestWith,
  validationResult,
} from './testData';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const components = [mainPgm, printer];

async function uploadOnRequestTab(upload: SoftwareValidationResult) {
  const sent = mockDialogApi({ request: requestWith(components), upload });
  const view = renderDialog({ mode: 'edit', requestId: 42 });
  await screen.findByDisplayValue('Spring release');
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('No file input');
  fireEvent.change(input, {
    target: { files: [csvFile(['Acme,Acme Two,Main PGM,Main,MP-1,1.0'])] },
  });
  await waitFor(() => expect(sent.uploads).toHaveLength(1));
  return { ...view, sent };
}

describe('software upload on the New Image Request tab', () => {
  it('sends the image-request form and, on Success, takes the linked components and confirms', async () => {
    const linked = {
      ...mainPgm,
      relatedKeytbl: 501,
      name: 'Main Program',
      status: 'Approved',
      version: '1.0',
    };
    const { sent } = await uploadOnRequestTab(
      validationResult({ resultType: 'Success', components: [linked, printer] }),
    );
    const form = sent.uploads[0];
    expect([...form.keys()].sort()).toEqual([
      'components',
      'currentFileUsed',
      'manufacturerId',
      'softwareFile',
    ]);
    expect(form.get('currentFileUsed')).toBe('set.csv');
    expect(form.get('manufacturerId')).toBe('12');
    expect(JSON.parse(String(form.get('components')))).toEqual(components);
    expect(form.get('softwareFile')).toHaveProperty('name', 'set.csv');

    expect(await expectMessage('Software Validation submitted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(tableRow('Main PGM')).getByText('Main Program')).toBeInTheDocument(),
    );
  });

  it('shows SoftwareNotFound in a notice and stays on the request tab after OK', async () => {
    await uploadOnRequestTab(
      validationResult({
        resultType: 'SoftwareNotFound',
        message: 'Line 2: MP-1 1.0 was not found.',
      }),
    );
    expect(await screen.findByText('Line 2: MP-1 1.0 was not found.')).toBeInTheDocument();
    press('OK');
    await waitFor(() =>
      expect(screen.queryByText('Line 2: MP-1 1.0 was not found.')).not.toBeInTheDocument(),
    );
    expect(activeTab()).toBe('Image Request');
  });

  it('shows any other outcome as an error', async () => {
    await uploadOnRequestTab(
      validationResult({ resultType: 'Error', message: 'Line 3: Version is required.' }),
    );
    expect(await expectMessage('Line 3: Version is required.')).toBeInTheDocument();
    expect(screen.queryByText('Software Not Found')).not.toBeInTheDocument();
  });
});
