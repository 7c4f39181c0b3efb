import { configure, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry } from '@/api/generated/administrativeApi';
import { PROVIDER_NAME } from '@/app/config';
import { allPermissions, tokenUser } from '@/testing/fixtures';
import { tokenInformation } from '@/testing/handlers';
import { mockOperation } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';

// antd tables render slowly in jsdom, and the test machine is shared.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const entry = (id: number, changes: Partial<AuditEntry>): AuditEntry => ({
  id,
  occurredAt: '2026-03-02T09:15:00.000Z',
  actorId: '6f1c2b9a-0d4e-4a51-9c1f-2a7b3c4d5e6f',
  actorUsername: 'alice',
  address: '192.0.2.10',
  kind: 'organization',
  action: 'updated',
  targetId: 'b1f8d0a4-5c1e-4d2a-9f3b-7e6c5d4a3b21',
  targetLabel: 'North Lab',
  before: null,
  after: null,
  details: {},
  ...changes,
});

const ENTRIES = [
  entry(2, {
    before: { name: 'North Lab', users: ['jlee'] },
    after: { name: 'North Lab East', users: ['jlee', 'mgarcia'] },
  }),
  entry(1, {
    actorId: null,
    actorUsername: 'nobody-here',
    kind: 'signIn',
    action: 'failed',
    targetId: null,
    targetLabel: null,
    details: { reason: 'unknown username' },
  }),
];

/** GetAuditTrail answering ENTRIES (with `rowCount`), remembering every query string sent. */
function mockTrail(rowCount = ENTRIES.length) {
  const sent: URLSearchParams[] = [];
  server.use(
    mockOperation('GetAuditTrail', ({ request }) => {
      sent.push(new URL(request.url).searchParams);
      return { rowCount, gridRows: ENTRIES };
    }),
  );
  return sent;
}

const table = () => within(screen.getByRole('region', { name: 'Audit trail entries' }));

describe('Audit Trail', () => {
  it('shows who did what, from where, with each change as before → after', async () => {
    mockTrail();
    renderApp('/AuditTrail');
    expect(await screen.findByRole('heading', { name: 'Audit Trail' })).toBeInTheDocument();
    expect(await screen.findByText('2 entries')).toBeInTheDocument();
    const rows = table().getAllByRole('row');
    // The header row, then the newest entry first.
    const changed = within(rows[1] as HTMLElement);
    expect(changed.getByText('alice')).toBeInTheDocument();
    expect(changed.getByText('from 192.0.2.10')).toBeInTheDocument();
    expect(changed.getByText('Organization')).toBeInTheDocument();
    expect(changed.getByText('North Lab', { selector: 'del' })).toBeInTheDocument();
    expect(changed.getByText('North Lab East', { selector: 'ins' })).toBeInTheDocument();
    expect(changed.getByText('jlee, mgarcia', { selector: 'ins' })).toBeInTheDocument();
    const failed = within(rows[2] as HTMLElement);
    expect(failed.getByText('nobody-here')).toBeInTheDocument();
    expect(failed.getByText('Sign-in')).toBeInTheDocument();
    expect(failed.getByText('Reason: unknown username')).toBeInTheDocument();
  });

  it('sends the filters of a link, each kind on its own, and keeps a new one in the URL', async () => {
    const sent = mockTrail();
    const { user, router } = renderApp('/AuditTrail?kind=signIn&kind=user&from=2026-01-01&q=lab');
    await screen.findByText('2 entries');
    expect(sent.at(-1)?.getAll('kind')).toEqual(['signIn', 'user']);
    expect(sent.at(-1)?.get('from')).toBe('2026-01-01');
    expect(sent.at(-1)?.get('searchTerm')).toBe('lab');

    await user.type(screen.getByLabelText('Actor'), 'jlee{Enter}');
    await waitFor(() => expect(sent.at(-1)?.get('actor')).toBe('jlee'));
    expect(new URLSearchParams(router.state.location.search).get('actor')).toBe('jlee');
    // The other filters stay as they were.
    expect(sent.at(-1)?.getAll('kind')).toEqual(['signIn', 'user']);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(sent.at(-1)?.toString()).not.toMatch(/actor|kind|from|searchTerm/));
  });

  it('pages through the entries on the server', async () => {
    const sent = mockTrail(25);
    const { user } = renderApp('/AuditTrail');
    await screen.findByText('25 entries');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(sent.at(-1)?.get('page')).toBe('2'));
  });

  it('is not offered to an administrator who is not a super user, nor reachable by its URL', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
    server.use(tokenInformation(allPermissions, { ...tokenUser, isSuperUser: false }));
    const { router } = renderApp('/AuditTrail');
    expect(
      await screen.findByRole('heading', { name: `${PROVIDER_NAME} Binary Requests` }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('menuitem', { name: /User Management/ })).toBeInTheDocument();
    expect(nav.queryByRole('menuitem', { name: /Audit Trail/ })).not.toBeInTheDocument();
    expect(calls).not.toContain('/api/Administrative/GetAuditTrail');
    server.events.removeAllListeners();
  });

  it('is in the Administration group for a super user', async () => {
    mockTrail();
    const { user, router } = renderApp('/UserProfile');
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    await user.click(nav.getByRole('menuitem', { name: /Audit Trail/ }));
    expect(await screen.findByRole('heading', { name: 'Audit Trail' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/AuditTrail');
  });
});
