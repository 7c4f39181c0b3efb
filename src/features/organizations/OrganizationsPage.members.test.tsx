import { configure, screen, waitFor, within } from '@testing-library/react';
import { ok } from '@/testing/mockApi';
import { server } from '@/testing/server';
import { organizationMessages } from './organizationMessages';
import {
  detailsForm,
  jordan,
  maria,
  mockOrganizationsApi,
  NORTH_ID,
  renderOrganizations,
} from './organizationsTestApi';
import { choose, snackbar } from './organizationsTestSteps';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(180_000);
configure({ asyncUtilTimeout: 15_000 });

describe('Organizations: Jurisdictions and Users', () => {
  it('adds and removes jurisdictions', async () => {
    const sent = mockOrganizationsApi();
    const { user } = renderOrganizations();
    await detailsForm();
    await user.click(screen.getByRole('tab', { name: 'Jurisdictions' }));
    const table = await screen.findByRole('table', { name: 'Organization Jurisdictions' });
    expect(await within(table).findByText('Nevada')).toBeInTheDocument();
    const panel = table.closest('[role="tabpanel"]') as HTMLElement;
    await choose(user, panel, 'Available Jurisdictions', 'Ontario');
    await user.click(within(panel).getByRole('button', { name: 'Add Jurisdictions' }));
    await waitFor(() =>
      expect(sent.jurisdictionsAdded).toEqual([{ organizationId: NORTH_ID, jurisdictions: [77] }]),
    );
    expect(await within(table).findByText('Ontario')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Remove Nevada' }));
    await waitFor(() =>
      expect(sent.jurisdictionsRemoved).toEqual([
        { organizationId: NORTH_ID, jurisdictions: [129] },
      ]),
    );
    await waitFor(() => expect(within(table).queryByText('Nevada')).not.toBeInTheDocument());
    await snackbar('Jurisdiction Nevada removed from the organization');
  });

  it('disables the jurisdiction controls without canEditOrganizationJurisdictions', async () => {
    mockOrganizationsApi();
    const { user } = renderOrganizations({ canEditOrganizationJurisdictions: false });
    await detailsForm();
    await user.click(screen.getByRole('tab', { name: 'Jurisdictions' }));
    const table = await screen.findByRole('table', { name: 'Organization Jurisdictions' });
    expect(await within(table).findByRole('button', { name: 'Remove Nevada' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Available Jurisdictions' })).toBeDisabled();
  });

  it('adds and removes users; the super user cannot be removed', async () => {
    const sent = mockOrganizationsApi();
    const { user } = renderOrganizations();
    await detailsForm();
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    const table = await screen.findByRole('table', { name: 'Organization Users' });
    expect(await within(table).findByText('mgarcia')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Remove pnovak' })).toBeDisabled();
    const panel = table.closest('[role="tabpanel"]') as HTMLElement;
    await choose(user, panel, 'Available Users', 'Jordan Lee (jlee)');
    await user.click(within(panel).getByRole('button', { name: 'Add Users' }));
    await waitFor(() =>
      expect(sent.usersAdded).toEqual([{ organizationId: NORTH_ID, users: [jordan.userId] }]),
    );
    expect(await within(table).findByText('jlee')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Remove mgarcia' }));
    await waitFor(() =>
      expect(sent.usersRemoved).toEqual([{ organizationId: NORTH_ID, users: [maria.userId] }]),
    );
    await waitFor(() => expect(within(table).queryByText('mgarcia')).not.toBeInTheDocument());
    await snackbar('User mgarcia removed from the organization');
  });

  it("says 'You don't  have permission to add user to organization' without canEditOrganizationUsers, sending nothing", async () => {
    const sent = mockOrganizationsApi();
    const { user } = renderOrganizations({ canEditOrganizationUsers: false });
    await detailsForm();
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    const table = await screen.findByRole('table', { name: 'Organization Users' });
    expect(await within(table).findByRole('button', { name: 'Remove mgarcia' })).toBeDisabled();
    const panel = table.closest('[role="tabpanel"]') as HTMLElement;
    await choose(user, panel, 'Available Users', 'Jordan Lee (jlee)');
    await user.click(within(panel).getByRole('button', { name: 'Add Users' }));
    await snackbar("You don't  have permission to add user to organization");
    expect(sent.usersAdded).toEqual([]);
  });
});

describe('Organizations: empty member tables', () => {
  it.each([
    [{}, organizationMessages.noJurisdictions],
    [{ canEditOrganizationJurisdictions: false }, organizationMessages.noJurisdictionsReadOnly],
  ])(
    'says how to fill empty Jurisdictions and Users tables (%j)',
    async (flags, jurisdictionsText) => {
      mockOrganizationsApi();
      server.use(ok('GetOrganizationJurisdictions', []), ok('GetOrganizationUsers', []));
      const { user } = renderOrganizations(flags);
      await detailsForm();
      await user.click(screen.getByRole('tab', { name: 'Jurisdictions' }));
      const jurisdictionsTable = await screen.findByRole('table', {
        name: 'Organization Jurisdictions',
      });
      expect(await within(jurisdictionsTable).findByText(jurisdictionsText)).toBeInTheDocument();
      await user.click(screen.getByRole('tab', { name: 'Users' }));
      const usersTable = await screen.findByRole('table', { name: 'Organization Users' });
      expect(await within(usersTable).findByText(organizationMessages.noUsers)).toBeInTheDocument();
    },
  );
});
