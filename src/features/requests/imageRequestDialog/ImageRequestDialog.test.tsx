import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { mockOperation } from '@/testing/mockApi';
import { server } from '@/testing/server';
import { permissionsWith } from '@/testing/fixtures';
import {
  activeTab,
  choose,
  expectMessage,
  fillNewRequest,
  menuItems,
  press,
  selectRow,
  tab,
  tableRow,
  typeInto,
} from '@/testing/dialogTestSteps';
import {
  mainPgm,
  mockDialogApi,
  organizations,
  quickActions,
  renderDialog,
  requestWith,
} from './testData';

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

describe('ImageRequestDialog: the request form', () => {
  it('shows each required-field message and the review message on Save, sending nothing', async () => {
    const sent = mockDialogApi();
    renderDialog();
    await screen.findByLabelText('Name');
    press('Save');
    expect(
      await expectMessage('Required field has no value, please review request'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Required.')).toBeInTheDocument();
    expect(screen.getByText('The manufacturer field is required')).toBeInTheDocument();
    expect(screen.getByText('The platform field is required')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(sent.submits).toHaveLength(0);
  });

  it('moves between tabs only by its own buttons', async () => {
    mockDialogApi();
    renderDialog({ mode: 'edit', requestId: 42 });
    await screen.findByDisplayValue('Spring release');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Image Request',
      'Link Components',
    ]);
    expect(tab('Link Components')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(tab('Link Components'));
    expect(activeTab()).toBe('Image Request');

    selectRow(tableRow('Main PGM'));
    press('Link Component');
    await waitFor(() => expect(activeTab()).toBe('Link Components'));
    expect(tab('Image Request')).toHaveAttribute('aria-disabled', 'true');
    press('Back');
    await waitFor(() => expect(activeTab()).toBe('Image Request'));
  });

  it('creates a request: loads the platform components, needs required ones linked, then sends the payload', async () => {
    const sent = mockDialogApi();
    const { onSaved, onClose } = renderDialog();
    await screen.findByLabelText('Name');
    await fillNewRequest();
    expect(sent.componentsListQueries.map((q) => q.get('manufacturerId'))).toEqual(['11']);

    press('Save');
    expect(
      await expectMessage(
        'There are required components in the list that have not been linked yet.',
      ),
    ).toBeInTheDocument();
    expect(sent.submits).toHaveLength(0);

    selectRow(tableRow('Main PGM'));
    press('Link Component');
    selectRow(await screen.findByText('MP-1').then((cell) => cell.closest('tr') as HTMLElement));
    press('Link Component');
    await waitFor(() => expect(activeTab()).toBe('New Image Request'));
    expect(screen.getByText('Main Program')).toBeInTheDocument();

    press('Save');
    await waitFor(() => expect(sent.submits).toHaveLength(1));
    expect(sent.submits[0]).toEqual({
      submittalAction: '00000000-0000-0000-0000-000000000000',
      components: [
        {
          ...mainPgm,
          relatedKeytbl: 501,
          name: 'Main Program',
          status: 'Approved',
          version: '1.0',
          description: 'Main PGM',
        },
        expect.objectContaining({ componentType: 'Game', relatedKeytbl: null }),
        expect.objectContaining({ componentType: 'Printer', relatedKeytbl: null }),
      ],
      name: 'My request',
      description: 'Some images',
      manufacturerId: 11,
      manufacturer: 'Acme One',
      priority: false,
      organizationId: organizations[0].id,
      gpsPath: '',
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(77));
    expect(onClose).toHaveBeenCalled();
    expect(await expectMessage('Image request saved.')).toBeInTheDocument();
  });

  it('needs a due date when priority is set', async () => {
    const sent = mockDialogApi({ request: requestWith([linkedMain], { priorityDueDate: null }) });
    renderDialog({ mode: 'edit', requestId: 42 });
    await screen.findByDisplayValue('Spring release');
    press('Save');
    // In the snackbar and at the field.
    expect(
      (
        await screen.findAllByText('Priority due date cannot be blank.', {}, { timeout: 10_000 })
      )[0],
    ).toBeInTheDocument();
    expect(sent.submits).toHaveLength(0);
  });

  it('edits a request: loads it, offers Save first then the server actions, and sends the chosen action', async () => {
    const sent = mockDialogApi({ request: requestWith([linkedMain]) });
    const { onSaved } = renderDialog({ mode: 'edit', requestId: 42 });
    await screen.findByDisplayValue('Spring release');
    expect(sent.requestQueries.map((q) => q.get('requestId'))).toEqual(['42']);
    expect(screen.getByDisplayValue('Images for spring')).toBeInTheDocument();
    expect(screen.getByDisplayValue('/gps/spring')).toBeInTheDocument();
    expect(screen.getByDisplayValue('2026-12-24')).toBeInTheDocument();
    expect(screen.getByTitle('Acme Two')).toBeInTheDocument();
    expect(screen.getByTitle('Lab South')).toBeInTheDocument();

    await waitFor(() => expect(sent.quickActionQueries).toHaveLength(1));
    expect(Object.fromEntries(sent.quickActionQueries[0])).toEqual({
      requestId: '42',
      organizationId: organizations[1].id,
    });
    fireEvent.click(screen.getByLabelText('Submit actions'));
    await screen.findByText('Submit to Lab');
    expect(menuItems()).toEqual(['Save', 'Submit to Lab', 'Send for Review']);
    fireEvent.click(screen.getByText('Submit to Lab'));

    await waitFor(() => expect(sent.submits).toHaveLength(1));
    expect(sent.submits[0]).toEqual({
      id: 42,
      version: 3,
      submittalAction: quickActions[0].id,
      components: [linkedMain],
      name: 'Spring release',
      description: 'Images for spring',
      manufacturerId: 12,
      manufacturer: 'Acme Two',
      priority: true,
      organizationId: organizations[1].id,
      gpsPath: '/gps/spring',
      priorityDueDate: '2026-12-24',
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(77));
  });

  it("leaves out the due date when priority is off and shows the call's fallback message without a response", async () => {
    const sent = mockDialogApi({
      request: requestWith([linkedMain], { priority: false, priorityDueDate: '2026-12-24' }),
    });
    const bodies: unknown[] = [];
    server.use(
      mockOperation('SubmitImageRequest', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.error();
      }),
    );
    const { onClose } = renderDialog({ mode: 'edit', requestId: 42 });
    await screen.findByDisplayValue('Spring release');
    typeInto('Name', 'Renamed');
    press('Save');
    expect(await expectMessage('Failed to submit image request.')).toBeInTheDocument();
    expect(bodies[0]).toEqual(expect.objectContaining({ name: 'Renamed', priority: false }));
    expect(bodies[0]).not.toHaveProperty('priorityDueDate');
    expect(onClose).not.toHaveBeenCalled();
    expect(sent.submits).toHaveLength(0);
  });

  it('hides GPS Path without canViewGPSPath', async () => {
    mockDialogApi();
    renderDialog({ mode: 'edit', requestId: 42 }, permissionsWith({ canViewGPSPath: false }));
    await screen.findByDisplayValue('Spring release');
    expect(screen.queryByLabelText('GPS Path')).not.toBeInTheDocument();
  });

  it('clears the platform and components when the manufacturer changes', async () => {
    mockDialogApi();
    renderDialog();
    await screen.findByLabelText('Name');
    await fillNewRequest();
    await choose('Manufacturer', 'Bolt');
    await waitFor(() => expect(screen.queryByText('Printer')).not.toBeInTheDocument());
  });
});
