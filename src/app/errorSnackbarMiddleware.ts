import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { showError } from '@/components/snackbar/snackbarSlice';
import { isApiError } from '@/api/apiError';
import { endpointsReportingOwnErrors } from '@/api/generated/operationFacts';

function endpointNameOf(meta: unknown): string | null {
  if (typeof meta !== 'object' || meta === null || !('arg' in meta)) return null;
  const arg = meta.arg;
  if (typeof arg !== 'object' || arg === null || !('endpointName' in arg)) return null;
  return typeof arg.endpointName === 'string' ? arg.endpointName : null;
}

/**
 * Shows the error of every failed query or mutation in the snackbar, once per failed call
 * (RTK Query dispatches one rejected action per request, however many components subscribe).
 * Endpoints whose screens word their own errors opt out (x-error-policy: screen); canceled calls
 * were stopped on purpose and stay quiet.
 */
export const errorSnackbarMiddleware: Middleware = (store) => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const endpoint = endpointNameOf(action.meta);
    const error = action.payload;
    if (
      endpoint &&
      !endpointsReportingOwnErrors.has(endpoint) &&
      isApiError(error) &&
      error.status !== 'CANCELED'
    ) {
      store.dispatch(showError(error.message));
    }
  }
  return next(action);
};
