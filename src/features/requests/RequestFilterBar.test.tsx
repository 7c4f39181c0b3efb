import { configure, screen, waitFor, within } from '@testing-library/react';
import { NO_FILTER_MATCH } from '@/components/requestFilters/requestFilters';
import { mockOperation } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { newCapture, requestHandlers, rows } from './requestsTestData';

// The test machine is shared and slow; antd renders need more than the default 1 s.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

const IN_REVIEW = '5a000000-0000-4000-8000-000000000001';
const COMPLETED = '5a000000-0000-4000-8000-000000000002';

/** GetRequests answering the first rows, recording each query the list sent. */
function listHandler(queries: URLSearchParams[], rowCount = 2) {
  return mockOperation('GetRequests', ({ request }) => {
    queries.push(new URL(request.url).searchParams);
    return { rowCount, rowCountCapped: false, gridRows: rows.slice(0, 2) };
  });
}

const filters = () => screen.getByRole('group', { name: 'Filters' });
const lastQuery = (queries: URLSearchParams[]) => queries.at(-1) ?? new URLSearchParams();

describe('Binary Requests filter bar', () => {
  beforeEach(() => server.use(...requestHandlers(newCapture())));

  it('opens a filtered link: sends every filter of the URL, shows a chip for each and the count', async () => {
    const queries: URLSearchParams[] = [];
    server.use(listHandler(queries, 2));
    renderApp(
      `/?q=helios&status=${IN_REVIEW}&status=${COMPLETED}&manufacturer=3&platform=7&priority=true&pastDue=true&mine=true&following=true&from=2026-01-01&to=2026-01-31`,
    );
    expect(await screen.findByText('Status: In Review')).toBeInTheDocument();
    await waitFor(() => expect(queries.length).toBeGreaterThan(0));
    const sent = lastQuery(queries);
    expect(sent.getAll('status')).toEqual([IN_REVIEW, COMPLETED]);
    expect(sent.getAll('manufacturerId')).toEqual(['3']);
    expect(sent.get('platformId')).toBe('7');
    expect(sent.get('priority')).toBe('true');
    expect(sent.get('pastDue')).toBe('true');
    expect(sent.get('createdBy')).toBe('me');
    expect(sent.get('following')).toBe('true');
    expect(sent.get('createdFrom')).toBe('2026-01-01');
    expect(sent.get('createdTo')).toBe('2026-01-31');
    expect(sent.get('searchTerm')).toBe('helios');
    for (const chip of [
      'Status: Completed',
      'Manufacturer: Apex Gaming',
      'Platform: Apex Helios',
      'Priority',
      'Past due',
      'Created by me',
      'Following',
      'Created from 2026-01-01',
      'Created to 2026-01-31',
    ])
      expect(within(filters()).getByRole('button', { name: `Clear ${chip}` })).toBeInTheDocument();
    expect(await screen.findByText('2 matching requests')).toBeInTheDocument();
  });

  it('drops what a hand-edited link gets wrong instead of sending it', async () => {
    const queries: URLSearchParams[] = [];
    server.use(listHandler(queries));
    renderApp('/?status=nope&manufacturer=x&from=2026-02-30x&priority=yes');
    await waitFor(() => expect(queries.length).toBeGreaterThan(0));
    const sent = lastQuery(queries);
    for (const name of ['status', 'manufacturerId', 'createdFrom', 'priority'])
      expect(sent.has(name)).toBe(false);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('applies a check box into the URL and the query, and clears one chip, then all', async () => {
    const queries: URLSearchParams[] = [];
    server.use(listHandler(queries));
    const { user, router } = renderApp('/?page=2&mine=true');
    expect(await screen.findByRole('button', { name: 'Clear Created by me' })).toBeInTheDocument();

    await user.click(within(filters()).getByRole('checkbox', { name: 'Priority' }));
    await waitFor(() => expect(router.state.location.search).toContain('priority=true'));
    // A new filter starts again from the first page.
    expect(router.state.location.search).not.toContain('page=2');
    await waitFor(() => expect(lastQuery(queries).get('priority')).toBe('true'));
    expect(lastQuery(queries).get('createdBy')).toBe('me');

    await user.click(screen.getByRole('button', { name: 'Clear Created by me' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('mine'));
    await waitFor(() => expect(lastQuery(queries).has('createdBy')).toBe(false));
    expect(lastQuery(queries).get('priority')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('priority'));
    await waitFor(() => expect(lastQuery(queries).has('priority')).toBe(false));
    expect(within(filters()).getByRole('checkbox', { name: 'Priority' })).not.toBeChecked();
  });

  it('says when nothing matches the filters, and that there are no requests once cleared', async () => {
    server.use(
      mockOperation('GetRequests', () => ({ rowCount: 0, rowCountCapped: false, gridRows: [] })),
    );
    const { user } = renderApp('/?priority=true');
    expect(await screen.findByText(NO_FILTER_MATCH)).toBeInTheDocument();
    expect(screen.queryByText(/^No requests yet/)).not.toBeInTheDocument();
    await user.click(within(filters()).getByRole('button', { name: 'Clear filters' }));
    expect(
      await screen.findByText('No requests yet. Use Add Request to create the first one.'),
    ).toBeInTheDocument();
  });

  it('labels every control', async () => {
    server.use(listHandler([]));
    renderApp('/');
    await screen.findByRole('group', { name: 'Filters' });
    for (const name of ['Status', 'Manufacturer', 'Platform', 'Organization'])
      expect(within(filters()).getByRole('combobox', { name })).toBeInTheDocument();
    for (const name of ['Created from', 'Created to'])
      expect(within(filters()).getByRole('textbox', { name })).toBeInTheDocument();
    for (const name of ['Priority', 'Past due', 'Created by me', 'Following'])
      expect(within(filters()).getByRole('checkbox', { name })).toBeInTheDocument();
  });
});
