import type { components, operations } from '@/api/generated/openapi';
import type { EnvelopeOf, JsonBodyOf, OperationId, QueryOf } from '../contract/types';
import { loadSpec } from '../contract/spec';
import { expectContract } from './contract';
import type { InjectOptions, TestResponse } from './testApp';

/** The demo users (server/seed/demoData.ts); any other username may be given too. */
export type DemoUser = 'admin' | 'staff' | 'vendor' | 'viewer' | 'jlee' | 'mgarcia' | 'pnovak';
/** Who calls: a username (signed in once per app, its token cached) or a token of one's own. */
export type Caller = DemoUser | (string & {}) | { token: string };

type Multipart<O extends OperationId> =
  NonNullable<operations[O]['requestBody']> extends {
    content: { 'multipart/form-data': infer M };
  }
    ? M
    : never;
/** One form field: text (numbers as their digits) or files. */
type FieldValue = string | number | Blob | Blob[];
export type FormOf<O extends OperationId> = [Multipart<O>] extends [never]
  ? never
  : { [K in keyof Multipart<O>]?: FieldValue };

/** Query values as the contract types them; sent as text (repeated for an array). */
type QueryInput<O extends OperationId> = {
  [K in keyof QueryOf<O>]: QueryOf<O>[K] | string;
};

export interface CallOptions<O extends OperationId> {
  as?: Caller;
  query?: Partial<QueryInput<O>>;
  body?: JsonBodyOf<O>;
  /** A multipart body; a Blob value is a file (a File keeps its name). */
  form?: FormOf<O>;
  headers?: Record<string, string>;
}

export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

/** One answer: checked against openapi.yaml for its status before the test sees it. */
export interface Answer<O extends OperationId> {
  status: number;
  headers: Record<string, string>;
  /** The envelope of a JSON answer: the operation's own on 200, the error envelope otherwise. */
  body: EnvelopeOf<O> | ErrorEnvelope;
  /** The raw bytes (a file download answers no JSON). */
  raw: Buffer;
}

const routes = new Map<string, { method: InjectOptions['method']; path: string }>();
for (const [path, methods] of Object.entries(loadSpec().paths)) {
  for (const [method, operation] of Object.entries(methods)) {
    if (operation.operationId) {
      routes.set(operation.operationId, {
        method: method.toUpperCase() as InjectOptions['method'],
        path,
      });
    }
  }
}

/** The method and path openapi.yaml gives an operation. */
export function routeOf(operationId: OperationId) {
  const route = routes.get(operationId);
  if (!route) throw new Error(`openapi.yaml has no operation ${operationId}`);
  return route;
}

/** The query string (with its `?`) for an operation's query values. */
export function queryString(query: object = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, String(one));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function formData(form: Record<string, FieldValue | undefined>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(form)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) {
      if (typeof one === 'string' || typeof one === 'number') data.append(name, String(one));
      else data.append(name, one);
    }
  }
  return data;
}

/** Is the answer JSON (everything but a file download)? */
const isJson = (res: TestResponse) => (res.headers['content-type'] ?? '').includes('json');

export type Call = <O extends OperationId>(
  operationId: O,
  options?: CallOptions<O>,
) => Promise<Answer<O>>;

/** What a test sends on purpose against the contract (a bad value, a missing field). */
export interface RawCallOptions {
  as?: Caller;
  query?: object;
  /** Sent as JSON (null too); leave it out to send no body. */
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}
export type RawCall = <O extends OperationId>(
  operationId: O,
  options?: RawCallOptions,
) => Promise<Answer<O>>;

/** `call` for one app: `inject` sends raw, `auth` signs a username in (cached per app). */
export function makeCall(
  inject: (options: InjectOptions) => Promise<TestResponse>,
  auth: (username: string) => Promise<{ authorization: string }>,
): { call: Call; callRaw: RawCall } {
  const callRaw: RawCall = async (operationId, { as, query, body, form, headers = {} } = {}) => {
    const { method, path } = routeOf(operationId);
    const authorization =
      as === undefined
        ? {}
        : typeof as === 'string'
          ? await auth(as)
          : { authorization: `Bearer ${as.token}` };
    const res = await inject({
      method,
      url: path + queryString(query),
      headers: { ...authorization, ...headers },
      payload: form ?? body,
    });
    // A JSON answer is checked against the contract here, so every call asserts it.
    const envelope = isJson(res)
      ? expectContract<Answer<typeof operationId>['body']>(res, operationId)
      : undefined;
    return {
      status: res.statusCode,
      headers: res.headers,
      raw: res.body,
      get body() {
        if (!envelope) throw new Error(`${operationId} answered ${res.headers['content-type']}`);
        return envelope;
      },
    };
  };
  const call: Call = (operationId, { form, ...options } = {}) =>
    callRaw(operationId, { ...options, form: form ? formData(form) : undefined });
  return { call, callRaw };
}

/** Asserts a 200 answer and returns its envelope, typed as the operation's own. */
export function expectOk<O extends OperationId>(res: Answer<O>): EnvelopeOf<O> {
  expect(res.status).toBe(200);
  // The 200 body was checked against the operation's 200 schema (see makeCall).
  return res.body as EnvelopeOf<O>;
}

/** Login's result when it signed in (not a second-factor challenge); fails the test otherwise. */
export function signedIn<R extends { status: string }>(
  result: R | null | undefined,
): Extract<R, { status: 'signedIn' }> {
  const isSignedIn = (r: R | null | undefined): r is Extract<R, { status: 'signedIn' }> =>
    r?.status === 'signedIn';
  if (!isSignedIn(result))
    throw new Error(`expected a signed-in answer, got ${JSON.stringify(result)}`);
  return result;
}
