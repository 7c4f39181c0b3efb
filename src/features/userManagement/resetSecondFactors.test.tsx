import { configure, screen, waitFor, within } from '@testing-library/react';
import { bob, mockProfileApi } from '@/features/userProfile/profileForm/mockProfileApi';
import { allPermissions, tokenUser } from '@/testing/fixtures';
import { tokenInformation } from '@/testing/handlers';
import { mockOperation, okWith } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(240_000);
configure({ asyncUtilTimeout: 15_000 });

const RESET = 'Reset two-factor authentication';
const editor = (name: string) => screen.findByText(name, { selector: '.ant-card-head-title' });

async function openBob(superUser: boolean) {
  server.use(tokenInformation(allPermissions, { ...tokenUser, isSuperUser: superUser }));
  mockProfileApi();
  const sent: unknown[] = [];
  server.use(
    mockOperation('ResetSecondFactors', ({ body }) => {
      sent.push(body);
      return okWith('ResetSecondFactors', null, 'Two-factor authentication of bob is reset.');
    }),
  );
  const app = renderApp('/UserManagement');
  await editor('Alice Adams (alice)');
  await app.user.click(within(screen.getByLabelText('Users')).getByText('Bob Baker'));
  await editor('Bob Baker (bob)');
  return { ...app, sent };
}

it("lets a super user reset another user's second factors, after a question naming them", async () => {
  const app = await openBob(true);
  await app.user.click(screen.getByRole('button', { name: RESET }));
  expect(await screen.findByText('Reset two-factor authentication of bob?')).toBeInTheDocument();
  expect(app.sent).toHaveLength(0);
  // The question's own button (the editor's opened it).
  const [, confirm] = screen.getAllByRole('button', { name: RESET });
  await app.user.click(confirm!);
  await waitFor(() => expect(app.sent).toEqual([{ userId: bob.userId }]));
  expect(await screen.findByText('Two-factor authentication of bob is reset.')).toBeVisible();
});

it('offers no reset to an administrator who is not a super user (the server refuses it)', async () => {
  await openBob(false);
  expect(screen.getByRole('button', { name: 'End all sessions' })).toBeVisible();
  expect(screen.queryByRole('button', { name: RESET })).not.toBeInTheDocument();
});
