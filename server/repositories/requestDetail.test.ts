import { row, rows } from '../db/pool';
import { createTestApp, type TestApp } from '../test/testApp';
import { findRequestDetail } from './requestDetail';
import { findRequest, requestComponents } from './requests';

/** GetRequest's one query reads exactly what the request, components and submission queries read. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The submission as GetRequest read it before (a query of its own). */
async function submissionOf(identity: number | null) {
  if (identity === null) return undefined;
  return row(
    t.db,
    `SELECT identity, description, software_alias AS "softwareAlias", filename, upload_date_time AS "uploadDateTime",
            manufacturer_name AS manufacturer, platform_name AS platform
       FROM ssif_submissions WHERE identity = $1 AND removed_at IS NULL`,
    [identity],
  );
}

async function separately(id: number, manufacturerIds: number[] | null) {
  const request = await findRequest(t.db, id, manufacturerIds);
  if (!request) return undefined;
  return {
    ...request,
    components: await requestComponents(t.db, id),
    submission: await submissionOf(request.ssifIdentity),
  };
}

describe('findRequestDetail', () => {
  it('reads every request of the lab as the three queries did: components in order, submission, past due', async () => {
    // A component of a CustomNames type linked by name, a custom one and a removed submission, whatever the seed holds.
    const [first, second] = await rows<{ id: number; ssif_identity: number | null }>(
      t.db,
      'SELECT id, ssif_identity FROM image_requests WHERE ssif_identity IS NOT NULL ORDER BY id LIMIT 2',
    );
    const customNames = await row<{ id: number; display_name: string }>(
      t.db,
      "SELECT id, display_name FROM component_types WHERE filter_type = 'CustomNames' LIMIT 1",
    );
    expect(first && second && customNames).toBeTruthy();
    await t.db.query(
      `INSERT INTO request_components (request_id, component_type_id, component_type, name, position)
       VALUES ($1, $2, $3, 'A named game', 98), ($1, NULL, 'Custom part', 'Own build', 99)`,
      [first?.id, customNames?.id, customNames?.display_name],
    );
    await t.db.query("UPDATE request_components SET is_custom = true WHERE name = 'Own build'");
    await t.db.query('UPDATE ssif_submissions SET removed_at = now() WHERE identity = $1', [
      second?.ssif_identity,
    ]);

    const ids = await rows<{ id: number }>(
      t.db,
      'SELECT id FROM image_requests WHERE removed_at IS NULL ORDER BY id',
    );
    expect(ids.length).toBeGreaterThanOrEqual(40);
    let withSubmission = 0;
    let pastDue = 0;
    for (const { id } of ids) {
      const detail = await findRequestDetail(t.db, id, null);
      expect(detail).toEqual(await separately(id, null));
      if (detail?.submission) withSubmission++;
      if (detail?.pastDue) pastDue++;
    }
    // The comparison covered both shapes of each part.
    expect(withSubmission).toBeGreaterThan(0);
    expect(withSubmission).toBeLessThan(ids.length);
    expect(pastDue).toBeGreaterThan(0);

    const named = await findRequestDetail(t.db, first?.id ?? 0, null);
    expect(named?.components.slice(-2)).toEqual([
      expect.objectContaining({
        componentID: customNames?.id,
        name: 'A named game',
        relatedKeytbl: 0,
        isCustom: false,
      }),
      expect.objectContaining({
        componentID: 0,
        name: 'Own build',
        relatedKeytbl: null,
        isCustom: true,
      }),
    ]);
    expect((await findRequestDetail(t.db, second?.id ?? 0, null))?.submission).toBeUndefined();
  });

  it("reads nothing for another manufacturer's request, a removed one or an unknown id", async () => {
    const request = await row<{ id: number; manufacturer_id: number }>(
      t.db,
      'SELECT id, manufacturer_id FROM image_requests WHERE removed_at IS NULL ORDER BY id LIMIT 1',
    );
    const id = request?.id ?? 0;
    const own = request?.manufacturer_id ?? 0;
    expect(await findRequestDetail(t.db, id, [own])).toEqual(await separately(id, [own]));
    expect(await findRequestDetail(t.db, id, [own + 1000])).toBeUndefined();
    expect(await findRequestDetail(t.db, id, [])).toBeUndefined();
    await t.db.query('UPDATE image_requests SET removed_at = now() WHERE id = $1', [id]);
    expect(await findRequestDetail(t.db, id, null)).toBeUndefined();
    expect(await findRequestDetail(t.db, 2_000_000_000, null)).toBeUndefined();
  });
});
