import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { choose, expectMessage, press, typeInto } from '@/testing/dialogTestSteps';
import { fail, mockOperation } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import {
  EMPTY,
  inReview,
  labManager,
  labStaff,
  mockManagementApi,
  open,
  sendToReview,
  STALE_ACTION,
  STALE_STATE,
  standard,
} from '@/features/dataManagement/dataManagementTestData';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(180_000);
configure({ asyncUtilTimeout: 15_000 });

const rowOf = (text: string) =>
  screen.getByText(text, { selector: 'td, td *' }).closest('tr') as HTMLElement;

async function openWorkflow() {
  const sent = mockManagementApi();
  renderApp('/DataManagement');
  // The first render compiles the page's lazy chunk: give it longer. (Text, not role: role
  // queries walk antd's whole tree.)
  const tab = await screen.findByText(
    'Workflow Management',
    { selector: '[role=tab]' },
    { timeout: 60_000 },
  );
  expect(tab).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('Platform Management', { selector: '[role=tab]' })).toBeInTheDocument();
  await waitFor(() => expect(sent.workflowLoads).toBe(1));
  await choose('Workflow', standard.name);
  await screen.findByText(inReview.description, { selector: 'td' });
  return sent;
}

/** A row of the states table (a state's name also shows as an action's Next State). */
const stateRow = (name: string) =>
  within(screen.getByText('State Name', { selector: 'th' }).closest('table') as HTMLElement)
    .getByText(name, { selector: 'td' })
    .closest('tr') as HTMLElement;

async function openState(name: string) {
  await screen.findAllByText(name, { selector: 'td' });
  fireEvent.click(stateRow(name));
  await waitFor(() => expect(screen.getByLabelText('State Name')).toHaveValue(name));
}

describe('Workflow Management', () => {
  it('shows a workflow, its states and the chosen state with its actions; the name is read-only', async () => {
    await openWorkflow();
    expect(screen.getByLabelText('Workflow Name')).toHaveValue(standard.name);
    expect(screen.getByLabelText('Workflow Name')).toHaveAttribute('readonly');
    expect(screen.getByText('Add Workflow', { selector: 'button span' })).toBeInTheDocument();

    await openState(open.description);
    expect(screen.getByLabelText('Sort Order')).toHaveValue('1');
    const action = await screen.findByText(sendToReview.description, { selector: 'td' });
    const row = action.closest('tr') as HTMLElement;
    expect(within(row).getByLabelText(`Quick Action of ${sendToReview.description}`)).toBeChecked();
    expect(within(row).getByText(inReview.description)).toBeInTheDocument();
    expect(within(row).getByText(labStaff.description)).toBeInTheDocument();
    const headers = within(row.closest('table') as HTMLElement)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Action Name', 'Quick Action', 'Next State', 'Roles']),
    );
  });

  it('adds a workflow: the button becomes Save Workflow, the name is required and posted with the empty id', async () => {
    const sent = await openWorkflow();
    press('Add Workflow');
    expect(
      await screen.findByText('Save Workflow', { selector: 'button span' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Workflow Name')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Workflow Name')).toHaveValue('');

    press('Save Workflow');
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(sent.workflows).toHaveLength(0);

    typeInto('Workflow Name', 'Field Trial');
    press('Save Workflow');
    await waitFor(() => expect(sent.workflows).toEqual([{ id: EMPTY, name: 'Field Trial' }]));
    expect(await expectMessage('Workflow save successfully')).toBeInTheDocument();
    // The list reloads through its cache tag and the saved workflow stays chosen, now read-only.
    await waitFor(() => expect(sent.workflowLoads).toBe(2));
    expect(
      await screen.findByText('Add Workflow', { selector: 'button span' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Workflow Name')).toHaveValue('Field Trial');
    expect(screen.getByLabelText('Workflow Name')).toHaveAttribute('readonly');
    expect(screen.getByText('No states yet. Use Add State to add one.')).toBeInTheDocument();
  });

  it('adds a state on top with sortOrder = count + 1 and saves it with the empty id', async () => {
    const sent = await openWorkflow();
    press('Add State');
    await waitFor(() => expect(screen.getByLabelText('Sort Order')).toHaveValue('3'));
    const firstRow = within(
      screen.getByText('State Name', { selector: 'th' }).closest('table') as HTMLElement,
    ).getAllByRole('row')[1];
    expect(within(firstRow).getByText('(new state)')).toBeInTheDocument();

    press('Save State');
    expect(await screen.findByText('Required')).toBeInTheDocument();
    typeInto('State Name', 'Approved');
    press('Save State');
    await waitFor(() => expect(sent.states).toHaveLength(1));
    expect(sent.states[0]).toEqual({
      query: { workflowId: standard.id },
      body: { id: EMPTY, description: 'Approved', sortOrder: 3 },
    });
    expect(await expectMessage('Workflow State saved successfully')).toBeInTheDocument();
    // Reloaded: the saved state is listed in its place and stays chosen.
    expect(await screen.findByText('Approved', { selector: 'td' })).toBeInTheDocument();
    expect(screen.queryByText('(new state)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('State Name')).toHaveValue('Approved');
  });

  it('adds an action with the empty id, then edits an existing one', async () => {
    const sent = await openWorkflow();
    await openState(open.description);
    await screen.findByText(sendToReview.description, { selector: 'td' });

    press('Add Action');
    await screen.findByLabelText('Action Name');
    typeInto('Action Name', 'Reject');
    fireEvent.click(screen.getByLabelText('Quick Action'));
    await choose('Next State', open.description);
    press('Save Action');
    await waitFor(() => expect(sent.actions).toHaveLength(1));
    expect(sent.actions[0]).toEqual({
      query: { workflowStateId: open.id },
      body: {
        id: EMPTY,
        description: 'Reject',
        quickAction: true,
        nextState: open,
        allowedRoles: [],
      },
    });
    expect(await expectMessage('Action saved successfully')).toBeInTheDocument();
    expect(await screen.findByText('Reject', { selector: 'td' })).toBeInTheDocument();
    // The saved action stays chosen, ready for its roles.
    await waitFor(() => expect(within(rowOf('Reject')).getByRole('radio')).toBeChecked());
    expect(screen.getByLabelText('Role')).toBeEnabled();

    fireEvent.click(within(rowOf(sendToReview.description)).getByText('Edit Action'));
    await waitFor(() =>
      expect(screen.getByLabelText('Action Name')).toHaveValue(sendToReview.description),
    );
    typeInto('Action Name', 'Send for Review');
    press('Save Action');
    await waitFor(() => expect(sent.actions).toHaveLength(2));
    expect(sent.actions[1].body).toEqual({ ...sendToReview, description: 'Send for Review' });
  });

  it('adds the selected role to the chosen action and removes a role chip', async () => {
    const sent = await openWorkflow();
    await openState(open.description);
    await screen.findByText(sendToReview.description, { selector: 'td' });
    const row = rowOf(sendToReview.description);
    fireEvent.click(within(row).getByRole('radio'));
    await choose('Role', labManager.description);
    press('Add Selected Role');
    await waitFor(() =>
      expect(sent.roleAdds).toEqual([
        { workflowActionId: sendToReview.id, roleId: labManager.objectId },
      ]),
    );
    expect(await expectMessage('Role successfully added to action')).toBeInTheDocument();
    expect(
      await within(rowOf(sendToReview.description)).findByText(labManager.description),
    ).toBeInTheDocument();

    fireEvent.click(
      screen.getByLabelText(`Remove role ${labStaff.description} from ${sendToReview.description}`),
    );
    await waitFor(() =>
      expect(sent.roleDeletes).toEqual([
        { workflowActionId: sendToReview.id, roleId: labStaff.objectId },
      ]),
    );
    expect(await expectMessage('Role successfully removed from action')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(rowOf(sendToReview.description)).queryByText(labStaff.description),
      ).not.toBeInTheDocument(),
    );
  });

  it('asks before a state change throws away an edited state form', async () => {
    await openWorkflow();
    await openState(open.description);
    typeInto('State Name', 'Opened');
    fireEvent.click(stateRow(inReview.description));
    expect(await screen.findByText('Discard unsaved changes?')).toBeInTheDocument();
    press('Keep editing');
    await waitFor(() =>
      expect(screen.queryByText('Discard unsaved changes?')).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText('State Name')).toHaveValue('Opened');

    fireEvent.click(stateRow(inReview.description));
    await screen.findByText('Discard changes');
    press('Discard changes');
    await waitFor(() =>
      expect(screen.getByLabelText('State Name')).toHaveValue(inReview.description),
    );
  });

  it.each([
    ['GetWorkflows', 'Failed to get workflows.'],
    ['GetWorkflowStates', 'Failed to get workflow states'],
    ['GetWorkflowConfigActions', 'Failed to get workflow actions'],
    // The call words its own failure, as the profile's roles tab does (spec section 8's fragment).
    [
      'GetAssignableRoles',
      'Gathering the assignable roles has failed: Failed to get assignable roles.',
    ],
  ] as const)('shows the fallback when %s gets no response', async (operation, message) => {
    mockManagementApi();
    server.use(mockOperation(operation, () => HttpResponse.error()));
    renderApp('/DataManagement');
    if (operation !== 'GetWorkflows') {
      await screen.findByText('Add Workflow', { selector: 'button span' });
      await choose('Workflow', standard.name);
      if (operation !== 'GetWorkflowStates') await openState(open.description);
    }
    expect(await expectMessage(message)).toBeInTheDocument();
  });

  it("shows 'Failed to save workflow state.' without a response and the server's message on a refusal", async () => {
    const sent = await openWorkflow();
    server.use(mockOperation('SaveWorkflowState', () => HttpResponse.error()));
    await openState(open.description);
    press('Save State');
    expect(await expectMessage('Failed to save workflow state.')).toBeInTheDocument();

    server.use(
      fail('SaveWorkflow', {
        status: 409,
        message: 'A workflow named Standard Review already exists.',
      }),
    );
    press('Add Workflow');
    await screen.findByText('Save Workflow', { selector: 'button span' });
    typeInto('Workflow Name', 'Standard Review');
    press('Save Workflow');
    expect(
      await expectMessage('A workflow named Standard Review already exists.'),
    ).toBeInTheDocument();
    expect(sent.workflows).toHaveLength(0);
  });

  it('shows the fallbacks of the action, role and workflow saves when they get no response', async () => {
    await openWorkflow();
    server.use(
      mockOperation('SaveWorkflowAction', () => HttpResponse.error()),
      mockOperation('AddActionRole', () => HttpResponse.error()),
      mockOperation('DeleteActionRole', () => HttpResponse.error()),
      mockOperation('SaveWorkflow', () => HttpResponse.error()),
    );
    await openState(open.description);
    await screen.findByText(sendToReview.description, { selector: 'td' });

    fireEvent.click(within(rowOf(sendToReview.description)).getByText('Edit Action'));
    await screen.findByLabelText('Action Name');
    press('Save Action');
    expect(await expectMessage('Failed to save workflow action.')).toBeInTheDocument();

    // The row is still being edited (its name is in the Action Name field).
    fireEvent.click(
      within(screen.getByLabelText('Action Name').closest('tr') as HTMLElement).getByRole('radio'),
    );
    await choose('Role', labManager.description);
    press('Add Selected Role');
    expect(await expectMessage('Failed to add action role.')).toBeInTheDocument();

    fireEvent.click(
      screen.getByLabelText(`Remove role ${labStaff.description} from ${sendToReview.description}`),
    );
    expect(await expectMessage('Failed to delete action role.')).toBeInTheDocument();

    press('Add Workflow');
    await screen.findByText('Save Workflow', { selector: 'button span' });
    typeInto('Workflow Name', 'Field Trial');
    press('Save Workflow');
    expect(await expectMessage('Failed to save workflow.')).toBeInTheDocument();
  });

  it("a state saved by another admin meanwhile: the save is refused, what was typed stays until 'Reload state', then the fresh version saves", async () => {
    const sent = await openWorkflow();
    await openState(open.description);
    typeInto('State Name', 'Opened by me');
    sent.saveStateElsewhere(open.id, { description: 'Opened elsewhere' });
    press('Save State');

    await waitFor(() => expect(sent.states).toHaveLength(1));
    expect(sent.states[0].body).toEqual({
      id: open.id,
      version: 1,
      description: 'Opened by me',
      sortOrder: 1,
    });
    expect(
      await screen.findByText(/Your changes are still in the form below\. Reload the state/),
    ).toBeInTheDocument();
    expect(screen.getAllByText(STALE_STATE).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('State Name')).toHaveValue('Opened by me');

    press('Reload state');
    await waitFor(() =>
      expect(screen.getByLabelText('State Name')).toHaveValue('Opened elsewhere'),
    );
    expect(screen.queryByText(/Your changes are still in the form below/)).not.toBeInTheDocument();
    press('Save State');
    await waitFor(() => expect(sent.states).toHaveLength(2));
    expect(sent.states[1].body).toEqual({
      id: open.id,
      version: 2,
      description: 'Opened elsewhere',
      sortOrder: 1,
    });
    expect(await expectMessage('Workflow State saved successfully')).toBeInTheDocument();
  });

  /** Renames an action of the open state to 'Review it' and saves it after another admin saved that action. */
  async function saveActionSavedElsewhere() {
    const sent = await openWorkflow();
    await openState(open.description);
    await screen.findByText(sendToReview.description, { selector: 'td' });
    fireEvent.click(within(rowOf(sendToReview.description)).getByText('Edit Action'));
    await waitFor(() =>
      expect(screen.getByLabelText('Action Name')).toHaveValue(sendToReview.description),
    );
    typeInto('Action Name', 'Review it');
    sent.saveActionElsewhere(sendToReview.id, { quickAction: false });
    press('Save Action');
    return sent;
  }

  it("an action saved by another admin meanwhile: the save is refused, the typed name stays until 'Reload action'; a role this admin adds meanwhile is no conflict", async () => {
    const sent = await saveActionSavedElsewhere();

    await waitFor(() => expect(sent.actions).toHaveLength(1));
    expect(sent.actions[0].body).toEqual(
      expect.objectContaining({ id: sendToReview.id, version: 1, description: 'Review it' }),
    );
    expect(
      await screen.findByText(/Your changes are still in the row being edited/),
    ).toBeInTheDocument();
    expect(screen.getAllByText(STALE_ACTION).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Action Name')).toHaveValue('Review it');

    press('Reload action');
    await waitFor(() =>
      expect(screen.getByLabelText('Action Name')).toHaveValue(sendToReview.description),
    );
    expect(screen.getByLabelText('Quick Action')).not.toBeChecked();
    expect(
      screen.queryByText(/Your changes are still in the row being edited/),
    ).not.toBeInTheDocument();

    // This admin adds a role to the action being edited (its version moves on), then saves.
    await choose('Role', labManager.description);
    press('Add Selected Role');
    expect(await expectMessage('Role successfully added to action')).toBeInTheDocument();
    // Its chip, once the actions are read again.
    expect(
      await screen.findByText(labManager.description, { selector: '.ant-tag, .ant-tag *' }),
    ).toBeInTheDocument();
    typeInto('Action Name', 'Review it');
    press('Save Action');
    await waitFor(() => expect(sent.actions).toHaveLength(2));
    expect(sent.actions[1].body).toEqual(
      expect.objectContaining({
        version: 3,
        description: 'Review it',
        allowedRoles: [labStaff, labManager],
      }),
    );
    expect(await expectMessage('Action saved successfully')).toBeInTheDocument();
  });

  it("a refused action save's notice stays when this admin then adds or removes a role on that action; Reload action ends it", async () => {
    const sent = await saveActionSavedElsewhere();
    const notice = /Your changes are still in the row being edited/;
    expect(await screen.findByText(notice)).toBeInTheDocument();

    // A role added to the action being edited: the form is as stale as before.
    await choose('Role', labManager.description);
    press('Add Selected Role');
    expect(await expectMessage('Role successfully added to action')).toBeInTheDocument();
    expect(
      await screen.findByText(labManager.description, { selector: '.ant-tag, .ant-tag *' }),
    ).toBeInTheDocument();
    expect(screen.getByText(notice)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload action' })).toBeInTheDocument();
    expect(screen.getByLabelText('Action Name')).toHaveValue('Review it');

    // And one removed.
    fireEvent.click(
      screen.getByLabelText(`Remove role ${labStaff.description} from ${sendToReview.description}`),
    );
    expect(await expectMessage('Role successfully removed from action')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByLabelText(
          `Remove role ${labStaff.description} from ${sendToReview.description}`,
        ),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByText(notice)).toBeInTheDocument();
    expect(screen.getByLabelText('Action Name')).toHaveValue('Review it');

    press('Reload action');
    await waitFor(() =>
      expect(screen.getByLabelText('Action Name')).toHaveValue(sendToReview.description),
    );
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    typeInto('Action Name', 'Review it');
    press('Save Action');
    await waitFor(() => expect(sent.actions).toHaveLength(2));
    // Saved elsewhere (2), a role added (3) and one removed (4).
    expect(sent.actions[1].body).toEqual(
      expect.objectContaining({ version: 4, description: 'Review it', allowedRoles: [labManager] }),
    );
    expect(await expectMessage('Action saved successfully')).toBeInTheDocument();
  });
});
