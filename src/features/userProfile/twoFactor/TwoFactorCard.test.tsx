import { configure, screen, waitFor, within } from '@testing-library/react';
import { failure, mockOperation, ok, okWith } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { allPermissions, tokenUser, VALID_TOKEN } from '@/testing/fixtures';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 30_000 });

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);

describe('two-factor authentication on User Profile', () => {
  it('sets up TOTP: QR code, secret as text, a code, then the recovery codes once', async () => {
    const confirmed: string[] = [];
    server.use(
      ok('StartTotpSetup', {
        secret: SECRET,
        otpauthUri: `otpauth://totp/Image%20Requests:alice?secret=${SECRET}`,
      }),
      mockOperation('ConfirmTotpSetup', ({ body }) => {
        confirmed.push(body.code);
        return body.code === '123456'
          ? { recoveryCodes: CODES }
          : failure({ status: 400, message: 'The authentication code is incorrect.' });
      }),
    );
    const { user } = renderApp('/UserProfile');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Set up two-factor authentication' },
        { timeout: 60_000 },
      ),
    );
    expect(await screen.findByText(SECRET)).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    const code = screen.getByLabelText('Authentication code');
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The authentication code is incorrect.')).toBeInTheDocument();

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('heading', { name: 'Recovery codes' })).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Recovery codes' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(confirmed).toEqual(['654321', '123456']);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('heading', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('routes a super user who must enrol to the set-up, and shows only it', async () => {
    server.use(
      mockOperation('GetTokenInformation', ({ query }) =>
        query.token === VALID_TOKEN
          ? {
              valid: true,
              user: { ...tokenUser, isSuperUser: true },
              permissions: allPermissions,
              secondFactorEnrolmentRequired: true,
            }
          : { valid: false, user: null, permissions: null, secondFactorEnrolmentRequired: false },
      ),
      ok('GetSecondFactors', {
        totpEnabled: false,
        recoveryCodesLeft: 0,
        passkeys: [],
        enrolmentRequired: true,
      }),
    );
    const { router } = renderApp('/UserManagement');
    expect(
      await screen.findByText('Set up two-factor authentication before using the app.', undefined, {
        timeout: 60_000,
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/UserProfile');
    expect(
      await screen.findByRole('button', { name: 'Set up two-factor authentication' }),
    ).toBeInTheDocument();
    // Neither the profile form nor the navigation: the server would refuse them.
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'User menu for alice' })).toBeInTheDocument();
  });

  it('asks before removing a passkey, opened by keyboard, then focuses the add form', async () => {
    const passkey = {
      passkeyId: '9a000000-0000-4000-8000-000000000001',
      name: 'Work laptop',
      createdAt: '2026-11-02T09:00:00.000Z',
      lastUsedAt: null,
    };
    const removed: string[] = [];
    server.use(
      mockOperation('GetSecondFactors', () => ({
        totpEnabled: false,
        recoveryCodesLeft: 0,
        passkeys: removed.length > 0 ? [] : [passkey],
        enrolmentRequired: false,
      })),
      mockOperation('RemovePasskey', ({ body }) => {
        removed.push(body.passkeyId);
        return okWith('RemovePasskey', null, 'The passkey Work laptop is removed.');
      }),
    );
    const { user } = renderApp('/UserProfile');
    const remove = await screen.findByRole(
      'button',
      { name: 'Remove Work laptop' },
      { timeout: 60_000 },
    );
    remove.focus();
    await user.keyboard('{Enter}');
    const question = (
      await screen.findByText('Remove the passkey Work laptop?')
    ).closest<HTMLElement>('[role="dialog"]');
    if (!question) throw new Error('the question is not a dialog');
    expect(removed).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The passkey Work laptop is removed.')).toBeInTheDocument();
    expect(removed).toEqual([passkey.passkeyId]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove Work laptop' })).not.toBeInTheDocument(),
    );
    // Its row is gone: the form that adds a passkey has the focus.
    await waitFor(() => expect(screen.getByLabelText('Passkey name')).toHaveFocus());
  });
});
