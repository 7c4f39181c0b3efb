import { expectOk } from '../test/call';
import { createTestApp, type TestApp } from '../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A manufacturer-restricted user who may work with SSIF submissions.
  await t.db.query(
    "INSERT INTO roles (description, is_manufacturer_restricting, can_delete_ssif_submission) VALUES ('Apex SSIF', true, true)",
  );
  await t.db.query(
    "INSERT INTO role_manufacturers SELECT r.id, m.id FROM roles r, manufacturers m WHERE r.description = 'Apex SSIF' AND m.name = 'Apex Gaming'",
  );
  await t.db.query(
    `INSERT INTO users (username, first_name, last_name, email, password_hash)
     SELECT 'apexssif', 'Ada', 'Pex', 'apexssif@lab.example.com', password_hash FROM users WHERE username = 'viewer'`,
  );
  await t.db.query(
    "INSERT INTO user_roles SELECT u.id, r.id FROM users u, roles r WHERE u.username = 'apexssif' AND r.description = 'Apex SSIF'",
  );
}, 30_000);
afterAll(async () => t.close(), 30_000);

const liveCount = async () =>
  (
    await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ssif_submissions WHERE removed_at IS NULL',
    )
  ).rows[0]?.n;
interface Submission {
  identity: number;
  manufacturer_name: string;
  software_alias: string;
}

async function submissionOf(manufacturer: string): Promise<Submission> {
  const found = await t.db.query<Submission>(
    `SELECT s.identity, s.manufacturer_name, s.software_alias FROM ssif_submissions s
      WHERE s.manufacturer_name = $1 AND s.removed_at IS NULL
      ORDER BY (SELECT count(*) FROM image_requests r WHERE r.ssif_identity = s.identity) DESC, s.identity LIMIT 1`,
    [manufacturer],
  );
  const s = found.rows[0];
  if (!s) throw new Error(`no submission of ${manufacturer}`);
  return s;
}

describe('GetSubmissions', () => {
  it('pages live submissions by upload time descending by default', async () => {
    const body = expectOk(
      await t.call('GetSubmissions', { as: 'staff', query: { itemsPerPage: '100' } }),
    );
    expect(body.result.rowCount).toBe(await liveCount());
    const times = body.result.gridRows.map((r) => r.uploadDateTime);
    expect(times).toEqual([...times].sort().reverse());
    const page = expectOk(
      await t.call('GetSubmissions', { as: 'staff', query: { page: '2', itemsPerPage: '4' } }),
    );
    expect(page.result.gridRows.map((r) => r.identity)).toEqual(
      body.result.gridRows.slice(4, 8).map((r) => r.identity),
    );
  });

  it('sorts by every field both ways and searches alias, manufacturer, platform, description and file name', async () => {
    for (const field of [
      'softwareAlias',
      'Description',
      'Manufacturer',
      'filename',
      'uploadDateTime',
    ]) {
      for (const dir of ['asc', 'desc']) {
        const res = await t.call('GetSubmissions', {
          as: 'staff',
          query: { sortField: field, sortDirection: dir },
        });
        expect(res.status).toBe(200);
      }
    }
    const byAlias = expectOk(
      await t.call('GetSubmissions', {
        as: 'staff',
        query: { sortField: 'softwareAlias', sortDirection: 'asc', itemsPerPage: '100' },
      }),
    );
    const aliases = byAlias.result.gridRows.map((r) => r.softwareAlias.toLowerCase());
    expect(aliases).toEqual([...aliases].sort());
    const coral = expectOk(
      await t.call('GetSubmissions', {
        as: 'staff',
        query: { searchTerm: 'LUMEN', itemsPerPage: '100' },
      }),
    );
    expect(coral.result.rowCount).toBeGreaterThan(0);
    expect(coral.result.gridRows.every((r) => r.platform === 'Coral Lumen')).toBe(true);
    const byFile = expectOk(
      await t.call('GetSubmissions', { as: 'staff', query: { searchTerm: '.ssif.xml' } }),
    );
    expect(byFile.result.rowCount).toBe(await liveCount());
    const bad = await t.call('GetSubmissions', { as: 'staff', query: { sortField: 'UploadName' } });
    expect(bad.status).toBe(400);
  });

  it('shows a restricted user only their manufacturers and refuses users without canDeleteSSIFSubmission', async () => {
    const body = expectOk(
      await t.call('GetSubmissions', { as: 'apexssif', query: { itemsPerPage: '100' } }),
    );
    expect(body.result.rowCount).toBeGreaterThan(0);
    expect(body.result.gridRows.every((r) => r.manufacturer === 'Apex Gaming')).toBe(true);
    const refused = await t.call('GetSubmissions', { as: 'vendor' });
    expect(refused.status).toBe(403);
  });
});

describe('GetComponentsForSubmission', () => {
  it('lists the components of a submission to SSIF users and request viewers', async () => {
    const s = await submissionOf('Blue Delta Systems');
    for (const user of ['staff', 'apexssif', 'viewer']) {
      const res = await t.call('GetComponentsForSubmission', {
        as: user,
        query: { identity: s.identity },
      });
      if (user === 'staff') {
        const body = expectOk(res);
        expect(body.result.map((c) => c.componentType)).toEqual([
          'BIOS',
          'Operating System',
          'Game',
          'Progressive Controller',
        ]);
      } else if (user === 'apexssif') {
        // Another manufacturer's submission is hidden from a restricted user.
        expect(res.status).toBe(404);
      } else {
        expect(res.status).toBe(403);
      }
    }
    const apex = await submissionOf('Apex Gaming');
    const vendor = await t.call('GetComponentsForSubmission', {
      as: 'vendor',
      query: { identity: apex.identity },
    });
    expect(vendor.status).toBe(200);
    const missing = await t.call('GetComponentsForSubmission', {
      as: 'staff',
      query: { identity: '0' },
    });
    expect(missing.status).toBe(400);
  });
});

describe('RemoveSubmission', () => {
  const remove = async (user: string, identity: number, manufacturer: string) =>
    t.call('RemoveSubmission', {
      as: user,
      query: { submissionIdentity: identity, manufacturer: manufacturer },
    });

  it('refuses without the flag (403) and with the wrong manufacturer (400), changing nothing', async () => {
    const s = await submissionOf('Coral Interactive');
    const before = await liveCount();
    const refused = await remove('vendor', s.identity, s.manufacturer_name);
    expect(refused.status).toBe(403);
    const wrong = await remove('staff', s.identity, 'Apex Gaming');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(
      `SSIF submission ${s.identity} belongs to Coral Interactive, not Apex Gaming.`,
    );
    const hidden = await remove('apexssif', s.identity, s.manufacturer_name);
    expect(hidden.status).toBe(404);
    expect(await liveCount()).toBe(before);
  });

  it('removes the submission, clears it from its requests and records an event on each', async () => {
    const s = await submissionOf('Apex Gaming');
    const linked = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM image_requests WHERE ssif_identity = $1 ORDER BY id',
        [s.identity],
      )
    ).rows.map((r) => r.id);
    expect(linked.length).toBeGreaterThan(0);
    const before = await liveCount();
    const res = await remove('apexssif', s.identity, s.manufacturer_name);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe(`SSIF submission ${s.software_alias} deleted successfully`);
    expect(await liveCount()).toBe((before ?? 0) - 1);
    const pointing = await t.db.query('SELECT id FROM image_requests WHERE ssif_identity = $1', [
      s.identity,
    ]);
    expect(pointing.rows).toEqual([]);
    const events = await t.db.query<{ request_id: number; created_by: string }>(
      "SELECT request_id, created_by FROM request_events WHERE event_name = 'SSIF Submission Removed' ORDER BY request_id",
    );
    expect(events.rows).toEqual(linked.map((id) => ({ request_id: id, created_by: 'Ada Pex' })));

    // Gone from the list and from the components call; removing again is 404.
    const list = expectOk(
      await t.call('GetSubmissions', { as: 'staff', query: { itemsPerPage: '100' } }),
    );
    expect(list.result.gridRows.some((r) => r.identity === s.identity)).toBe(false);
    const parts = await t.call('GetComponentsForSubmission', {
      as: 'staff',
      query: { identity: s.identity },
    });
    expect(parts.status).toBe(404);
    const again = await remove('staff', s.identity, s.manufacturer_name);
    expect(again.status).toBe(404);
  });
});
