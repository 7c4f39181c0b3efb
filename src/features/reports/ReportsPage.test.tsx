import { configure, screen, waitFor, within } from '@testing-library/react';
import type { RequestReport } from '@/api/generated/binaryRequestApi';
import { mockOperation } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { tableCsv } from './reportCsv';

// jsdom has no canvas: the chart is stood in for by its named image (e2e draws the real one).
jest.mock('./Chart', () => ({
  Chart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const REVIEW = '11111111-1111-4111-8111-111111111111';
const DONE = '22222222-2222-4222-8222-222222222222';
const QUICK_DRAFT = '33333333-3333-4333-8333-333333333333';
const DRAFT = '44444444-4444-4444-8444-444444444444';

const report: RequestReport = {
  total: 3,
  byStatus: [
    { stateId: DONE, status: 'Completed', workflow: 'Standard', count: 2 },
    { stateId: REVIEW, status: 'Review', workflow: 'Standard', count: 1 },
  ],
  byManufacturer: [
    { manufacturerId: 3, manufacturer: 'Apex Gaming', count: 2 },
    { manufacturerId: 4, manufacturer: '=HYPERLINK("x")', count: 1 },
  ],
  weeks: [
    { weekStart: '2019-03-04', created: 2, completed: 1, pastDue: 0 },
    { weekStart: '2019-03-11', created: 1, completed: 1, pastDue: 1 },
  ],
  timeInState: [
    {
      stateId: REVIEW,
      state: 'Review',
      workflow: 'Standard',
      visits: 3,
      medianHours: 48,
      p90Hours: 86.4,
    },
  ],
};

function mockReport(answer: RequestReport = report) {
  const queries: URLSearchParams[] = [];
  server.use(
    mockOperation('GetRequestReport', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return answer;
    }),
    mockOperation('GetManufacturerPlatforms', () => []),
    mockOperation('GetUserOrganizations', () => []),
  );
  return queries;
}

/** A table's body rows as text, found by its caption. */
function tableRows(caption: string): string[][] {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('Reports', () => {
  it('asks for the URL filters under the list names and shows each chart with its table', async () => {
    const queries = mockReport();
    renderApp(
      `/Reports?status=${REVIEW}&manufacturer=3&mine=true&following=true&from=2019-03-04&to=2019-03-31&priority=bogus`,
    );
    expect(await screen.findByText('3 requests match.')).toBeInTheDocument();
    const asked = queries[0];
    expect(asked?.getAll('status')).toEqual([REVIEW]);
    expect(asked?.getAll('manufacturerId')).toEqual(['3']);
    expect(asked?.get('createdBy')).toBe('me');
    expect(asked?.get('following')).toBe('true');
    expect(asked?.get('createdFrom')).toBe('2019-03-04');
    expect(asked?.get('createdTo')).toBe('2019-03-31');
    // A malformed value in a hand-edited link is left out, not sent to be refused.
    expect(asked?.has('priority')).toBe(false);

    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Bar chart of requests by status: Completed (Standard) 2, Review (Standard) 1 requests.',
      }),
    ).toBeInTheDocument();
    expect(tableRows('Requests by status')).toEqual([
      ['Completed', 'Standard', '2'],
      ['Review', 'Standard', '1'],
    ]);
    expect(tableRows('Requests by manufacturer')).toEqual([
      ['Apex Gaming', '2'],
      ['=HYPERLINK("x")', '1'],
    ]);
    expect(
      tableRows('Requests created and completed per week (weeks start on Monday, UTC)'),
    ).toEqual([
      ['2019-03-04', '2', '1'],
      ['2019-03-11', '1', '1'],
    ]);
    expect(tableRows('Hours spent in each workflow state, over the stays that ended')).toEqual([
      ['Review', 'Standard', '3', '48', '86.4'],
    ]);
    expect(tableRows('Requests past due at the end of each week (the latest week: now)')).toEqual([
      ['2019-03-04', '0'],
      ['2019-03-11', '1'],
    ]);
    const table = screen.getByRole('table', { name: 'Requests by status' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Status', 'Workflow', 'Requests']);
    // The menu offers the screen to a user who may view requests.
    expect(screen.getByRole('menuitem', { name: /Reports/ })).toBeInTheDocument();
  });

  it("tells two workflows' states of one name apart in the chart, the table and the CSV", async () => {
    mockReport({
      ...report,
      total: 9,
      byStatus: [
        { stateId: DRAFT, status: 'Draft', workflow: 'Standard', count: 5 },
        { stateId: QUICK_DRAFT, status: 'Draft', workflow: 'Expedited', count: 3 },
        { stateId: null, status: 'No state', workflow: null, count: 1 },
      ],
      timeInState: [
        {
          stateId: QUICK_DRAFT,
          state: 'Draft',
          workflow: 'Expedited',
          visits: 2,
          medianHours: 3,
          p90Hours: 5,
        },
        {
          stateId: DRAFT,
          state: 'Draft',
          workflow: 'Standard',
          visits: 4,
          medianHours: 20,
          p90Hours: 30,
        },
      ],
    });
    const made: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        made.push(blob);
        return 'blob:report';
      }),
      revokeObjectURL: jest.fn(),
    });
    const { user } = renderApp('/Reports');
    expect(await screen.findByText('9 requests match.')).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Bar chart of requests by status: Draft (Standard) 5, Draft (Expedited) 3, No state 1 requests.',
      }),
    ).toBeInTheDocument();
    expect(tableRows('Requests by status')).toEqual([
      ['Draft', 'Standard', '5'],
      ['Draft', 'Expedited', '3'],
      ['No state', '', '1'],
    ]);
    expect(
      screen.getByRole('img', {
        name: 'Bar chart of the median and 90th percentile hours spent in each state: Draft (Expedited) median 3 hours, Draft (Standard) median 20 hours.',
      }),
    ).toBeInTheDocument();
    expect(tableRows('Hours spent in each workflow state, over the stays that ended')).toEqual([
      ['Draft', 'Expedited', '2', '3', '5'],
      ['Draft', 'Standard', '4', '20', '30'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Download CSV: Requests by status' }));
    const bytes = new Uint8Array((await made[0]?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'Status,Workflow,Requests\r\nDraft,Standard,5\r\nDraft,Expedited,3\r\nNo state,,1\r\n',
    );
  });

  it('keeps a filter chosen on the screen in the URL, and clears them all', async () => {
    const queries = mockReport();
    const { router, user } = renderApp('/Reports?mine=true&q=kept');
    await screen.findByText('3 requests match.');
    await user.click(screen.getByRole('checkbox', { name: 'Created by me' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=kept'));
    await waitFor(() => expect(queries.at(-1)?.has('createdBy')).toBe(false));
    // The list's date picker takes a typed day once Enter confirms it.
    await user.type(screen.getByLabelText('Created from'), '2019-03-04{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=kept&from=2019-03-04'));
    await waitFor(() => expect(queries.at(-1)?.get('createdFrom')).toBe('2019-03-04'));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=kept'));
  });

  it('downloads a table as CSV with formulas neutralised', async () => {
    mockReport();
    const made: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      made.push(blob);
      return 'blob:report';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const { user } = renderApp('/Reports');
    await screen.findByText('3 requests match.');
    await user.click(
      screen.getByRole('button', { name: /Download CSV: Requests by manufacturer/ }),
    );
    expect(made).toHaveLength(1);
    // Bytes, not text(): decoding as UTF-8 drops the byte order mark this checks.
    const bytes = new Uint8Array((await made[0]?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'Manufacturer,Requests\r\nApex Gaming,2\r\n"\'=HYPERLINK(""x"")",1\r\n',
    );
    expect(tableCsv(['A'], [['-1'], [2]])).toBe("\uFEFFA\r\n'-1\r\n2\r\n");
  });
});
