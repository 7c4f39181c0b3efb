import { useCallback } from 'react';
import { sessionEnded } from '@/api/sessionEvents';
import { useAppDispatch } from '@/app/hooks';
import { currentLocation, navigateTo } from '@/lib/navigation';

/**
 * What the base query does on a 401, for the call that bypasses it (the attachment
 * download needs the raw bytes): end the session and go to /login, remembering the page.
 */
export function useSessionExpiry(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    const here = currentLocation();
    dispatch(sessionEnded({ returnTo: here && !here.startsWith('/login') ? here : null }));
    navigateTo('/login');
  }, [dispatch]);
}
