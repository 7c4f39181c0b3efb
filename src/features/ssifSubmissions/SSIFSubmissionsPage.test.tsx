import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { HttpResponse } from 'msw';
import type { SsifSubmission, ValidationComponent } from '@/api/generated/ssifSubmissionApi';
import { PROVIDER_NAME } from '@/app/config';
import { mockOperation, okWith } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const submissions: SsifSubmission[] = [
  {
    identity: 7,
    softwareAlias: 'ALIAS-7',
    description: 'Spring SSIF',
    manufacturer: 'Acme',
    platform: 'Acme One',
    filename: 'spring.ssif',
    uploadDateTime: '2026-03-01T10:15:00.000Z',
  },
  {
    identity: 8,
    softwareAlias: 'ALIAS-8',
    description: 'Autumn SSIF',
    manufacturer: 'Bolt',
    platform: 'Bolt One',
    filename: 'autumn.ssif',
    uploadDateTime: '2026-09-01T08:00:00.000Z',
  },
];
const components: ValidationComponent[] = [
  { name: 'Main Program', componentType: 'Main PGM', status: 'Approved', required: true },
];

function mockSubmissionsApi() {
  const listQueries: URLSearchParams[] = [];
  const componentQueries: string[] = [];
  const removals: URLSearchParams[] = [];
  server.use(
    mockOperation('GetSubmissions', ({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      const remaining = submissions.filter(
        (s) => !removals.some((r) => r.get('submissionIdentity') === String(s.identity)),
      );
      return { rowCount: remaining.length, gridRows: remaining };
    }),
    mockOperation('GetComponentsForSubmission', ({ query }) => {
      componentQueries.push(query.identity ?? '');
      return components;
    }),
    mockOperation('RemoveSubmission', ({ request }) => {
      removals.push(new URL(request.url).searchParams);
      return okWith('RemoveSubmission', null, 'Removed.');
    }),
  );
  return { listQueries, componentQueries, removals };
}

const local = (utc: string) => dayjs(utc).format('YYYY-MM-DD HH:mm');
const descriptionValue = (label: string) =>
  screen.getByText(label, { selector: 'th, th *' }).closest('th')?.nextElementSibling?.textContent;

describe('SSIF Submissions', () => {
  it('lists submissions (uploadDateTime descending) and shows the first one with its components', async () => {
    const { listQueries, componentQueries } = mockSubmissionsApi();
    renderApp('/SSIFSubmissions');
    expect(
      await screen.findByText(`${PROVIDER_NAME} SSIF Submissions`, { selector: 'h2' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('ALIAS-8')).toBeInTheDocument();
    expect(Object.fromEntries(listQueries[0])).toEqual(
      expect.objectContaining({
        page: '1',
        itemsPerPage: '10',
        sortField: 'uploadDateTime',
        sortDirection: 'desc',
      }),
    );
    expect(screen.getByText('Bolt One')).toBeInTheDocument();
    expect(screen.getByText(local(submissions[1].uploadDateTime))).toBeInTheDocument();

    expect(await screen.findByText('Alias: ALIAS-7')).toBeInTheDocument();
    expect(descriptionValue('Manufacturer')).toBe('Acme');
    expect(descriptionValue('Platform')).toBe('Acme One');
    expect(descriptionValue('Created On')).toBe(local(submissions[0].uploadDateTime));
    expect(descriptionValue('File Name')).toBe('spring.ssif');
    expect(descriptionValue('Description')).toBe('Spring SSIF');
    const table = (await screen.findByText('Main Program')).closest('table') as HTMLElement;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Type', 'Status', 'Required']);
    expect(within(table).getByRole('checkbox')).toBeChecked();
    expect(componentQueries).toEqual(['7']);
  });

  it('deletes a submission after confirmation and reloads the list', async () => {
    const { listQueries, removals } = mockSubmissionsApi();
    renderApp('/SSIFSubmissions');
    await screen.findByText('Alias: ALIAS-7');
    fireEvent.click(screen.getByText('Delete Submission', { selector: 'button span' }));
    // The question names the submission it deletes.
    expect(await screen.findByText('Delete SSIF submission ALIAS-7?')).toBeInTheDocument();
    // A dialog, which takes the focus (a keyboard user answers it where they are).
    const question = (
      await screen.findByText('Delete this SSIF submission and its components?')
    ).closest<HTMLElement>('[role="dialog"]');
    await waitFor(() => expect(question?.contains(document.activeElement)).toBe(true));
    fireEvent.click(await screen.findByText('Delete', { selector: 'button span' }));
    await waitFor(() => expect(removals).toHaveLength(1));
    expect(Object.fromEntries(removals[0])).toEqual({
      submissionIdentity: '7',
      manufacturer: 'Acme',
    });
    await waitFor(() => expect(listQueries.length).toBeGreaterThanOrEqual(2));
    expect(await screen.findByText('Alias: ALIAS-8')).toBeInTheDocument();
    expect(screen.getByText('Removed.')).toBeInTheDocument();
    // The deleted submission's button is gone: the list has the focus.
    await waitFor(() =>
      expect(screen.getByRole('listbox', { name: 'SSIF submissions' })).toHaveFocus(),
    );
  });

  it("shows 'Failed to remove ssif submission.' when the removal gets no response", async () => {
    mockSubmissionsApi();
    server.use(mockOperation('RemoveSubmission', () => HttpResponse.error()));
    renderApp('/SSIFSubmissions');
    await screen.findByText('Alias: ALIAS-7');
    fireEvent.click(screen.getByText('Delete Submission', { selector: 'button span' }));
    fireEvent.click(await screen.findByText('Delete', { selector: 'button span' }));
    expect(
      await screen.findByText('Failed to remove ssif submission.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it("shows 'Failed to get submissions.' when the list gets no response", async () => {
    server.use(mockOperation('GetSubmissions', () => HttpResponse.error()));
    renderApp('/SSIFSubmissions');
    expect(
      await screen.findByText('Failed to get submissions.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});
