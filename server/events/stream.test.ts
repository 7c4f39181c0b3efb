import { inTransaction, row } from '../db/pool';
import { expectOk } from '../test/call';
import { testAppWithDir } from '../test/appOnTestDb';
import { changeEvents, openEventStream, type RawEventStream } from '../test/eventStream';
import { LISTENER_NAME } from './hub';
import { publishChange } from './publish';

/** The live event stream over real HTTP, on a real PostgreSQL (issue 18). */

const files = testAppWithDir('events');
const open: RawEventStream[] = [];

async function stream(user: string, headers: Record<string, string> = {}, baseUrl?: string) {
  const t = files.t;
  const opened = await openEventStream(baseUrl ?? t.baseUrl, {
    ...(await t.auth(user)),
    ...headers,
  });
  open.push(opened);
  return opened;
}

const requestOf = async (manufacturer: string) =>
  (
    await row<{ id: number }>(
      files.t.db,
      `SELECT id FROM image_requests WHERE manufacturer_name = $1 AND removed_at IS NULL
        ORDER BY id LIMIT 1`,
      [manufacturer],
    )
  )?.id ?? 0;

const addNote = async (requestId: number, noteText = 'A note for the live stream') =>
  expectOk(await files.t.call('AddNote', { as: 'admin', body: { requestId, noteText } })).result;

/** A frame naming this change was received. */
const hasChange = (kind: string, id: string | number) => (text: string) =>
  changeEvents(text).some((e) => e.data.kind === kind && e.data.id === String(id));

afterEach(() => {
  for (const opened of open.splice(0)) opened.close();
});

describe('GET /api/Events/Stream', () => {
  it('refuses a caller without a token with the 401 envelope', async () => {
    const res = await files.t.call('StreamEvents', {});
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'unauthorized', result: null });
  });

  it('sends a change as a frame, uncompressed and uncached', async () => {
    const apex = await requestOf('Apex Gaming');
    const staff = await stream('staff', { 'accept-encoding': 'br, gzip' });
    expect(staff.status).toBe(200);
    expect(staff.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(staff.headers['cache-control']).toBe('no-store');
    expect(staff.headers['x-accel-buffering']).toBe('no');
    expect(staff.headers['content-encoding']).toBeUndefined();
    expect(staff.headers['x-content-type-options']).toBe('nosniff');
    const note = await addNote(apex);
    await staff.waitFor(hasChange('note', note.objectId));
    const frame = changeEvents(staff.text()).find((e) => e.data.id === note.objectId);
    expect(frame?.data).toEqual({ kind: 'note', id: note.objectId, requestId: apex });
  });

  it("carries nothing of another manufacturer's request to a restricted user", async () => {
    const apex = await requestOf('Apex Gaming');
    const blue = await requestOf('Blue Delta Systems');
    const vendor = await stream('vendor');
    const admin = await stream('admin');
    const hidden = await addNote(blue, 'Blue Delta only');
    const action = expectOk(
      await files.t.call('GetWorkflowActions', { as: 'admin', query: { requestId: blue } }),
    ).result[0];
    if (action) {
      await files.t.call('ExecuteWorkflowAction', {
        as: 'admin',
        query: { requestId: blue, actionId: action.id },
      });
    }
    const seen = await addNote(apex, 'Apex news');
    // The admin hears both; the vendor the Apex note, sent after the Blue Delta changes.
    await admin.waitFor(hasChange('note', seen.objectId));
    expect(admin.text()).toContain(hidden.objectId);
    await vendor.waitFor(hasChange('note', seen.objectId));
    const raw = vendor.text();
    expect(raw).not.toContain(hidden.objectId);
    expect(raw).not.toContain(`"requestId":${blue}`);
    expect(raw).not.toContain(`"id":"${blue}"`);
  });

  it("tells whoever could see a request of its removal, and no one else's", async () => {
    const apex = await requestOf('Apex Gaming');
    const vendor = await stream('vendor');
    const viewer = await stream('viewer');
    expectOk(await files.t.call('RemoveImageRequest', { as: 'admin', query: { requestId: apex } }));
    await vendor.waitFor(hasChange('request', apex));
    expect(changeEvents(vendor.text()).find((e) => e.data.id === String(apex))?.data).toMatchObject(
      { kind: 'request', requestId: apex, version: expect.any(Number) },
    );
    // The viewer may not read requests at all (no canViewRequestsPage).
    await addNote(await requestOf('Apex Gaming'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changeEvents(viewer.text())).toEqual([]);
  });

  it('sends user, workflow and notification news only to whom the read rules allow', async () => {
    const idOf = async (username: string) =>
      (
        await row<{ id: string }>(files.t.db, 'SELECT id FROM users WHERE username = $1', [
          username,
        ])
      )?.id ?? '';
    const [viewerId, jleeId] = [await idOf('viewer'), await idOf('jlee')];
    const viewer = await stream('viewer');
    const admin = await stream('admin');
    await publishChange(files.t.db, { kind: 'user', recordId: jleeId });
    await publishChange(files.t.db, { kind: 'workflow', recordId: crypto.randomUUID() });
    await publishChange(files.t.db, {
      kind: 'notification',
      recordId: 'n-viewer',
      userId: viewerId,
    });
    await publishChange(files.t.db, { kind: 'user', recordId: viewerId, version: 3 });
    await admin.waitFor(hasChange('user', viewerId));
    await viewer.waitFor(hasChange('user', viewerId));
    expect(changeEvents(viewer.text()).map((e) => e.data)).toEqual([
      { kind: 'notification', id: 'n-viewer' },
      { kind: 'user', id: viewerId, version: 3 },
    ]);
    expect(changeEvents(admin.text()).map((e) => e.data.kind)).toEqual([
      'user',
      'workflow',
      'user',
    ]);
  });

  it("tells a change's origin (X-Client-Id) to its author's streams alone, live and replayed", async () => {
    const requestId = await requestOf('Blue Delta Systems');
    const admin = await stream('admin');
    const staff = await stream('staff');
    const origin = 'tab-0123456789abcdef';
    const write = (noteText: string, clientId: string) =>
      files.t.call('AddNote', {
        as: 'admin',
        body: { requestId, noteText },
        headers: { 'x-client-id': clientId },
      });
    const mine = expectOk(await write('From my tab', origin)).result;
    // Not an id (too short): no origin, and the write goes through.
    const odd = expectOk(await write('From an odd tab', 'x')).result;
    await admin.waitFor(hasChange('note', odd.objectId));
    await staff.waitFor(hasChange('note', odd.objectId));
    const dataOf = (opened: RawEventStream, id: string) =>
      changeEvents(opened.text()).find((e) => e.data.id === id)?.data;
    expect(dataOf(admin, mine.objectId)).toEqual({
      kind: 'note',
      id: mine.objectId,
      requestId,
      origin,
    });
    expect(dataOf(admin, odd.objectId)).toEqual({ kind: 'note', id: odd.objectId, requestId });
    expect(staff.text()).not.toContain(origin);
    expect(dataOf(staff, mine.objectId)).toEqual({ kind: 'note', id: mine.objectId, requestId });
    // A transaction's publishChange keeps it too (a workflow action), and so does the replay.
    const lastId = changeEvents(admin.text()).at(-1)?.id ?? 0;
    const action = expectOk(
      await files.t.call('GetWorkflowActions', { as: 'admin', query: { requestId } }),
    ).result[0];
    if (!action) throw new Error('no workflow action to take');
    expectOk(
      await files.t.call('ExecuteWorkflowAction', {
        as: 'admin',
        query: { requestId, actionId: action.id },
        headers: { 'x-client-id': origin },
      }),
    );
    const replay = await stream('admin', { 'last-event-id': String(lastId) });
    await replay.waitFor(hasChange('request', requestId));
    expect(dataOf(replay, String(requestId))).toMatchObject({ kind: 'request', origin });
    await staff.waitFor(hasChange('request', requestId));
    expect(staff.text()).not.toContain(origin);
  });

  it("tells of a platform's configuration only within its manufacturer", async () => {
    const manufacturerOf = async (name: string) =>
      (
        await row<{ id: number }>(files.t.db, 'SELECT id FROM manufacturers WHERE name = $1', [
          name,
        ])
      )?.id ?? 0;
    const vendor = await stream('vendor');
    const admin = await stream('admin');
    const add = async (manufacturer: string, platform: string) =>
      expectOk(
        await files.t.call('AddPlatform', {
          as: 'admin',
          body: { manufacturerId: await manufacturerOf(manufacturer), platform, sASID: '' },
        }),
      ).result.mid;
    const hidden = await add('Blue Delta Systems', 'Live Hidden');
    const seen = await add('Apex Gaming', 'Live Seen');
    await admin.waitFor(hasChange('platform', seen));
    expect(admin.text()).toContain(`"id":"${hidden}"`);
    await vendor.waitFor(hasChange('platform', seen));
    expect(vendor.text()).not.toContain(`"id":"${hidden}"`);
  });

  it('announces a change only once its transaction commits', async () => {
    const admin = await stream('admin');
    const refused = inTransaction(files.t.db, async (client) => {
      await publishChange(client, { kind: 'workflow', recordId: 'rolled-back' });
      throw new Error('rolled back');
    });
    await expect(refused).rejects.toThrow('rolled back');
    await inTransaction(files.t.db, (client) =>
      publishChange(client, { kind: 'workflow', recordId: 'committed' }),
    );
    await admin.waitFor(hasChange('workflow', 'committed'));
    expect(admin.text()).not.toContain('rolled-back');
  });

  it('finds a change whose announcement never came (the sweep)', async () => {
    const admin = await stream('admin');
    await files.t.db.query(
      "INSERT INTO change_events (kind, record_id) VALUES ('workflow', 'never-announced')",
    );
    await admin.waitFor(hasChange('workflow', 'never-announced'), 6_000);
  });

  it('ends a stream whose token was revoked (logout)', async () => {
    const token = await files.t.login('staff');
    const staff = await openEventStream(files.t.baseUrl, { authorization: `Bearer ${token}` });
    open.push(staff);
    expectOk(await files.t.call('Logout', { as: { token } }));
    const note = await addNote(await requestOf('Blue Delta Systems'));
    await staff.ended;
    expect(staff.text()).not.toContain(note.objectId);
  });

  it("delivers one server's changes to another server's streams", async () => {
    const other = await files.listen({});
    const staff = await stream('staff', {}, other.baseUrl);
    const note = await addNote(await requestOf('Blue Delta Systems'));
    await staff.waitFor(hasChange('note', note.objectId));
  });

  it('replays what was missed after Last-Event-ID', async () => {
    const requestId = await requestOf('Blue Delta Systems');
    const first = await stream('staff');
    const before = await addNote(requestId, 'Heard');
    await first.waitFor(hasChange('note', before.objectId));
    const lastId = changeEvents(first.text()).at(-1)?.id ?? 0;
    first.close();
    const missed = [await addNote(requestId, 'Missed 1'), await addNote(requestId, 'Missed 2')];
    const again = await stream('staff', { 'last-event-id': String(lastId) });
    await again.waitFor((text) => missed.every((n) => hasChange('note', n.objectId)(text)));
    expect(again.text()).not.toContain(before.objectId);
    const ids = changeEvents(again.text()).map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(again.text()).not.toContain('event: refresh');
  });

  it('says refresh for an id it does not keep', async () => {
    const unknown = await stream('staff', { 'last-event-id': '999999999' });
    await unknown.waitFor((text) => text.includes('event: refresh\ndata: {}\n\n'));
  });

  it('says refresh when its database connection was lost, then goes on', async () => {
    const staff = await stream('staff');
    const killed = await files.t.db.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
      [LISTENER_NAME],
    );
    expect(killed.rowCount).toBeGreaterThan(0);
    await staff.waitFor((text) => text.includes('event: refresh'));
    const note = await addNote(await requestOf('Blue Delta Systems'));
    await staff.waitFor(hasChange('note', note.objectId));
  });

  it('holds at most 20 streams per user', async () => {
    for (let i = 0; i < 20; i++) expect((await stream('jlee')).status).toBe(200);
    const refused = await stream('jlee');
    expect(refused.status).toBe(429);
    await refused.ended;
    expect(JSON.parse(refused.text())).toMatchObject({ success: false, code: 'rate_limited' });
  });

  it('ends its streams when the server shuts down, quickly', async () => {
    const other = await files.listen({});
    const staff = await stream('staff', {}, other.baseUrl);
    const started = Date.now();
    await other.close();
    await staff.ended;
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
