/**
 * Calls a page starts before the app's code has arrived (src/earlyCalls.ts, the page's first
 * script), handed to the base query the first time it asks for the same thing: on a signed-in
 * cold load the route's token check (authLoader.ts) travels while the app's scripts download and
 * run, instead of starting after them and holding the first render back by a round trip; on
 * Binary Requests its list's first page too (issue 20).
 * Kept on the global object: the early script and the app are separate entries of the build.
 */

/**
 * The token check's path: the generated getTokenInformation's. The base query takes an early call
 * only for the same URL, so authLoader.earlyCall.test.ts fails if the two drift apart.
 */
const TOKEN_CHECK_PATH = '/api/Account/GetTokenInformation';

/** The request list's path: the generated getRequests'. */
const REQUEST_LIST_PATH = '/api/BinaryRequest/GetRequests';

/**
 * The list a cold load of Binary Requests asks for first (src/app/preloadRequestList.ts), as the
 * base query builds it, when the URL names nothing but a selection: the first page of ten, newest
 * first (useListParams' PAGE_SIZE, requestSort's default). A URL with a page, a search, a sort or
 * filters asks for its own list once the app runs. Written out rather than imported, so the
 * early script stays a few hundred bytes; preloadRequestList.test.ts fails if the two drift apart.
 */
export function coldRequestListUrl({
  origin,
  pathname,
  search,
}: Pick<Location, 'origin' | 'pathname' | 'search'>): string | null {
  if (pathname !== '/') return null;
  if ([...new URLSearchParams(search).keys()].some((key) => key !== 'sel')) return null;
  return `${origin}${REQUEST_LIST_PATH}?page=1&itemsPerPage=10&sortField=CreatedOn&sortDirection=desc`;
}

interface EarlyCall {
  url: string;
  authorization: string;
  response: Promise<Response>;
}

const CALLS = Symbol.for('image-requests.earlyCalls');
type Holder = { [CALLS]?: EarlyCall[] };
const holder = globalThis as Holder;

/** The token check's URL as the base query builds it (fetchBaseQuery, queryParams). */
export function tokenCheckUrl(origin: string, token: string): string {
  return `${origin}${TOKEN_CHECK_PATH}?${new URLSearchParams({ token }).toString()}`;
}

/** Starts a GET with the session's bearer token, as the base query would send it. */
export function startEarlyCall(url: string, token: string): void {
  const authorization = `Bearer ${token}`;
  const response = fetch(url, { headers: { Authorization: authorization } });
  // Unhandled until the app takes it; a failure is answered then by asking again.
  response.catch(() => undefined);
  (holder[CALLS] ??= []).push({ url, authorization, response });
}

/**
 * The answer of an early call for this same request (URL, method and token), taken once; an early
 * call that failed to reach the server is sent again. Undefined when none was started.
 */
function takeEarlyCall(request: Request): Promise<Response> | undefined {
  const calls = holder[CALLS];
  if (!calls || request.method !== 'GET') return undefined;
  const index = calls.findIndex(
    (call) =>
      call.url === request.url && call.authorization === request.headers.get('Authorization'),
  );
  if (index < 0) return undefined;
  const [call] = calls.splice(index, 1);
  return call.response.catch(() => fetch(request));
}

/** The base query's fetch (it passes one Request): an early call's answer when there is one. */
export function fetchOrEarlyCall(input: RequestInfo, init?: RequestInit): Promise<Response> {
  const early = input instanceof Request && init === undefined ? takeEarlyCall(input) : undefined;
  return early ?? fetch(input, init);
}
