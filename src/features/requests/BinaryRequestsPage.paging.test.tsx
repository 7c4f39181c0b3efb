import { configure, screen, waitFor, within } from '@testing-library/react';
import type { ImageRequestRow } from '@/api/generated/binaryRequestApi';
import { mockOperation } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { newCapture, requestHandlers, rows } from './requestsTestData';

// The test machine is shared and slow; antd renders need more than the default 1 s.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

/** GetRequests' count cap (openapi.yaml): a search's count stops at this many matches. */
const CAP = 1_000;

const row = (n: number): ImageRequestRow => ({
  ...rows[1],
  id: n,
  uploadName: `Lucky Lanterns ${n}`,
});

/**
 * GetRequests as the server answers a search of `matches` requests: an exact count up to the
 * cap; past it `rowCountCapped` with a lower bound that, on a page past the cap, is the last
 * row of a full page, and exact again on the page that ends the matches.
 */
function searchHandler(matches: number, queries: URLSearchParams[]) {
  return mockOperation('GetRequests', ({ request }) => {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    const offset = (Number(query.get('page')) - 1) * 10;
    const gridRows = Array.from({ length: Math.max(0, Math.min(10, matches - offset)) }, (_, i) =>
      row(offset + i + 1),
    );
    if (matches <= CAP) return { rowCount: matches, rowCountCapped: false, gridRows };
    const endsMatches = gridRows.length > 0 && offset + gridRows.length === matches;
    if (endsMatches) return { rowCount: matches, rowCountCapped: false, gridRows };
    return {
      rowCount: Math.max(CAP, offset + gridRows.length),
      rowCountCapped: true,
      gridRows,
    };
  });
}

const list = () => screen.getByRole('listbox', { name: 'Binary requests' });
const findInList = async (text: string) =>
  within(await screen.findByRole('listbox', { name: 'Binary requests' })).findByText(text);
const pagerItem = (name: string) => screen.getByRole('listitem', { name });
const note = (text: string) => screen.queryByText(text);

describe('Binary Requests pager with a capped count', () => {
  beforeEach(() => server.use(...requestHandlers(newCapture())));

  it('says more than 1,000 matches and offers the page after the known ones', async () => {
    const queries: URLSearchParams[] = [];
    server.use(searchHandler(25_000, queries));
    renderApp('/?q=lucky');
    expect(await findInList('Lucky Lanterns 1')).toBeInTheDocument();
    expect(await screen.findByText('More than 1,000 matches')).toBeInTheDocument();
    // 1,000 known matches fill 100 pages; the pager reaches one page further.
    expect(pagerItem('101')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: '102' })).not.toBeInTheDocument();
    expect(pagerItem('Next Page')).toHaveAttribute('aria-disabled', 'false');
    expect(queries[0].get('searchTerm')).toBe('lucky');
  });

  it('pages forward past the cap while full pages come back, and ends at the page that ends the matches', async () => {
    const queries: URLSearchParams[] = [];
    server.use(searchHandler(1_015, queries));
    const { user, router } = renderApp('/?q=lucky&page=100');
    expect(await findInList('Lucky Lanterns 991')).toBeInTheDocument();
    expect(screen.getByText('More than 1,000 matches')).toBeInTheDocument();

    // Page 101 is full: more than 1,010 match, so page 102 opens up.
    await user.click(pagerItem('Next Page'));
    expect(await findInList('Lucky Lanterns 1001')).toBeInTheDocument();
    expect(router.state.location.search).toContain('page=101');
    expect(await screen.findByText('More than 1,010 matches')).toBeInTheDocument();
    expect(pagerItem('102')).toBeInTheDocument();

    // Page 102 holds the last five: the count is exact, the note goes and the pager ends there.
    await user.click(pagerItem('Next Page'));
    expect(await findInList('Lucky Lanterns 1015')).toBeInTheDocument();
    expect(within(list()).getAllByRole('option')).toHaveLength(5);
    await waitFor(() => expect(note('More than 1,010 matches')).not.toBeInTheDocument());
    expect(screen.queryByText(/^More than/)).not.toBeInTheDocument();
    expect(pagerItem('102')).toHaveClass('ant-pagination-item-active');
    expect(pagerItem('Next Page')).toHaveAttribute('aria-disabled', 'true');
    expect(queries.map((q) => q.get('page'))).toEqual(['100', '101', '102']);
  });

  it('shows the exact count as the spec says when the search matches 1,000 or fewer', async () => {
    server.use(searchHandler(CAP, []));
    renderApp('/?q=lucky');
    expect(await findInList('Lucky Lanterns 1')).toBeInTheDocument();
    // ceiling(1,000 / 10) pages, no page beyond, no note.
    expect(pagerItem('100')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: '101' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^More than/)).not.toBeInTheDocument();
  });
});
