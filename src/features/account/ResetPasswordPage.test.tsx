import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { fail, mockOperation, okWith } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';

describe('Reset Password', () => {
  it('requires the username, sends it and shows the server message on /login', async () => {
    const usernames: (string | null)[] = [];
    server.use(
      mockOperation('PasswordResetRequest', ({ query }) => {
        usernames.push(query.username);
        return okWith('PasswordResetRequest', null, 'A reset e-mail has been sent.');
      }),
    );
    const { user, router, store } = renderApp('/ResetPassword', { token: null });
    const button = await screen.findByRole('button', { name: 'Request Password Reset' });
    expect(button).toBeDisabled();

    await user.type(screen.getByLabelText('Username'), 'a');
    await user.clear(screen.getByLabelText('Username'));
    expect(await screen.findByText('Required.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), 'alice');
    await user.click(button);
    expect(await screen.findByText('A reset e-mail has been sent.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(usernames).toEqual(['alice']);
    expect(store.getState().snackbar.type).toBe('info');
  });

  it('stays on the page and shows the error when the request fails', async () => {
    server.use(fail('PasswordResetRequest', { status: 429, message: 'Too many attempts.' }));
    const { user, router } = renderApp('/ResetPassword', { token: null });
    await user.type(await screen.findByLabelText('Username'), 'alice');
    await user.click(screen.getByRole('button', { name: 'Request Password Reset' }));
    expect(await screen.findByText('Too many attempts.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ResetPassword');
  });

  it('shows a fallback when there is no response', async () => {
    server.use(mockOperation('PasswordResetRequest', () => HttpResponse.error()));
    const { user } = renderApp('/ResetPassword', { token: null });
    await user.type(await screen.findByLabelText('Username'), 'alice');
    await user.click(screen.getByRole('button', { name: 'Request Password Reset' }));
    expect(await screen.findByText('Failed to request password reset.')).toBeInTheDocument();
  });

  it('Cancel goes back to Login', async () => {
    const { user, router } = renderApp('/ResetPassword', { token: null });
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('Login with an Existing Account')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
