import { createAction } from '@reduxjs/toolkit';

/**
 * Raised by the base query when the server answers 401. The auth slice clears the token;
 * the api layer cannot import the auth feature, so it speaks through this action.
 */
export const sessionEnded = createAction<{ returnTo: string | null }>('auth/sessionEnded');
