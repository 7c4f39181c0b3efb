import { expectOk } from '../test/call';
import { row, rows } from '../db/pool';
import { expectContract } from '../test/contract';
import { createTestApp, type TestApp } from '../test/testApp';

/** Reads of the Binary Requests screen: list, details, lookups, notes, events, attachments, removal. */

interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}

let t: TestApp;
let apexRequestId: number;
let otherRequestId: number;
let apexMid: number;
let tidalMid: number;

const get = async (user: string, url: string) =>
  t.inject({ method: 'GET', url, headers: await t.auth(user) });

async function count(sql: string, values: unknown[] = []): Promise<number> {
  return (await row<{ n: number }>(t.db, sql, values))?.n ?? 0;
}

beforeAll(async () => {
  t = await createTestApp();
  const apex = await row<{ id: number }>(
    t.db,
    "SELECT id FROM image_requests WHERE manufacturer_name = 'Apex Gaming' AND created_by_name = 'Sam Rivera' ORDER BY id LIMIT 1",
  );
  const other = await row<{ id: number }>(
    t.db,
    "SELECT id FROM image_requests WHERE manufacturer_name <> 'Apex Gaming' ORDER BY id LIMIT 1",
  );
  apexRequestId = apex?.id ?? 0;
  otherRequestId = other?.id ?? 0;
  apexMid =
    (await row<{ mid: number }>(t.db, "SELECT mid FROM platforms WHERE name = 'Apex Helios'"))
      ?.mid ?? 0;
  tidalMid =
    (await row<{ mid: number }>(t.db, "SELECT mid FROM platforms WHERE name = 'Blue Delta Tidal'"))
      ?.mid ?? 0;
  // A signed-in user without any role (no permission at all).
  await t.db.query(
    `INSERT INTO users (username, first_name, last_name, email, password_hash)
     SELECT 'norights', 'No', 'Rights', 'norights@lab.example.com', password_hash FROM users WHERE username = 'staff'`,
  );
});
afterAll(async () => t.close());

describe('GetRequests', () => {
  it('pages the live requests, newest first by default', async () => {
    const res = await t.call('GetRequests', { as: 'staff' });
    expect(res.status).toBe(200);
    const body = expectOk(res);
    expect(body.result.rowCount).toBe(
      await count('SELECT count(*) AS n FROM image_requests WHERE removed_at IS NULL'),
    );
    expect(body.result.gridRows).toHaveLength(10);
    const times = body.result.gridRows.map((r) => r.createdOn);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('searches case-insensitively and sorts by the chosen field', async () => {
    const res = await t.call('GetRequests', {
      as: 'staff',
      query: {
        searchTerm: 'BLUE delta',
        sortField: 'UploadName',
        sortDirection: 'asc',
        itemsPerPage: '100',
      },
    });
    const body = expectOk(res);
    expect(body.result.rowCount).toBe(
      await count(
        "SELECT count(*) AS n FROM image_requests WHERE manufacturer_name = 'Blue Delta Systems'",
      ),
    );
    expect(body.result.gridRows.every((r) => r.manufacturer === 'Blue Delta Systems')).toBe(true);
    const names = body.result.gridRows.map((r) => r.uploadName.toLowerCase());
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
  });

  it('pages without overlap', async () => {
    const first = expectOk(
      await t.call('GetRequests', { as: 'staff', query: { page: '1', sortField: 'Status' } }),
    );
    const second = expectOk(
      await t.call('GetRequests', { as: 'staff', query: { page: '2', sortField: 'Status' } }),
    );
    const ids = new Set(first.result.gridRows.map((r) => r.id));
    expect(second.result.gridRows.some((r) => ids.has(r.id))).toBe(false);
  });

  it('sorts by due date with undated requests last in both directions', async () => {
    type Due = { id: number; priorityDueDate: string | null };
    const dated = await count(
      'SELECT count(*) AS n FROM image_requests WHERE removed_at IS NULL AND priority_due_date IS NOT NULL',
    );
    for (const direction of ['asc', 'desc'] as const) {
      const pages: Due[] = [];
      for (const page of [1, 2, 3, 4, 5]) {
        const res = await t.call('GetRequests', {
          as: 'staff',
          query: { sortField: 'PriorityDueDate', sortDirection: direction, page: page },
        });
        pages.push(...expectOk(res).result.gridRows);
      }
      expect(new Set(pages.map((r) => r.id)).size).toBe(pages.length);
      const dates = pages.map((r) => r.priorityDueDate);
      expect(dates.slice(0, dated).every((d) => d !== null)).toBe(true);
      expect(dates.slice(dated).every((d) => d === null)).toBe(true);
      const known = dates.slice(0, dated) as string[];
      const sorted = [...known].sort();
      expect(known).toEqual(direction === 'asc' ? sorted : sorted.reverse());
    }
  });

  it('flags a priority request due before today (UTC) as past due, unless it reached a final state', async () => {
    await t.db.query(
      `UPDATE image_requests SET priority = true, priority_due_date = (now() AT TIME ZONE 'UTC')::date - 1,
         state_id = s.id, status = s.description, created_on = now() + interval '1 day'
         FROM workflow_states s JOIN organizations o ON o.workflow_id = s.workflow_id
        WHERE image_requests.id = $1 AND o.id = image_requests.organization_id AND s.description = 'Submitted'`,
      [apexRequestId],
    );
    let body = expectOk(await t.call('GetRequests', { as: 'staff' }));
    expect(body.result.gridRows[0]).toMatchObject({ id: apexRequestId, pastDue: true });
    await t.db.query(
      `UPDATE image_requests SET state_id = s.id, status = s.description
         FROM workflow_states s JOIN organizations o ON o.workflow_id = s.workflow_id
        WHERE image_requests.id = $1 AND o.id = image_requests.organization_id AND s.description IN ('Completed', 'Delivered')`,
      [apexRequestId],
    );
    body = expectOk(await t.call('GetRequests', { as: 'staff' }));
    expect(body.result.gridRows[0]).toMatchObject({ id: apexRequestId, pastDue: false });
  });

  it("shows a manufacturer-restricted user only their manufacturer's requests", async () => {
    const res = await t.call('GetRequests', { as: 'vendor', query: { itemsPerPage: '100' } });
    const body = expectOk(res);
    expect(body.result.rowCount).toBe(
      await count(
        "SELECT count(*) AS n FROM image_requests WHERE manufacturer_name = 'Apex Gaming'",
      ),
    );
    expect(body.result.gridRows.every((r) => r.manufacturer === 'Apex Gaming')).toBe(true);
  });

  it('refuses a user without canViewRequestsPage, and an unknown sort field', async () => {
    const refused = await t.call('GetRequests', { as: 'viewer' });
    expect(refused.status).toBe(403);
    const bad = await t.call('GetRequests', { as: 'staff', query: { sortField: 'Nope' } });
    expect(bad.status).toBe(400);
  });
});

describe('GetRequest and GetLinkedComponents', () => {
  it('returns the edit shape with components, submission info and the GPS path for staff', async () => {
    const res = await t.call('GetRequest', { as: 'staff', query: { requestId: apexRequestId } });
    expect(res.status).toBe(200);
    const body = expectOk(res);
    expect(body.result.id).toBe(apexRequestId);
    expect(body.result.manufacturerName).toBe('Apex Gaming');
    // The organization's name comes along: its editor may not be one of its members.
    const organization = await row<{ name: string | null }>(
      t.db,
      'SELECT o.name FROM organizations o JOIN image_requests r ON r.organization_id = o.id WHERE r.id = $1',
      [apexRequestId],
    );
    expect(body.result).toHaveProperty('organizationName', organization?.name);
    expect(body.result.gpsPath).toEqual(expect.stringContaining('APX'));
    expect(body.result.components.length).toBe(
      await count('SELECT count(*) AS n FROM request_components WHERE request_id = $1', [
        apexRequestId,
      ]),
    );
    const linked = body.result.components.find(
      (c) => c.relatedKeytbl !== null && c.relatedKeytbl > 0,
    );
    if (linked) {
      const s = await row<{ status: string; version: string }>(
        t.db,
        'SELECT status, version FROM software WHERE keytbl = $1',
        [linked.relatedKeytbl],
      );
      expect(linked).toMatchObject({ status: s?.status, version: s?.version });
    }
    const ssif = await row<{ ssif_identity: number | null }>(
      t.db,
      'SELECT ssif_identity FROM image_requests WHERE id = $1',
      [apexRequestId],
    );
    expect(body.result.submissionInfo.identity).toBe(ssif?.ssif_identity ?? -1);

    const list = await t.call('GetLinkedComponents', {
      as: 'staff',
      query: { requestId: apexRequestId },
    });
    expect(expectOk(list).result).toEqual(body.result.components);
  });

  it('reports an empty submission when the request has none', async () => {
    await t.db.query('UPDATE image_requests SET ssif_identity = NULL WHERE id = $1', [
      otherRequestId,
    ]);
    const body = expectOk(
      await t.call('GetRequest', { as: 'staff', query: { requestId: otherRequestId } }),
    );
    expect(body.result.submissionInfo).toEqual({
      identity: -1,
      description: '',
      softwareAlias: '',
      filename: '',
      uploadDateTime: null,
      manufacturer: '',
      platform: '',
    });
  });

  it("hides the GPS path without canViewGPSPath and other manufacturers' requests from a restricted user", async () => {
    const own = expectOk(
      await t.call('GetRequest', { as: 'vendor', query: { requestId: apexRequestId } }),
    );
    expect(own.result.gpsPath).toBeNull();
    for (const op of ['GetRequest', 'GetLinkedComponents'] as const) {
      const res = await t.call(op, { as: 'vendor', query: { requestId: otherRequestId } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Request not found.');
    }
  });

  it('answers 400 for a malformed id, 404 for an unknown one and 403 without the permission', async () => {
    // The answer is checked against the contract inside t.call.
    await t.call('GetRequest', { as: 'staff', query: { requestId: 'abc' } });
    expect((await t.call('GetRequest', { as: 'staff', query: { requestId: 'abc' } })).status).toBe(
      400,
    );
    expect(
      (await t.call('GetRequest', { as: 'staff', query: { requestId: '999999' } })).status,
    ).toBe(404);
    const refused = await t.call('GetLinkedComponents', {
      as: 'viewer',
      query: { requestId: apexRequestId },
    });
    expect(refused.status).toBe(403);
  });
});

describe('lookups for the request dialog', () => {
  it('GetManufacturerPlatforms lists manufacturers with platforms, restricted users only theirs', async () => {
    const all = expectOk(await t.call('GetManufacturerPlatforms', { as: 'staff' }));
    expect(all.result.map((m) => m.manufacturerName)).toEqual([
      'Apex Gaming',
      'Blue Delta Systems',
      'Coral Interactive',
    ]);
    expect(all.result[0]?.platforms.map((p) => p.name)).toEqual(['Apex Helios', 'Apex Nova']);
    const vendor = expectOk(await t.call('GetManufacturerPlatforms', { as: 'vendor' }));
    expect(vendor.result.map((m) => m.manufacturerName)).toEqual(['Apex Gaming']);
    const refused = await t.call('GetManufacturerPlatforms', { as: 'norights' });
    expect(refused.status).toBe(403);
  });

  it("GetComponentsList gives the platform's active default-jurisdiction types, required first", async () => {
    await t.db.query(
      "UPDATE component_types SET active = false WHERE mid = $1 AND jurisdiction_id = 129 AND component_type = 'PROGRESSIVE'",
      [apexMid],
    );
    const res = await t.call('GetComponentsList', {
      as: 'vendor',
      query: { manufacturerId: apexMid },
    });
    const body = expectOk(res);
    expect(body.result.map((c) => c.componentType)).toEqual([
      'BIOS',
      'Operating System',
      'Game',
      'Peripheral',
    ]);
    expect(body.result[0]).toMatchObject({
      required: true,
      isGame: false,
      relatedKeytbl: null,
      name: '',
      status: null,
      version: null,
    });
    expect(body.result.find((c) => c.componentType === 'Game')).toMatchObject({
      isGame: true,
      required: false,
    });
    expect(body.result.find((c) => c.componentType === 'Peripheral')?.name).toBe('Bill Validator');
    const types = await rows<{ id: number }>(
      t.db,
      'SELECT id FROM component_types WHERE mid = $1 AND jurisdiction_id = 129 AND active',
      [apexMid],
    );
    expect(body.result.map((c) => c.componentID).sort()).toEqual(types.map((x) => x.id).sort());
  });

  it("GetComponentsList hides another manufacturer's platform (404), refuses bad ids (400) and users without rights (403)", async () => {
    const hidden = await t.call('GetComponentsList', {
      as: 'vendor',
      query: { manufacturerId: tidalMid },
    });
    expect(hidden.status).toBe(404);
    const bad = await t.call('GetComponentsList', { as: 'staff', query: { manufacturerId: '0' } });
    expect(bad.status).toBe(400);
    const refused = await t.call('GetComponentsList', {
      as: 'norights',
      query: { manufacturerId: apexMid },
    });
    expect(refused.status).toBe(403);
  });

  it('GetComponentTypesForJurisdiction returns all types of the platform in the jurisdiction, inactive included', async () => {
    const res = await t.call('GetComponentTypesForJurisdiction', {
      as: 'pnovak',
      query: { manufacturerId: apexMid, jurisdictionId: '129' },
    });
    const body = expectOk(res);
    expect(body.result).toHaveLength(5);
    expect(body.result.every((c) => c.jurisdictionId === 129 && c.manufacturerId === apexMid)).toBe(
      true,
    );
    expect(body.result.find((c) => c.displayName === 'Progressive Controller')?.active).toBe(false);
    const refused = await t.call('GetComponentTypesForJurisdiction', {
      as: 'staff',
      query: { manufacturerId: apexMid, jurisdictionId: '129' },
    });
    expect(refused.status).toBe(403);
    const bad = await t.call('GetComponentTypesForJurisdiction', {
      as: 'pnovak',
      query: { manufacturerId: apexMid },
    });
    expect(bad.status).toBe(400);
  });

  it("GetComponentsForLinking lists the manufacturer's matching software, split by the submission filter", async () => {
    const bios = await row<{ id: number }>(
      t.db,
      "SELECT id FROM component_types WHERE mid = $1 AND jurisdiction_id = 129 AND component_type = 'BIOS'",
      [apexMid],
    );
    const url = (filter: string) =>
      `/api/BinaryRequest/GetComponentsForLinking?componentId=${bios?.id}&submissionFilter=${filter}`;
    type Linkable = { keytbl: number; function: string; manufacturer: string; idNumber: string };
    const all = expectContract<Envelope<Linkable[]>>(
      await get('vendor', url('All')),
      'GetComponentsForLinking',
    ).result;
    expect(all).toHaveLength(6);
    expect(all.every((s) => s.function === 'System' && s.manufacturer === 'Apex Gaming')).toBe(
      true,
    );
    const uploaded = expectContract<Envelope<Linkable[]>>(
      await get('vendor', url('Uploaded')),
      'GetComponentsForLinking',
    ).result;
    const remaining = expectContract<Envelope<Linkable[]>>(
      await get('vendor', url('Remaining')),
      'GetComponentsForLinking',
    ).result;
    const uploadedKeys = await rows<{ keytbl: number }>(
      t.db,
      'SELECT keytbl FROM software WHERE keytbl = ANY($1::int[]) AND uploaded',
      [all.map((s) => s.keytbl)],
    );
    expect(uploaded.map((s) => s.keytbl).sort()).toEqual(uploadedKeys.map((s) => s.keytbl).sort());
    expect(uploaded.length + remaining.length).toBe(all.length);

    // Each non-empty list of the Dynamic filter narrows, case-insensitively.
    const [a, b] = all;
    await t.db.query('UPDATE component_types SET id_numbers = $2 WHERE id = $1', [
      bios?.id,
      `${a?.idNumber.toLowerCase()}, ${b?.idNumber}`,
    ]);
    const narrowed = expectContract<Envelope<Linkable[]>>(
      await get('vendor', url('All')),
      'GetComponentsForLinking',
    ).result;
    expect(narrowed.map((s) => s.keytbl).sort()).toEqual([a?.keytbl, b?.keytbl].sort());
  });

  it('GetComponentsForLinking gives name-only rows for a CustomNames type', async () => {
    const peripheral = await row<{ id: number }>(
      t.db,
      "SELECT id FROM component_types WHERE mid = $1 AND jurisdiction_id = 129 AND component_type = 'PERIPHERAL'",
      [apexMid],
    );
    const res = await t.call('GetComponentsForLinking', {
      as: 'staff',
      query: { componentId: peripheral?.id },
    });
    const body = expectOk(res);
    expect(body.result.map((r) => r.gameName)).toEqual([
      'Bill Validator',
      'Printer',
      'Touch Screen',
    ]);
    expect(body.result.every((r) => r.keytbl === 0 && r.idNumber === null)).toBe(true);
  });

  it("GetComponentsForLinking hides other manufacturers' types (404) and checks its query (400) and rights (403)", async () => {
    const tidalBios = await row<{ id: number }>(
      t.db,
      "SELECT id FROM component_types WHERE mid = $1 AND component_type = 'BIOS' LIMIT 1",
      [tidalMid],
    );
    const hidden = await t.call('GetComponentsForLinking', {
      as: 'vendor',
      query: { componentId: tidalBios?.id },
    });
    expect(hidden.status).toBe(404);
    const bad = await t.call('GetComponentsForLinking', {
      as: 'staff',
      query: { componentId: tidalBios?.id, submissionFilter: 'Some' },
    });
    expect(bad.status).toBe(400);
    const refused = await t.call('GetComponentsForLinking', {
      as: 'viewer',
      query: { componentId: tidalBios?.id },
    });
    expect(refused.status).toBe(403);
  });
});

describe('notes and events', () => {
  it('AddNote stores the note with a "Note Added" event; GetNotes and GetEvents list newest first', async () => {
    const res = await t.call('AddNote', {
      as: 'vendor',
      body: { requestId: apexRequestId, noteText: '  Paytable attached to the ticket.  ' },
    });
    expect(res.status).toBe(200);
    const note = expectOk(res).result;
    expect(note).toMatchObject({
      noteText: 'Paytable attached to the ticket.',
      createdBy: 'Valerie Chen',
      eventName: 'Note Added',
    });
    const notes = expectOk(
      await t.call('GetNotes', { as: 'staff', query: { requestId: apexRequestId } }),
    );
    expect(notes.result[0]?.objectId).toBe(note.objectId);
    const events = expectOk(
      await t.call('GetEvents', { as: 'staff', query: { requestId: apexRequestId } }),
    );
    expect(events.result[0]).toMatchObject({ eventName: 'Note Added', createdBy: 'Valerie Chen' });
    const times = events.result.map((e) => e.createdOn);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("AddNote refuses an empty note (400), a user without the view right (403) and another manufacturer's request (404)", async () => {
    const before = await count('SELECT count(*) AS n FROM request_notes');
    const blank = await t.call('AddNote', {
      as: 'staff',
      body: { requestId: apexRequestId, noteText: '   ' },
    });
    expect(blank.status).toBe(400);
    const refused = await t.call('AddNote', {
      as: 'viewer',
      body: { requestId: apexRequestId, noteText: 'x' },
    });
    expect(refused.status).toBe(403);
    const hidden = await t.call('AddNote', {
      as: 'vendor',
      body: { requestId: otherRequestId, noteText: 'x' },
    });
    expect(hidden.status).toBe(404);
    expect(await count('SELECT count(*) AS n FROM request_notes')).toBe(before);
  });

  describe('AddNote racing a removal', () => {
    /** A fresh copy of the Apex request (its removal leaves the lab's requests as they were). */
    async function copyOfApexRequest(): Promise<number> {
      const copy = await row<{ id: number }>(
        t.db,
        `INSERT INTO image_requests (name, description, mid, manufacturer_id, manufacturer_name, organization_id, state_id, status,
           priority, priority_due_date, gps_path, created_by_id, created_by_name)
         SELECT name || ' (note race)', description, mid, manufacturer_id, manufacturer_name, organization_id, state_id, status,
                priority, priority_due_date, gps_path, created_by_id, created_by_name
           FROM image_requests WHERE id = $1 RETURNING id`,
        [apexRequestId],
      );
      return copy?.id ?? 0;
    }

    /** Waits until a statement that writes notes is waiting on a lock in PostgreSQL. */
    async function noteWaitingOnLock(): Promise<void> {
      for (let i = 0; i < 200; i += 1) {
        const waiting = await count(
          "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%INSERT INTO request_notes%'",
        );
        if (waiting > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error("AddNote never waited on the removal's row lock");
    }

    /** AddNote while another transaction has removed the request and not yet ended; then `end`. */
    async function noteDuringRemoval(end: 'COMMIT' | 'ROLLBACK') {
      const id = await copyOfApexRequest();
      const remover = await t.db.connect();
      try {
        await remover.query('BEGIN');
        await remover.query('UPDATE image_requests SET removed_at = now() WHERE id = $1', [id]);
        let settled = false;
        const pending = t
          .inject({
            method: 'POST',
            url: '/api/BinaryRequest/AddNote',
            headers: await t.auth('vendor'),
            payload: { requestId: id, noteText: 'Racing the removal.' },
          })
          .finally(() => {
            settled = true;
          });
        await noteWaitingOnLock();
        expect(settled).toBe(false);
        await remover.query(end);
        const res = await pending;
        return {
          res,
          notes: await count('SELECT count(*) AS n FROM request_notes WHERE request_id = $1', [id]),
          events: await count(
            "SELECT count(*) AS n FROM request_events WHERE request_id = $1 AND event_name = 'Note Added'",
            [id],
          ),
        };
      } finally {
        remover.release();
      }
    }

    it('waits for a removal under way and, once it commits, refuses the note (404) and stores nothing', async () => {
      const { res, notes, events } = await noteDuringRemoval('COMMIT');
      expect(res.statusCode).toBe(404);
      expect(expectContract<Envelope<null>>(res, 'AddNote').message).toBe('Request not found.');
      expect([notes, events]).toEqual([0, 0]);
    });

    it('stores the note and its event once a removal under way rolls back', async () => {
      const { res, notes, events } = await noteDuringRemoval('ROLLBACK');
      expect(res.statusCode).toBe(200);
      expectContract(res, 'AddNote');
      expect([notes, events]).toEqual([1, 1]);
    });
  });

  it('GetNotes and GetEvents are manufacturer-restricted and need the view right', async () => {
    for (const op of ['GetNotes', 'GetEvents', 'GetAttachments'] as const) {
      const hidden = await t.call(op, { as: 'vendor', query: { requestId: otherRequestId } });
      expect(hidden.status).toBe(404);
      const refused = await t.call(op, { as: 'viewer', query: { requestId: apexRequestId } });
      expect(refused.status).toBe(403);
    }
  });
});

describe('attachments', () => {
  const form = (requestId: number, description: string | null, files: Array<[string, string]>) => {
    const data = new FormData();
    data.append('requestId', String(requestId));
    if (description !== null) data.append('fileDescription', description);
    for (const [name, content] of files)
      data.append('attachments', new Blob([content], { type: 'text/plain' }), name);
    return data;
  };

  it('AddAttachments stores every file with one event; GetAttachments lists them; GetAttachment returns the bytes', async () => {
    const res = await t.callRaw('AddAttachments', {
      as: 'staff',
      query: { username: 'ignored' },
      form: form(apexRequestId, 'Signed paytables', [
        ['paytable-a.txt', 'AAA paytable'],
        ['paytable-b.txt', 'BBB'],
      ]),
    });
    expect(res.status).toBe(200);
    const added = expectOk(res).result;
    expect(added.map((a) => a.fileName)).toEqual(['paytable-a.txt', 'paytable-b.txt']);
    expect(added[0]?.uploadedBy).toBe('Sam Rivera');
    expect(added[0]?.filePath).toBe(
      `/api/BinaryRequest/GetAttachment?attachmentId=${added[0]?.objectId}`,
    );

    const list = expectOk(
      await t.call('GetAttachments', { as: 'vendor', query: { requestId: apexRequestId } }),
    );
    expect(list.result.map((a) => a.objectId).sort()).toEqual(added.map((a) => a.objectId).sort());
    expect(list.result.every((a) => a.fileDescription === 'Signed paytables')).toBe(true);
    const events = await rows<{ event_name: string }>(
      t.db,
      "SELECT event_name FROM request_events WHERE request_id = $1 AND event_name = 'Attachments Added'",
      [apexRequestId],
    );
    expect(events).toHaveLength(1);

    const file = await get('vendor', added[0]?.filePath ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.body.toString('utf8')).toBe('AAA paytable');
    expect(file.headers['content-disposition']).toContain('paytable-a.txt');
  });

  it('AddAttachments needs a description and a file (400)', async () => {
    const before = await count('SELECT count(*) AS n FROM request_attachments');
    const noDescription = await t.callRaw('AddAttachments', {
      as: 'staff',
      form: form(apexRequestId, ' ', [['a.txt', 'a']]),
    });
    expect(noDescription.status).toBe(400);
    const noFile = await t.callRaw('AddAttachments', {
      as: 'staff',
      form: form(apexRequestId, 'Docs', []),
    });
    expect(noFile.status).toBe(400);
    // The contract refuses these before the handler: its words name the field.
    expect(noFile.body).toMatchObject({ message: expect.stringMatching(/attachments/) });
    const noRequest = await t.callRaw('AddAttachments', {
      as: 'staff',
      form: form(0, 'Docs', [['a.txt', 'a']]),
    });
    expect(noRequest.status).toBe(400);
    expect(noRequest.body).toMatchObject({ message: expect.stringMatching(/requestId/) });
    expect(await count('SELECT count(*) AS n FROM request_attachments')).toBe(before);
  });

  it('AddAttachments needs canEditBinaryRequest unless the user created the request, and hides other manufacturers', async () => {
    const before = await count('SELECT count(*) AS n FROM request_attachments');
    const refused = await t.callRaw('AddAttachments', {
      as: 'vendor',
      form: form(apexRequestId, 'Docs', [['a.txt', 'a']]),
    });
    expect(refused.status).toBe(403);
    const hidden = await t.callRaw('AddAttachments', {
      as: 'vendor',
      form: form(otherRequestId, 'Docs', [['a.txt', 'a']]),
    });
    expect(hidden.status).toBe(404);
    expect(await count('SELECT count(*) AS n FROM request_attachments')).toBe(before);

    const own = await row<{ id: number }>(
      t.db,
      "SELECT id FROM image_requests WHERE created_by_name = 'Valerie Chen' AND removed_at IS NULL LIMIT 1",
    );
    const allowed = await t.callRaw('AddAttachments', {
      as: 'vendor',
      form: form(own?.id ?? 0, 'Mine', [['m.txt', 'm']]),
    });
    expect(allowed.status).toBe(200);
  });

  it("GetAttachment hides another manufacturer's file (404) and checks its id (400)", async () => {
    const staffAdd = await t.callRaw('AddAttachments', {
      as: 'staff',
      form: form(otherRequestId, 'Docs', [['o.txt', 'o']]),
    });
    const [attachment] = expectOk(staffAdd).result;
    const hidden = await t.call('GetAttachment', {
      as: 'vendor',
      query: { attachmentId: attachment?.objectId },
    });
    expect(hidden.status).toBe(404);
    const bad = await t.call('GetAttachment', { as: 'staff', query: { attachmentId: 'nope' } });
    expect(bad.status).toBe(400);
    const refused = await t.call('GetAttachment', {
      as: 'viewer',
      query: { attachmentId: attachment?.objectId },
    });
    expect(refused.status).toBe(403);
  });
});

describe('RemoveImageRequest', () => {
  it('needs canDeleteBinaryRequest (403, no effect)', async () => {
    const res = await t.call('RemoveImageRequest', {
      as: 'vendor',
      query: { requestId: apexRequestId },
    });
    expect(res.status).toBe(403);
    expect(
      await count('SELECT count(*) AS n FROM image_requests WHERE id = $1 AND removed_at IS NULL', [
        apexRequestId,
      ]),
    ).toBe(1);
  });

  it('soft-deletes with an event; the request leaves the list and answers 404 afterwards', async () => {
    const row = (
      await t.db.query<{ name: string }>('SELECT name FROM image_requests WHERE id = $1', [
        otherRequestId,
      ])
    ).rows[0];
    if (!row) throw new Error(`no request ${otherRequestId}`);
    const { name } = row;
    const res = await t.call('RemoveImageRequest', {
      as: 'staff',
      query: { requestId: otherRequestId },
    });
    expect(res.status).toBe(200);
    // Names the request, as the question before it did.
    expect(res.body.message).toBe(`Request ${name} deleted successfully`);
    expect(
      await count(
        'SELECT count(*) AS n FROM image_requests WHERE id = $1 AND removed_at IS NOT NULL',
        [otherRequestId],
      ),
    ).toBe(1);
    expect(
      await count(
        "SELECT count(*) AS n FROM request_events WHERE request_id = $1 AND event_name = 'Request Removed'",
        [otherRequestId],
      ),
    ).toBe(1);
    const list = expectOk(
      await t.call('GetRequests', { as: 'staff', query: { itemsPerPage: '100' } }),
    );
    expect(list.result.gridRows.some((r) => r.id === otherRequestId)).toBe(false);
    const again = await t.call('RemoveImageRequest', {
      as: 'staff',
      query: { requestId: otherRequestId },
    });
    expect(again.status).toBe(404);
    expect(
      (await t.call('GetRequest', { as: 'staff', query: { requestId: otherRequestId } })).status,
    ).toBe(404);
  });

  it('answers 400 for a malformed id', async () => {
    const res = await t.call('RemoveImageRequest', { as: 'staff', query: { requestId: 'x' } });
    expect(res.status).toBe(400);
  });
});
