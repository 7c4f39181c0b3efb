import { configure, screen, waitFor, within } from '@testing-library/react';
import {
  alice,
  bob,
  fill,
  mockProfileApi,
  roles,
  snackbarOf,
  STALE_USER,
} from '@/features/userProfile/profileForm/mockProfileApi';
import { resetUnsavedChanges } from '@/components/unsavedChanges/unsavedChangesStore';
import { permissionsWith } from '@/testing/fixtures';
import { fail } from '@/testing/mockApi';
import { tokenInformation } from '@/testing/handlers';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(240_000);
configure({ asyncUtilTimeout: 15_000 });
afterEach(() => resetUnsavedChanges());

/*
 * Role queries compute every element's accessible name; over this page (a list, a form and
 * a table) that takes seconds per query in jsdom, so these look elements up by their text
 * or label and check the role they carry.
 */
const usersList = () => within(screen.getByLabelText('Users'));
const tab = (name: string, scope: Pick<typeof screen, 'getByText'> = screen) =>
  scope.getByText(name, { selector: '[role="tab"]' });
const button = (name: string, scope: Pick<typeof screen, 'getByText'> = screen) =>
  scope.getByText(name, { selector: 'button > span' }).closest('button') as HTMLButtonElement;
async function dialogTitled(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest('[role="dialog"]') as HTMLElement;
}
const noDialog = (title: string) =>
  expect(screen.queryByText(title, { selector: '.ant-modal-title' })).not.toBeInTheDocument();
const editor = (name: string) => screen.findByText(name, { selector: '.ant-card-head-title' });

async function openUsers() {
  const sent = mockProfileApi();
  const app = renderApp('/UserManagement');
  // The first render loads the page's chunk, which takes a while on a busy machine.
  await screen.findByText(
    'Alice Adams (alice)',
    { selector: '.ant-card-head-title' },
    { timeout: 60_000 },
  );
  await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue('Alice'));
  return { ...app, sent };
}

async function chooseBob(app: Awaited<ReturnType<typeof openUsers>>) {
  await app.user.click(usersList().getByText('Bob Baker'));
  await editor('Bob Baker (bob)');
  await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue('Bob'));
}

async function snackbar(text: string) {
  const status = await screen.findByText(
    (_content, element) =>
      element?.getAttribute('role') === 'status' && (element.textContent ?? '').includes(text),
  );
  return snackbarOf(status);
}

const checkbox = (name: string) => screen.getByLabelText(name);

describe('User Management list', () => {
  it('lists users by first name ascending with name, username and e-mail, and edits the first', async () => {
    const { sent } = await openUsers();
    expect(screen.getByText('User Management', { selector: 'h2' })).toBeInTheDocument();
    expect(Object.fromEntries(sent.users[0])).toEqual(
      expect.objectContaining({
        page: '1',
        itemsPerPage: '10',
        sortField: 'FirstName',
        sortDirection: 'asc',
      }),
    );
    const options = [...screen.getByLabelText('Users').querySelectorAll('[role="option"]')];
    expect(options.map((option) => option.textContent)).toEqual([
      'Alice Adamsalicealice@example.com',
      'Bob Bakerbobbob@example.com',
      'Carol Clarkcarolcarol@example.com',
    ]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(
      [...document.querySelectorAll('[role="tab"]')].map((element) => element.textContent),
    ).toEqual(['Your Profile', 'Your Roles', 'Change Your Password']);
    expect(screen.getByLabelText('Username')).toBeDisabled();
  });

  it('offers the sort fields of the spec', async () => {
    const { user } = await openUsers();
    await user.click(screen.getByLabelText('Sort by'));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option')).not.toBeNull());
    const labels = [...document.querySelectorAll('.ant-select-item-option')].map((option) =>
      option.getAttribute('title'),
    );
    expect(labels).toEqual(['First Name', 'Last Name', 'Username', 'E-mail']);
  });

  it('redirects a user without canViewAdminPage away', async () => {
    server.use(tokenInformation(permissionsWith({ canViewAdminPage: false })));
    mockProfileApi();
    const { router } = renderApp('/UserManagement');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText('User Management', { selector: 'h2' })).not.toBeInTheDocument();
  });
});

describe('Editing a user as administrator', () => {
  it('shows their own roles read-only and never sends roles for themselves', async () => {
    const { user, sent } = await openUsers();
    await user.click(tab('Your Roles'));
    const table = (await screen.findByText('Administrator')).closest('table') as HTMLElement;
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(tab('Your Profile'));
    await fill(user, screen.getByLabelText('Badge Number'), 'B-17');
    await user.click(button('Save'));
    await snackbar('Profile saved successfully');
    expect(sent.saves).toHaveLength(1);
    expect(sent.saves[0]).not.toHaveProperty('userRoles');
    expect(sent.saves[0]).toMatchObject({ userId: alice.userId, badgeNumber: 'B-17' });
  });

  it('picks roles from those assignable to the signed-in user and keeps the roles it may not assign', async () => {
    const app = await openUsers();
    const { user, sent } = app;
    await chooseBob(app);
    await user.click(tab('Your Roles'));
    await screen.findByText('Auditor');
    expect(sent.assignable).toContain('alice');
    expect(checkbox('Select Lab Staff')).toBeChecked();
    expect(checkbox('Select Auditor')).not.toBeChecked();
    expect(screen.getByText('Selected: 1')).toBeInTheDocument();
    expect(checkbox('Manufacturer Restricted: Manufacturer Representative')).toBeChecked();
    expect(checkbox('Manufacturer Restricted: Manufacturer Representative')).toBeDisabled();
    expect(checkbox('Super User: Lab Staff')).not.toBeChecked();
    expect(checkbox('Super User: Lab Staff')).toBeDisabled();
    // The role bob holds that alice may not assign is not offered.
    expect(screen.queryByText('Super User', { selector: 'td' })).not.toBeInTheDocument();

    await fill(user, screen.getByLabelText('Search roles'), 'aud');
    await waitFor(() => expect(screen.queryByText('Lab Staff')).not.toBeInTheDocument());
    await user.click(checkbox('Select Auditor'));
    expect(screen.getByText('Selected: 2')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search roles'));
    expect(await screen.findByText('Lab Staff')).toBeInTheDocument();
    expect(checkbox('Select Lab Staff')).toBeChecked();

    await user.click(button('Save'));
    await snackbar('Profile saved successfully');
    expect(sent.saves).toHaveLength(1);
    expect(sent.saves[0].userId).toBe(bob.userId);
    expect(sent.saves[0].userRoles?.map((role) => role.objectId).sort()).toEqual(
      [roles.viewer.objectId, roles.staff.objectId, roles.root.objectId].sort(),
    );
  });

  it("refuses an administrator's save of a user saved meanwhile: keeps the typed text, offers Reload profile, reloads", async () => {
    const app = await openUsers();
    const { user, sent } = app;
    await chooseBob(app);
    sent.saveElsewhere('bob', { department: 'Quality' });
    await fill(user, screen.getByLabelText('Badge Number'), 'B-99');
    await user.click(button('Save'));
    await snackbar(STALE_USER);
    const notice = await screen.findByText(STALE_USER, { selector: '.ant-alert-title' });
    expect(sent.saves).toEqual([
      expect.objectContaining({ userId: bob.userId, version: 1, badgeNumber: 'B-99' }),
    ]);
    expect(screen.getByLabelText('Badge Number')).toHaveValue('B-99');
    expect(screen.getByLabelText('Department')).toHaveValue('Lab');

    const alert = notice.closest('[role="alert"]') as HTMLElement;
    await user.click(button('Reload profile', within(alert)));
    await waitFor(() => expect(screen.getByLabelText('Department')).toHaveValue('Quality'));
    expect(screen.getByLabelText('Badge Number')).toHaveValue('');
    expect(
      screen.queryByText(STALE_USER, { selector: '.ant-alert-title' }),
    ).not.toBeInTheDocument();
  });

  it("says 'Gathering the assignable roles has failed' when the roles cannot be loaded", async () => {
    server.use(fail('GetAssignableRoles', { status: 500, message: 'The database is down.' }));
    const app = await openUsers();
    server.use(fail('GetAssignableRoles', { status: 500, message: 'The database is down.' }));
    await chooseBob(app);
    const expected = 'Gathering the assignable roles has failed: The database is down.';
    expect(await snackbar(expected)).toEqual({ text: expected, type: 'error' });
  });

  it("shows the server's refusal when the administrator may not set the password", async () => {
    const app = await openUsers();
    const { user, store } = app;
    await chooseBob(app);
    server.use(
      fail('SaveNewPassword', {
        status: 403,
        message: 'Only a super user can change the password of a super user.',
      }),
    );
    await user.click(tab('Change Your Password'));
    expect(await screen.findByText('NEVER')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('New Password'), 'temporary-1');
    await fill(user, screen.getByLabelText('Confirm Password'), 'temporary-1');
    await waitFor(() => expect(button('Save New Password')).toBeEnabled());
    await user.click(button('Save New Password'));
    const expected =
      'Saving your new password has failed. Please try again or contact support: Only a super user can change the password of a super user.';
    expect(await snackbar(expected)).toEqual({ text: expected, type: 'error' });
    expect(store.getState().auth.token).toBe('valid-token');
  });

  it('asks before switching to another user while the profile is changed', async () => {
    const { user, router } = await openUsers();
    await fill(user, screen.getByLabelText('Department'), 'Testing QA');
    await user.click(usersList().getByText('Bob Baker'));
    const question = await dialogTitled('Discard unsaved changes?');
    await user.click(button('Keep editing', within(question)));
    expect(screen.getByLabelText('Department')).toHaveValue('Testing QA');
    expect(router.state.location.search).not.toContain(bob.userId);

    await user.click(usersList().getByText('Bob Baker'));
    await user.click(
      button('Discard changes', within(await dialogTitled('Discard unsaved changes?'))),
    );
    await editor('Bob Baker (bob)');
  });
});

describe('Invite New User', () => {
  async function openInvite() {
    const app = await openUsers();
    await app.user.click(button('Invite New User'));
    const dialog = await dialogTitled('Invite New User');
    return { ...app, dialog: within(dialog), dialogElement: dialog };
  }

  async function fillNewUser(
    dialog: ReturnType<typeof within>,
    user: Awaited<ReturnType<typeof openUsers>>['user'],
  ) {
    await fill(user, dialog.getByLabelText('Username'), 'dave');
    await fill(user, dialog.getByLabelText('First Name'), 'Dave');
    await fill(user, dialog.getByLabelText('Last Name'), 'Dunn');
    await fill(user, dialog.getByLabelText('E-mail Address'), 'dave@example.com');
  }

  it('is an 800-wide dialog with the invite tabs; Send Invite waits for a valid form', async () => {
    const { dialog, dialogElement, user } = await openInvite();
    expect((dialogElement.closest('.ant-modal') as HTMLElement).style.width).toBe('800px');
    expect(
      [...dialogElement.querySelectorAll('[role="tab"]')].map((element) => element.textContent),
    ).toEqual(['New User Information', 'New User Roles']);
    const send = button('Send Invite', dialog);
    expect(send).toBeDisabled();
    await user.type(dialog.getByLabelText('Username'), 'dave');
    await user.clear(dialog.getByLabelText('Username'));
    expect(await dialog.findByText('Required.')).toBeInTheDocument();
    await fillNewUser(dialog, user);
    await waitFor(() => expect(send).toBeEnabled());
    await fill(user, dialog.getByLabelText('E-mail Address'), 'dave');
    expect(await dialog.findByText('Not a valid e-mail address')).toBeInTheDocument();
    await waitFor(() => expect(send).toBeDisabled());
  });

  it('sends nothing and says so when no role is selected', async () => {
    const { dialog, user, sent } = await openInvite();
    await fillNewUser(dialog, user);
    await waitFor(() => expect(button('Send Invite', dialog)).toBeEnabled());
    await user.click(button('Send Invite', dialog));
    const expected =
      'No roles were selected to assign to the new user. Please select at least one user role.';
    expect(await snackbar(expected)).toEqual({ text: expected, type: 'error' });
    expect(sent.invites).toEqual([]);
    expect(tab('New User Roles', dialog)).toHaveAttribute('aria-selected', 'true');
  });

  it("invites with the chosen role, shows the server's message in info style and selects the new user", async () => {
    const { dialog, user, sent, router } = await openInvite();
    await fillNewUser(dialog, user);
    await user.click(tab('New User Roles', dialog));
    await user.click(await dialog.findByLabelText('Select Lab Staff'));
    expect(dialog.getByText('Selected: 1')).toBeInTheDocument();
    await user.click(button('Send Invite', dialog));
    expect(await snackbar('An invitation has been sent')).toEqual({
      text: 'An invitation has been sent to dave@example.com.',
      type: 'info',
    });
    expect(sent.invites).toHaveLength(1);
    expect(sent.invites[0]).toMatchObject({
      username: 'dave',
      firstName: 'Dave',
      lastName: 'Dunn',
      email: 'dave@example.com',
    });
    expect(sent.invites[0].userRoles.map((role) => role.objectId)).toEqual([roles.staff.objectId]);
    await waitFor(() => noDialog('Invite New User'));
    await editor('Dave Dunn (dave)');
    expect(
      screen.getByLabelText('Users').querySelector('[role="option"][aria-selected="true"]'),
    ).toHaveTextContent('Dave Dunn');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('dave');
  });

  it('stays open on Escape (persistent); the close button and Cancel ask before throwing away what was typed', async () => {
    const { dialog, user } = await openInvite();
    await fill(user, dialog.getByLabelText('First Name'), 'Dave');
    await user.keyboard('{Escape}');
    // Typing goes on in the dialog: nothing closed it and nothing asked.
    await fill(user, dialog.getByLabelText('Last Name'), 'Dunn');
    noDialog('Discard unsaved changes?');
    expect(await dialogTitled('Invite New User')).toBeInTheDocument();
    expect(dialog.getByLabelText('First Name')).toHaveValue('Dave');

    await user.click(button('Cancel', dialog));
    await user.click(
      button('Keep editing', within(await dialogTitled('Discard unsaved changes?'))),
    );
    expect(dialog.getByLabelText('First Name')).toHaveValue('Dave');

    await user.click(dialog.getByLabelText('Close', { selector: 'button' }));
    await user.click(
      button('Discard changes', within(await dialogTitled('Discard unsaved changes?'))),
    );
    await waitFor(() => noDialog('Invite New User'));
  });

  it('closes an untouched invite without asking', async () => {
    const { dialog, user } = await openInvite();
    await user.click(button('Cancel', dialog));
    await waitFor(() => noDialog('Invite New User'));
    noDialog('Discard unsaved changes?');
  });

  it("shows a refused invite with the spec's prefix and on the field the server names", async () => {
    const { dialog, user } = await openInvite();
    server.use(
      fail('SendUserInvite', {
        status: 409,
        message: "The username 'dave' is already taken. Please choose another.",
        field: 'username',
      }),
    );
    await fillNewUser(dialog, user);
    await user.click(tab('New User Roles', dialog));
    await user.click(await dialog.findByLabelText('Select Auditor'));
    await user.click(button('Send Invite', dialog));
    const expected =
      "Sending the new user invite has failed. Please try again or contact support: The username 'dave' is already taken. Please choose another.";
    expect(await snackbar(expected)).toEqual({ text: expected, type: 'error' });
    const usernameItem = dialog.getByLabelText('Username').closest('.ant-form-item') as HTMLElement;
    expect(
      await within(usernameItem).findByText(
        "The username 'dave' is already taken. Please choose another.",
      ),
    ).toBeInTheDocument();
    expect(await dialogTitled('Invite New User')).toBeInTheDocument();
  });
});
