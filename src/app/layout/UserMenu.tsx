import { Button } from 'antd';
import { memo } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { accountApi } from '@/api';
import { baseApi } from '@/api/baseApi';
import { loggedOut } from '@/features/auth/authSlice';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { MenuDropdown } from '@/components/menu/MenuDropdown';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconDropdown, iconLogout, iconUser } from '@/components/icon/icons';

export function UserMenu() {
  // The navigate hook renders this on every navigation; the menu renders only when it changes.
  return <UserMenuButton navigate={useNavigate()} />;
}

const UserMenuButton = memo(function UserMenuButton({ navigate }: { navigate: NavigateFunction }) {
  const user = useAppSelector((state) => state.auth.user);
  const dispatch = useAppDispatch();
  if (!user) return null;

  const logout = async () => {
    // The server stops accepting the token (it may have been copied); the user leaves
    // for /login whether or not the server could be told.
    await dispatch(accountApi.endpoints.logout.initiate())
      .unwrap()
      .catch(() => undefined);
    dispatch(loggedOut());
    // Nothing one user loaded may be shown to the next.
    dispatch(baseApi.util.resetApiState());
    navigate('/login');
  };

  return (
    <MenuDropdown
      menu={{
        items: [
          { key: 'profile', icon: <MdiIcon path={iconUser} />, label: 'View Profile' },
          { key: 'logout', icon: <MdiIcon path={iconLogout} />, label: 'Logout' },
        ],
        onClick: ({ key }) => (key === 'logout' ? void logout() : navigate('/UserProfile')),
      }}
    >
      <Button
        type="text"
        style={{ color: 'inherit', flex: 'none', maxWidth: '50vw' }}
        aria-label={`User menu for ${user.username}`}
        title={user.username}
      >
        <MdiIcon path={iconUser} />
        {/* A long name is shortened rather than pushing the bar wider than a phone. */}
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {user.username}
        </span>
        <MdiIcon path={iconDropdown} />
      </Button>
    </MenuDropdown>
  );
});
