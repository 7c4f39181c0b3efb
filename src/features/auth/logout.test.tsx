import { configure, screen, waitFor } from '@testing-library/react';
import { VALID_TOKEN } from '@/testing/fixtures';
import { mockOperation, okWith } from '@/testing/mockApi';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(90_000);

describe('Logout', () => {
  it('asks the server to end the token, then clears it and goes to /login', async () => {
    const calls: (string | null)[] = [];
    server.use(
      mockOperation('Logout', ({ request }) => {
        calls.push(request.headers.get('Authorization'));
        return okWith('Logout', null, 'You have been logged out.');
      }),
    );
    const { user, router, store } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'User menu for alice' }));
    await user.click(await screen.findByText('Logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls).toEqual([`Bearer ${VALID_TOKEN}`]);
    expect(store.getState().auth.token).toBeNull();
  });

  it('still signs out when the server cannot be reached, without an error message', async () => {
    server.use(mockOperation('Logout', () => Response.error()));
    const { user, router, store } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'User menu for alice' }));
    await user.click(await screen.findByText('Logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().auth.token).toBeNull();
    expect(store.getState().snackbar.message).toBeNull();
  });
});
