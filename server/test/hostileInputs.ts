import { loadSpec } from '../contract/spec';
import type { ExampleCall } from './operationExamples';

/**
 * Inputs that break an operation's schema, generated from openapi.yaml: each starts from the
 * operation's valid example call and breaks one or more of its query parameters, body fields
 * or the body itself (wrong types, missing and extra fields, out-of-range numbers, huge and
 * odd strings, NUL, broken JSON and multipart, other media types). Deterministic: a seeded
 * generator, so a failure is repeatable.
 */
export interface HostileCall {
  method: string;
  url: string;
  /** What was broken, for the failure message. */
  label: string;
  headers: Record<string, string>;
  body?: string | FormData | Uint8Array;
}

export interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  allOf?: Schema[];
  format?: string;
}
export interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
export interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

const spec = loadSpec() as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { parameters: Record<string, Parameter>; schemas: Record<string, Schema> };
};

/** Follows a `$ref` to components (`#/components/<kind>/<name>`) to what it names. */
export function resolve<T extends { $ref?: string }>(node: T): T {
  if (!node.$ref) return node;
  const [, , kind, name] = node.$ref.split('/');
  const target = (spec.components as unknown as Record<string, Record<string, T>>)[kind ?? '']?.[
    name ?? ''
  ];
  if (!target) throw new Error(`unresolved ${node.$ref}`);
  return resolve(target);
}

export function operationShape(operationId: string): {
  parameters: Parameter[];
  bodyProperties: Record<string, Schema>;
  required: string[];
  media: string[];
} {
  for (const methods of Object.values(spec.paths)) {
    for (const operation of Object.values(methods)) {
      if (operation.operationId !== operationId) continue;
      const parameters = (operation.parameters ?? []).map((p) => resolve(p));
      const content = operation.requestBody?.content ?? {};
      const [first] = Object.values(content);
      const schema = first?.schema ? resolve(first.schema) : undefined;
      return {
        parameters,
        bodyProperties: schema?.properties ?? {},
        required: schema?.required ?? [],
        media: Object.keys(content),
      };
    }
  }
  throw new Error(`no operation ${operationId}`);
}

/** A small seeded generator (mulberry32). */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T };
}

/** Query-string values: numbers past 32 bits, NaN, NUL, huge, odd Unicode, injections. */
export const HOSTILE_TEXT: readonly string[] = [
  '',
  ' ',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '0x10',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  'a\u0000b',
  '\u0000',
  'x'.repeat(5000),
  'x'.repeat(70_000),
  '\u202e\u0301\ud83d\udca5',
  '\ud800',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../etc/passwd',
  '%',
  '%zz',
  '<script>alert(1)</script>',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '11111111-1111-1111-1111-11111111111',
  '\r\n',
];

/** JSON values of every type and size. */
const HOSTILE_JSON: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2147483648,
  -2147483649,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  'a\u0000b',
  'x'.repeat(5000),
  'x'.repeat(200_000),
  '\ud800\udfff\u202e',
  [],
  [null],
  Array.from({ length: 2000 }, (_, i) => i),
  {},
  { nested: { deeper: [{}] } },
  '2026-13-45',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  { userId: 'x' },
  [{ objectId: 'x' }],
];

const BROKEN_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'null',
  '"text"',
  '123',
  '{"__proto__":{"polluted":true}}',
  '\u0000',
  'x'.repeat(3000),
  '{}}',
  '{"a":1,"a":2}',
];
const OTHER_MEDIA = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'multipart/form-data',
  'image/png',
];

function withQuery(url: string, change: (params: URLSearchParams) => void): string {
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  change(params);
  const text = params.toString();
  return text ? `${path}?${text}` : (path ?? url);
}

function formOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(key, value, 'file.bin');
    else if (Array.isArray(value))
      for (const v of value) form.append(key, typeof v === 'string' ? v : JSON.stringify(v));
    else form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
}

/** At least `count` hostile calls for one operation, starting from its valid example. */
export function hostileCalls(
  operationId: string,
  example: ExampleCall,
  authorization: Record<string, string>,
  count = 100,
  seed = 9,
): HostileCall[] {
  const shape = operationShape(operationId);
  const rnd = generator(seed + operationId.length * 7919 + operationId.charCodeAt(0));
  const calls: HostileCall[] = [];
  const json = example.json as Record<string, unknown> | undefined;
  const isForm = Boolean(example.form);
  const formFields: Record<string, unknown> = {};
  if (example.form) for (const [key, value] of example.form().entries()) formFields[key] = value;
  const base = json ?? formFields;
  const send = (
    label: string,
    url: string,
    body?: Record<string, unknown> | string | Uint8Array,
    contentType?: string,
  ) => {
    const headers = { ...authorization };
    let payload: HostileCall['body'];
    if (body === undefined) payload = undefined;
    else if (typeof body === 'string' || body instanceof Uint8Array) payload = body;
    else if (isForm && contentType === undefined) payload = formOf(body);
    else payload = JSON.stringify(body);
    if (contentType) headers['content-type'] = contentType;
    else if (payload !== undefined && !(payload instanceof FormData))
      headers['content-type'] = 'application/json';
    calls.push({ method: example.method, url, label, headers, body: payload });
  };
  const unchangedBody = () => (json || isForm ? { ...base } : undefined);

  // Every query parameter: each hostile value, and left out.
  for (const p of shape.parameters.filter((x) => x.in === 'query')) {
    for (const value of HOSTILE_TEXT)
      send(
        `${p.name}=${JSON.stringify(value.slice(0, 20))}`,
        withQuery(example.url, (q) => q.set(p.name, value)),
        unchangedBody(),
      );
    send(
      `without ${p.name}`,
      withQuery(example.url, (q) => q.delete(p.name)),
      unchangedBody(),
    );
    send(
      `${p.name} repeated`,
      withQuery(example.url, (q) => q.append(p.name, q.get(p.name) ?? '1')),
      unchangedBody(),
    );
  }
  // Every body field: each hostile value, left out; extra fields.
  if (json || isForm) {
    for (const field of new Set([...Object.keys(shape.bodyProperties), ...Object.keys(base)])) {
      for (const value of HOSTILE_JSON)
        send(`${field}=${JSON.stringify(value)?.slice(0, 20)}`, example.url, {
          ...base,
          [field]: value,
        });
      const without = { ...base };
      delete without[field];
      send(`without ${field}`, example.url, without);
    }
    send('extra field', example.url, { ...base, unexpected: 'x', __proto__: { admin: true } });
    send('no fields', example.url, {});
  }
  // The body itself: broken JSON, other media types, a body where none is declared.
  for (const text of BROKEN_JSON)
    send(`broken JSON ${text.slice(0, 12)}`, example.url, text, 'application/json');
  for (const media of OTHER_MEDIA) send(`as ${media}`, example.url, 'a=1&b=2', media);
  send(
    'multipart without boundary',
    example.url,
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    'multipart/form-data',
  );
  send(
    'multipart cut off',
    example.url,
    '--b\r\nContent-Disposition: form-data; name="requestId"\r\n\r\n1',
    'multipart/form-data; boundary=b',
  );
  send(
    'multipart bad part header',
    example.url,
    '--b\r\nContent-Disposition\r\n\r\n1\r\n--b--\r\n',
    'multipart/form-data; boundary=b',
  );
  send(
    'multipart NUL field',
    example.url,
    '--b\r\nContent-Disposition: form-data; name="a\u0000"\r\n\r\n\u0000\r\n--b--\r\n',
    'multipart/form-data; boundary=b',
  );
  send(
    'binary garbage',
    example.url,
    Uint8Array.from({ length: 4096 }, (_, i) => (i * 131) % 256),
    'application/json',
  );
  send(
    'extra query parameters',
    withQuery(example.url, (q) => {
      q.set('unexpected', 'x');
      q.set('__proto__', 'y');
    }),
    unchangedBody(),
  );
  // Fill up with random combinations of two or three breakages.
  const params = shape.parameters.filter((x) => x.in === 'query').map((x) => x.name);
  const fields = Object.keys(shape.bodyProperties);
  while (calls.length < count) {
    let url = example.url;
    const body: Record<string, unknown> = { ...base };
    const labels: string[] = [];
    const breakages = 2 + Math.floor(rnd.next() * 2);
    for (let i = 0; i < breakages; i++) {
      if ((params.length && rnd.next() < 0.5) || !fields.length) {
        const name = params.length ? rnd.pick(params) : `p${Math.floor(rnd.next() * 5)}`;
        const value = rnd.pick(HOSTILE_TEXT);
        url = withQuery(url, (q) => q.set(name, value));
        labels.push(`${name}=${JSON.stringify(value.slice(0, 12))}`);
      } else {
        const name = rnd.pick(fields);
        const value = rnd.pick(HOSTILE_JSON);
        body[name] = value;
        labels.push(`${name}=${JSON.stringify(value)?.slice(0, 12)}`);
      }
    }
    send(`random ${labels.join(' ')}`, url, json || isForm || fields.length ? body : undefined);
  }
  return calls;
}
