import { configure, screen, within } from '@testing-library/react';
import { ok } from '@/testing/mockApi';
import { server } from '@/testing/server';
import { organizationMessages } from './organizationMessages';
import { detailsForm, mockOrganizationsApi, renderOrganizations } from './organizationsTestApi';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(180_000);
configure({ asyncUtilTimeout: 15_000 });

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
