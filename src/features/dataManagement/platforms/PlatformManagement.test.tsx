import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { choose, expectMessage, press } from '@/testing/dialogTestSteps';
import { resetUnsavedChanges } from '@/components/unsavedChanges/unsavedChangesStore';
import { mockOperation, ok } from '@/testing/mockApi';
import { reloadAsks } from '@/testing/beforeUnload';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { manufacturers, mockManagementApi } from '@/features/dataManagement/dataManagementTestData';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(180_000);
afterEach(() => resetUnsavedChanges());
configure({ asyncUtilTimeout: 15_000 });

// The first render compiles the page's lazy chunk: give it longer. (Text, not role: role
// queries walk antd's whole tree.)
const platformTab = () =>
  screen.findByText(
    'Platform Management',
    { selector: '[role=tab], [role=tab] *' },
    { timeout: 60_000 },
  );

/** choose() inside the dialog, whose Manufacturer and Platform labels repeat the page's. */
async function chooseIn(container: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(container).getByLabelText(label));
  const items = await screen.findAllByTitle(option);
  fireEvent.click(items[items.length - 1]);
}

async function openPlatformTab() {
  const sent = mockManagementApi();
  renderApp('/DataManagement');
  fireEvent.click(await platformTab());
  await screen.findByLabelText('Manufacturer');
  // The default jurisdiction (129) is chosen from the start.
  expect(await screen.findByText('Default Jurisdiction')).toBeInTheDocument();
  return sent;
}

async function openPlatform() {
  const sent = await openPlatformTab();
  await choose('Manufacturer', 'Acme');
  await choose('Platform', 'A1');
  await screen.findByText('Main Program', { selector: 'td' });
  return sent;
}

const displayNames = () =>
  within(screen.getByText('Display Name', { selector: 'th *, th' }).closest('table') as HTMLElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]?.textContent);

describe('Platform Management', () => {
  it('starts on jurisdiction 129 and lists the chosen platform’s component types, sortable by display name', async () => {
    const sent = await openPlatform();
    expect(sent.typeQueries).toEqual([{ manufacturerId: '11', jurisdictionId: '129' }]);
    expect(displayNames()).toEqual(['Cabinet Art', 'Main Program']);
    fireEvent.click(screen.getByText('Display Name', { selector: 'th *' }));
    await waitFor(() => expect(displayNames()).toEqual(['Main Program', 'Cabinet Art']));

    await choose('Jurisdiction', 'Ontario');
    await waitFor(() =>
      expect(sent.typeQueries).toContainEqual({ manufacturerId: '11', jurisdictionId: '130' }),
    );
    expect(
      await screen.findByText('No component types yet. Use Add Type to add one.'),
    ).toBeInTheDocument();
  });

  it('adds a platform with a SAS ID for jurisdiction 129', async () => {
    const sent = await openPlatformTab();
    press('Add Platform');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add Platform')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('SAS ID')).toBeInTheDocument();

    press('Submit');
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    await chooseIn(dialog, 'Manufacturer', 'Bolt');
    fireEvent.change(within(dialog).getByLabelText('Platform'), { target: { value: 'B2' } });
    fireEvent.change(within(dialog).getByLabelText('SAS ID'), { target: { value: 'SAS-9' } });
    press('Submit');
    await waitFor(() =>
      expect(sent.platforms).toEqual([{ manufacturerId: 2, platform: 'B2', sASID: 'SAS-9' }]),
    );
    expect(await expectMessage('Platform added successfully')).toBeInTheDocument();
    // The manufacturers reload through their tag; the new platform is chosen.
    await waitFor(() => expect(sent.manufacturerLoads).toBe(2));
    expect(await screen.findByTitle('B2')).toBeInTheDocument();
  });

  it('has no SAS ID for another jurisdiction, and Cancel closes the dialog', async () => {
    const sent = await openPlatformTab();
    await choose('Jurisdiction', 'Ontario');
    press('Add Platform');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('SAS ID')).not.toBeInTheDocument();
    press('Cancel');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    press('Add Platform');
    const again = await screen.findByRole('dialog');
    await chooseIn(again, 'Manufacturer', 'Acme');
    fireEvent.change(within(again).getByLabelText('Platform'), { target: { value: 'A9' } });
    press('Submit');
    await waitFor(() => expect(sent.platforms).toEqual([{ manufacturerId: 1, platform: 'A9' }]));
  });

  it('says what to do next before a platform is chosen, and how to add one where there is none', async () => {
    mockManagementApi();
    server.use(
      ok('GatherManufacturers', [{ ...manufacturers[0], platforms: [] }, manufacturers[1]]),
    );
    renderApp('/DataManagement');
    fireEvent.click(await platformTab());
    expect(
      await screen.findByText(
        'Choose a manufacturer and a platform to see and edit its component types, or use Add Platform to add a platform.',
      ),
    ).toBeInTheDocument();
    await choose('Manufacturer', 'Acme');
    expect(
      await screen.findByText('Acme has no platforms yet. Use Add Platform to add one.'),
    ).toBeInTheDocument();
  });

  it('asks before Cancel or a reload throws a typed platform away', async () => {
    await openPlatformTab();
    press('Add Platform');
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Platform'), { target: { value: 'B7' } });
    expect(reloadAsks()).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Discard unsaved changes?')).toBeInTheDocument();
    press('Discard changes');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['GatherManufacturers', 'Failed to gather manufacturers.'],
    ['GatherJurisdictionsForUser', 'Failed to gather jurisdictions for user.'],
    ['GetComponentTypesForJurisdiction', 'Failed to get component types for jurisdiction.'],
  ] as const)('shows the fallback when %s gets no response', async (operation, message) => {
    mockManagementApi();
    server.use(mockOperation(operation, () => HttpResponse.error()));
    renderApp('/DataManagement');
    fireEvent.click(await platformTab());
    if (operation === 'GetComponentTypesForJurisdiction') {
      await choose('Manufacturer', 'Acme');
      await choose('Platform', 'A1');
    }
    expect(await expectMessage(message)).toBeInTheDocument();
  });

  it("shows 'Failed to add platform.' when the call gets no response", async () => {
    await openPlatformTab();
    server.use(mockOperation('AddPlatform', () => HttpResponse.error()));
    press('Add Platform');
    const dialog = await screen.findByRole('dialog');
    await chooseIn(dialog, 'Manufacturer', 'Acme');
    fireEvent.change(within(dialog).getByLabelText('Platform'), { target: { value: 'A5' } });
    press('Submit');
    expect(await expectMessage('Failed to add platform.')).toBeInTheDocument();
  });
});
