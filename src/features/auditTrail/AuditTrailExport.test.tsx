import { configure, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { mockOperation } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';

// antd tables render slowly in jsdom, and the test machine is shared.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const CSV = '\ufeffWhen (UTC),Actor\r\n2026-03-02T09:15:00.000Z,jlee\r\n';

beforeEach(() => {
  server.use(mockOperation('GetAuditTrail', () => ({ rowCount: 0, gridRows: [] })));
  URL.createObjectURL = jest.fn(() => 'blob:audit');
  URL.revokeObjectURL = jest.fn();
});

describe('Audit Trail export', () => {
  it("sends the screen's filters (not its page) and saves the file under the server's name", async () => {
    const sent: URLSearchParams[] = [];
    server.use(
      mockOperation('ExportAuditTrail', ({ request }) => {
        sent.push(new URL(request.url).searchParams);
        return new HttpResponse(CSV, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="audit-trail-2026-11-27.xlsx"; filename*=UTF-8''audit-trail-2026-11-27.xlsx`,
          },
        });
      }),
    );
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = renderApp(
      '/AuditTrail?actor=jlee&kind=signIn&kind=user&from=2026-01-01&to=2026-02-01&q=lab&page=3',
    );
    await screen.findByText('0 entries');
    await user.click(screen.getByRole('button', { name: /Export/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel' }));

    await waitFor(() => expect(saved).toEqual(['audit-trail-2026-11-27.xlsx']));
    expect(sent).toHaveLength(1);
    const [asked] = sent;
    expect(asked?.get('format')).toBe('xlsx');
    expect(asked?.get('actor')).toBe('jlee');
    expect(asked?.getAll('kind')).toEqual(['signIn', 'user']);
    expect(asked?.get('from')).toBe('2026-01-01');
    expect(asked?.get('to')).toBe('2026-02-01');
    expect(asked?.get('searchTerm')).toBe('lab');
    expect(asked?.get('sortField')).toBe('OccurredAt');
    expect(asked?.has('page')).toBe(false);
    expect(asked?.has('itemsPerPage')).toBe(false);
    click.mockRestore();
  });

  it("shows the server's refusal", async () => {
    server.use(
      mockOperation('ExportAuditTrail', () =>
        HttpResponse.json(
          {
            success: false,
            code: 'forbidden',
            message: 'Only a super user can view the audit trail.',
          },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderApp('/AuditTrail');
    await screen.findByText('0 entries');
    await user.click(screen.getByRole('button', { name: /Export/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(
      await screen.findByText('Only a super user can view the audit trail.'),
    ).toBeInTheDocument();
  });
});
