import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { baseApi } from '@/api/baseApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { loggedOut } from './authSlice';
import { PERSISTED_AUTH_KEY, storedToken } from './persistedAuth';

/**
 * All tabs share one stored token: when another tab logs out or signs in as someone else,
 * this tab would go on showing one user's data under another's (or no) token. It signs out
 * too, the way Logout does.
 */
export function useSessionFromOtherTabs(): void {
  const token = useAppSelector((state) => state.auth.token);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // event.key is null when another tab cleared the whole storage.
      if (event.key !== PERSISTED_AUTH_KEY && event.key !== null) return;
      const other = event.key === null ? null : storedToken(event.newValue);
      if (other === token) return;
      dispatch(loggedOut());
      dispatch(baseApi.util.resetApiState());
      navigate('/login');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [token, dispatch, navigate]);
}
