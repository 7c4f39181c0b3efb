import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { HttpResponse } from 'msw';
import type {
  SoftwareValidationRow,
  ValidationComponent,
} from '@/api/generated/softwareValidationApi';
import {
  csvFile,
  mockDialogApi,
  validationResult,
} from '@/features/requests/imageRequestDialog/testData';
import { permissionsWith } from '@/testing/fixtures';
import { mockOperation } from '@/testing/mockApi';
import { tokenInformation } from '@/testing/handlers';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const rows: SoftwareValidationRow[] = [
  {
    id: 5,
    uploadName: 'Spring set',
    manufacturer: 'Acme',
    description: 'All spring software',
    createdBy: 'Alice Adams',
    createdOn: '2026-03-01T10:15:00.000Z',
  },
  {
    id: 6,
    uploadName: 'Autumn set',
    manufacturer: 'Bolt',
    description: 'Autumn',
    createdBy: 'Bob Brown',
    createdOn: '2026-09-01T08:00:00.000Z',
  },
];
const components: ValidationComponent[] = [
  { name: 'Main Program', componentType: 'Main PGM', status: 'Approved', required: true },
  { name: 'Printer FW', componentType: 'Printer', status: 'Pending', required: false },
];

function mockValidationsApi() {
  const listQueries: URLSearchParams[] = [];
  const detailQueries: string[] = [];
  server.use(
    mockOperation('GetSoftwareValidations', ({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      return { rowCount: rows.length, gridRows: rows };
    }),
    mockOperation('GetRemoteVerificationData', ({ query }) => {
      detailQueries.push(`remote:${query.softwareId}`);
      return { softwareAlias: 'ALIAS-5', filename: 'spring.csv' };
    }),
    mockOperation('GetComponentsForValidation', ({ query }) => {
      detailQueries.push(`components:${query.softwareId}`);
      return components;
    }),
  );
  return { listQueries, detailQueries };
}

const local = (utc: string) => dayjs(utc).format('YYYY-MM-DD HH:mm');
const descriptionValue = (label: string) =>
  screen.getByText(label, { selector: 'th, th *' }).closest('th')?.nextElementSibling?.textContent;

describe('Software Set Validations', () => {
  it('lists validations (UploadName descending) and shows the first one read-only', async () => {
    const { listQueries, detailQueries } = mockValidationsApi();
    renderApp('/SoftwareValidations');
    expect(
      await screen.findByText('Software Set Validations', { selector: 'h2' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Autumn set')).toBeInTheDocument();
    expect(Object.fromEntries(listQueries[0])).toEqual(
      expect.objectContaining({
        page: '1',
        itemsPerPage: '10',
        sortField: 'UploadName',
        sortDirection: 'desc',
      }),
    );
    expect(screen.getByText(local(rows[1].createdOn))).toBeInTheDocument();
    expect(screen.getByText('Bob Brown')).toBeInTheDocument();
    expect(screen.getByText('Bolt')).toBeInTheDocument();

    expect(await screen.findByText('ALIAS-5')).toBeInTheDocument();
    expect(detailQueries.sort()).toEqual(['components:5', 'remote:5']);
    expect(descriptionValue('Manufacturer')).toBe('Acme');
    expect(descriptionValue('Software Set Alias')).toBe('ALIAS-5');
    expect(descriptionValue('Creator')).toBe('Alice Adams');
    expect(descriptionValue('File Name')).toBe('spring.csv');
    expect(descriptionValue('Created On')).toBe(local(rows[0].createdOn));
    expect(descriptionValue('Description')).toBe('All spring software');

    const table = (await screen.findByText('Main Program')).closest('table') as HTMLElement;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Type', 'Status', 'Required']);
    const [required, notRequired] = within(table).getAllByRole('checkbox');
    expect(required).toBeChecked();
    expect(required).toBeDisabled();
    expect(notRequired).not.toBeChecked();
  });

  it('explains the section in an info popover', async () => {
    mockValidationsApi();
    renderApp('/SoftwareValidations');
    fireEvent.click(await screen.findByLabelText('About software set validations'));
    expect(await screen.findByText(/checked\s+against the regulator/)).toBeInTheDocument();
  });

  it('opens the dialog on its Add Software Set tab', async () => {
    mockValidationsApi();
    mockDialogApi();
    renderApp('/SoftwareValidations');
    fireEvent.click(await screen.findByText('Add Software Set'));
    await screen.findByText('File is required');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Add Software Set']);
  });

  it('selects the uploaded software set once it is stored', async () => {
    const { listQueries } = mockValidationsApi();
    const uploaded: SoftwareValidationRow = {
      ...rows[0],
      id: 7,
      uploadName: 'Winter set',
      createdOn: '2026-11-20T09:00:00.000Z',
    };
    server.use(
      mockOperation('GetSoftwareValidations', ({ request }) => {
        const query = new URL(request.url).searchParams;
        listQueries.push(query);
        // Newest first once sorted by Created On; the new set sorts last by name.
        const page = query.get('sortField') === 'CreatedOn' ? [uploaded, ...rows] : rows;
        return { rowCount: page.length, gridRows: page };
      }),
    );
    mockDialogApi({ upload: validationResult({ resultType: 'Success', validationId: 7 }) });
    const { router } = renderApp('/SoftwareValidations');
    await screen.findByText('Autumn set');
    fireEvent.click(screen.getByText('Add Software Set'));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Winter set' } });
    fireEvent.change(screen.getByLabelText('Description'), {
      target: { value: 'All spring software' },
    });
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('No file input');
    fireEvent.change(input, {
      target: { files: [csvFile(['Acme,Acme One,Main PGM,Main,MP-1,1.0'])] },
    });
    const upload = () => screen.getByText('Upload', { selector: 'button span' }).closest('button');
    await waitFor(() => expect(upload()).toBeEnabled());
    fireEvent.click(upload() as HTMLElement);

    await screen.findByText('Software Validation submitted successfully');
    await waitFor(() => expect(router.state.location.search).toContain('sel=7'));
    await waitFor(() =>
      expect(
        screen.getByText('Winter set', { selector: 'strong' }).closest('[aria-selected]'),
      ).toHaveAttribute('aria-selected', 'true'),
    );
    expect(listQueries.at(-1)?.get('sortField')).toBe('CreatedOn');
    expect(screen.queryByText('File is required')).not.toBeInTheDocument();
  });

  it('Back while the dialog is open closes it instead of leaving it over another selection', async () => {
    mockValidationsApi();
    mockDialogApi();
    const { router } = renderApp('/SoftwareValidations');
    await screen.findByText('Autumn set');
    fireEvent.click(screen.getByText('Autumn set'));
    await waitFor(() => expect(router.state.location.search).toBe('?sel=6'));
    fireEvent.click(screen.getByText('Add Software Set'));
    await screen.findByText('File is required');
    void router.navigate(-1);
    await waitFor(() => expect(screen.queryByText('File is required')).not.toBeInTheDocument());
  });

  it('offers Add Software Set only with canCreateSoftwareValidation', async () => {
    mockValidationsApi();
    server.use(tokenInformation(permissionsWith({ canCreateSoftwareValidation: false })));
    renderApp('/SoftwareValidations');
    await screen.findByText('Autumn set');
    expect(screen.queryByText('Add Software Set')).not.toBeInTheDocument();
  });

  it.each([
    ['GetSoftwareValidations', 'Failed to get software validations.'],
    ['GetComponentsForValidation', 'Failed to get components for validation.'],
    ['GetRemoteVerificationData', 'Failed to get remove verification data.'],
  ] as const)('shows the fallback message when %s gets no response', async (operation, message) => {
    mockValidationsApi();
    server.use(mockOperation(operation, () => HttpResponse.error()));
    renderApp('/SoftwareValidations');
    expect(await screen.findByText(message, {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});

afterEach(async () => {
  // Let pending list reloads settle before MSW's handlers reset.
  await waitFor(() => undefined);
});
