import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { nameLinkRow } from '@/lib/domain/nameLinks';
import { Provider } from 'react-redux';
import { setupStore } from '@/app/store';
import { initialAuthState } from '@/features/auth/authSlice';
import { VALID_TOKEN } from '@/testing/fixtures';
import { ok } from '@/testing/mockApi';
import { server } from '@/testing/server';
import { activeTab, expectMessage, press, selectRow, tableRow } from '@/testing/dialogTestSteps';
import LinkComponentPanel from './LinkComponentPanel';
import {
  component,
  existingRequest,
  mainPgm,
  mockDialogApi,
  printer,
  renderDialog,
  requestWith,
} from './testData';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const checkbox = (label: string) => screen.getByLabelText(label);
const filters = (sent: ReturnType<typeof mockDialogApi>) =>
  sent.linkingQueries.map((q) => `${q.get('componentId')}:${q.get('submissionFilter')}`);

async function openLinkTab() {
  const sent = mockDialogApi({ request: requestWith([mainPgm, printer]) });
  const view = renderDialog({ mode: 'edit', requestId: 42 });
  await screen.findByDisplayValue('Spring release');
  selectRow(tableRow('Main PGM'));
  press('Link Component');
  await screen.findByText('MP-1');
  return { ...view, sent };
}

describe('Link Component panel', () => {
  it('shows the row it links, filters Remaining / Uploaded exclusively and sends the filter', async () => {
    const { sent } = await openLinkTab();
    expect(screen.getByDisplayValue('Acme')).toHaveAttribute('readonly');
    expect(screen.getByDisplayValue('Acme Two')).toHaveAttribute('readonly');
    expect(screen.getAllByDisplayValue('Main PGM')[0]).toHaveAttribute('readonly');
    expect(filters(sent)).toEqual(['100:All']);

    fireEvent.click(checkbox('Show Remaining'));
    await waitFor(() => expect(filters(sent)).toEqual(['100:All', '100:Remaining']));
    expect(checkbox('Show Remaining')).toBeChecked();

    fireEvent.click(checkbox('Show Uploaded'));
    await waitFor(() => expect(filters(sent)).toContain('100:Uploaded'));
    expect(checkbox('Show Uploaded')).toBeChecked();
    expect(checkbox('Show Remaining')).not.toBeChecked();
    await waitFor(() => expect(screen.queryByText('MP-1')).not.toBeInTheDocument());

    fireEvent.click(checkbox('Show Uploaded'));
    await screen.findByText('MP-1');
    expect(checkbox('Show Uploaded')).not.toBeChecked();
    expect(checkbox('Show Remaining')).not.toBeChecked();
  });

  it('searches the loaded rows', async () => {
    await openLinkTab();
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'mp-2' } });
    await waitFor(() => expect(screen.queryByText('MP-1')).not.toBeInTheDocument());
    expect(screen.getByText('MP-2')).toBeInTheDocument();
  });

  it('needs a selection to link, then links it to the row and goes back', async () => {
    await openLinkTab();
    press('Link Component');
    expect(
      await expectMessage('Please select a component before attempting to link.'),
    ).toBeInTheDocument();
    expect(activeTab()).toBe('Link Components');

    selectRow(screen.getByText('MP-2').closest('tr') as HTMLElement);
    press('Link Component');
    await waitFor(() => expect(activeTab()).toBe('Image Request'));
    const row = tableRow('Main PGM');
    // No game name: the ID number names the link.
    expect(within(row).getByText('MP-2')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('2.0')).toBeInTheDocument();
  });

  it('hides Link Component in preview mode', async () => {
    mockDialogApi();
    const store = setupStore({
      auth: {
        ...initialAuthState,
        token: VALID_TOKEN,
        _persist: { version: -1, rehydrated: true },
      },
    });
    const onBack = jest.fn();
    render(
      <Provider store={store}>
        <LinkComponentPanel
          componentId={100}
          manufacturer="Acme"
          platform="Acme One"
          componentType="Main PGM"
          preview
          onBack={onBack}
        />
      </Provider>,
    );
    await screen.findByText('MP-1');
    expect(screen.queryByText('Link Component')).not.toBeInTheDocument();
    press('Back');
    expect(onBack).toHaveBeenCalled();
  });

  describe('name-only rows (a Custom Names type: every row has keytbl 0)', () => {
    const cabinetArt = component({
      componentID: 103,
      componentType: 'Cabinet Art',
      required: true,
    });

    async function openCustomNames() {
      const sent = mockDialogApi({
        request: requestWith([...existingRequest.components, cabinetArt]),
      });
      server.use(ok('GetComponentsForLinking', [nameLinkRow('Alpha'), nameLinkRow('Beta')]));
      renderDialog({ mode: 'edit', requestId: 42 });
      await screen.findByDisplayValue('Spring release');
      selectRow(tableRow('Cabinet Art'));
      press('Link Component');
      await screen.findByText('Beta');
      return sent;
    }

    const radioOf = (name: string) =>
      within(screen.getByText(name).closest('tr') as HTMLElement).getByRole('radio');

    it('chooses one name, not all of them', async () => {
      await openCustomNames();
      selectRow(screen.getByText('Beta').closest('tr') as HTMLElement);
      await waitFor(() => expect(radioOf('Beta')).toBeChecked());
      expect(radioOf('Alpha')).not.toBeChecked();
    });

    it('links the chosen name to the row and sends it as a link by name (keytbl 0)', async () => {
      const sent = await openCustomNames();
      selectRow(screen.getByText('Beta').closest('tr') as HTMLElement);
      press('Link Component');
      await waitFor(() => expect(activeTab()).toBe('Image Request'));
      expect(within(tableRow('Cabinet Art')).getByText('Beta')).toBeInTheDocument();

      press('Save');
      await waitFor(() => expect(sent.submits).toHaveLength(1));
      expect(sent.submits[0]).toEqual(
        expect.objectContaining({
          components: [
            expect.objectContaining({ componentID: 100, relatedKeytbl: 501 }),
            expect.objectContaining({ componentID: 103, relatedKeytbl: 0, name: 'Beta' }),
          ],
        }),
      );
    });
  });
});
