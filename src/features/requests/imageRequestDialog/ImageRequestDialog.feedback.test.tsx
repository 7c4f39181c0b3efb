import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { choose, expectMessage, fillNewRequest, press, tableRow } from '@/testing/dialogTestSteps';
import { mainPgm, mockDialogApi, organizations, renderDialog, requestWith } from './testData';

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

describe('ImageRequestDialog: feedback at the field', () => {
  it('marks the required rows that still need linking when the save is refused for them', async () => {
    const sent = mockDialogApi();
    renderDialog();
    await screen.findByLabelText('Name');
    await fillNewRequest();
    expect(screen.queryByText('Needs linking')).not.toBeInTheDocument();
    press('Save');
    expect(
      await expectMessage(
        'There are required components in the list that have not been linked yet.',
      ),
    ).toBeInTheDocument();
    expect(tableRow('Main PGM')).toHaveTextContent('Needs linking');
    expect(tableRow('Printer')).not.toHaveTextContent('Needs linking');
    expect(sent.submits).toHaveLength(0);
  });

  it('marks Priority Due Date required with Priority, shows its message at the field and offers no past dates', async () => {
    const sent = mockDialogApi({ request: requestWith([linkedMain], { priorityDueDate: null }) });
    renderDialog({ mode: 'edit', requestId: 42 });
    await screen.findByDisplayValue('Spring release');
    const label = screen.getByText('Priority Due Date', { selector: 'label' });
    expect(label).toHaveClass('ant-form-item-required');

    press('Save');
    // Once in the snackbar, once under the field.
    await waitFor(() =>
      expect(screen.getAllByText('Priority due date cannot be blank.')).toHaveLength(2),
    );
    const field = label.closest('.ant-form-item');
    expect(field).toHaveTextContent('Priority due date cannot be blank.');
    expect(sent.submits).toHaveLength(0);

    fireEvent.mouseDown(screen.getByLabelText('Priority Due Date'));
    fireEvent.click(screen.getByLabelText('Priority Due Date'));
    const today = dayjs();
    const past = today.date() > 1 ? today.subtract(1, 'day') : today.startOf('month');
    const pastCell = await screen.findByTitle(past.format('YYYY-MM-DD'));
    const futureCell = screen.getByTitle(today.endOf('month').format('YYYY-MM-DD'));
    if (today.date() > 1) expect(pastCell).toHaveClass('ant-picker-cell-disabled');
    expect(futureCell).not.toHaveClass('ant-picker-cell-disabled');
  });

  it("names a request's organization the editor is not a member of, and says before saving that it cannot be saved there", async () => {
    const eastId = '99999999-9999-4999-8999-999999999999';
    const notMember =
      'You are not a member of Lab East, so the request cannot be saved there. Choose one of your organizations to save it.';
    const sent = mockDialogApi({
      request: requestWith([linkedMain], { organizationId: eastId, organizationName: 'Lab East' }),
    });
    renderDialog({ mode: 'edit', requestId: 42 });
    await screen.findByDisplayValue('Spring release');
    // The name, not the id, and the reason before any save.
    expect(screen.getByTitle('Lab East')).toBeInTheDocument();
    expect(screen.queryByText(eastId)).not.toBeInTheDocument();
    expect(screen.getByText(notMember)).toBeInTheDocument();

    press('Save');
    expect(
      await expectMessage('Required field has no value, please review request'),
    ).toBeInTheDocument();
    expect(sent.submits).toHaveLength(0);

    await choose('Organization', 'Lab North');
    await waitFor(() => expect(screen.queryByText(notMember)).not.toBeInTheDocument());
    press('Save');
    await waitFor(() => expect(sent.submits).toHaveLength(1));
    expect(sent.submits[0]).toEqual(
      expect.objectContaining({ organizationId: organizations[0].id }),
    );
  });
});
