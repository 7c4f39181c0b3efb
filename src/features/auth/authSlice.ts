import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { api as accountApi } from '@/api/generated/accountApi';
import { sessionEnded } from '@/api/sessionEvents';
import { noPermissions, type Permissions } from './permissions';

export interface AuthUser {
  username: string;
  userId?: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  /** From the token information: only a super user sets another user's password or e-mail. */
  isSuperUser?: boolean;
}

export type AuthStatus = 'anonymous' | 'authenticated';

export interface AuthState {
  /** The only part of the store that is persisted (localStorage). */
  token: string | null;
  user: AuthUser | null;
  permissions: Permissions;
  status: AuthStatus;
  /** Where the user was going when sent to /login; they return there after signing in. */
  returnTo: string | null;
  /**
   * A super user who must set up two-factor authentication first (REQUIRE_2FA_FOR_SUPER_USERS):
   * the server refuses them everything else, so the app shows only the set-up.
   */
  secondFactorEnrolmentRequired: boolean;
}

export const initialAuthState: AuthState = {
  token: null,
  user: null,
  permissions: noPermissions,
  status: 'anonymous',
  returnTo: null,
  secondFactorEnrolmentRequired: false,
};

/** Both flat records hold the same values (the token check returns equal ones on each route). */
function sameFields<T extends object>(a: T | null, b: T): boolean {
  if (a === null) return false;
  const keys = Object.keys(b) as (keyof T)[];
  return Object.keys(a).length === keys.length && keys.every((key) => a[key] === b[key]);
}

function clear(state: AuthState): void {
  state.token = null;
  state.user = null;
  state.permissions = noPermissions;
  state.status = 'anonymous';
  state.secondFactorEnrolmentRequired = false;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loggedIn(state, action: PayloadAction<{ token: string; user: AuthUser }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
    },
    tokenVerified(
      state,
      action: PayloadAction<{
        user: AuthUser;
        permissions: Permissions;
        secondFactorEnrolmentRequired?: boolean;
      }>,
    ) {
      // The same user and permissions as before keep their objects: every route change checks
      // the token again, and new objects would re-render the whole screen being left,
      // synchronously (useSelector), before the next one can render.
      if (!sameFields(state.user, action.payload.user)) state.user = action.payload.user;
      if (!sameFields(state.permissions, action.payload.permissions))
        state.permissions = action.payload.permissions;
      state.status = 'authenticated';
      state.secondFactorEnrolmentRequired = action.payload.secondFactorEnrolmentRequired ?? false;
    },
    /** Missing, invalid or unverifiable token: forget it and remember where the user was going. */
    signInRequired(state, action: PayloadAction<{ returnTo: string | null }>) {
      clear(state);
      state.returnTo = action.payload.returnTo;
    },
    loggedOut(state) {
      clear(state);
      state.returnTo = null;
    },
    /** Opening the login page forgets the token but keeps where to return after login. */
    tokenCleared(state) {
      clear(state);
    },
    returnConsumed(state) {
      state.returnTo = null;
    },
    /**
     * The first second factor is set up (and its recovery codes seen): the server lifts
     * REQUIRE_2FA_FOR_SUPER_USERS' hold at once, and so does the app.
     */
    secondFactorEnrolled(state) {
      state.secondFactorEnrolmentRequired = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, (state, action) => {
      clear(state);
      state.returnTo = action.payload.returnTo;
    });
    // Changing one's own password revokes every older token; the answer carries a fresh one.
    // Taken here, in the reducer, so the profile that the change reloads is fetched with it.
    builder.addMatcher(accountApi.endpoints.saveNewPassword.matchFulfilled, (state, action) => {
      if (action.payload.result.token) state.token = action.payload.result.token;
    });
  },
});

export const {
  loggedIn,
  tokenVerified,
  signInRequired,
  loggedOut,
  tokenCleared,
  returnConsumed,
  secondFactorEnrolled,
} = authSlice.actions;
