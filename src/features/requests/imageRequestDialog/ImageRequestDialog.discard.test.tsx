import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { resetUnsavedChanges } from '@/components/unsavedChanges/unsavedChangesStore';
import { activeTab, choose, press, selectRow, tableRow, typeInto } from '@/testing/dialogTestSteps';
import { mainPgm, mockDialogApi, renderDialog, requestWith } from './testData';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });
afterEach(() => resetUnsavedChanges());

const linkedMain = {
  ...mainPgm,
  relatedKeytbl: 501,
  name: 'Main Program',
  status: 'Approved',
  version: '1.0',
};

/** Escape where the user is: the focused element, inside the dialog. */
const escape = () =>
  fireEvent.keyDown(document.activeElement ?? document.body, {
    key: 'Escape',
    code: 'Escape',
    keyCode: 27,
  });
const question = () => screen.queryByText('Discard unsaved changes?');

describe('ImageRequestDialog: no lost input', () => {
  it('closes at once on Escape when nothing was changed', async () => {
    mockDialogApi();
    const { onClose } = renderDialog({ mode: 'edit', requestId: 42 });
    await screen.findByDisplayValue('Spring release');
    escape();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(question()).not.toBeInTheDocument();
  });

  it('asks before Escape throws a changed request away; Keep editing keeps what was typed', async () => {
    mockDialogApi();
    const { onClose } = renderDialog({ mode: 'edit', requestId: 42 });
    await screen.findByDisplayValue('Spring release');
    typeInto('Name', 'Autumn release');
    screen.getByLabelText('Name').focus();
    escape();
    expect(await screen.findByText('Discard unsaved changes?')).toBeInTheDocument();
    press('Keep editing');
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByDisplayValue('Autumn release')).toBeInTheDocument();
    // Back where the user was typing, so the keyboard goes on from there.
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());

    // The close button asks the same question; Discard changes closes.
    fireEvent.click(screen.getAllByLabelText('Close', { selector: 'button' })[0]);
    await screen.findByText('Discard unsaved changes?');
    press('Discard changes');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('asks before Cancel throws a new request away', async () => {
    mockDialogApi();
    const { onClose } = renderDialog();
    await screen.findByLabelText('Name');
    typeInto('Description', 'Half written');
    press('Cancel');
    await screen.findByText('Discard unsaved changes?');
    press('Keep editing');
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('reads Escape on the Link Components tab as Back, keeping the request', async () => {
    mockDialogApi();
    const { onClose } = renderDialog({ mode: 'edit', requestId: 42 });
    await screen.findByDisplayValue('Spring release');
    typeInto('Name', 'Autumn release');
    selectRow(tableRow('Main PGM'));
    press('Link Component');
    await waitFor(() => expect(activeTab()).toBe('Link Components'));
    escape();
    await waitFor(() => expect(activeTab()).toBe('Image Request'));
    expect(question()).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByDisplayValue('Autumn release')).toBeInTheDocument();
  });

  it('asks before Escape throws a changed software set away', async () => {
    mockDialogApi();
    const { onClose } = renderDialog({ mode: 'softwareSet' });
    await screen.findByText('Choose CSV File');
    typeInto('Name', 'Set 1');
    escape();
    await screen.findByText('Discard unsaved changes?');
    press('Keep editing');
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before a platform change clears linked components', async () => {
    const sent = mockDialogApi({ request: requestWith([linkedMain]) });
    renderDialog({ mode: 'edit', requestId: 42 });
    await screen.findByDisplayValue('Spring release');
    expect(screen.getByText('Main Program')).toBeInTheDocument();

    await choose('Platform', 'Acme One');
    // antd repeats a confirm's title for screen readers.
    expect((await screen.findAllByText('Clear the linked components?'))[0]).toBeInTheDocument();
    press('Keep current');
    await waitFor(() =>
      expect(screen.queryAllByText('Clear the linked components?')).toHaveLength(0),
    );
    expect(screen.getByText('Main Program')).toBeInTheDocument();
    expect(sent.componentsListQueries).toHaveLength(0);

    await choose('Platform', 'Acme One');
    await screen.findAllByText('Clear the linked components?');
    press('Change and clear');
    await waitFor(() =>
      expect(sent.componentsListQueries.map((q) => q.get('manufacturerId'))).toEqual(['11']),
    );
    await screen.findByText('Printer');
    expect(screen.queryByText('Main Program')).not.toBeInTheDocument();
  });
});
