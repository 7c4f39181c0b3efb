import { configure, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import {
  alice,
  fill,
  mockProfileApi,
  noAnswer,
  roles,
  snackbarOf,
  STALE_USER,
} from '@/features/userProfile/profileForm/mockProfileApi';
import { resetUnsavedChanges } from '@/components/unsavedChanges/unsavedChangesStore';
import { fail, mockOperation } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });
afterEach(() => resetUnsavedChanges());

async function openProfile() {
  const sent = mockProfileApi();
  const app = renderApp('/UserProfile');
  // The first render loads the page's chunk, which takes a while on a busy machine.
  await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue('Alice'), {
    timeout: 60_000,
  });
  return { ...app, sent };
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });

async function snackbar(text: string) {
  const status = await screen.findByText(
    (_content, element) =>
      element?.getAttribute('role') === 'status' && (element.textContent ?? '').includes(text),
  );
  return snackbarOf(status);
}

describe('User Profile (own)', () => {
  it('shows the three tabs and the profile with the username read-only', async () => {
    await openProfile();
    expect(screen.getByRole('heading', { name: 'User Profile' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Your Profile',
      'Your Roles',
      'Change Your Password',
    ]);
    expect(screen.getByLabelText('Username')).toHaveValue('alice');
    expect(screen.getByLabelText('Username')).toBeDisabled();
    expect(screen.getByLabelText('Last Name')).toHaveValue('Adams');
    expect(screen.getByLabelText('E-mail Address')).toHaveValue('alice@example.com');
    expect(screen.getByLabelText('Title')).toHaveValue('Engineer');
    expect(screen.getByLabelText('Department')).toHaveValue('Testing');
    expect(screen.getByLabelText('Badge Number')).toHaveValue('B-1');
  });

  it('requires First Name, Last Name and a valid E-mail, and keeps Save disabled while invalid', async () => {
    const { user } = await openProfile();
    await user.clear(screen.getByLabelText('First Name'));
    expect(await screen.findByText('Required.')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeDisabled());
    await fill(user, screen.getByLabelText('First Name'), 'Alicia');
    await waitFor(() => expect(saveButton()).toBeEnabled());

    await fill(user, screen.getByLabelText('E-mail Address'), 'alice@nowhere');
    expect(await screen.findByText('Not a valid e-mail address')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeDisabled());

    await user.clear(screen.getByLabelText('Last Name'));
    expect(await screen.findByText('Required.')).toBeInTheDocument();
  });

  it('saves the profile without roles and says so', async () => {
    const { user, sent } = await openProfile();
    await fill(user, screen.getByLabelText('Department'), '  Compliance ');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    expect(await snackbar('Profile saved successfully')).toEqual({
      text: 'Profile saved successfully',
      type: 'success',
    });
    expect(sent.saves).toEqual([
      {
        userId: alice.userId,
        version: 1,
        firstName: 'Alice',
        lastName: 'Adams',
        email: 'alice@example.com',
        title: 'Engineer',
        department: 'Compliance',
        badgeNumber: 'B-1',
      },
    ]);
    expect(screen.getByLabelText('Department')).toHaveValue('Compliance');
  });

  it("shows a refused save with the spec's prefix and on the field the server names", async () => {
    const { user } = await openProfile();
    server.use(
      fail('SaveUserInformation', {
        status: 403,
        message: 'Only a super user can change the e-mail address of a super user.',
        field: 'email',
      }),
    );
    await fill(user, screen.getByLabelText('E-mail Address'), 'alice@elsewhere.com');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    const expected =
      'Saving your profile changes has failed. Please try again or contact support: Only a super user can change the e-mail address of a super user.';
    expect(await snackbar(expected)).toEqual({ text: expected, type: 'error' });
    const emailItem = screen
      .getByLabelText('E-mail Address')
      .closest('.ant-form-item') as HTMLElement;
    expect(
      await within(emailItem).findByText(
        'Only a super user can change the e-mail address of a super user.',
      ),
    ).toBeInTheDocument();
  });

  it("marks the field the envelope's field names, not one the message's words name", async () => {
    const { user } = await openProfile();
    server.use(
      fail('SaveUserInformation', {
        status: 400,
        message: 'The department is required with this e-mail address.',
        field: 'title',
      }),
    );
    await fill(user, screen.getByLabelText('Title'), 'Engineer Senior');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    const message = 'The department is required with this e-mail address.';
    const item = (label: string) =>
      within(screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement);
    expect(await item('Title').findByText(message)).toBeInTheDocument();
    expect(item('Department').queryByText(message)).not.toBeInTheDocument();
    expect(item('E-mail Address').queryByText(message)).not.toBeInTheDocument();
  });

  it('refuses a save of a profile saved meanwhile elsewhere: keeps the typed text, offers Reload profile, then saves the new version', async () => {
    const { user, sent } = await openProfile();
    sent.saveElsewhere('alice', { title: 'Lead Engineer' });
    await fill(user, screen.getByLabelText('Department'), 'Compliance');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    const expected = `Saving your profile changes has failed. Please try again or contact support: ${STALE_USER}`;
    expect(await snackbar(expected)).toEqual({ text: expected, type: 'error' });
    // The notice above the form (the snackbar is an alert too).
    const title = await screen.findByText(STALE_USER, { selector: '.ant-alert-title' });
    const notice = title.closest('[role="alert"]') as HTMLElement;
    expect(
      within(notice).getByText(/Your changes are still in the form below/),
    ).toBeInTheDocument();
    expect(sent.saves).toEqual([expect.objectContaining({ version: 1, department: 'Compliance' })]);
    expect(screen.getByLabelText('Department')).toHaveValue('Compliance');
    expect(screen.getByLabelText('Title')).toHaveValue('Engineer');

    await user.click(within(notice).getByRole('button', { name: 'Reload profile' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Lead Engineer'));
    expect(screen.getByLabelText('Department')).toHaveValue('Testing');
    expect(screen.queryByText(/Your changes are still in the form below/)).not.toBeInTheDocument();

    await fill(user, screen.getByLabelText('Department'), 'Compliance');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    await snackbar('Profile saved successfully');
    expect(sent.saves[1]).toEqual(
      expect.objectContaining({ version: 2, title: 'Lead Engineer', department: 'Compliance' }),
    );
  });

  it('follows the prefix with the fallback when the save gets no answer', async () => {
    const { user } = await openProfile();
    server.use(mockOperation('SaveUserInformation', noAnswer));
    await fill(user, screen.getByLabelText('Title'), 'Engineer II');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    expect((await snackbar('Saving your profile')).text).toBe(
      'Saving your profile changes has failed. Please try again or contact support: Failed to save user information.',
    );
  });

  it('lists their roles read-only with local times', async () => {
    const { user, sent } = await openProfile();
    await user.click(screen.getByRole('tab', { name: 'Your Roles' }));
    const table = (await screen.findByText('Administrator')).closest('table') as HTMLElement;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Description', 'Created On', 'Created By', 'Updated On', 'Updated By']);
    const cells = within(table).getAllByRole('row')[1].querySelectorAll('td');
    expect([...cells].map((cell) => cell.textContent)).toEqual([
      'Administrator',
      dayjs(roles.admin.createdOn).format('YYYY-MM-DD HH:mm'),
      'admin',
      dayjs(roles.admin.updatedOn).format('YYYY-MM-DD HH:mm'),
      'root',
    ]);
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(sent.assignable).toEqual([]);
  });
});

describe('Change Your Password', () => {
  async function openPasswordTab() {
    const app = await openProfile();
    await app.user.click(screen.getByRole('tab', { name: 'Change Your Password' }));
    await screen.findByLabelText('New Password');
    return app;
  }
  const savePassword = () => screen.getByRole('button', { name: 'Save New Password' });

  it('shows when the password expires, in local date, and the hint', async () => {
    await openPasswordTab();
    expect(
      screen.getByText(dayjs(alice.passwordExpirationDate).format('YYYY-MM-DD')),
    ).toBeInTheDocument();
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
  });

  it('shows NEVER when the password does not expire', async () => {
    mockProfileApi([{ ...alice, passwordExpirationDate: null }]);
    const { user } = renderApp('/UserProfile');
    await user.click(
      await screen.findByRole('tab', { name: 'Change Your Password' }, { timeout: 60_000 }),
    );
    expect(await screen.findByText('NEVER')).toBeInTheDocument();
  });

  it('checks length and match, with show/hide toggles, and keeps Save New Password disabled until valid', async () => {
    const { user } = await openPasswordTab();
    expect(savePassword()).toBeDisabled();
    await fill(user, screen.getByLabelText('New Password'), 'short');
    expect(await screen.findByText('Min 8 characters')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('New Password'), 'shortbutlonger');
    await fill(user, screen.getByLabelText('Confirm Password'), 'shortbutlongr');
    expect(await screen.findByText('The passwords you entered did not match')).toBeInTheDocument();
    expect(savePassword()).toBeDisabled();

    const newPassword = screen.getByLabelText('New Password');
    expect(newPassword).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show New Password' }));
    expect(newPassword).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide New Password' }));
    expect(newPassword).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show Confirm Password' })).toBeInTheDocument();

    await fill(user, screen.getByLabelText('Confirm Password'), 'shortbutlonger');
    await waitFor(() => expect(savePassword()).toBeEnabled());
  });

  it('saves the new password, keeps the user signed in with the fresh token and says so', async () => {
    const { user, sent, store, router } = await openPasswordTab();
    await fill(user, screen.getByLabelText('New Password'), 'new-secret-1');
    await fill(user, screen.getByLabelText('Confirm Password'), 'new-secret-1');
    await waitFor(() => expect(savePassword()).toBeEnabled());
    await user.click(savePassword());
    expect(await snackbar('New password saved successfully')).toEqual({
      text: 'New password saved successfully',
      type: 'success',
    });
    expect(sent.passwords).toEqual([{ userId: alice.userId, newPassword: 'new-secret-1' }]);
    expect(store.getState().auth.token).toBe('fresh-token');
    expect(store.getState().auth.user?.username).toBe('alice');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    // The profile reloads (its expiry may have moved) with the fresh token, not the revoked one.
    await waitFor(() => expect(sent.profileTokens.at(-1)).toBe('fresh-token'));
    expect(router.state.location.pathname).toBe('/UserProfile');
  });

  it("shows a refused password with the spec's prefix", async () => {
    const { user } = await openPasswordTab();
    server.use(
      fail('SaveNewPassword', { status: 400, message: 'Password must be at least 8 characters.' }),
    );
    await fill(user, screen.getByLabelText('New Password'), 'new-secret-1');
    await fill(user, screen.getByLabelText('Confirm Password'), 'new-secret-1');
    await waitFor(() => expect(savePassword()).toBeEnabled());
    await user.click(savePassword());
    const expected =
      'Saving your new password has failed. Please try again or contact support: Password must be at least 8 characters.';
    expect(await snackbar(expected)).toEqual({ text: expected, type: 'error' });
  });

  it('marks the password field the envelope names, whatever the words', async () => {
    const { user } = await openPasswordTab();
    const message = 'Choose one you have not used before.';
    server.use(fail('SaveNewPassword', { status: 400, message, field: 'newPassword' }));
    await fill(user, screen.getByLabelText('New Password'), 'new-secret-1');
    await fill(user, screen.getByLabelText('Confirm Password'), 'new-secret-1');
    await waitFor(() => expect(savePassword()).toBeEnabled());
    await user.click(savePassword());
    const newItem = screen.getByLabelText('New Password').closest('.ant-form-item') as HTMLElement;
    expect(await within(newItem).findByText(message)).toBeInTheDocument();
  });

  it('marks no field when the envelope names none, even if the words say password', async () => {
    const { user } = await openPasswordTab();
    const message = 'Your password cannot be changed right now.';
    server.use(fail('SaveNewPassword', { status: 400, message }));
    await fill(user, screen.getByLabelText('New Password'), 'new-secret-1');
    await fill(user, screen.getByLabelText('Confirm Password'), 'new-secret-1');
    await waitFor(() => expect(savePassword()).toBeEnabled());
    await user.click(savePassword());
    const expected = `Saving your new password has failed. Please try again or contact support: ${message}`;
    expect(await snackbar(expected)).toEqual({ text: expected, type: 'error' });
    const newItem = screen.getByLabelText('New Password').closest('.ant-form-item') as HTMLElement;
    expect(within(newItem).queryByText(message)).not.toBeInTheDocument();
  });
});

describe('Unsaved changes on the profile', () => {
  it('asks before leaving a changed profile, and stays when the user keeps editing', async () => {
    const { user, router } = await openProfile();
    await fill(user, screen.getByLabelText('Title'), 'Engineer Senior');
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    await user.click(nav.getByRole('menuitem', { name: /Binary Requests/ }));
    const question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/UserProfile');
    expect(screen.getByLabelText('Title')).toHaveValue('Engineer Senior');

    await user.click(nav.getByRole('menuitem', { name: /Binary Requests/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole(
        'button',
        { name: 'Discard changes' },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('does not ask once the changes are saved', async () => {
    const { user, router } = await openProfile();
    await fill(user, screen.getByLabelText('Title'), 'Engineer Senior');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    await snackbar('Profile saved successfully');
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    await user.click(nav.getByRole('menuitem', { name: /Binary Requests/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      screen.queryByRole('dialog', { name: 'Discard unsaved changes?' }),
    ).not.toBeInTheDocument();
  });
});
