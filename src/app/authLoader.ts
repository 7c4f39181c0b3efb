import { redirect, type LoaderFunctionArgs } from 'react-router';
import { accountApi } from '@/api';
import { signInRequired, tokenVerified } from '@/features/auth/authSlice';
import { toPermissions } from '@/features/auth/permissions';
import type { AppStore } from './store';

/** Where a super user who must set up two-factor authentication is sent. */
export const ENROLMENT_PATH = '/UserProfile';

/**
 * Runs before every guarded route renders (the route revalidates on each navigation):
 * re-reads the token information with the stored token. No token, an invalid one or a
 * failed lookup clears the session and sends the user to /login, remembering where they
 * were going.
 */
export function createAuthLoader(store: AppStore) {
  return async ({ request }: LoaderFunctionArgs): Promise<Response | null> => {
    const url = new URL(request.url);
    const requested = `${url.pathname}${url.search}`;
    const signIn = () => {
      store.dispatch(signInRequired({ returnTo: requested }));
      return redirect('/login');
    };

    const token = store.getState().auth.token;
    if (!token) return signIn();

    const lookup = await store.dispatch(
      accountApi.endpoints.getTokenInformation.initiate(
        { token },
        { forceRefetch: true, subscribe: false },
      ),
    );
    const info = lookup.data?.result;
    if (lookup.isError || !info?.valid || !info.user) return signIn();

    store.dispatch(
      tokenVerified({
        user: info.user,
        permissions: toPermissions(info.permissions),
        secondFactorEnrolmentRequired: info.secondFactorEnrolmentRequired,
      }),
    );
    // REQUIRE_2FA_FOR_SUPER_USERS: the server refuses everything but the set-up on User Profile.
    if (info.secondFactorEnrolmentRequired && url.pathname !== ENROLMENT_PATH) {
      return redirect(ENROLMENT_PATH);
    }
    return null;
  };
}
