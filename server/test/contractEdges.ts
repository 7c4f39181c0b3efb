import { loadSpec } from '../contract/spec';
import { EMPTY_ID } from '../contract/ids';
import { resolve, type HostileCall, type Operation, type Schema } from './hostileInputs';
import type { ExampleCall } from './operationExamples';

/**
 * Issue 17: the edges of the contract every operation must hold, derived from openapi.yaml
 * (none listed per operation): a body missing, empty, `{}`, `null` or an array, whatever the
 * operation declares; empty or broken multipart; a header section past the limit; and every
 * id the operation takes, in its query or anywhere in its body, sent empty or as the empty
 * UUID. The caller's other kinds (another user's record) are sent by the fuzz test itself.
 */

const spec = loadSpec() as unknown as { paths: Record<string, Record<string, Operation>> };

function operation(operationId: string): Operation {
  for (const methods of Object.values(spec.paths))
    for (const op of Object.values(methods)) if (op.operationId === operationId) return op;
  throw new Error(`no operation ${operationId}`);
}

/** Names of the records' ids in this contract (besides every `format: uuid`). */
const ID_NAME = /(^id|Id|ID|^identity|^keytbl|^mid)$/;

/** What an id of this schema looks like when empty: the empty UUID, or 0. */
function emptyIdFor(name: string, schema: Schema): string | number | undefined {
  if (schema.format === 'uuid') return EMPTY_ID;
  if (schema.type === 'integer' && ID_NAME.test(name)) return 0;
  return undefined;
}

type Path = (string | number)[];

/** Every id field of a body schema, at any depth (`[]` standing for each item of an array). */
function idPaths(
  schema: Schema,
  at: Path = [],
  depth = 0,
): { path: Path; empty: string | number }[] {
  const node = resolve(schema);
  if (depth > 6) return [];
  const found: { path: Path; empty: string | number }[] = [];
  for (const part of node.allOf ?? []) found.push(...idPaths(part, at, depth + 1));
  if (node.items) found.push(...idPaths(node.items, [...at, -1], depth + 1));
  for (const [name, property] of Object.entries(node.properties ?? {})) {
    const resolved = resolve(property);
    const empty = emptyIdFor(name, resolved);
    if (empty !== undefined) found.push({ path: [...at, name], empty });
    else found.push(...idPaths(resolved, [...at, name], depth + 1));
  }
  return found;
}

/** A copy of `value` with what `path` names (in every item, for -1) set to `to`. */
function setAt(value: unknown, path: Path, to: unknown): unknown {
  if (path.length === 0) return to;
  const [head, ...rest] = path;
  if (head === -1)
    return Array.isArray(value) ? value.map((item: unknown) => setAt(item, rest, to)) : value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  const key = String(head);
  if (!(key in record)) return value;
  return { ...record, [key]: setAt(record[key], rest, to) };
}

function withQuery(url: string, name: string, value: string): string {
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.set(name, value);
  return `${path}?${params.toString()}`;
}

/** The example call as it is, with the given headers (another caller's, or none). */
export function exampleCall(example: ExampleCall, headers: Record<string, string>): HostileCall {
  const call = { method: example.method, url: example.url, label: 'the example', headers };
  if (example.form) return { ...call, body: example.form() };
  if (example.json)
    return {
      ...call,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(example.json),
    };
  return call;
}

/** The contract's edges for one operation, starting from its valid example. */
export function edgeCalls(
  operationId: string,
  example: ExampleCall,
  authorization: Record<string, string>,
): HostileCall[] {
  const { method, url } = example;
  const calls: HostileCall[] = [];
  const send = (label: string, headers: Record<string, string>, body?: string, at = url) =>
    calls.push({ method, url: at, label, headers: { ...authorization, ...headers }, body });
  const json = { 'content-type': 'application/json' };
  const multipart = { 'content-type': 'multipart/form-data; boundary=b' };

  send('no body at all', {});
  send('an empty body as JSON', json, '');
  for (const text of ['{}', 'null', '[]', '[{}]', '""', '0']) send(`the body ${text}`, json, text);
  send('an empty multipart body', multipart, '');
  send('a multipart body without parts', multipart, '--b--\r\n');
  send('a multipart body of one empty part', multipart, '--b\r\n\r\n\r\n--b--\r\n');
  send('a header section past 16 KB', { 'x-filler': 'x'.repeat(20_000) });

  const op = operation(operationId);
  for (const parameter of (op.parameters ?? []).map((p) => resolve(p))) {
    if (parameter.in !== 'query' || !parameter.schema) continue;
    const empty = emptyIdFor(parameter.name, resolve(parameter.schema));
    if (empty === undefined) continue;
    // With the example's body, as the example would send it.
    const variants: [string, string][] = [
      ['empty', ''],
      ['the empty id', String(empty)],
    ];
    for (const [label, value] of variants)
      calls.push({
        ...exampleCall(example, authorization),
        label: `${parameter.name} ${label}`,
        url: withQuery(url, parameter.name, value),
      });
  }
  const schema = op.requestBody?.content?.['application/json']?.schema;
  if (schema && example.json) {
    for (const { path, empty } of idPaths(schema)) {
      const name = path.map((p) => (p === -1 ? '[]' : p)).join('.');
      for (const value of [empty, ''])
        send(
          `${name} = ${JSON.stringify(value)}`,
          json,
          JSON.stringify(setAt(example.json, path, value)),
        );
    }
  }
  return calls;
}
