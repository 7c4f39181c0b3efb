import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Permissions } from '@/api/generated/accountApi';
import { permissionsWith } from '@/testing/fixtures';
import { tokenInformation } from '@/testing/handlers';
import { HttpResponse } from 'msw';
import { mockOperation, ok } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { documentsMessages } from './DocumentsTab';
import {
  actions,
  newCapture,
  requestHandlers,
  requestOf,
  rows,
  submission,
} from './requestsTestData';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

const none: Partial<Permissions> = {
  canEditBinaryRequest: false,
  canDeleteBinaryRequest: false,
  canDeleteSSIFSubmission: false,
};

/** Opens the screen on request 101 (created by Sam Rivera; the user is Alice Adams). */
async function openDetails(
  permissions: Partial<Permissions>,
  { withSubmission = false, route = '/' } = {},
) {
  const captured = newCapture();
  server.use(
    tokenInformation(permissionsWith(permissions)),
    ...requestHandlers(captured, {
      request: (row) => requestOf(row, withSubmission ? { submissionInfo: submission } : {}),
    }),
  );
  const view = renderApp(route);
  await screen.findByText(route === '/' ? 'Helios Spring Release' : 'Nova Patch', {
    selector: 'h3',
  });
  return { ...view, captured };
}

async function menuEntries(user: ReturnType<typeof renderApp>['user']): Promise<string[]> {
  return (await openMenu(user, screen.getByLabelText('More actions'))).map(
    (item) => item.textContent ?? '',
  );
}

/** Clicks a dropdown's button and returns the items of the dropdown it opens. */
async function openMenu(
  user: ReturnType<typeof renderApp>['user'],
  button: HTMLElement,
): Promise<HTMLElement[]> {
  await user.click(button);
  let items: HTMLElement[] = [];
  await waitFor(() => {
    const open = document.querySelector<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden)');
    items = open ? within(open).getAllByRole('menuitem') : [];
    expect(items.length).toBeGreaterThan(0);
  });
  return items;
}

/**
 * A modal by its title. antd's test-mode ids repeat ('test-id'), so aria-labelledby
 * cannot name dialogs in jsdom.
 */
async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`No dialog titled ${title}`);
  return dialog;
}

describe('request details: three-dot menu', () => {
  it('offers every entry with all flags and a submission', async () => {
    const { user } = await openDetails({}, { withSubmission: true });
    expect(await menuEntries(user)).toEqual([
      'Edit Request',
      'Add Attachment',
      'Delete Request',
      'Delete SSIF Submission',
    ]);
  });

  it('shows no menu when nothing applies', async () => {
    await openDetails(none, { withSubmission: true });
    expect(screen.queryByLabelText('More actions')).not.toBeInTheDocument();
  });

  it('offers Edit Request to the creator without canEditBinaryRequest, but not Add Attachment', async () => {
    const { user } = await openDetails(none, { route: '/?sel=102' });
    expect(await menuEntries(user)).toEqual(['Edit Request']);
  });

  it('ties Edit Request and Add Attachment to canEditBinaryRequest for other users', async () => {
    const { user } = await openDetails({ ...none, canEditBinaryRequest: true });
    expect(await menuEntries(user)).toEqual(['Edit Request', 'Add Attachment']);
  });

  it('ties Delete Request to canDeleteBinaryRequest', async () => {
    const { user } = await openDetails({ ...none, canDeleteBinaryRequest: true });
    expect(await menuEntries(user)).toEqual(['Delete Request']);
  });

  it('offers Delete SSIF Submission only with the flag and a submission', async () => {
    const withFlag = await openDetails(
      { ...none, canDeleteSSIFSubmission: true },
      { withSubmission: true },
    );
    expect(await menuEntries(withFlag.user)).toEqual(['Delete SSIF Submission']);
    withFlag.unmount();

    // The flag without a submission (identity -1): nothing applies, so no menu.
    await openDetails({ ...none, canDeleteSSIFSubmission: true });
    expect(screen.queryByLabelText('More actions')).not.toBeInTheDocument();
  });
});

describe('request details: actions', () => {
  it('lists the workflow actions and executing one sends its id and shows the new status', async () => {
    const { user, captured } = await openDetails({});
    const items = await openMenu(user, screen.getByLabelText('Status: Submitted'));
    expect(items.map((item) => item.textContent)).toEqual(['Approve', 'Reject']);
    await user.click(items[0]);
    expect(await screen.findByLabelText('Status: Approved')).toBeInTheDocument();
    expect(captured.executed).toHaveLength(1);
    expect(Object.fromEntries(captured.executed[0])).toEqual({
      requestId: '101',
      actionId: actions[0].id,
    });
    // The list row reloads through the cache tags too.
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox', { name: 'Binary requests' })).getAllByRole('option')[0],
      ).toHaveTextContent('Approved'),
    );
  });

  it('asks before deleting, sends RemoveImageRequest and selects the new first item', async () => {
    const { user, captured, store } = await openDetails({});
    await user.click((await openMenu(user, screen.getByLabelText('More actions')))[2]);
    const dialog = await findDialog('Delete request Helios Spring Release?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(captured.removed).toHaveLength(0);

    await user.click((await openMenu(user, screen.getByLabelText('More actions')))[2]);
    const again = await findDialog('Delete request Helios Spring Release?');
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Nova Patch', { selector: 'h3' })).toBeInTheDocument();
    expect(Object.fromEntries(captured.removed[0])).toEqual({ requestId: '101' });
    expect(
      within(screen.getByRole('listbox', { name: 'Binary requests' })).getAllByRole('option'),
    ).toHaveLength(1);
    expect(store.getState().selection.requests).toBe(rows[1].id);
    // The removed request was not read again (it would answer 404 and show an error);
    // the user is told what happened.
    expect(store.getState().snackbar).toMatchObject({ message: 'Removed.', type: 'success' });
    expect(screen.getByText('Removed.')).toBeInTheDocument();
  });

  it('deletes the SSIF submission with its identity and manufacturer after confirmation', async () => {
    const { user, captured } = await openDetails({}, { withSubmission: true });
    await user.click((await openMenu(user, screen.getByLabelText('More actions')))[3]);
    const dialog = await findDialog('Delete SSIF submission HEL-1?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(captured.removedSubmissions).toHaveLength(1));
    expect(Object.fromEntries(captured.removedSubmissions[0])).toEqual({
      submissionIdentity: '55',
      manufacturer: 'Apex Gaming',
    });
    await waitFor(() =>
      expect(
        screen.queryByText('Delete SSIF submission HEL-1?', { selector: '.ant-modal-title' }),
      ).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Removed.')).toBeInTheDocument();
  });

  it('closes the SSIF question when the delete fails, says so, keeps the request and gives focus back to More actions', async () => {
    const { user } = await openDetails({}, { withSubmission: true });
    server.use(mockOperation('RemoveSubmission', () => HttpResponse.error()));
    const more = screen.getByLabelText('More actions');
    const entries = await openMenu(user, more);
    // The menu takes the focus a few frames after it opens (antd's autoFocus), as a user sees.
    await waitFor(() =>
      expect(entries[0]?.closest('[role="menu"]')).toContainElement(
        document.activeElement instanceof HTMLElement ? document.activeElement : null,
      ),
    );
    await user.click(entries[3]);
    const dialog = await findDialog('Delete SSIF submission HEL-1?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to remove ssif submission.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByText('Delete SSIF submission HEL-1?', { selector: '.ant-modal-title' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Helios Spring Release', { selector: 'h3' })).toBeInTheDocument();
    await waitFor(() => expect(more).toHaveFocus());
  });
});

describe('request details: Documents', () => {
  it.each([
    [{}, documentsMessages.emptyCanAttach],
    [{ canEditBinaryRequest: false }, documentsMessages.empty],
  ])(
    'says where to add the first document, to those who may (%j)',
    async (permissions, expected) => {
      const { user } = await openDetails(permissions);
      // Installed last, so it answers before the fixtures' one document.
      server.use(ok('GetAttachments', []));
      await user.click(screen.getByRole('tab', { name: 'Documents' }));
      expect(await screen.findByText(expected)).toBeInTheDocument();
    },
  );
});
