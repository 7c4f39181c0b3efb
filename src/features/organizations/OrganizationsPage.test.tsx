import { configure, screen, waitFor, within } from '@testing-library/react';
import { fail, mockOperation, ok } from '@/testing/mockApi';
import { server } from '@/testing/server';
import {
  detailsForm,
  maria,
  mockOrganizationsApi,
  noAnswer,
  NORTH_ID,
  renderOrganizations,
  STALE_ORGANIZATION,
  UNNAMED_ID,
  workflows,
} from './organizationsTestApi';
import {
  choose,
  dialogTitled,
  list,
  openOptions,
  replaceText,
  snackbar,
} from './organizationsTestSteps';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(180_000);
configure({ asyncUtilTimeout: 15_000 });

describe('Organizations', () => {
  it('lists organizations (Name descending, sent as UploadName) and shows the first one in the details form', async () => {
    const sent = mockOrganizationsApi();
    const { user } = renderOrganizations();
    expect(await screen.findByRole('heading', { name: 'Organizations' })).toBeInTheDocument();
    const items = await within(list()).findAllByRole('option');
    expect(items.map((item) => item.textContent)).toEqual([
      'North LabNL-0110.20.1.15Petra Novak',
      '<No Name>XX-09Jordan Lee',
    ]);
    expect(Object.fromEntries(sent.listQueries[0])).toEqual({
      page: '1',
      itemsPerPage: '10',
      sortField: 'UploadName',
      sortDirection: 'desc',
    });

    const form = await detailsForm();
    // The spec's order (section 2), which is also the reading and tab order.
    expect([...form.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'Name',
      'Property Code',
      'Super User',
      'Server IP',
      'Server Port Number',
      'Workflow',
    ]);
    expect(within(form).getByLabelText('Property Code')).toHaveValue('NL-01');
    expect(within(form).getByLabelText('Server IP')).toHaveValue('10.20.1.15');
    expect(within(form).getByLabelText('Server Port Number')).toHaveValue('8443');
    expect(within(form).getByTitle('Petra Novak (pnovak)')).toBeInTheDocument();
    expect(within(form).getByTitle('Standard Image Request')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Organization Details',
      'Jurisdictions',
      'Users',
    ]);

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await waitFor(() =>
      expect(openOptions().map((o) => o.textContent)).toEqual([
        'Name',
        'Super User',
        'Property Code',
      ]),
    );
    await user.click(openOptions()[1]);
    await waitFor(() => expect(sent.listQueries.at(-1)?.get('sortField')).toBe('SuperUser'));
  });

  it('updates the organization with every field and reloads the list', async () => {
    const sent = mockOrganizationsApi();
    const { user } = renderOrganizations();
    const form = await detailsForm();
    const name = within(form).getByLabelText('Name');
    await replaceText(user, name, 'North Lab Annex');
    await replaceText(user, within(form).getByLabelText('Server IP'), '');
    await replaceText(user, within(form).getByLabelText('Server Port Number'), '9000');
    await choose(user, form, 'Super User', 'Maria Garcia (mgarcia)');
    await choose(user, form, 'Workflow', 'Expedited Review');
    const loads = sent.listQueries.length;
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await snackbar('Successfully saved organization information');
    expect(sent.updates).toEqual([
      {
        objectId: NORTH_ID,
        version: 3,
        name: 'North Lab Annex',
        superUser: { userId: maria.userId },
        propertyCode: 'NL-01',
        serverIP: null,
        serverPortNumber: 9000,
        workflowId: workflows[1].id,
      },
    ]);
    expect(sent.saves).toEqual([]);
    await waitFor(() => expect(sent.listQueries.length).toBeGreaterThan(loads));
    expect(await within(list()).findByText('North Lab Annex')).toBeInTheDocument();
    expect(within(list()).getByText('Maria Garcia')).toBeInTheDocument();
  });

  it("marks Name, Super User and Workflow 'Required' and a non-positive port, and saves nothing", async () => {
    const sent = mockOrganizationsApi();
    const { user } = renderOrganizations();
    const form = await detailsForm();
    await replaceText(user, within(form).getByLabelText('Name'), '   ');
    await replaceText(user, within(form).getByLabelText('Server Port Number'), '0');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await snackbar('The input in some of the fields in the form are invalid');
    expect(await within(form).findByText('Required')).toBeInTheDocument();
    expect(within(form).getByText('Value needs to be a positive number')).toBeInTheDocument();
    expect(sent.updates).toEqual([]);
  });

  it.each(['8080.5', '8,080', 'http'])(
    'keeps a port of %s as typed and says it must be a whole number',
    async (typed) => {
      const sent = mockOrganizationsApi();
      const { user } = renderOrganizations();
      const form = await detailsForm();
      const port = within(form).getByLabelText('Server Port Number');
      await replaceText(user, port, typed);
      await user.tab();
      expect(await within(form).findByText('Value needs to be a whole number')).toBeInTheDocument();
      expect(port).toHaveValue(typed);
      await user.click(within(form).getByRole('button', { name: 'Save' }));
      await snackbar('The input in some of the fields in the form are invalid');
      expect(port).toHaveValue(typed);
      expect(sent.updates).toEqual([]);
    },
  );

  it('shows the server message after the fragment when saving fails', async () => {
    mockOrganizationsApi();
    server.use(
      fail('UpdateOrganization', {
        status: 409,
        message: 'Another organization is already named "South Lab".',
      }),
    );
    const { user } = renderOrganizations();
    const form = await detailsForm();
    await replaceText(user, within(form).getByLabelText('Name'), 'South Lab');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await snackbar(
      'Error when saving the organization information: Another organization is already named "South Lab".',
    );
    // A duplicate name is not fixed by reloading: no reload offer.
    expect(
      within(form).queryByRole('button', { name: 'Reload organization' }),
    ).not.toBeInTheDocument();
  });

  it('refuses a save of an organization someone saved meanwhile: keeps the typed text, offers Reload organization, then saves the new version', async () => {
    const sent = mockOrganizationsApi();
    const { user } = renderOrganizations();
    const form = await detailsForm();
    await replaceText(user, within(form).getByLabelText('Property Code'), 'MINE-01');
    sent.saveElsewhere(NORTH_ID, { name: 'North Lab West' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await snackbar(`Error when saving the organization information: ${STALE_ORGANIZATION}`);
    const notice = await within(form).findByRole('alert');
    expect(within(notice).getByText(STALE_ORGANIZATION)).toBeInTheDocument();
    expect(
      within(notice).getByText(/Your changes are still in the form below/),
    ).toBeInTheDocument();
    expect(sent.updates).toEqual([
      expect.objectContaining({ objectId: NORTH_ID, version: 3, propertyCode: 'MINE-01' }),
    ]);
    // The typed text stays, and the list reloaded behind the form changes nothing in it.
    await waitFor(() => expect(within(list()).getByText('North Lab West')).toBeInTheDocument());
    expect(within(form).getByLabelText('Property Code')).toHaveValue('MINE-01');
    expect(within(form).getByLabelText('Name')).toHaveValue('North Lab');

    await user.click(within(notice).getByRole('button', { name: 'Reload organization' }));
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveValue('North Lab West'));
    expect(within(form).getByLabelText('Property Code')).toHaveValue('NL-01');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();

    await replaceText(user, within(form).getByLabelText('Property Code'), 'MINE-02');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await snackbar('Successfully saved organization information');
    expect(sent.updates[1]).toEqual(
      expect.objectContaining({ version: 4, name: 'North Lab West', propertyCode: 'MINE-02' }),
    );
  });

  it('shows the fallback after the fragment when the save gets no answer', async () => {
    mockOrganizationsApi();
    server.use(mockOperation('UpdateOrganization', noAnswer));
    const { user } = renderOrganizations();
    const form = await detailsForm();
    await replaceText(user, within(form).getByLabelText('Property Code'), '-B');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await snackbar(
      'Error when saving the organization information: Failed to update organization.',
    );
  });

  it('shows the form read-only, and no Add or Delete, to a user without the organization flags', async () => {
    mockOrganizationsApi();
    renderOrganizations({
      canEditOrganizations: false,
      canAddOrganizations: false,
      canDisableOrganizations: false,
    });
    const form = await detailsForm();
    for (const label of [
      'Name',
      'Property Code',
      'Server IP',
      'Server Port Number',
      'Super User',
      'Workflow',
    ])
      expect(within(form).getByLabelText(label)).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add Organization' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Organization' })).not.toBeInTheDocument();
  });

  it('asks before another organization is selected while the form has unsaved changes', async () => {
    mockOrganizationsApi();
    const { user, router } = renderOrganizations();
    const form = await detailsForm();
    await replaceText(user, within(form).getByLabelText('Name'), 'North Lab Renamed');
    await user.click(within(list()).getByText('<No Name>'));
    const question = await dialogTitled('Discard unsaved changes?');
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(within(form).getByLabelText('Name')).toHaveValue('North Lab Renamed');
    expect(new URLSearchParams(router.state.location.search).get('sel')).not.toBe(UNNAMED_ID);

    await user.click(within(list()).getByText('<No Name>'));
    await user.click(
      within(await dialogTitled('Discard unsaved changes?')).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('sel')).toBe(UNNAMED_ID),
    );
    expect(await screen.findByRole('form', { name: 'Organization Details' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Organization Details' })).getByLabelText(
          'Property Code',
        ),
      ).toHaveValue('XX-09'),
    );
  });

  it('deletes the organization after a confirmation naming it, says so and reloads the list', async () => {
    const sent = mockOrganizationsApi();
    const { user } = renderOrganizations();
    await detailsForm();
    await user.click(screen.getByRole('button', { name: 'Delete Organization' }));
    const question = (await screen.findByText('Delete organization North Lab?')).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent.removals).toEqual([NORTH_ID]));
    await snackbar('Organization North Lab deleted successfully');
    await waitFor(() => expect(within(list()).getAllByRole('option')).toHaveLength(1));
    expect(within(list()).getByText('<No Name>')).toBeInTheDocument();
    // The deleted organization's button is gone: the list has the focus.
    await waitFor(() => expect(list()).toHaveFocus());
  });

  it('names the workflows and users lists that failed to load', async () => {
    mockOrganizationsApi();
    server.use(mockOperation('GetWorkflows', noAnswer));
    renderOrganizations();
    await snackbar('Error when getting the available workflows: Failed to get workflows.');
  });

  it('names the users list that failed to load, with the server message', async () => {
    mockOrganizationsApi();
    server.use(fail('GatherAllUsers', { status: 403, message: 'You may not list users.' }));
    renderOrganizations();
    await snackbar('Error when getting the available users list: You may not list users.');
  });

  it('says how to add an organization when there is none', async () => {
    mockOrganizationsApi();
    server.use(ok('GetOrganizations', { rowCount: 0, gridRows: [] }));
    renderOrganizations();
    expect(
      await within(await screen.findByRole('listbox', { name: 'Organizations' })).findByText(
        'No organizations yet. Use Add Organization to add one.',
      ),
    ).toBeInTheDocument();
  });

  it("shows 'Failed to get organizations.' when the list gets no answer", async () => {
    mockOrganizationsApi();
    server.use(mockOperation('GetOrganizations', noAnswer));
    renderOrganizations();
    await snackbar('Failed to get organizations.');
  });
});
