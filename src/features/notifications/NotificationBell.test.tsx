import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { baseApi } from '@/api';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { newCapture, requestHandlers } from '@/features/requests/requestsTestData';
import { notificationHandlers, notifications } from './notificationsTestData';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

/** A signed-in page with the given notifications on the server; the bell shown. */
async function openShell(stored = notifications) {
  const mocked = notificationHandlers(stored);
  server.use(...mocked.handlers, ...requestHandlers(newCapture()));
  const app = renderApp('/SiteSettings');
  await screen.findByRole('navigation', { name: 'Main navigation' });
  return { ...app, calls: mocked.calls, add: mocked.add };
}

async function openList(user: ReturnType<typeof renderApp>['user'], bellName: string | RegExp) {
  await user.click(await screen.findByRole('button', { name: bellName }));
  const list = await screen.findByRole('list', { name: 'Your notifications' });
  return list;
}

const unreadTags = (list: HTMLElement) => within(list).queryAllByText('Unread');

describe('Notifications bell', () => {
  it('is named with the unread count and lists the notifications newest first', async () => {
    const { user } = await openShell();
    // The count shows on the bell too.
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }),
    ).toHaveTextContent('2');
    const list = await openList(user, 'Notifications, 2 unread');
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();

    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Helios Spring Release'),
      expect.stringContaining('Nova Patch'),
      expect.stringContaining('Old Build'),
    ]);
    // Unread in words, not by colour alone; the read one has no such word.
    expect(within(items[0]).getByText('Unread')).toBeInTheDocument();
    expect(within(items[1]).getByText('Unread')).toBeInTheDocument();
    expect(within(items[2]).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(items[0]).getByText('Status changed to Approved')).toBeInTheDocument();
    expect(
      within(items[1]).getByText('Note added: Please attach the signed form'),
    ).toBeInTheDocument();

    // Each links to its request's details; a removed request has none to link to.
    expect(within(items[0]).getByRole('link', { name: 'Helios Spring Release' })).toHaveAttribute(
      'href',
      '/?q=Helios+Spring+Release&sel=101',
    );
    expect(within(items[2]).queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens from the keyboard', async () => {
    const { user } = await openShell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    bell.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('list', { name: 'Your notifications' })).toBeInTheDocument();
  });

  it('Mark all read sends the call and the count drops', async () => {
    const { user, calls } = await openShell();
    const list = await openList(user, 'Notifications, 2 unread');
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));

    await waitFor(() => expect(calls.markedAll).toBe(1));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(unreadTags(list)).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('opening one marks it read and shows its request', async () => {
    const { user, calls, router } = await openShell();
    const list = await openList(user, 'Notifications, 2 unread');
    await user.click(within(list).getByRole('link', { name: 'Nova Patch' }));

    await waitFor(() => expect(calls.markedRead).toEqual([[notifications[1].id]]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?q=Nova+Patch&sel=102');
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Nova Patch', { selector: 'h3' })).toBeInTheDocument();
  });

  it('marks a removed request’s notification read with its own button', async () => {
    const removedUnread = [{ ...notifications[2], read: false }];
    const { user, calls } = await openShell(removedUnread);
    const list = await openList(user, 'Notifications, 1 unread');
    await user.click(within(list).getByRole('button', { name: 'Mark read' }));

    await waitFor(() => expect(calls.markedRead).toEqual([[notifications[2].id]]));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('pages through more than ten', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      ...notifications[0],
      id: `9a000000-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`,
      requestName: `Request ${index + 1}`,
    }));
    const { user, calls } = await openShell(many);
    const list = await openList(user, 'Notifications, 12 unread');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);

    await user.click(screen.getByRole('listitem', { name: 'Next Page' }));
    await waitFor(() => expect(calls.listQueries.map((query) => query.get('page'))).toContain('2'));
    const second = await screen.findByRole('list', { name: 'Your notifications' });
    await waitFor(() =>
      expect(
        within(second)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Request 11', 'Request 12']),
    );
  });

  it('counts again when the Notifications tag is invalidated (the live stream), and says so', async () => {
    const { store, add } = await openShell();
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    // The bell's announcer: the header's other status region is named "Live updates".
    const announcer = () => screen.getByRole('status', { name: '' });
    // Nothing is said for the count the page opened with.
    expect(announcer()).toHaveTextContent('');

    add({ ...notifications[0], id: '9a000000-0000-4000-8000-000000000004' });
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(['Notifications']));
    });
    expect(
      await screen.findByRole('button', { name: 'Notifications, 3 unread' }),
    ).toBeInTheDocument();
    expect(announcer()).toHaveTextContent('3 unread notifications');
  });

  it('says when there are none', async () => {
    const { user } = await openShell([]);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });
});
