/**
 * Reads the `x-` facts of every operation of openapi.yaml (their meaning is documented in the
 * contract's info.description) and refuses a contract whose facts are missing, malformed or
 * disagree with its `security`. Pure: scripts/codegen.ts renders what this returns.
 */

export const RATE_LIMIT_CLASSES = ['auth'] as const;
export const QUOTA_CLASSES = ['upload', 'ticket'] as const;
export const ERROR_POLICIES = ['snackbar', 'screen'] as const;

export type RateLimitClass = (typeof RATE_LIMIT_CLASSES)[number];
export type QuotaClass = (typeof QUOTA_CLASSES)[number];
export type ErrorPolicy = (typeof ERROR_POLICIES)[number];

/** The gate the server checks before reading the body. */
export type Gate = 'public' | 'signedIn' | { anyOf: string[]; message?: string };

export interface OperationFacts {
  operationId: string;
  verb: string;
  path: string;
  tag: string;
  gate: Gate;
  manufacturerRestricted: boolean;
  /** Finer checks the handler makes (documentation; the handler enforces them). */
  rules: string[];
  rateLimit?: RateLimitClass;
  quota?: QuotaClass;
  fallbackMessage: string;
  errorPolicy: ErrorPolicy;
  /** x-before-enrolment: a super user who must still enrol a second factor may call it. */
  beforeEnrolment: boolean;
}

const EXTENSIONS = [
  'x-access',
  'x-rate-limit',
  'x-quota',
  'x-fallback-message',
  'x-error-policy',
  'x-before-enrolment',
];
const ACCESS_KEYS = ['signedIn', 'anyOf', 'message', 'manufacturerRestricted', 'rules'];
const VERBS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type Problems = string[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown): value is T {
  return allowed.some((item) => item === value);
}

function readAccess(
  value: unknown,
  flags: ReadonlySet<string>,
  problems: Problems,
): Pick<OperationFacts, 'gate' | 'manufacturerRestricted' | 'rules'> | undefined {
  if (value === 'public' || value === 'signedIn')
    return { gate: value, manufacturerRestricted: false, rules: [] };
  if (!isRecord(value)) {
    problems.push('x-access must be public, signedIn or an object (see info.description)');
    return undefined;
  }
  const before = problems.length;
  for (const key of Object.keys(value))
    if (!ACCESS_KEYS.includes(key)) problems.push(`x-access has an unknown key '${key}'`);
  const { signedIn, anyOf, message, manufacturerRestricted = false, rules = [] } = value;
  if ((signedIn === true) === (anyOf !== undefined))
    problems.push('x-access needs exactly one of `signedIn: true` and `anyOf`');
  const list = Array.isArray(anyOf) ? anyOf : [];
  if (anyOf !== undefined && (list.length === 0 || new Set(list).size !== list.length))
    problems.push('x-access.anyOf must list one or more flags, each once');
  for (const flag of list)
    if (typeof flag !== 'string' || !flags.has(flag))
      problems.push(`x-access.anyOf names '${String(flag)}', not a property of Permissions`);
  if (message !== undefined && (!isNonEmptyString(message) || anyOf === undefined))
    problems.push('x-access.message must be a text, and goes with anyOf');
  if (typeof manufacturerRestricted !== 'boolean')
    problems.push('x-access.manufacturerRestricted must be true or false');
  if (!Array.isArray(rules) || !rules.every(isNonEmptyString))
    problems.push('x-access.rules must be a list of texts');
  if (problems.length > before) return undefined;
  const gate: Gate =
    anyOf === undefined
      ? 'signedIn'
      : { anyOf: list.map(String), ...(typeof message === 'string' ? { message } : {}) };
  return {
    gate,
    manufacturerRestricted: manufacturerRestricted === true,
    rules: Array.isArray(rules) ? rules.map(String) : [],
  };
}

function readOperation(
  verb: string,
  path: string,
  operation: Record<string, unknown>,
  flags: ReadonlySet<string>,
  problems: Problems,
): OperationFacts | undefined {
  const before = problems.length;
  for (const key of Object.keys(operation))
    if (key.startsWith('x-') && !EXTENSIONS.includes(key))
      problems.push(`unknown extension ${key} (known: ${EXTENSIONS.join(', ')})`);
  const { operationId, tags, security } = operation;
  if (!isNonEmptyString(operationId)) problems.push('has no operationId');
  const tag: unknown = Array.isArray(tags) && tags.length === 1 ? tags[0] : undefined;
  if (!isNonEmptyString(tag))
    problems.push('needs exactly one tag (it names the generated API file and handlers file)');
  if (operation['x-access'] === undefined) problems.push('has no x-access');
  const access = readAccess(operation['x-access'], flags, problems);
  const isPublic = Array.isArray(security) && security.length === 0;
  if (access && (access.gate === 'public') !== isPublic)
    problems.push('x-access: public and `security: []` must go together');
  const rateLimit = operation['x-rate-limit'];
  if (rateLimit !== undefined && !oneOf(RATE_LIMIT_CLASSES, rateLimit))
    problems.push(`x-rate-limit must be one of ${RATE_LIMIT_CLASSES.join(', ')}`);
  const quota = operation['x-quota'];
  if (quota !== undefined && !oneOf(QUOTA_CLASSES, quota))
    problems.push(`x-quota must be one of ${QUOTA_CLASSES.join(', ')}`);
  const fallbackMessage = operation['x-fallback-message'];
  if (!isNonEmptyString(fallbackMessage)) problems.push('needs x-fallback-message (a text)');
  const errorPolicy = operation['x-error-policy'] ?? 'snackbar';
  const beforeEnrolment = operation['x-before-enrolment'] ?? false;
  if (typeof beforeEnrolment !== 'boolean')
    problems.push('x-before-enrolment must be true or false');
  if (beforeEnrolment === true && access?.gate === 'public')
    problems.push('x-before-enrolment is for signed-in operations (a public one needs no token)');
  if (!oneOf(ERROR_POLICIES, errorPolicy))
    problems.push(`x-error-policy must be one of ${ERROR_POLICIES.join(', ')}`);
  if (
    problems.length > before ||
    !access ||
    !isNonEmptyString(operationId) ||
    !isNonEmptyString(tag) ||
    !isNonEmptyString(fallbackMessage) ||
    !oneOf(ERROR_POLICIES, errorPolicy)
  )
    return undefined;
  return {
    operationId,
    verb,
    path,
    tag,
    ...access,
    ...(oneOf(RATE_LIMIT_CLASSES, rateLimit) ? { rateLimit } : {}),
    ...(oneOf(QUOTA_CLASSES, quota) ? { quota } : {}),
    fallbackMessage,
    errorPolicy,
    beforeEnrolment: beforeEnrolment === true,
  };
}

/** Every operation's facts, in the contract's order; throws listing every problem found. */
export function readOperationFacts(doc: unknown): OperationFacts[] {
  const problems: Problems = [];
  const root = isRecord(doc) ? doc : {};
  const components = isRecord(root.components) ? root.components : {};
  const schemas = isRecord(components.schemas) ? components.schemas : {};
  const permissions = isRecord(schemas.Permissions) ? schemas.Permissions : {};
  const flags = new Set(
    Object.keys(isRecord(permissions.properties) ? permissions.properties : {}),
  );
  const facts: OperationFacts[] = [];
  for (const [path, item] of Object.entries(isRecord(root.paths) ? root.paths : {})) {
    for (const [verb, operation] of Object.entries(isRecord(item) ? item : {})) {
      if (!VERBS.includes(verb) || !isRecord(operation)) continue;
      const own: Problems = [];
      const read = readOperation(verb, path, operation, flags, own);
      const name = typeof operation.operationId === 'string' ? operation.operationId : path;
      problems.push(...own.map((problem) => `${verb.toUpperCase()} ${name}: ${problem}`));
      if (read) facts.push(read);
    }
  }
  if (problems.length > 0)
    throw new Error(`openapi.yaml: operation facts refused:\n  ${problems.join('\n  ')}`);
  return facts;
}

/** The contract's `ErrorCode` enum (components.schemas.ErrorCode), checked to be a list of names. */
export function errorCodes(contract: unknown): string[] {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null;
  const components = isRecord(contract) ? contract.components : undefined;
  const schemas = isRecord(components) ? components.schemas : undefined;
  const errorCode = isRecord(schemas) ? schemas.ErrorCode : undefined;
  const codes = isRecord(errorCode) ? errorCode.enum : undefined;
  if (!Array.isArray(codes) || codes.length === 0 || !codes.every((c) => typeof c === 'string')) {
    throw new Error('openapi.yaml: components.schemas.ErrorCode must be an enum of strings');
  }
  return codes;
}
