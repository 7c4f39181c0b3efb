import { configure, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { noMatch } from '@/components/masterDetail/MasterDetailLayout';
import { giveMenuEntriesLayout, pressKey } from '@/testing/keyboard';
import { mockOperation } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

type ExportOperation =
  'ExportRequests' | 'ExportSoftwareValidations' | 'ExportSubmissions' | 'ExportUsers';

interface Screen {
  name: string;
  operation: ExportOperation;
  /** The screen's address with its search, sort, page and selection (and filters, if any). */
  route: string;
  /** What the export must send besides `format`. */
  expected: Record<string, string | string[]>;
}

const IN_REVIEW = '5a000000-0000-4000-8000-000000000001';

// Each list screen with its own search and sort in the URL: the export sends what the list
// shows, every page (so neither `page` nor `itemsPerPage`).
const screens: Screen[] = [
  {
    name: 'Binary Requests',
    operation: 'ExportRequests',
    route: `/?q=helios&sort=UploadName&dir=asc&page=2&status=${IN_REVIEW}&manufacturer=3&priority=true`,
    expected: {
      searchTerm: 'helios',
      sortField: 'UploadName',
      sortDirection: 'asc',
      status: [IN_REVIEW],
      manufacturerId: ['3'],
      priority: 'true',
    },
  },
  {
    name: 'Software Set Validations',
    operation: 'ExportSoftwareValidations',
    route: '/SoftwareValidations?q=spring&sort=CreatedOn&dir=asc&page=2',
    expected: { searchTerm: 'spring', sortField: 'CreatedOn', sortDirection: 'asc' },
  },
  {
    name: 'SSIF Submissions',
    operation: 'ExportSubmissions',
    route: '/SSIFSubmissions?q=alias&sort=filename&dir=asc&page=3',
    expected: { searchTerm: 'alias', sortField: 'filename', sortDirection: 'asc' },
  },
  {
    name: 'User Management',
    operation: 'ExportUsers',
    route: '/UserManagement?q=adams&sort=Email&dir=desc&page=2',
    expected: { searchTerm: 'adams', sortField: 'Email', sortDirection: 'desc' },
  },
];

/** The export answering a small file under `fileName`, recording what each call sent. */
function mockExport(operation: ExportOperation, fileName: string) {
  const sent: URLSearchParams[] = [];
  server.use(
    mockOperation(operation, ({ request }) => {
      sent.push(new URL(request.url).searchParams);
      return new HttpResponse('\ufeffId\r\n1\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
        },
      });
    }),
  );
  return sent;
}

/** The file names the app saved (the anchor clicked with `download`). */
function savedFiles() {
  const saved: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return { saved, restore: () => click.mockRestore() };
}

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
});

describe.each(screens)('Export on $name', ({ operation, route, expected }) => {
  it("sends the list's search, sort and filters, not its page, and saves the file", async () => {
    const sent = mockExport(operation, 'list-2026-11-27.xlsx');
    const files = savedFiles();
    const { user } = renderApp(route);
    const search = new URLSearchParams(route.split('?')[1]).get('q') ?? '';
    // The list has answered (nothing matches in these mocks): the screen is drawn.
    expect(await screen.findByText(noMatch(search), {}, { timeout: 60_000 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Export/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel' }));

    await waitFor(() => expect(files.saved).toEqual(['list-2026-11-27.xlsx']));
    files.restore();
    expect(sent).toHaveLength(1);
    const asked = sent[0] ?? new URLSearchParams();
    expect(asked.get('format')).toBe('xlsx');
    for (const [name, value] of Object.entries(expected))
      if (Array.isArray(value)) expect(asked.getAll(name)).toEqual(value);
      else expect(asked.get(name)).toBe(value);
    for (const paging of ['page', 'itemsPerPage', 'pages']) expect(asked.has(paging)).toBe(false);
  });
});

describe('Export progress and failure', () => {
  it('says how much has arrived while the file downloads, then saves it', async () => {
    let finish: () => void = () => undefined;
    server.use(
      mockOperation('ExportSubmissions', () => {
        const encoder = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encoder.encode('x'.repeat(1500)));
            finish = () => controller.close();
          },
        });
        return new HttpResponse(body, { headers: { 'content-type': 'text/csv' } });
      }),
    );
    const files = savedFiles();
    const { user } = renderApp('/SSIFSubmissions');
    await screen.findByText('No SSIF submissions yet. They appear here once they are submitted.');
    await user.click(screen.getByRole('button', { name: /Export/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));

    expect(await screen.findByText('Exporting CSV… 1.5 kB received')).toBeInTheDocument();
    expect(files.saved).toEqual([]);
    finish();
    // No name from the server: the screen's own, with the format's extension.
    await waitFor(() => expect(files.saved).toEqual(['ssif-submissions.csv']));
    await waitFor(() => expect(screen.queryByText(/^Exporting CSV/)).not.toBeInTheDocument());
    files.restore();
  });

  it("shows the server's refusal on User Management", async () => {
    server.use(
      mockOperation('ExportUsers', () =>
        HttpResponse.json(
          { success: false, code: 'forbidden', message: 'You lack canViewAdminPage.' },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderApp('/UserManagement');
    await screen.findByText(
      'No users yet. Use Invite New User to add one.',
      {},
      { timeout: 60_000 },
    );
    await user.click(screen.getByRole('button', { name: /Export/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByText('You lack canViewAdminPage.')).toBeInTheDocument();
  });

  it('opens by keyboard, moves with the arrow keys, exports with Space and keeps the focus', async () => {
    const restoreLayout = giveMenuEntriesLayout();
    const sent = mockExport('ExportSubmissions', 'ssif-submissions.xlsx');
    const files = savedFiles();
    try {
      const { user } = renderApp('/SSIFSubmissions');
      await screen.findByText('No SSIF submissions yet. They appear here once they are submitted.');
      const exportButton = screen.getByRole('button', { name: /Export/ });
      exportButton.focus();
      await user.keyboard('{Enter}');
      // Focus moves into the menu, onto its first entry; the arrow key moves on to Excel.
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'CSV' })).toHaveFocus());
      pressKey('ArrowDown');
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Excel' })).toHaveFocus());
      await user.keyboard(' ');

      await waitFor(() => expect(files.saved).toEqual(['ssif-submissions.xlsx']));
      expect(sent.map((query) => query.get('format'))).toEqual(['xlsx']);
      expect(exportButton).toHaveFocus();
    } finally {
      files.restore();
      restoreLayout();
    }
  });
});
