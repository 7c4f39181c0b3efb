import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Session } from '@/api/generated/accountApi';
import { mockProfileApi } from '@/features/userProfile/profileForm/mockProfileApi';
import { mockOperation, okWith } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

const here: Session = {
  sessionId: '0c0c0c0c-0000-4000-8000-000000000001',
  method: 'password',
  createdAt: '2026-11-20T08:00:00.000Z',
  lastSeenAt: '2026-11-20T09:00:00.000Z',
  address: '10.0.0.5',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  current: true,
};
const phone: Session = {
  sessionId: '0c0c0c0c-0000-4000-8000-000000000002',
  method: 'sso',
  createdAt: '2026-11-19T08:00:00.000Z',
  lastSeenAt: '2026-11-19T10:00:00.000Z',
  address: '192.0.2.7',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  current: false,
};

const laptop: Session = {
  ...phone,
  sessionId: '0c0c0c0c-0000-4000-8000-000000000003',
  method: 'password',
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
};

function openProfile(initial: Session[] = [here, phone]) {
  mockProfileApi();
  let sessions = initial;
  const ended: string[] = [];
  let othersEnded = 0;
  server.use(
    mockOperation('GetMySessions', () => sessions),
    mockOperation('EndMySession', ({ body }) => {
      ended.push(body.sessionId);
      sessions = sessions.filter((s) => s.sessionId !== body.sessionId);
      return okWith('EndMySession', null, 'The session has ended.');
    }),
    mockOperation('EndMyOtherSessions', () => {
      othersEnded += 1;
      sessions = sessions.filter((s) => s.current);
      return okWith('EndMyOtherSessions', null, '1 other session ended.');
    }),
  );
  const app = renderApp('/UserProfile');
  return { ...app, ended, othersEnded: () => othersEnded };
}

const table = async () => {
  const heading = await screen.findByRole('heading', { name: 'Sessions' });
  const card = heading.closest('.ant-card') as HTMLElement;
  return within(card);
};

describe('sessions on User Profile', () => {
  it('lists each session with its device, address and method, this browser marked', async () => {
    openProfile();
    const card = await table();
    const firefox = (await card.findByText('Firefox on Linux')).closest('tr') as HTMLElement;
    expect(within(firefox).getByText('This browser')).toBeInTheDocument();
    expect(within(firefox).getByText('10.0.0.5')).toBeInTheDocument();
    // No End on this browser's own row: that is Logout.
    expect(within(firefox).queryByRole('button', { name: /^End/ })).toBeNull();
    const iphone = card.getByText('Safari on iOS').closest('tr') as HTMLElement;
    expect(within(iphone).getByText(/Single sign-on/)).toBeInTheDocument();
    expect(within(iphone).queryByText('This browser')).toBeNull();
  });

  it('ends one session after asking, and the list drops it', async () => {
    const { user, ended } = openProfile();
    const card = await table();
    await user.click(await card.findByRole('button', { name: /^End Safari on iOS/ }));
    await user.click(await screen.findByRole('button', { name: 'End' }));
    await waitFor(() => expect(ended).toEqual([phone.sessionId]));
    await waitFor(() => expect(card.queryByText('Safari on iOS')).toBeNull());
    expect(await screen.findByText('The session has ended.')).toBeInTheDocument();
  });

  it("gives the focus to another session's End once one has ended", async () => {
    const { user, ended } = openProfile([here, phone, laptop]);
    const card = await table();
    await user.click(await card.findByRole('button', { name: /^End Safari on iOS/ }));
    await user.click(await screen.findByRole('button', { name: 'End' }));
    await waitFor(() => expect(ended).toEqual([phone.sessionId]));
    await waitFor(() => expect(card.queryByText('Safari on iOS')).toBeNull());
    await waitFor(() =>
      expect(card.getByRole('button', { name: /^End Chrome on Windows/ })).toHaveFocus(),
    );
  });

  it('ends all other sessions after asking', async () => {
    const { user, othersEnded } = openProfile();
    const card = await table();
    await card.findByText('Safari on iOS');
    await user.click(card.getByRole('button', { name: 'End all other sessions' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'End all other sessions' }));
    await waitFor(() => expect(othersEnded()).toBe(1));
    expect(await screen.findByText('1 other session ended.')).toBeInTheDocument();
    await waitFor(() => expect(card.queryByText('Safari on iOS')).toBeNull());
    expect(card.getByRole('button', { name: 'End all other sessions' })).toBeDisabled();
  });
});
