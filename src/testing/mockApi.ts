import fs from 'node:fs';
import path from 'node:path';
import { http, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import YAML from 'yaml';
import type { api as accountApi, ErrorCode } from '@/api/generated/accountApi';
import type { api as administrativeApi } from '@/api/generated/administrativeApi';
import type { api as binaryRequestApi } from '@/api/generated/binaryRequestApi';
import type { api as managementApi } from '@/api/generated/managementApi';
import type { api as notificationsApi } from '@/api/generated/notificationsApi';
import type { api as softwareValidationApi } from '@/api/generated/softwareValidationApi';
import { codeForStatus } from '@/lib/domain/errorCodes';
import type { api as ssifSubmissionApi } from '@/api/generated/ssifSubmissionApi';

/**
 * Typed MSW handlers for the contract's operations: the operation names, arguments and answers
 * come from the generated RTK Query endpoints (src/api/generated), the method and path from
 * openapi.yaml, so a mock cannot drift from what the app calls.
 */
type Endpoints = typeof accountApi.endpoints &
  typeof administrativeApi.endpoints &
  typeof binaryRequestApi.endpoints &
  typeof managementApi.endpoints &
  typeof notificationsApi.endpoints &
  typeof softwareValidationApi.endpoints &
  typeof ssifSubmissionApi.endpoints;

/** Each operation (as openapi.yaml names it: `GetRequests`, endpoint `getRequests`) with its
 * generated `…ApiArg` and `…ApiResponse`, worked out once. */
type Operations = {
  [E in keyof Endpoints & string as Capitalize<E>]: Endpoints[E] extends {
    Types: { QueryArg: infer A; ResultType: infer R };
  }
    ? { arg: A; envelope: R }
    : never;
};
export type Operation = keyof Operations;
/** The generated `…ApiArg` of an operation. */
export type ArgOf<O extends Operation> = Operations[O]['arg'];
/** The envelope the operation answers (the generated `…ApiResponse`). */
export type EnvelopeOf<O extends Operation> = Operations[O]['envelope'];
/** What the envelope carries in `result`. */
export type ResultOf<O extends Operation> = EnvelopeOf<O> extends { result: infer R } ? R : never;

type Scalar = string | number | boolean | null | undefined;
/** The query parameters of an operation: the scalar fields of its argument, as the URL has
 * them (text); those the argument requires are always sent. */
type ScalarKeys<A> = { [K in keyof A]-?: A[K] extends Scalar ? K : never }[keyof A];
type OptionalKeys<A> = { [K in keyof A]-?: undefined extends A[K] ? K : never }[keyof A];
export type QueryOf<O extends Operation> = {
  [K in Exclude<ScalarKeys<ArgOf<O>>, OptionalKeys<ArgOf<O>>>]: string;
} & { [K in Extract<ScalarKeys<ArgOf<O>>, OptionalKeys<ArgOf<O>>> & PropertyKey]?: string };
/** The JSON body of an operation: the (one) object field of its argument. */
export type BodyOf<O extends Operation> = {
  [K in keyof ArgOf<O>]-?: ArgOf<O>[K] extends Scalar ? never : NonNullable<ArgOf<O>[K]>;
}[keyof ArgOf<O>];

interface SpecPaths {
  paths: Record<string, Record<string, { operationId?: string }>>;
}
const routes = new Map<string, { method: string; path: string }>();
const spec = YAML.parse(
  fs.readFileSync(path.resolve(__dirname, '..', '..', 'openapi.yaml'), 'utf8'),
) as SpecPaths;
for (const [route, methods] of Object.entries(spec.paths)) {
  for (const [method, operation] of Object.entries(methods)) {
    if (operation.operationId) routes.set(operation.operationId, { method, path: route });
  }
}
function routeOf(operation: Operation) {
  const route = routes.get(operation);
  if (!route) throw new Error(`openapi.yaml has no operation ${operation}`);
  return route;
}

const isJson = (request: Request) =>
  (request.headers.get('content-type') ?? '').includes('application/json');

/** A success envelope. */
export function okEnvelope<T>(result: T, message = '') {
  return { success: true, message, result };
}

/** An error answer (the envelope with `result: null`). */
export interface Failure {
  status: number;
  message: string;
  /** The envelope's error code; by default the one the server sends with `status`. */
  code?: ErrorCode;
  /** The envelope's `field`: the request field the refusal is about. */
  field?: string;
}
/** Answer an operation with an error: `fail('AddNote', { status: 409, message, code: 'stale' })`. */
export function failure({ status, message, code = codeForStatus(status), field }: Failure) {
  const envelope = { success: false, message, code, ...(field ? { field } : {}), result: null };
  return HttpResponse.json(envelope, { status });
}

export interface Call<O extends Operation> {
  /** The query parameters sent. */
  query: QueryOf<O>;
  /** The JSON body sent, as the app sent it (a multipart call reads `request.formData()`). */
  body: BodyOf<O>;
  request: StrictRequest<DefaultBodyType>;
}
/** What a resolver answers: the operation's result (wrapped in the envelope), or a Response. */
type Answer<O extends Operation> = ResultOf<O> | Response;

/**
 * A handler for one operation: `mockOperation('GetRequests', ({ query }) => page)`.
 * A plain value is the result (wrapped as `{ success: true, message: '', result }`); return
 * `failure(...)`, `HttpResponse` or `okWith(result, message)` for anything else.
 */
export function mockOperation<O extends Operation>(
  operation: O,
  resolve: (call: Call<O>) => Answer<O> | Promise<Answer<O>>,
  options?: { once?: boolean },
) {
  const { method, path: route } = routeOf(operation);
  const handler = http[method as 'get' | 'post' | 'put' | 'delete'];
  return handler(
    `*${route}`,
    async ({ request }) => {
      const params = new URL(request.url).searchParams;
      const query = Object.fromEntries(params.entries()) as QueryOf<O>;
      const answer = await resolve({
        query,
        // What the app sent, typed as the generated argument it was built from.
        body: (isJson(request) ? await request.clone().json() : undefined) as BodyOf<O>,
        request,
      });
      return answer instanceof Response ? answer : Response.json(okEnvelope(answer));
    },
    options,
  );
}

/** A success with a message of its own. */
export function okWith<O extends Operation>(_operation: O, result: ResultOf<O>, message: string) {
  return HttpResponse.json(okEnvelope(result, message));
}

/** The operation answers `result` (and `message`) every time. */
export const ok = <O extends Operation>(operation: O, result: ResultOf<O>, message = '') =>
  mockOperation(operation, () => HttpResponse.json(okEnvelope(result, message)));

/** The operation answers an error every time. */
export const fail = <O extends Operation>(operation: O, answer: Failure) =>
  mockOperation(operation, () => failure(answer));
