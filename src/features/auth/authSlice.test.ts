import { authSlice, initialAuthState, tokenVerified } from './authSlice';
import { noPermissions } from './permissions';

const user = { username: 'alice', userId: 'u1', isSuperUser: false };
const permissions = { ...noPermissions, canViewRequestsPage: true };
const verified = authSlice.reducer(
  { ...initialAuthState, token: 't' },
  tokenVerified({ user, permissions }),
);

describe('tokenVerified', () => {
  it('keeps the user and permissions objects when the token check returns the same values', () => {
    const again = authSlice.reducer(
      verified,
      tokenVerified({ user: { ...user }, permissions: { ...permissions } }),
    );
    expect(again.user).toBe(verified.user);
    expect(again.permissions).toBe(verified.permissions);
  });

  it('takes changed permissions and a changed user', () => {
    const changed = authSlice.reducer(
      verified,
      tokenVerified({
        user: { ...user, firstName: 'Alice' },
        permissions: { ...permissions, canViewAdminPage: true },
      }),
    );
    expect(changed.user).toEqual({ ...user, firstName: 'Alice' });
    expect(changed.permissions.canViewAdminPage).toBe(true);
    expect(changed.permissions.canViewRequestsPage).toBe(true);
  });
});
