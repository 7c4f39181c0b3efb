import { HttpResponse } from 'msw';
import { setupStore } from '@/app/store';
import { failure, fail, mockOperation } from '@/testing/mockApi';
import { server } from '@/testing/server';
import { accountApi } from '@/api';

describe('error snackbar', () => {
  it('shows a failed call once, however many subscribers it has', async () => {
    let calls = 0;
    server.use(
      mockOperation('GetUsers', () => {
        calls += 1;
        return failure({ status: 403, message: 'You lack canViewAdminPage.' });
      }),
    );
    const store = setupStore();
    const shown: string[] = [];
    store.subscribe(() => {
      const { message, id } = store.getState().snackbar;
      if (message && shown.length < id) shown.push(message);
    });
    const first = store.dispatch(accountApi.endpoints.getUsers.initiate({ page: 1 }));
    const second = store.dispatch(accountApi.endpoints.getUsers.initiate({ page: 1 }));
    await Promise.all([first, second]);
    expect(calls).toBe(1);
    expect(shown).toEqual(['You lack canViewAdminPage.']);
    expect(store.getState().snackbar.type).toBe('error');
    first.unsubscribe();
    second.unsubscribe();
  });

  it('shows the fallback message when there is no response', async () => {
    server.use(mockOperation('GetUsers', () => HttpResponse.error()));
    const store = setupStore();
    await store.dispatch(accountApi.endpoints.getUsers.initiate({ page: 2 }));
    expect(store.getState().snackbar.message).toBe('Failed to get users.');
  });

  it('stays quiet for endpoints whose screens word their own errors', async () => {
    server.use(fail('Login', { status: 401, message: 'Invalid username or password.' }));
    const store = setupStore();
    await store.dispatch(
      accountApi.endpoints.login.initiate({ loginRequest: { username: 'x', password: 'y' } }),
    );
    expect(store.getState().snackbar.message).toBeNull();
  });
});
