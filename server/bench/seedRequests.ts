import { rows, type Db } from '../db/pool';
import { GAME_TITLES, REQUEST_DESCRIPTIONS } from '../seed/demoData';

/** The bench requests are added in INSERTs of this many. */
const CHUNK = 25_000;

/** Adds `count` image requests spread over the demo platforms, organizations, states, creators and 3 years. */
export async function addRequests(db: Db, count: number): Promise<void> {
  const platforms = await rows<{
    mid: number;
    manufacturer_id: number;
    manufacturer: string;
    word: string;
  }>(
    db,
    `SELECT p.mid, p.manufacturer_id, m.name AS manufacturer, p.platform AS word
       FROM platforms p JOIN manufacturers m ON m.id = p.manufacturer_id ORDER BY p.mid`,
  );
  // Each organization with the states of its own workflow, so every request's state is valid for it.
  const placements = await rows<{ organization_id: string; state_id: string; status: string }>(
    db,
    `SELECT o.id AS organization_id, s.id AS state_id, s.description AS status
       FROM organizations o JOIN workflow_states s ON s.workflow_id = o.workflow_id
      WHERE o.removed_at IS NULL ORDER BY o.name, s.sort_order`,
  );
  const creators = await rows<{ id: string; name: string }>(
    db,
    `SELECT id, first_name || ' ' || last_name AS name FROM users
      WHERE username IN ('admin', 'staff', 'jlee', 'mgarcia', 'pnovak', 'vendor') ORDER BY username`,
  );
  const client = await db.connect();
  try {
    await client.query('SELECT setseed(0.2026)');
    for (let start = 1; start <= count; start += CHUNK) {
      const end = Math.min(count, start + CHUNK - 1);
      await client.query(
        `INSERT INTO image_requests (name, description, mid, manufacturer_id, organization_id, state_id, priority, priority_due_date,
                                     gps_path, created_by_id, created_on, manufacturer_name, status, created_by_name)
         SELECT ($1::text[])[1 + floor(x.r1 * array_length($1::text[], 1))::int] || ' ' || ($4::text[])[x.p] || ' '
                  || (1 + floor(x.r2 * 9))::int || '.' || floor(x.r3 * 10)::int || ' B' || lpad(x.g::text, 7, '0'),
                ($2::text[])[1 + floor(x.r2 * array_length($2::text[], 1))::int],
                ($3::int[])[x.p], ($5::int[])[x.p], ($7::uuid[])[x.s], ($8::uuid[])[x.s],
                x.r5 < 0.3,
                CASE WHEN x.r5 < 0.3 THEN (now() + ((x.r6 * 90 - 45)::int) * interval '1 day')::date END,
                '/gps/uploads/bench/' || x.g,
                ($10::uuid[])[x.c], now() - x.r4 * interval '3 years',
                ($6::text[])[x.p], ($9::text[])[x.s], ($11::text[])[x.c]
           FROM (SELECT g, random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5, random() AS r6,
                        1 + floor(random() * array_length($3::int[], 1))::int AS p,
                        1 + floor(random() * array_length($7::uuid[], 1))::int AS s,
                        1 + floor(random() * array_length($10::uuid[], 1))::int AS c
                   FROM generate_series($12::int, $13::int) AS g) x`,
        [
          GAME_TITLES,
          REQUEST_DESCRIPTIONS,
          platforms.map((p) => p.mid),
          platforms.map((p) => p.word),
          platforms.map((p) => p.manufacturer_id),
          platforms.map((p) => p.manufacturer),
          placements.map((p) => p.organization_id),
          placements.map((p) => p.state_id),
          placements.map((p) => p.status),
          creators.map((c) => c.id),
          creators.map((c) => c.name),
          start,
          end,
        ],
      );
      process.stdout.write(
        `  ${end.toLocaleString('en-US')} / ${count.toLocaleString('en-US')} requests\r`,
      );
    }
    process.stdout.write('\n');
    // Each creator follows their requests, as SubmitImageRequest makes them (the `following` filter).
    await client.query(
      `INSERT INTO request_followers (request_id, user_id)
       SELECT id, created_by_id FROM image_requests ON CONFLICT DO NOTHING`,
    );
    // The state autovacuum leaves a live database in, not the one right after a bulk load: the
    // trigram index's pending list merged (every search would scan it), the planner's statistics
    // and the visibility map set. request_counts needs nothing: its triggers move each counter
    // once per INSERT (025), where 005's per-row ones left it 540 pages of dead versions.
    await client.query('VACUUM ANALYZE');
  } finally {
    client.release();
  }
}
