import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { choose, expectMessage, press, typeInto } from '@/testing/dialogTestSteps';
import { mockOperation } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import {
  cabinetArt,
  mainProgram,
  mockManagementApi,
  STALE_COMPONENT_TYPE,
} from '@/features/dataManagement/dataManagementTestData';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(180_000);
configure({ asyncUtilTimeout: 15_000 });

// The first render compiles the page's lazy chunk: give it longer. (Text, not role: role
// queries walk antd's whole tree.)
const platformTab = () =>
  screen.findByText(
    'Platform Management',
    { selector: '[role=tab], [role=tab] *' },
    { timeout: 60_000 },
  );

// Spec section 9, as written there.
const specFunctions = [
  'Main PGM',
  'Operating System',
  'Personality PGM',
  'Printer',
  'Progressive',
  'RAM Clear',
  'Bill Validator',
  'Sound/Graphics',
  'Hardware',
  'System',
  'Other',
];
const specJurisdictionTypes = ['AP', 'NU', 'CP', 'OH', 'TC', 'RA'];
/** The titles of the options listed beside this one (its open dropdown's whole list). */
const optionsBeside = async (title: string) =>
  Array.from((await screen.findByTitle(title)).parentElement?.children ?? []).map((option) =>
    option.getAttribute('title'),
  );

async function openPlatform() {
  const sent = mockManagementApi();
  renderApp('/DataManagement');
  fireEvent.click(await platformTab());
  // The tab's content loads on first opening.
  await screen.findByLabelText('Manufacturer', {}, { timeout: 10_000 });
  await choose('Manufacturer', 'Acme');
  await choose('Platform', 'A1');
  await screen.findByText('Main Program', { selector: 'td' });
  return sent;
}

async function openType(name: string) {
  fireEvent.click(screen.getByText(name, { selector: 'td' }));
  await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(name));
}

/** Types a value into a chip list and presses Enter (the chip rule decides whether it is added). */
function addChip(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
}

const chipsOf = (label: string) =>
  Array.from(
    (screen.getByLabelText(label).closest('.ant-select') as HTMLElement).querySelectorAll(
      '.ant-select-selection-item',
    ),
  ).map((chip) => chip.textContent);

describe('Component type editor', () => {
  it('edits a Dynamic type: the 11 functions, the 6 jurisdiction types, chips per the rule, and sends the type', async () => {
    const sent = await openPlatform();
    await openType(mainProgram.displayName);
    expect(screen.getByLabelText('Dynamic')).toBeChecked();
    expect(screen.getByLabelText('Require Component Linkage')).toBeChecked();
    expect(screen.getByLabelText('Game Component')).not.toBeChecked();

    fireEvent.mouseDown(screen.getByLabelText('Function'));
    expect(await optionsBeside('Operating System')).toEqual(specFunctions);
    await choose('Function', 'Printer');

    fireEvent.mouseDown(screen.getByLabelText('Jurisdiction Type'));
    expect(await optionsBeside('CP')).toEqual(specJurisdictionTypes);
    await choose('Jurisdiction Type', 'NU');

    addChip('ID Number', '  MP-2  ');
    addChip('ID Number', 'MP-1');
    addChip('ID Number', '   ');
    addChip('Version', '1.0');
    addChip('Game Name', 'Lucky 7');
    addChip('Positions', 'U1');
    await waitFor(() => expect(chipsOf('ID Number')).toEqual(['MP-1', 'MP-2']));

    press('Save');
    await waitFor(() => expect(sent.componentTypes).toHaveLength(1));
    expect(sent.componentTypes[0]).toEqual({
      ...mainProgram,
      function: 'Printer',
      jurisdictionTypes: 'AP,NU',
      idNumbers: 'MP-1,MP-2',
      versions: '1.0',
      gameNames: 'Lucky 7',
      positions: 'U1',
    });
    expect(await expectMessage('Component type saved successfully')).toBeInTheDocument();
  });

  it('adds a Custom Names type: Name required, names non-empty and not repeated, posted as componentID 0', async () => {
    const sent = await openPlatform();
    press('Add Type');
    expect(await screen.findByText('New Component Type')).toBeInTheDocument();
    expect(screen.getByLabelText('Custom Names')).toBeChecked();
    // Preview asks the server what a saved type offers: a new one must be saved first.
    expect(screen.getByText('Preview Selection').closest('button')).toBeDisabled();

    press('Save');
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(sent.componentTypes).toHaveLength(0);

    typeInto('Name', 'Topper');
    fireEvent.click(screen.getByLabelText('Game Component'));
    for (const name of ['Red', '   ', 'Blue', ' Red ']) {
      typeInto('Custom Name', name);
      press('Add Name');
    }
    const table = screen
      .getByText('Custom Names', { selector: 'th' })
      .closest('table') as HTMLElement;
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((r) => r.textContent),
      ).toEqual(['Red', 'Blue']),
    );
    fireEvent.click(screen.getByLabelText('Remove Red'));
    typeInto('Custom Name', 'Green');
    press('Add Name');
    await within(table).findByText('Green');

    press('Save');
    await waitFor(() => expect(sent.componentTypes).toHaveLength(1));
    expect(sent.componentTypes[0]).toEqual(
      expect.objectContaining({
        componentID: 0,
        manufacturerId: 11,
        jurisdictionId: 129,
        displayName: 'Topper',
        filterType: 'CustomNames',
        gameComponent: true,
        requireKeytbl: false,
        active: true,
        customNames: 'Blue,Green',
      }),
    );
    expect(await expectMessage('Component type saved successfully')).toBeInTheDocument();
    // Listed after the reload, and the saved type can now be previewed.
    expect(await screen.findByText('Topper', { selector: 'td' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Preview Selection').closest('button')).toBeEnabled(),
    );
  });

  it('previews a saved Custom Names type in the Link Component panel without the Link button; one name is chosen at a time', async () => {
    const sent = await openPlatform();
    await openType(cabinetArt.displayName);
    // Opened from the keyboard's place: Back gives the focus to the button again.
    const previewButton = screen.getByText('Preview Selection').closest('button');
    previewButton?.focus();
    press('Preview Selection');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Beta')).toBeInTheDocument();
    expect(sent.linkingQueries).toEqual([{ componentId: '101', submissionFilter: 'All' }]);
    expect(within(dialog).getByDisplayValue('Acme')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('Acme A1')).toBeInTheDocument();
    expect(within(dialog).queryByText('Link Component')).not.toBeInTheDocument();

    const radioOf = (name: string) =>
      within(within(dialog).getByText(name).closest('tr') as HTMLElement).getByRole('radio');
    fireEvent.click(radioOf('Beta'));
    await waitFor(() => expect(radioOf('Beta')).toBeChecked());
    expect(radioOf('Alpha')).not.toBeChecked();

    fireEvent.click(within(dialog).getByText('Back'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(previewButton).toHaveFocus();
  });

  it('retires a type with the Active switch, marks it Inactive in the list, and brings it back', async () => {
    const sent = await openPlatform();
    const row = () => screen.getByText('Cabinet Art', { selector: 'td' });
    expect(within(row()).queryByText('Inactive')).not.toBeInTheDocument();
    await openType(cabinetArt.displayName);
    const active = screen.getByRole('switch', { name: 'Active' });
    expect(active).toBeChecked();

    fireEvent.click(active);
    press('Save');
    await waitFor(() => expect(sent.componentTypes).toHaveLength(1));
    expect(sent.componentTypes[0]).toEqual({ ...cabinetArt, active: false });
    expect(await within(row()).findByText('Inactive')).toBeInTheDocument();

    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active' })).not.toBeChecked());
    fireEvent.click(screen.getByRole('switch', { name: 'Active' }));
    press('Save');
    await waitFor(() => expect(sent.componentTypes).toHaveLength(2));
    expect(sent.componentTypes[1]).toEqual({ ...cabinetArt, version: 2, active: true });
    await waitFor(() => expect(within(row()).queryByText('Inactive')).not.toBeInTheDocument());
  });

  it('blocks the preview while there are unsaved changes', async () => {
    await openPlatform();
    await openType(cabinetArt.displayName);
    expect(screen.getByText('Preview Selection').closest('button')).toBeEnabled();
    typeInto('Name', 'Cabinet Art 2');
    await waitFor(() =>
      expect(screen.getByText('Preview Selection').closest('button')).toBeDisabled(),
    );
  });

  it("shows 'Failed to save component type.' when the save gets no response", async () => {
    await openPlatform();
    server.use(mockOperation('SaveComponentType', () => HttpResponse.error()));
    await openType(cabinetArt.displayName);
    press('Save');
    expect(await expectMessage('Failed to save component type.')).toBeInTheDocument();
  });

  it('refuses a save of a type saved meanwhile elsewhere: keeps the typed text, offers Reload component type, then saves the new version', async () => {
    const sent = await openPlatform();
    await openType(cabinetArt.displayName);
    sent.saveTypeElsewhere(cabinetArt.componentID, { gameComponent: true });
    typeInto('Name', 'Cabinet Artwork');
    press('Save');

    // The notice above the form (the error snackbar says the same, without the offer).
    const notice = (await screen.findByText(/Your changes are still in the form below/)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(notice).getByText(STALE_COMPONENT_TYPE)).toBeInTheDocument();
    expect(sent.componentTypes).toEqual([
      expect.objectContaining({ componentID: 101, version: 1, displayName: 'Cabinet Artwork' }),
    ]);
    expect(screen.getByLabelText('Name')).toHaveValue('Cabinet Artwork');
    expect(screen.getByLabelText('Game Component')).not.toBeChecked();

    fireEvent.click(within(notice).getByText('Reload component type'));
    await waitFor(() => expect(screen.getByLabelText('Game Component')).toBeChecked());
    expect(screen.getByLabelText('Name')).toHaveValue('Cabinet Art');
    expect(screen.queryByText(/Your changes are still in the form below/)).not.toBeInTheDocument();

    typeInto('Name', 'Cabinet Artwork');
    press('Save');
    expect(await expectMessage('Component type saved successfully')).toBeInTheDocument();
    expect(sent.componentTypes[1]).toEqual(
      expect.objectContaining({ version: 2, gameComponent: true, displayName: 'Cabinet Artwork' }),
    );
  });
});
