import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { currentLocation, navigateTo } from '@/lib/navigation';
import {
  isErrorCode,
  transportDetails,
  type ApiError,
  type TransportErrorStatus,
} from './apiError';
import { fallbackMessageFor } from './fallbackMessages';
import { fetchOrEarlyCall } from './earlyCalls';
import { multipartEndpoints } from './generated/multipartEndpoints';
import { endpointsWithoutSession } from './generated/operationFacts';
import { sessionEnded } from './sessionEvents';
import { toFormData } from './toFormData';
import { CLIENT_ID_HEADER, TAB_ID } from './liveEvents/tabId';
import { REQUEST_TIMEOUT_MS } from './requestTimeout';

/** Uploads get longer than ordinary calls before giving up. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** A call that reports its upload's progress: sent through XMLHttpRequest (fetch cannot). */
export interface UploadArgs extends FetchArgs {
  /** 0..100 as the body goes out. */
  onUploadProgress?(percent: number): void;
}

interface Envelope {
  success: boolean;
  message: string;
  code?: unknown;
  field?: unknown;
  result?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isEnvelope(value: unknown): value is Envelope {
  return isRecord(value) && typeof value.success === 'boolean' && typeof value.message === 'string';
}

/** The failure an error envelope describes: its message, and its code and field when it has them. */
function envelopeError(status: number, envelope: Envelope): ApiError {
  const { message, code, field } = envelope;
  return {
    status,
    message,
    ...(typeof code === 'string' && isErrorCode(code) ? { code } : {}),
    ...(typeof field === 'string' ? { field } : {}),
  };
}

/** Reads the token without trusting the state's shape: the base query is built before the store. */
function tokenFrom(state: unknown): string | null {
  if (!isRecord(state) || !isRecord(state.auth)) return null;
  return typeof state.auth.token === 'string' ? state.auth.token : null;
}

/**
 * A repeatable query parameter (an array: the request list's `status`, `manufacturerId`) is sent
 * once per value, as the contract declares it (`style: form, explode: true`); fetchBaseQuery's
 * default would join the values with commas.
 */
export function queryParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  return search.toString();
}

const fetchOptions = {
  // Absolute, because fetch outside a browser (tests) cannot resolve a relative URL.
  baseUrl: globalThis.location?.origin ?? '',
  paramsSerializer: queryParams,
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders: (
    headers: Headers,
    { getState, type }: { getState: () => unknown; type: 'query' | 'mutation' },
  ) => {
    const token = tokenFrom(getState());
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // The live stream names this tab as the origin of what its writes change (liveEvents/tabId.ts).
    if (type === 'mutation') headers.set(CLIENT_ID_HEADER, TAB_ID);
    return headers;
  },
};
// The token check a cold load started before the app had arrived is taken from there (earlyCalls.ts).
const rawBaseQuery = fetchBaseQuery({ ...fetchOptions, fetchFn: fetchOrEarlyCall });

/** The same query for one upload: its answer and errors are read as every other call's. */
const uploadQuery = (onProgress: (percent: number) => void) =>
  fetchBaseQuery({
    ...fetchOptions,
    timeout: UPLOAD_TIMEOUT_MS,
    // Loaded with the first upload: every screen's entry would otherwise carry it.
    fetchFn: async (request) => {
      const { fetchWithUploadProgress } = await import('./fetchWithUploadProgress');
      return fetchWithUploadProgress(request, onProgress);
    },
  });

function queryFor(args: string | UploadArgs) {
  if (typeof args === 'string' || !args.onUploadProgress) return { query: rawBaseQuery, args };
  const { onUploadProgress, ...fetchArgs } = args;
  return { query: uploadQuery(onUploadProgress), args: fetchArgs };
}

function withMultipart(args: string | FetchArgs, endpoint: string): string | FetchArgs {
  if (typeof args === 'string' || !multipartEndpoints.has(endpoint) || !isRecord(args.body))
    return args;
  if (args.body instanceof FormData) return args;
  return { ...args, body: toFormData(args.body) };
}

function transportError(status: TransportErrorStatus, endpoint: string): ApiError {
  return { status, message: fallbackMessageFor(endpoint), detail: transportDetails[status] };
}

/** The server refused the token (401): back to sign-in, returning here afterwards. */
export function endSession(dispatch: BaseQueryApi['dispatch']): void {
  const here = currentLocation();
  const returnTo = here && !here.startsWith('/login') ? here : null;
  dispatch(sessionEnded({ returnTo }));
  navigateTo('/login');
}

function endSessionOf(api: BaseQueryApi): void {
  if (!endpointsWithoutSession.has(api.endpoint)) endSession(api.dispatch);
}

/** Turns fetchBaseQuery's failure into the app's error shape. */
function fromFetchError(error: FetchBaseQueryError, api: BaseQueryApi): ApiError {
  const endpoint = api.endpoint;
  if (api.signal.aborted) return transportError('CANCELED', endpoint);
  switch (error.status) {
    case 'TIMEOUT_ERROR':
      return transportError('TIMEOUT', endpoint);
    case 'FETCH_ERROR':
      return transportError(
        /AbortError/.test(error.error) ? 'CANCELED' : 'NETWORK_ERROR',
        endpoint,
      );
    case 'PARSING_ERROR':
      return transportError(
        error.originalStatus === 400 ? 'BAD_REQUEST' : 'BAD_RESPONSE',
        endpoint,
      );
    case 'CUSTOM_ERROR':
      return transportError('BAD_RESPONSE', endpoint);
    default:
      if (isEnvelope(error.data)) return envelopeError(error.status, error.data);
      return transportError(error.status === 400 ? 'BAD_REQUEST' : 'BAD_RESPONSE', endpoint);
  }
}

function httpStatusOf(error: FetchBaseQueryError): number | null {
  if (typeof error.status === 'number') return error.status;
  return error.status === 'PARSING_ERROR' ? error.originalStatus : null;
}

/**
 * Every call: bearer token from the store; the envelope's `success: false` becomes an error
 * carrying the server's message whatever the HTTP status; 401 ends the session; a call
 * without a usable answer fails with its own fallback message. Uploads that report their
 * progress take the same way, only sent through XMLHttpRequest.
 */
export const baseQuery: BaseQueryFn<string | UploadArgs, unknown, ApiError> = async (
  callArgs,
  api,
  extraOptions: object,
) => {
  const { query, args } = queryFor(callArgs);
  const result = await query(withMultipart(args, api.endpoint), api, extraOptions);
  if (result.error) {
    if (httpStatusOf(result.error) === 401) endSessionOf(api);
    return { error: fromFetchError(result.error, api), meta: result.meta };
  }
  const status = result.meta?.response?.status ?? 200;
  if (!isEnvelope(result.data)) {
    return { error: transportError('BAD_RESPONSE', api.endpoint), meta: result.meta };
  }
  if (!result.data.success) {
    if (status === 401) endSessionOf(api);
    return { error: envelopeError(status, result.data), meta: result.meta };
  }
  return { data: result.data, meta: result.meta };
};
