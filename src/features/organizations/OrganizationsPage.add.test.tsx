import { configure, screen, waitFor, within } from '@testing-library/react';
import {
  detailsForm,
  jordan,
  mockOrganizationsApi,
  NEW_ID,
  renderOrganizations,
  workflows,
} from './organizationsTestApi';
import {
  choose,
  dialogTitled,
  list,
  noDialogTitled,
  replaceText,
  snackbar,
} from './organizationsTestSteps';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(180_000);
configure({ asyncUtilTimeout: 15_000 });

const EMPTY_ID = '00000000-0000-0000-0000-000000000000';

describe('Organizations: Add Organization', () => {
  it('adds an organization in the 1024-wide dialog, posting the empty id, and reloads the list', async () => {
    const sent = mockOrganizationsApi();
    const { user } = renderOrganizations();
    await detailsForm();
    await user.click(screen.getByRole('button', { name: 'Add Organization' }));
    const dialog = await dialogTitled('New Organization');
    expect(dialog).toHaveStyle({ width: '1024px' });
    const form = within(dialog).getByRole('form', { name: 'Organization Details' });
    expect(within(form).getByLabelText('Name')).toHaveValue('');

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await snackbar('The input in some of the fields in the form are invalid');
    expect(await within(form).findAllByText('Required')).toHaveLength(3);

    await replaceText(user, within(form).getByLabelText('Name'), ' East Lab ');
    await replaceText(user, within(form).getByLabelText('Property Code'), 'EL-03');
    await choose(user, form, 'Super User', 'Jordan Lee (jlee)');
    await choose(user, form, 'Workflow', 'Standard Image Request');
    const loads = sent.listQueries.length;
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await snackbar('Successfully saved organization information');
    expect(sent.saves).toEqual([
      {
        objectId: EMPTY_ID,
        name: 'East Lab',
        superUser: { userId: jordan.userId },
        propertyCode: 'EL-03',
        serverIP: null,
        serverPortNumber: null,
        workflowId: workflows[0].id,
      },
    ]);
    expect(sent.updates).toEqual([]);
    await noDialogTitled('New Organization');
    await waitFor(() => expect(sent.listQueries.length).toBeGreaterThan(loads));
    expect(await within(list()).findByText('East Lab')).toBeInTheDocument();
  });

  it('selects and shows the new organization after adding it, searched by its name', async () => {
    const sent = mockOrganizationsApi();
    const { user, router } = renderOrganizations();
    await detailsForm();
    await user.click(screen.getByRole('button', { name: 'Add Organization' }));
    const form = within(await dialogTitled('New Organization')).getByRole('form', {
      name: 'Organization Details',
    });
    await replaceText(user, within(form).getByLabelText('Name'), 'East Lab');
    await choose(user, form, 'Super User', 'Jordan Lee (jlee)');
    await choose(user, form, 'Workflow', 'Standard Image Request');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await noDialogTitled('New Organization');
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Organization Details' })).getByLabelText('Name'),
      ).toHaveValue('East Lab'),
    );
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('sel')).toBe(NEW_ID);
    expect(query.get('q')).toBe('East Lab');
    await waitFor(() => expect(sent.listQueries.at(-1)?.get('searchTerm')).toBe('East Lab'));
  });

  it('asks before closing the dialog with unsaved input, and closes at once without', async () => {
    mockOrganizationsApi();
    const { user } = renderOrganizations();
    await detailsForm();
    await user.click(screen.getByRole('button', { name: 'Add Organization' }));
    let dialog = await dialogTitled('New Organization');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await noDialogTitled('New Organization');

    await user.click(screen.getByRole('button', { name: 'Add Organization' }));
    dialog = await dialogTitled('New Organization');
    await replaceText(user, within(dialog).getByLabelText('Name'), 'West Lab');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await dialogTitled('Discard unsaved changes?');
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByLabelText('Name')).toHaveValue('West Lab');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await dialogTitled('Discard unsaved changes?')).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await noDialogTitled('New Organization');
  });
});
