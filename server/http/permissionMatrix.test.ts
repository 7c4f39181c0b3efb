import { loadSpec } from '../contract/spec';
import { row } from '../db/pool';
import { expectContract } from '../test/contract';
import { EXAMPLES, loadFixtures, type Fixtures } from '../test/operationExamples';
import { CALLERS, PERMISSION_MATRIX, type Caller, type Outcome } from '../test/permissionMatrix';
import { createTestApp, type TestApp } from '../test/testApp';

/*
 * Issue 9, the permission matrix: every operation of openapi.yaml x every kind of caller
 * (server/test/permissionMatrix.ts), run against the real server on the seeded demo lab.
 * A refused call (401, 403, or another manufacturer's record for a restricted caller) must
 * leave every table as it was.
 */
const spec = loadSpec();
const contractOperations = Object.values(spec.paths)
  .flatMap((methods) => Object.values(methods).map((operation) => operation.operationId))
  .filter((id): id is string => typeof id === 'string')
  .sort();

// Bookkeeping of the limits themselves (counts of attempts and uploads, the audit of changes).
const UNWATCHED = new Set([
  'rate_limits',
  'login_failures',
  'upload_usage',
  'audit_trail',
  'migrations',
  'schema_migrations',
]);
// Rows watched in part: a session's last_seen_at moves with any call, refused or not (once a minute).
const WATCHED_COLUMNS: Record<string, string> = {
  sessions: '(x.id, x.user_id, x.method, x.expires_at, x.ended_at)',
};

let t: TestApp;
let f: Fixtures;
let fingerprintSql: string;

beforeAll(async () => {
  t = await createTestApp();
  // The organization manager: only the Organization Manager role (admin page, organization flags).
  await t.db.query(
    `INSERT INTO users (username, first_name, last_name, email, password_hash)
     SELECT 'orgmanager', 'Olga', 'Manager', 'orgmanager@lab.example.com', password_hash FROM users WHERE username = 'admin'`,
  );
  await t.db.query(
    "INSERT INTO user_roles SELECT u.id, r.id FROM users u, roles r WHERE u.username = 'orgmanager' AND r.description = 'Organization Manager'",
  );
  f = await loadFixtures(t);
  const tables = (
    await t.db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
    )
  ).rows
    .map((r) => r.table_name)
    .filter((name) => !UNWATCHED.has(name));
  fingerprintSql = `SELECT md5(string_agg(h, '|' ORDER BY h)) AS h FROM (${tables
    .map(
      (name) =>
        `SELECT '${name}:' || coalesce(md5(string_agg(${WATCHED_COLUMNS[name] ?? 'x'}::text, ',' ORDER BY ${WATCHED_COLUMNS[name] ?? 'x'}::text)), '') AS h FROM "${name}" x`,
    )
    .join(' UNION ALL ')}) all_tables`;
}, 60_000);
afterAll(async () => t?.close());

const fingerprint = async () => (await row<{ h: string }>(t.db, fingerprintSql))?.h;

const USERNAMES: Record<Exclude<Caller, 'anonymous'>, string> = {
  admin: 'admin',
  staff: 'staff',
  vendor: 'vendor',
  viewer: 'viewer',
  orgManager: 'orgmanager',
};

describe('the matrix covers the contract', () => {
  it('has exactly one row and one example per operation of openapi.yaml', () => {
    expect(Object.keys(PERMISSION_MATRIX).sort()).toEqual(contractOperations);
    expect(Object.keys(EXAMPLES).sort()).toEqual(contractOperations);
  });
});

const cells: Array<[string, Caller, Outcome]> = Object.entries(PERMISSION_MATRIX).flatMap(
  ([operation, outcomes]) =>
    CALLERS.map((caller): [string, Caller, Outcome] => [operation, caller, outcomes[caller]]),
);

describe.each(Object.keys(PERMISSION_MATRIX))('%s', (operation) => {
  it.each(
    cells
      .filter(([op]) => op === operation)
      .map(([, caller, outcome]) => [caller, outcome] as const),
  )('as %s: %s', async (caller, outcome) => {
    const example = EXAMPLES[operation];
    if (!example) throw new Error(`no example call for ${operation}`);
    // The address limits on Login, RegisterAccount and PasswordResetRequest are not what this checks.
    await t.db.query('DELETE FROM rate_limits');
    const call = await example(t, f, caller === 'anonymous' ? undefined : USERNAMES[caller]);
    const headers: Record<string, string> =
      call.headers ?? (caller === 'anonymous' ? {} : await t.auth(USERNAMES[caller]));
    const before = outcome === 'ok' ? undefined : await fingerprint();
    const res = await t.inject({
      method: call.method,
      url: call.url,
      headers,
      payload: call.json ?? call.form?.(),
    });
    const isJson = (res.headers['content-type'] ?? '').includes('application/json');
    const summary = `${operation} as ${caller}: ${res.statusCode} ${res.body.toString('utf8').slice(0, 300)}`;
    if (outcome === 'ok') {
      expect({ summary, ok: res.statusCode >= 200 && res.statusCode < 300 }).toEqual({
        summary,
        ok: true,
      });
      if (isJson) expect(expectContract<{ success: boolean }>(res, operation).success).toBe(true);
      return;
    }
    // 400 only where a body names the other manufacturer (e.g. a new request on its platform).
    const expected = outcome === 'own' ? (call.json || call.form ? [404, 400] : [404]) : [outcome];
    expect({ summary, refused: expected.includes(res.statusCode) }).toEqual({
      summary,
      refused: true,
    });
    expect(expectContract<{ success: boolean }>(res, operation).success).toBe(false);
    expect(await fingerprint()).toBe(before);
  });
});

describe('a manufacturer-restricted caller in lists', () => {
  it.each([
    ['GetRequests', '/api/BinaryRequest/GetRequests?page=1&itemsPerPage=100'],
    [
      'GetSoftwareValidations',
      '/api/SoftwareValidation/GetSoftwareValidations?page=1&itemsPerPage=100',
    ],
  ])(
    "%s holds only its own manufacturer's rows, where the super user's hold others too",
    async (operation, url) => {
      const manufacturers = async (username: string) => {
        const res = await t.inject({ method: 'GET', url, headers: await t.auth(username) });
        const rows = expectContract<{ result: { gridRows: Array<{ manufacturer: string }> } }>(
          res,
          operation,
        ).result.gridRows;
        return new Set(rows.map((r) => r.manufacturer));
      };
      expect([...(await manufacturers('vendor'))]).toEqual(['Apex Gaming']);
      expect((await manufacturers('admin')).size).toBeGreaterThan(1);
    },
  );
});
