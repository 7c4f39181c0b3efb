import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { TestResponse } from './testApp';
import { loadSpec } from '../contract/spec';
import { EMAIL_PATTERN } from '@/lib/domain/email';

/**
 * Checks a response body against what openapi.yaml promises for that operation and status,
 * so the server cannot drift from the contract the client is generated from.
 */
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
// The server's `format: email` (server/app.ts): the browser's rule, not ajv-formats'.
ajv.addFormat('email', EMAIL_PATTERN);
const spec = loadSpec();
ajv.addSchema({ ...spec, $id: 'openapi' });

const operations = new Map<string, { path: string; method: string }>();
for (const [path, methods] of Object.entries(spec.paths)) {
  for (const [method, operation] of Object.entries(methods)) {
    if (operation.operationId) operations.set(operation.operationId, { path, method });
  }
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const cache = new Map<string, ValidateFunction>();

function validatorFor(operationId: string, status: number): ValidateFunction {
  const key = `${operationId}:${status}`;
  const known = cache.get(key);
  if (known) return known;
  const op = operations.get(operationId);
  if (!op) throw new Error(`openapi.yaml has no operation ${operationId}`);
  const responses =
    (spec.paths[op.path]?.[op.method] as { responses?: Record<string, unknown> }).responses ?? {};
  const code = String(status) in responses ? String(status) : 'default';
  let pointer = `openapi#/paths/${escape(op.path)}/${op.method}/responses/${code}`;
  // A response may be a $ref to components/responses.
  const response = responses[code] as { $ref?: string } | undefined;
  if (!response) throw new Error(`${operationId} documents no ${status} (nor default) response`);
  if (response.$ref) pointer = `openapi${response.$ref}`;
  const validate = ajv.compile({ $ref: `${pointer}/content/application~1json/schema` });
  cache.set(key, validate);
  return validate;
}

/** Asserts the body matches the contract; returns it parsed. */
export function expectContract<T = unknown>(response: TestResponse, operationId: string): T {
  const body = response.json() as T;
  const validate = validatorFor(operationId, response.statusCode);
  if (!validate(body)) {
    throw new Error(
      `${operationId} ${response.statusCode} does not match openapi.yaml: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
    );
  }
  return body;
}
