import { configure, screen, waitFor, within } from '@testing-library/react';
import { bob, fill, mockProfileApi } from '@/features/userProfile/profileForm/mockProfileApi';
import { resetUnsavedChanges } from '@/components/unsavedChanges/unsavedChangesStore';
import { allPermissions, tokenUser } from '@/testing/fixtures';
import { tokenInformation } from '@/testing/handlers';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(240_000);
configure({ asyncUtilTimeout: 15_000 });
afterEach(() => resetUnsavedChanges());

/*
 * What an administrator is offered in User Management (spec section 2): the profile's tab
 * labels, its field order, and another user's password and e-mail only for a super user
 * (the server refuses them to anyone else). Text and label queries: role queries over this
 * page take seconds each in jsdom.
 */
const EMAIL_LOCKED = "Only a super user can change another user's e-mail address.";
const tabLabels = () =>
  [...document.querySelectorAll('[role="tab"]')].map((element) => element.textContent);
const editor = (name: string) => screen.findByText(name, { selector: '.ant-card-head-title' });

async function openUsers(superUser: boolean) {
  server.use(tokenInformation(allPermissions, { ...tokenUser, isSuperUser: superUser }));
  const sent = mockProfileApi();
  const app = renderApp('/UserManagement');
  await editor('Alice Adams (alice)');
  await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue('Alice'));
  return { ...app, sent };
}

async function chooseBob(app: Awaited<ReturnType<typeof openUsers>>) {
  await app.user.click(within(screen.getByLabelText('Users')).getByText('Bob Baker'));
  await editor('Bob Baker (bob)');
  await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue('Bob'));
}

describe('An administrator who is not a super user', () => {
  it('gets no password tab and a read-only e-mail for another user; their own profile is unchanged', async () => {
    const app = await openUsers(false);
    // Their own profile: the spec's three tabs and an editable e-mail.
    expect(tabLabels()).toEqual(['Your Profile', 'Your Roles', 'Change Your Password']);
    expect(screen.getByLabelText('E-mail Address')).toBeEnabled();
    expect(screen.queryByText(EMAIL_LOCKED)).not.toBeInTheDocument();

    await chooseBob(app);
    expect(tabLabels()).toEqual(['Your Profile', 'Your Roles']);
    const email = screen.getByLabelText('E-mail Address');
    expect(email).toBeDisabled();
    expect(email).toHaveValue(bob.email);
    expect(email).toHaveAccessibleDescription(EMAIL_LOCKED);

    // The rest of the profile still saves, with the e-mail address as it was.
    await fill(app.user, screen.getByLabelText('Badge Number'), 'B-42');
    await app.user.click(screen.getByText('Save', { selector: 'button > span' }));
    await waitFor(() => expect(app.sent.saves).toHaveLength(1));
    expect(app.sent.saves[0]).toMatchObject({
      userId: bob.userId,
      email: bob.email,
      badgeNumber: 'B-42',
    });
  });
});

describe('A super user', () => {
  it("gets another user's password tab and editable e-mail, under the spec's tab labels", async () => {
    const app = await openUsers(true);
    await chooseBob(app);
    expect(tabLabels()).toEqual(['Your Profile', 'Your Roles', 'Change Your Password']);
    expect(screen.getByLabelText('E-mail Address')).toBeEnabled();
    expect(screen.queryByText(EMAIL_LOCKED)).not.toBeInTheDocument();
    await app.user.click(screen.getByText('Change Your Password', { selector: '[role="tab"]' }));
    expect(await screen.findByText('NEVER')).toBeInTheDocument();
  });
});

describe('The profile form', () => {
  it("lists its fields in the spec's order (reading and tab order)", async () => {
    const app = await openUsers(true);
    const form = screen.getByLabelText('Your Profile', { selector: 'form' });
    const labels = [...form.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual([
      'Username',
      'First Name',
      'Last Name',
      'E-mail Address',
      'Title',
      'Department',
      'Badge Number',
    ]);
    // Tab moves through the editable fields in the same order (Username is not editable here).
    await app.user.click(screen.getByLabelText('First Name'));
    const order = ['First Name'];
    for (let step = 0; step < 5; step += 1) {
      await app.user.tab();
      order.push(
        document.activeElement?.closest('.ant-form-item')?.querySelector('label')?.textContent ??
          '',
      );
    }
    expect(order).toEqual([
      'First Name',
      'Last Name',
      'E-mail Address',
      'Title',
      'Department',
      'Badge Number',
    ]);
  });
});
