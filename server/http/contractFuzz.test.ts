import { loadSpec } from '../contract/spec';
import { QUOTAS, RATE_LIMITS } from '../generated/operationFacts';
import { expectContract } from '../test/contract';
import { edgeCalls, exampleCall } from '../test/contractEdges';
import { hostileCalls, type HostileCall } from '../test/hostileInputs';
import { EXAMPLES, loadFixtures, type Fixtures } from '../test/operationExamples';
import { sendRaw } from '../test/rawHttp';
import { createTestApp, type TestApp, type TestResponse } from '../test/testApp';

/*
 * Issue 9, contract fuzzing: for every operation of openapi.yaml at least 100 inputs that
 * break its schema (server/test/hostileInputs.ts), sent as a signed-in super user so they
 * reach validation. No answer may be a 5xx; every answer carries the envelope; every answer
 * (2xx included) matches what openapi.yaml documents for its status; every error answer has a
 * `code` of the contract's ErrorCode.
 *
 * Issue 17 adds, for every operation, the contract's edges (server/test/contractEdges.ts: no,
 * empty, `{}`, `null`, array and broken or empty multipart bodies, headers past the limit, ids
 * sent empty or as the empty UUID) and its example sent by every other kind of caller, so on
 * records of another user or manufacturer (the examples' are Blue Delta Systems').
 */
const INPUTS_PER_OPERATION = 100;
/** Operations behind a per-address, per-account or per-user limit (x-rate-limit, x-quota). */
const LIMITED = new Set<string>([...Object.keys(RATE_LIMITS), ...Object.keys(QUOTAS)]);
/** Callers besides the super user, by demo username ('' for no token). */
const OTHER_CALLERS = { anonymous: '', staff: 'staff', vendor: 'vendor', viewer: 'viewer' };
const spec = loadSpec();
const ERROR_CODES: ReadonlySet<string | undefined> = new Set(
  (spec.components?.schemas as { ErrorCode: { enum: string[] } } | undefined)?.ErrorCode.enum,
);
const operations = Object.values(spec.paths)
  .flatMap((methods) => Object.values(methods).map((operation) => operation.operationId))
  .filter((id): id is string => typeof id === 'string');

let t: TestApp;
let f: Fixtures;
let sent = 0;
let serverErrors = 0;
let withoutCode = 0;

beforeAll(async () => {
  t = await createTestApp();
  f = await loadFixtures(t);
}, 60_000);
afterAll(async () => {
  console.log(
    `contract fuzzing: ${sent} hostile inputs sent over ${operations.length} operations, ${serverErrors} answered 5xx, ${withoutCode} error answers without a code`,
  );
  await t?.close();
});

/** Over raw HTTP (server/test/rawHttp.ts). */
const send = (call: HostileCall) => sendRaw(t.baseUrl, call);

/**
 * Calls `work` on every item with at most `limit` calls in flight, results in the items' order.
 * One request at a time left this process idle about a third of the time, waiting on PostgreSQL.
 */
async function inFlight<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  // One iterator shared by the lanes: each takes the next item when its call is answered.
  const queue = items.entries();
  const lane = async () => {
    for (const [i, item] of queue) results[i] = await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** Hostile calls of one operation in flight at once (the rate-limited ones one at a time, see below). */
const IN_FLIGHT = 6;

/** The envelope's code of an answer, if it is JSON and has one. */
function codeOf(res: TestResponse): string | undefined {
  try {
    const { code } = res.json<{ code?: unknown }>();
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** Sends one hostile call and says what was wrong with its answer, if anything. */
async function check(operation: string, hostile: HostileCall): Promise<string | undefined> {
  // The per-address, per-account and upload limits would answer 429 before validation is reached.
  if (LIMITED.has(operation))
    await t.db.query(
      'DELETE FROM rate_limits; DELETE FROM login_failures; DELETE FROM upload_usage',
    );
  let res: TestResponse;
  try {
    res = await send(hostile);
  } catch (error) {
    return `${hostile.label}: no answer (${String(error)})`;
  }
  sent++;
  if (res.statusCode >= 500) serverErrors++;
  const isJson = (res.headers['content-type'] ?? '').includes('application/json');
  if (res.statusCode >= 400 && !ERROR_CODES.has(codeOf(res))) withoutCode++;
  try {
    if (res.statusCode >= 500) throw new Error('a server error');
    // A file (GetAttachment, the exports) and the event stream are the answers without the envelope.
    if (
      !isJson &&
      res.statusCode >= 200 &&
      res.statusCode < 300 &&
      (operation === 'GetAttachment' ||
        operation === 'StreamEvents' ||
        operation.startsWith('Export'))
    )
      return undefined;
    const body = expectContract<{ success: unknown; message: unknown; code?: unknown }>(
      res,
      operation,
    );
    if (typeof body.success !== 'boolean' || typeof body.message !== 'string')
      throw new Error('no envelope');
    if (res.statusCode >= 400 && body.success !== false)
      throw new Error('a refusal with success: true');
    if (res.statusCode >= 400 && !ERROR_CODES.has(codeOf(res)))
      throw new Error('an error answer without a code of ErrorCode');
  } catch (error) {
    return `${hostile.label}: ${res.statusCode} ${(error as Error).message.slice(0, 200)} ${res.body.toString('utf8').slice(0, 200)}`;
  }
  return undefined;
}

it.each(operations)(
  '%s: hostile inputs answer no 5xx, the envelope, and the contract',
  async (operation) => {
    const example = EXAMPLES[operation];
    if (!example)
      throw new Error(`no example call for ${operation} in server/test/operationExamples.ts`);
    const call = await example(t, f, 'admin');
    const authorization = call.headers ?? (await t.auth('admin'));
    const calls = hostileCalls(operation, call, authorization, INPUTS_PER_OPERATION);
    expect(calls.length).toBeGreaterThanOrEqual(INPUTS_PER_OPERATION);
    calls.push(...edgeCalls(operation, call, authorization));
    // An example with headers of its own (Logout) names its caller; the others are tried by all.
    if (!call.headers) {
      for (const [caller, username] of Object.entries(OTHER_CALLERS))
        calls.push({
          ...exampleCall(call, username ? await t.auth(username) : {}),
          label: `as ${caller}`,
        });
    }
    // A limited operation's counters are cleared before each call, which holds only one at a time.
    const answers = await inFlight(calls, LIMITED.has(operation) ? 1 : IN_FLIGHT, (hostile) =>
      check(operation, hostile),
    );
    // In the calls' order, whichever answered first.
    expect(answers.filter((failure) => failure !== undefined)).toEqual([]);
  },
  180_000,
);
