import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expectMessage, press, selectRow, tableRow, typeInto } from '@/testing/dialogTestSteps';
import { gameType, mainPgm, mockDialogApi, printer, renderDialog, requestWith } from './testData';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const linkedMain = {
  ...mainPgm,
  relatedKeytbl: 501,
  name: 'Main Program',
  status: 'Approved',
  version: '1.0',
};
const gameRows = () => screen.getAllByRole('row').filter((row) => within(row).queryByText('Game'));
const deleteButtons = () => screen.queryAllByLabelText('Delete Game row');

async function openEdit(components = [linkedMain, gameType, printer]) {
  const sent = mockDialogApi({ request: requestWith(components) });
  const view = renderDialog({ mode: 'edit', requestId: 42 });
  await screen.findByDisplayValue('Spring release');
  return { ...view, sent };
}

describe('components list', () => {
  it('adds game rows and deletes one only while another game row stays', async () => {
    await openEdit();
    expect(gameRows()).toHaveLength(1);
    expect(deleteButtons()).toHaveLength(0);
    press('Add Game');
    await waitFor(() => expect(gameRows()).toHaveLength(2));
    expect(deleteButtons()).toHaveLength(2);
    fireEvent.click(deleteButtons()[1]);
    await waitFor(() => expect(gameRows()).toHaveLength(1));
    expect(deleteButtons()).toHaveLength(0);
  });

  it('names the manufacturer and platform when there is no game component type', async () => {
    await openEdit([linkedMain, printer]);
    press('Add Game');
    expect(
      await expectMessage('There is no game component type added to Acme and Acme Two'),
    ).toBeInTheDocument();
  });

  it('asks for the manufacturer and platform first when Add Game comes before them', async () => {
    mockDialogApi();
    renderDialog();
    await screen.findByLabelText('Name');
    press('Add Game');
    expect(
      await expectMessage(
        'Please select a manufacturer and platform before attempting to add a game.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/There is no game component type/)).not.toBeInTheDocument();
  });

  it('adds a custom component once both fields are given, and sends it as custom', async () => {
    const { sent } = await openEdit([linkedMain]);
    press('Custom Component');
    await screen.findByLabelText('Component ID');
    press('Add');
    await waitFor(() => expect(screen.getAllByText('Required.')).toHaveLength(2));
    typeInto('Component ID', 'CUST-9');
    typeInto('Component Description', 'Extra board');
    press('Add');
    expect(await screen.findByText('CUST-9')).toBeInTheDocument();
    expect(screen.getByText('Extra board')).toBeInTheDocument();

    press('Save');
    await waitFor(() => expect(sent.submits).toHaveLength(1));
    expect(sent.submits[0]).toEqual(
      expect.objectContaining({
        components: [
          linkedMain,
          expect.objectContaining({
            name: 'CUST-9',
            description: 'Extra board',
            isCustom: true,
            relatedKeytbl: null,
          }),
        ],
      }),
    );
  });

  it('unlinks only a selected row that has a link', async () => {
    await openEdit([linkedMain, printer]);
    press('Unlink Component');
    expect(
      await expectMessage(
        'A Components List item has not been selected yet. Please make a selection before attempting to unlink a component.',
      ),
    ).toBeInTheDocument();

    selectRow(tableRow('Printer'));
    press('Unlink Component');
    expect(
      await expectMessage(
        'The selected Components List item does not have a linked component to unlink. Please modify the selection and try again.',
      ),
    ).toBeInTheDocument();

    selectRow(tableRow('Main PGM'));
    press('Unlink Component');
    await waitFor(() => expect(screen.queryByText('Main Program')).not.toBeInTheDocument());
    expect(within(tableRow('Main PGM')).queryByText('Approved')).not.toBeInTheDocument();
  });
});
