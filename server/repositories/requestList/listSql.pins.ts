import type { SentStatement } from './recordingDb';

/** What listSqlScenarios sent before requests.ts was split (fixture: regenerate only on purpose). */
export const LIST_SQL_PINS: Record<string, SentStatement[]> = {
  'first page, every manufacturer': [
    {
      prepared: true,
      text: 'SELECT r.id, r.name AS "uploadName", r.manufacturer_name AS manufacturer, r.description,\n  r.created_by_name AS "createdBy", r.created_on AS "createdOn", r.status, r.priority,\n  r.priority_due_date AS "priorityDueDate", (r.priority AND r.priority_due_date < (now() AT TIME ZONE \'UTC\')::date\n  AND EXISTS (SELECT 1 FROM workflow_actions wa WHERE wa.state_id = r.state_id)) AS "pastDue", (SELECT coalesce(sum(live), 0)::bigint AS n FROM request_counts) AS "listTotal" FROM image_requests r WHERE r.removed_at IS NULL\n      ORDER BY r.created_on DESC, r.id DESC\n      LIMIT $1::int OFFSET $2::int',
      values: [10, 0],
    },
  ],
  'restricted, by name ascending': [
    {
      prepared: true,
      text: 'SELECT r.id, r.name AS "uploadName", r.manufacturer_name AS manufacturer, r.description,\n  r.created_by_name AS "createdBy", r.created_on AS "createdOn", r.status, r.priority,\n  r.priority_due_date AS "priorityDueDate", (r.priority AND r.priority_due_date < (now() AT TIME ZONE \'UTC\')::date\n  AND EXISTS (SELECT 1 FROM workflow_actions wa WHERE wa.state_id = r.state_id)) AS "pastDue", (SELECT coalesce(sum(live), 0)::bigint AS n FROM request_counts WHERE manufacturer_id = ANY($1::int[])) AS "listTotal" FROM image_requests r WHERE r.removed_at IS NULL AND r.manufacturer_id = ANY($1::int[])\n      ORDER BY lower(r.name) ASC, r.id ASC\n      LIMIT $2::int OFFSET $3::int',
      values: [[1, 2], 10, 0],
    },
  ],
  'restricted, by due date descending, past the end': [
    {
      prepared: true,
      text: 'SELECT page.*, (SELECT coalesce(sum(live), 0)::bigint AS n FROM request_counts WHERE manufacturer_id = ANY($1::int[])) AS "listTotal" FROM (\n        (SELECT r.id, r.name AS "uploadName", r.manufacturer_name AS manufacturer, r.description,\n  r.created_by_name AS "createdBy", r.created_on AS "createdOn", r.status, r.priority,\n  r.priority_due_date AS "priorityDueDate", (r.priority AND r.priority_due_date < (now() AT TIME ZONE \'UTC\')::date\n  AND EXISTS (SELECT 1 FROM workflow_actions wa WHERE wa.state_id = r.state_id)) AS "pastDue" FROM image_requests r WHERE r.removed_at IS NULL AND r.manufacturer_id = ANY($1::int[]) AND r.priority_due_date IS NOT NULL\n          ORDER BY r.priority_due_date DESC, r.id DESC LIMIT ($2::int + $3::int))\n        UNION ALL\n        (SELECT r.id, r.name AS "uploadName", r.manufacturer_name AS manufacturer, r.description,\n  r.created_by_name AS "createdBy", r.created_on AS "createdOn", r.status, r.priority,\n  r.priority_due_date AS "priorityDueDate", (r.priority AND r.priority_due_date < (now() AT TIME ZONE \'UTC\')::date\n  AND EXISTS (SELECT 1 FROM workflow_actions wa WHERE wa.state_id = r.state_id)) AS "pastDue" FROM image_requests r WHERE r.removed_at IS NULL AND r.manufacturer_id = ANY($1::int[]) AND r.priority_due_date IS NULL\n          ORDER BY r.priority_due_date DESC, r.id DESC LIMIT ($2::int + $3::int))\n      ) page\n      ORDER BY page."priorityDueDate" DESC NULLS LAST, page.id DESC\n      LIMIT $2::int OFFSET $3::int',
      values: [[2], 10, 60],
    },
    {
      prepared: false,
      text: 'SELECT coalesce(sum(live), 0)::bigint AS n FROM request_counts WHERE manufacturer_id = ANY($1::int[])',
      values: [[2]],
    },
  ],
  'search with few matches, by status': [
    {
      prepared: false,
      text: 'SELECT p.found, p.scanned, (SELECT coalesce(sum(live), 0)::int FROM request_counts) AS live,\n      CASE WHEN p.found > $4 THEN p.found ELSE request_search_count($1, $2::int[], $4 + 1) END AS n\n       FROM (SELECT count(*)::int AS found, coalesce(max(m.rn), 0)::int AS scanned\n               FROM (SELECT s.rn\n        FROM (SELECT row_number() OVER () AS rn,\n                     r.search_text, r.removed_at, r.manufacturer_id\n                FROM image_requests r\n               LIMIT least($3::int, ((SELECT coalesce(sum(live), 0) FROM request_counts) / $5::int)::int)) s\n       WHERE s.removed_at IS NULL AND ($2::int[] IS NULL OR s.manufacturer_id = ANY($2::int[]))\n         AND s.search_text LIKE $1\n       LIMIT $4 + 1) m) p',
      values: ['%apex%', null, 20000, 1000, 20],
    },
    {
      prepared: false,
      text: 'SELECT r.id, r.name AS "uploadName", r.manufacturer_name AS manufacturer, r.description,\n  r.created_by_name AS "createdBy", r.created_on AS "createdOn", r.status, r.priority,\n  r.priority_due_date AS "priorityDueDate", (r.priority AND r.priority_due_date < (now() AT TIME ZONE \'UTC\')::date\n  AND EXISTS (SELECT 1 FROM workflow_actions wa WHERE wa.state_id = r.state_id)) AS "pastDue", page.k::text AS "sortKey"\n      FROM (SELECT r.id, lower(r.status) AS k FROM request_search_matches($1) r WHERE true\n             ORDER BY k ASC, r.id ASC LIMIT $2::int OFFSET $3::int) page\n      JOIN image_requests r ON r.id = page.id\n     ORDER BY page.k ASC, page.id ASC',
      values: ['%apex%', 10, 0],
    },
  ],
  'restricted search with no match': [
    {
      prepared: false,
      text: 'SELECT p.found, p.scanned, (SELECT coalesce(sum(live), 0)::int FROM request_counts) AS live,\n      CASE WHEN p.found > $4 THEN p.found ELSE request_search_count($1, $2::int[], $4 + 1) END AS n\n       FROM (SELECT count(*)::int AS found, coalesce(max(m.rn), 0)::int AS scanned\n               FROM (SELECT s.rn\n        FROM (SELECT row_number() OVER () AS rn,\n                     r.search_text, r.removed_at, r.manufacturer_id\n                FROM image_requests r\n               LIMIT least($3::int, ((SELECT coalesce(sum(live), 0) FROM request_counts) / $5::int)::int)) s\n       WHERE s.removed_at IS NULL AND ($2::int[] IS NULL OR s.manufacturer_id = ANY($2::int[]))\n         AND s.search_text LIKE $1\n       LIMIT $4 + 1) m) p',
      values: ['%zzz%', [1], 20000, 1000, 20],
    },
  ],
  'search with many clustered matches, two pages': [
    {
      prepared: false,
      text: "WITH m AS MATERIALIZED (SELECT s.rn, s.id, s.k\n        FROM (SELECT row_number() OVER () AS rn, r.id, lower(r.name) AS k,\n                     r.search_text, r.removed_at, r.manufacturer_id\n                FROM image_requests r\n               LIMIT least($3::int, ((SELECT coalesce(sum(live), 0) FROM request_counts) / $5::int)::int)) s\n       WHERE s.removed_at IS NULL AND ($2::int[] IS NULL OR s.manufacturer_id = ANY($2::int[]))\n         AND s.search_text LIKE $1\n       LIMIT $4 + 1)\n        SELECT p.found, p.scanned, (SELECT coalesce(sum(live), 0)::int FROM request_counts) AS live,\n      CASE WHEN p.found > $4 THEN p.found ELSE request_search_count($1, $2::int[], $4 + 1) END AS n, b.key, b.id, (SELECT coalesce(to_jsonb(d) ->> 'datlocprovider', 'c') = 'b'\n            OR (coalesce(to_jsonb(d) ->> 'datlocprovider', 'c') = 'c' AND d.datcollate IN ('C', 'POSIX'))\n       FROM pg_database d WHERE d.datname = current_database()) AS \"codePoint\"\n          FROM (SELECT count(*)::int AS found, coalesce(max(m.rn), 0)::int AS scanned FROM m) p\n          LEFT JOIN (SELECT m.k AS key, m.id FROM m ORDER BY m.k ASC, m.id ASC\n                     OFFSET $6::int LIMIT 1) b ON true",
      values: ['%lucky%', [1, 2], 20000, 1000, 20, 9],
    },
    {
      prepared: false,
      text: 'SELECT coalesce(sum(live), 0)::bigint AS n FROM request_counts WHERE manufacturer_id = ANY($1::int[])',
      values: [[1, 2]],
    },
    {
      prepared: false,
      text: 'SELECT r.id, r.name AS "uploadName", r.manufacturer_name AS manufacturer, r.description,\n  r.created_by_name AS "createdBy", r.created_on AS "createdOn", r.status, r.priority,\n  r.priority_due_date AS "priorityDueDate", (r.priority AND r.priority_due_date < (now() AT TIME ZONE \'UTC\')::date\n  AND EXISTS (SELECT 1 FROM workflow_actions wa WHERE wa.state_id = r.state_id)) AS "pastDue", page.k::text AS "sortKey"\n      FROM (SELECT r.id, lower(r.name) AS k FROM request_search_matches_by_name($2, $5, $6::int, $7::boolean) r WHERE r.manufacturer_id = ANY($1::int[])\n             ORDER BY k ASC, r.id ASC LIMIT $3::int OFFSET $4::int) page\n      JOIN image_requests r ON r.id = page.id\n     ORDER BY page.k ASC, page.id ASC',
      values: [[1, 2], '%lucky%', 10, 0, 'upload 7', 7, false],
    },
    {
      prepared: false,
      text: 'SELECT r.id, r.name AS "uploadName", r.manufacturer_name AS manufacturer, r.description,\n  r.created_by_name AS "createdBy", r.created_on AS "createdOn", r.status, r.priority,\n  r.priority_due_date AS "priorityDueDate", (r.priority AND r.priority_due_date < (now() AT TIME ZONE \'UTC\')::date\n  AND EXISTS (SELECT 1 FROM workflow_actions wa WHERE wa.state_id = r.state_id)) AS "pastDue"\n      FROM (SELECT r.*, lower(r.name) AS walk_key FROM image_requests r WHERE r.removed_at IS NULL AND r.manufacturer_id = ANY($1::int[]) AND (lower(r.name), r.id) >= ($6::text, $7::int)\n             ORDER BY lower(r.name) ASC, r.id ASC LIMIT $5::int) r\n     WHERE r.search_text LIKE $2\n     ORDER BY r.walk_key ASC, r.id ASC\n     LIMIT $3::int OFFSET $4::int',
      values: [[1, 2], '%lucky%', 10, 10, 420, 'upload 1', 1],
    },
  ],
  'search with many matches, descending, the page at the cap': [
    {
      prepared: false,
      text: 'SELECT p.found, p.scanned, (SELECT coalesce(sum(live), 0)::int FROM request_counts) AS live,\n      CASE WHEN p.found > $4 THEN p.found ELSE request_search_count($1, $2::int[], $4 + 1) END AS n\n       FROM (SELECT count(*)::int AS found, coalesce(max(m.rn), 0)::int AS scanned\n               FROM (SELECT s.rn\n        FROM (SELECT row_number() OVER () AS rn,\n                     r.search_text, r.removed_at, r.manufacturer_id\n                FROM image_requests r\n               LIMIT least($3::int, ((SELECT coalesce(sum(live), 0) FROM request_counts) / $5::int)::int)) s\n       WHERE s.removed_at IS NULL AND ($2::int[] IS NULL OR s.manufacturer_id = ANY($2::int[]))\n         AND s.search_text LIKE $1\n       LIMIT $4 + 1) m) p',
      values: ['%quest%', null, 20000, 1000, 20],
    },
    {
      prepared: false,
      text: 'SELECT coalesce(sum(live), 0)::bigint AS n FROM request_counts',
      values: [],
    },
    {
      prepared: false,
      text: 'SELECT r.id, r.name AS "uploadName", r.manufacturer_name AS manufacturer, r.description,\n  r.created_by_name AS "createdBy", r.created_on AS "createdOn", r.status, r.priority,\n  r.priority_due_date AS "priorityDueDate", (r.priority AND r.priority_due_date < (now() AT TIME ZONE \'UTC\')::date\n  AND EXISTS (SELECT 1 FROM workflow_actions wa WHERE wa.state_id = r.state_id)) AS "pastDue"\n      FROM (SELECT r.*, lower(r.created_by_name) AS walk_key FROM image_requests r WHERE r.removed_at IS NULL\n             ORDER BY lower(r.created_by_name) DESC, r.id DESC LIMIT $4::int) r\n     WHERE r.search_text LIKE $1\n     ORDER BY r.walk_key DESC, r.id DESC\n     LIMIT $2::int OFFSET $3::int',
      values: ['%quest%', 11, 990, 16104],
    },
  ],
  'search with many matches, by due date': [
    {
      prepared: false,
      text: 'SELECT p.found, p.scanned, (SELECT coalesce(sum(live), 0)::int FROM request_counts) AS live,\n      CASE WHEN p.found > $4 THEN p.found ELSE request_search_count($1, $2::int[], $4 + 1) END AS n\n       FROM (SELECT count(*)::int AS found, coalesce(max(m.rn), 0)::int AS scanned\n               FROM (SELECT s.rn\n        FROM (SELECT row_number() OVER () AS rn,\n                     r.search_text, r.removed_at, r.manufacturer_id\n                FROM image_requests r\n               LIMIT least($3::int, ((SELECT coalesce(sum(live), 0) FROM request_counts) / $5::int)::int)) s\n       WHERE s.removed_at IS NULL AND ($2::int[] IS NULL OR s.manufacturer_id = ANY($2::int[]))\n         AND s.search_text LIKE $1\n       LIMIT $4 + 1) m) p',
      values: ['%quest%', [2], 20000, 1000, 20],
    },
    {
      prepared: false,
      text: 'SELECT page.* FROM (\n        (SELECT r.id, r.name AS "uploadName", r.manufacturer_name AS manufacturer, r.description,\n  r.created_by_name AS "createdBy", r.created_on AS "createdOn", r.status, r.priority,\n  r.priority_due_date AS "priorityDueDate", (r.priority AND r.priority_due_date < (now() AT TIME ZONE \'UTC\')::date\n  AND EXISTS (SELECT 1 FROM workflow_actions wa WHERE wa.state_id = r.state_id)) AS "pastDue" FROM image_requests r WHERE r.removed_at IS NULL AND r.manufacturer_id = ANY($1::int[]) AND r.search_text LIKE $2 AND r.priority_due_date IS NOT NULL\n          ORDER BY r.priority_due_date DESC, r.id DESC LIMIT ($3::int + $4::int))\n        UNION ALL\n        (SELECT r.id, r.name AS "uploadName", r.manufacturer_name AS manufacturer, r.description,\n  r.created_by_name AS "createdBy", r.created_on AS "createdOn", r.status, r.priority,\n  r.priority_due_date AS "priorityDueDate", (r.priority AND r.priority_due_date < (now() AT TIME ZONE \'UTC\')::date\n  AND EXISTS (SELECT 1 FROM workflow_actions wa WHERE wa.state_id = r.state_id)) AS "pastDue" FROM image_requests r WHERE r.removed_at IS NULL AND r.manufacturer_id = ANY($1::int[]) AND r.search_text LIKE $2 AND r.priority_due_date IS NULL\n          ORDER BY r.priority_due_date DESC, r.id DESC LIMIT ($3::int + $4::int))\n      ) page\n      ORDER BY page."priorityDueDate" DESC NULLS LAST, page.id DESC\n      LIMIT $3::int OFFSET $4::int',
      values: [[2], '%quest%', 10, 0],
    },
  ],
  'one request and its components': [
    {
      prepared: false,
      text: 'SELECT r.id, r.version, r.name, r.description, r.mid, p.name AS "platformName", r.manufacturer_id AS "manufacturerId",\n            r.manufacturer_name AS "manufacturerName", r.organization_id AS "organizationId", o.name AS "organizationName", o.workflow_id AS "workflowId",\n            r.state_id AS "stateId", r.status, r.priority, r.priority_due_date AS "priorityDueDate", r.gps_path AS "gpsPath",\n            r.ssif_identity AS "ssifIdentity", r.created_by_id AS "createdById", r.created_by_name AS "createdBy",\n            r.created_on AS "createdOn", (r.priority AND r.priority_due_date < (now() AT TIME ZONE \'UTC\')::date\n  AND EXISTS (SELECT 1 FROM workflow_actions wa WHERE wa.state_id = r.state_id)) AS "pastDue"\n       FROM image_requests r\n       JOIN platforms p ON p.mid = r.mid\n       JOIN organizations o ON o.id = r.organization_id\n      WHERE r.id = $1 AND r.removed_at IS NULL AND ($2::int[] IS NULL OR r.manufacturer_id = ANY($2::int[]))\n      ',
      values: [1, null],
    },
    {
      prepared: false,
      text: 'SELECT r.id, r.version, r.name, r.description, r.mid, p.name AS "platformName", r.manufacturer_id AS "manufacturerId",\n            r.manufacturer_name AS "manufacturerName", r.organization_id AS "organizationId", o.name AS "organizationName", o.workflow_id AS "workflowId",\n            r.state_id AS "stateId", r.status, r.priority, r.priority_due_date AS "priorityDueDate", r.gps_path AS "gpsPath",\n            r.ssif_identity AS "ssifIdentity", r.created_by_id AS "createdById", r.created_by_name AS "createdBy",\n            r.created_on AS "createdOn", (r.priority AND r.priority_due_date < (now() AT TIME ZONE \'UTC\')::date\n  AND EXISTS (SELECT 1 FROM workflow_actions wa WHERE wa.state_id = r.state_id)) AS "pastDue"\n       FROM image_requests r\n       JOIN platforms p ON p.mid = r.mid\n       JOIN organizations o ON o.id = r.organization_id\n      WHERE r.id = $1 AND r.removed_at IS NULL AND ($2::int[] IS NULL OR r.manufacturer_id = ANY($2::int[]))\n      FOR UPDATE OF r',
      values: [2, [1, 2]],
    },
    {
      prepared: false,
      text: 'SELECT coalesce(rc.component_type_id, 0) AS "componentID", rc.component_type AS "componentType", rc.required,\n            rc.is_game AS "isGame",\n            CASE WHEN rc.keytbl IS NOT NULL THEN rc.keytbl\n                 WHEN ct.filter_type = \'CustomNames\' AND rc.name <> \'\' THEN 0 END AS "relatedKeytbl",\n            rc.name, rc.description, s.status, s.version, p.name AS platform, rc.is_custom AS "isCustom"\n       FROM request_components rc\n       JOIN image_requests r ON r.id = rc.request_id\n       JOIN platforms p ON p.mid = r.mid\n       LEFT JOIN component_types ct ON ct.id = rc.component_type_id\n       LEFT JOIN software s ON s.keytbl = rc.keytbl\n      WHERE rc.request_id = $1\n      ORDER BY rc.position, rc.id',
      values: [1],
    },
  ],
  'the writes': [
    {
      prepared: false,
      text: 'INSERT INTO image_requests (name, description, mid, manufacturer_id, manufacturer_name, organization_id, state_id, status,\n       priority, priority_due_date, gps_path, created_by_id, created_by_name)\n     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id',
      values: [
        'Upload',
        'Described',
        3,
        2,
        'Apex Gaming',
        '00000000-0000-0000-0000-000000000001',
        '00000000-0000-0000-0000-000000000002',
        'New',
        true,
        '2026-12-01',
        null,
        '00000000-0000-0000-0000-000000000003',
        'Admin',
      ],
    },
    {
      prepared: false,
      text: 'UPDATE image_requests SET name = $2, description = $3, mid = $4, manufacturer_id = $5, manufacturer_name = $6,\n       organization_id = $7, state_id = $8, status = $9, priority = $10, priority_due_date = $11, gps_path = $12,\n       version = version + 1\n     WHERE id = $1',
      values: [
        9,
        'Upload',
        'Described',
        3,
        2,
        'Apex Gaming',
        '00000000-0000-0000-0000-000000000001',
        '00000000-0000-0000-0000-000000000002',
        'New',
        true,
        '2026-12-01',
        null,
      ],
    },
    {
      prepared: false,
      text: 'DELETE FROM request_components WHERE request_id = $1',
      values: [9],
    },
    {
      prepared: false,
      text: 'DELETE FROM request_components WHERE request_id = $1',
      values: [9],
    },
    {
      prepared: false,
      text: 'INSERT INTO request_components (request_id, component_type_id, component_type, name, description, required, is_game, is_custom, keytbl, position)\n     SELECT $1, c.type_id, c.type, c.name, c.description, c.required, c.is_game, c.is_custom, c.keytbl, c.ord - 1\n       FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::bool[], $7::bool[], $8::bool[], $9::int[])\n            WITH ORDINALITY AS c(type_id, type, name, description, required, is_game, is_custom, keytbl, ord)',
      values: [9, [4], ['Game'], ['Lucky'], ['A game'], [true], [true], [false], [12]],
    },
    {
      prepared: false,
      text: 'UPDATE image_requests SET state_id = $2, status = $3 WHERE id = $1',
      values: [9, '00000000-0000-0000-0000-000000000002', 'Approved'],
    },
    {
      prepared: false,
      text: 'UPDATE image_requests SET removed_at = now() WHERE id = $1',
      values: [9],
    },
  ],
};
