import { expectOk } from '../test/call';
import { readDataVersions } from '../db/dataVersions';
import { createPool, row, type Db } from '../db/pool';
import { listRequests, type RequestListQuery } from '../repositories/requests';
import { listenWith, testAppWithDir } from '../test/appOnTestDb';
import type { TestApp } from '../test/testApp';

/**
 * A server keeps the signed-in user of each token (server/auth/tokens.ts) and the request
 * list's pages (server/repositories/requestList/keptList.ts) while the database's versions stand
 * (013_auth_version.sql). Whatever changes them, through another server or straight in the
 * database, must show on this server's very next call. Each change below is made by a writer
 * other than the app under test; each first shows the kept value in use (so the test can fail).
 */

interface Row {
  id: number;
  uploadName: string;
  manufacturer: string;
  pastDue: boolean;
}
let t: TestApp;
/** A second server on the same database with a pool of its own, as in a deployment of two. */
let other: { baseUrl: string; db: Db; close: () => Promise<void> };

// Declared before testAppWithDir's: Jest runs afterAll hooks in order, and the second server
// must be gone before the test database is dropped.
afterAll(async () => {
  await other.close();
  await other.db.end();
});
const file = testAppWithDir('kept-data');
beforeAll(async () => {
  t = file.t;
  const db = createPool(t.db.options.connectionString ?? '');
  other = { db, ...(await listenWith(db, file.dir, {})) };
});

const list = async (authorization: string, query = '') =>
  t.call('GetRequests', { headers: { authorization }, query: { itemsPerPage: `100${query}` } });

async function listed(
  authorization: string,
  query = '',
): Promise<{ rowCount: number; gridRows: Row[] }> {
  const res = await list(authorization, query);
  expect(res.status).toBe(200);
  const body = res.body;
  if (!body.result) throw new Error('no result');
  return body.result;
}

/**
 * A change whose version trigger is switched off for it: proves that a value is kept (the next
 * call still shows the old one). The triggers fire in every replication role, so only this stops them.
 */
async function silently(
  table: string,
  trigger: string,
  sql: string,
  values: unknown[] = [],
): Promise<void> {
  const client = await t.db.connect();
  try {
    await client.query('BEGIN');
    await client.query(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
    await client.query(sql, values);
    await client.query(`ALTER TABLE ${table} ENABLE ALWAYS TRIGGER ${trigger}`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** A change applied as a logical-replication subscriber applies it (session_replication_role = replica). */
async function asReplica(sql: string, values: unknown[] = []): Promise<void> {
  const client = await t.db.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL session_replication_role = replica');
    await client.query(sql, values);
    await client.query('COMMIT');
  } finally {
    client.release();
  }
}

async function userId(username: string): Promise<string> {
  const found = await row<{ id: string }>(t.db, 'SELECT id FROM users WHERE username = $1', [
    username,
  ]);
  if (!found) throw new Error(`no ${username}`);
  return found.id;
}

describe('the signed-in user kept per token', () => {
  it('is kept while nothing changes, and a removed role shows on the next call', async () => {
    const authorization = `Bearer ${await t.login('jlee')}`;
    expect((await list(authorization)).status).toBe(200);
    const id = await userId('jlee');
    // Unseen by the triggers, the kept user still holds the role: the value is in use.
    await silently(
      'user_roles',
      'user_roles_auth_version',
      'DELETE FROM user_roles WHERE user_id = $1',
      [id],
    );
    expect((await list(authorization)).status).toBe(200);
    await silently(
      'user_roles',
      'user_roles_auth_version',
      `INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE description = 'Lab Staff'`,
      [id],
    );
    // The same removal as any writer makes it, here as a replication subscriber applies it: refused at once.
    await asReplica('DELETE FROM user_roles WHERE user_id = $1', [id]);
    expect((await list(authorization)).status).toBe(403);
  });

  it('refuses a token logged out through another server on its next call here', async () => {
    const token = await t.login('mgarcia');
    expect((await list(`Bearer ${token}`)).status).toBe(200);
    const res = await fetch(`${other.baseUrl}/api/Account/Logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect((await list(`Bearer ${token}`)).status).toBe(401);
  });

  it('follows a role losing a flag, a removal, a password change and a new name', async () => {
    const authorization = `Bearer ${await t.login('pnovak')}`;
    const id = await userId('pnovak');
    const info = async () =>
      expectOk(await t.call('GetTokenInformation', { query: { token: authorization.slice(7) } }))
        .result;
    expect((await info()).user?.firstName).toBe('Petra');
    await t.db.query(`UPDATE users SET first_name = 'Petronella' WHERE id = $1`, [id]);
    expect((await info()).user?.firstName).toBe('Petronella');

    expect((await list(authorization)).status).toBe(200);
    await t.db.query(
      `UPDATE roles SET can_view_requests_page = false WHERE description = 'Lab Staff'`,
    );
    try {
      expect((await list(authorization)).status).toBe(403);
    } finally {
      await t.db.query(
        `UPDATE roles SET can_view_requests_page = true WHERE description = 'Lab Staff'`,
      );
    }
    expect((await list(authorization)).status).toBe(200);

    await t.db.query(
      `UPDATE users SET password_changed_at = password_changed_at + interval '1 second' WHERE id = $1`,
      [id],
    );
    expect((await list(authorization)).status).toBe(401);
    expect((await info()).valid).toBe(false);
  });

  it('follows a removal of the user', async () => {
    const authorization = `Bearer ${await t.login('staff')}`;
    expect((await list(authorization)).status).toBe(200);
    await t.db.query('UPDATE users SET removed_at = now() WHERE id = $1', [await userId('staff')]);
    expect((await list(authorization)).status).toBe(401);
  });

  it("follows a restricting role's manufacturers: the kept pages are per restriction", async () => {
    const authorization = `Bearer ${await t.login('viewer')}`;
    const id = await userId('viewer');
    const all = await listed(`Bearer ${await t.login('admin')}`);
    const [first, second] = [...new Set(all.gridRows.map((r) => r.manufacturer))].sort();
    if (!first || !second) throw new Error('the demo lab has fewer than two manufacturers');
    // The viewer's only role: one restricting to the first manufacturer.
    await t.db.query(`DELETE FROM user_roles WHERE user_id = $1`, [id]);
    await t.db.query(
      `WITH role AS (INSERT INTO roles (description, is_manufacturer_restricting, can_view_requests_page) VALUES ('One maker', true, true) RETURNING id),
            link AS (INSERT INTO role_manufacturers (role_id, manufacturer_id) SELECT role.id, m.id FROM role, manufacturers m WHERE m.name = $2)
       INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM role`,
      [id, first],
    );
    const shows = async (manufacturer: string) => {
      const page = await listed(authorization);
      expect(page.gridRows.length).toBeGreaterThan(0);
      expect(new Set(page.gridRows.map((r) => r.manufacturer))).toEqual(new Set([manufacturer]));
      expect(page.rowCount).toBe(
        all.gridRows.filter((r) => r.manufacturer === manufacturer).length,
      );
    };
    await shows(first);
    // Only the role's manufacturers change (not the user's roles).
    await t.db.query(
      `UPDATE role_manufacturers SET manufacturer_id = (SELECT id FROM manufacturers WHERE name = $1)
        WHERE role_id = (SELECT id FROM roles WHERE description = 'One maker')`,
      [second],
    );
    await shows(second);
  });
});

describe('the request list kept per version', () => {
  let admin: string;
  beforeAll(async () => {
    admin = `Bearer ${await t.login('admin')}`;
  });

  it('is kept while nothing changes, and shows a rename by any writer on the next call', async () => {
    const before = await listed(admin);
    const target = before.gridRows[0];
    if (!target) throw new Error('no requests');
    await silently(
      'image_requests',
      'image_requests_version',
      'UPDATE image_requests SET name = $2 WHERE id = $1',
      [target.id, 'Quietly renamed'],
    );
    expect((await listed(admin)).gridRows[0]?.uploadName).toBe(target.uploadName);
    await t.db.query('UPDATE image_requests SET name = $2 WHERE id = $1', [
      target.id,
      'Openly renamed',
    ]);
    expect((await listed(admin)).gridRows[0]?.uploadName).toBe('Openly renamed');
  });

  it('shows a request removed through another server, with the count', async () => {
    const before = await listed(admin);
    const target = before.gridRows[1];
    if (!target) throw new Error('no requests');
    const res = await fetch(
      `${other.baseUrl}/api/BinaryRequest/RemoveImageRequest?requestId=${target.id}`,
      { method: 'PUT', headers: { authorization: admin } },
    );
    expect(res.status).toBe(200);
    const after = await listed(admin);
    expect(after.rowCount).toBe(before.rowCount - 1);
    expect(after.gridRows.map((r) => r.id)).not.toContain(target.id);
  });

  it('shows a state becoming final (no past due any more) when its actions are removed', async () => {
    const before = await listed(admin);
    const late = before.gridRows.find((r) => r.pastDue);
    if (!late) throw new Error('the demo lab has no past-due request');
    const state = await row<{ state_id: string }>(
      t.db,
      'SELECT state_id FROM image_requests WHERE id = $1',
      [late.id],
    );
    await t.db.query('DELETE FROM workflow_actions WHERE state_id = $1', [state?.state_id]);
    const after = await listed(admin);
    expect(after.gridRows.find((r) => r.id === late.id)?.pastDue).toBe(false);
  });

  it('works "past due" out again on a new day, at the same data version', async () => {
    const query: RequestListQuery = {
      manufacturerIds: null,
      pattern: null,
      sortField: 'CreatedOn',
      sortDirection: 'desc',
      limit: 100,
      offset: 0,
    };
    const versions = await readDataVersions(t.db);
    const first = await listRequests(t.db, query, versions);
    const target = first.rows[0];
    if (!target) throw new Error('no requests');
    await silently(
      'image_requests',
      'image_requests_version',
      'UPDATE image_requests SET name = $2 WHERE id = $1',
      [target.id, 'Renamed overnight'],
    );
    expect((await listRequests(t.db, query, versions)).rows[0]?.uploadName).toBe(target.uploadName);
    const tomorrow = { ...versions, today: '2999-01-01' };
    expect((await listRequests(t.db, query, tomorrow)).rows[0]?.uploadName).toBe(
      'Renamed overnight',
    );
  });
});
