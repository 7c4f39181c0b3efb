import { expectOk } from '../test/call';
import { inTransaction, row, rows } from '../db/pool';
import { createTestApp, type TestApp } from '../test/testApp';
import { queueDigests } from './digest';
import { notifyFollowers } from './notify';

/** Followers hear of changes to a request in the transaction of the change (issue 18, item 5). */

let t: TestApp;
/** A Blue Delta Systems request created by staff (who follows it); vendor may not see it. */
let bdsRequestId: number;
/** An Apex Gaming request: vendor's manufacturer. */
let apexRequestId: number;
const ids: Record<string, string> = {};
const emails: Record<string, string> = {};

async function count(sql: string, values: unknown[] = []): Promise<number> {
  return (await row<{ n: number }>(t.db, sql, values))?.n ?? 0;
}

const notificationsOf = async (user: string) =>
  expectOk(await t.call('GetNotifications', { as: user, query: { itemsPerPage: 100 } })).result;

const mailsTo = (user: string) =>
  rows<{ subject: string; text: string; dedupeKey: string }>(
    t.db,
    'SELECT subject, text, dedupe_key AS "dedupeKey" FROM mail_outbox WHERE recipient = $1 ORDER BY id',
    [emails[user]],
  );

const addNote = async (user: string, requestId: number, noteText: string) =>
  expectOk(await t.call('AddNote', { as: user, body: { requestId, noteText } }));

const setDelivery = async (
  user: string,
  delivery: 'inApp' | 'inAppAndEmail' | 'inAppAndDailyDigest' | 'none',
) => expectOk(await t.call('SaveNotificationPreferences', { as: user, body: { delivery } })).result;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of await rows<{ username: string; id: string; email: string }>(
    t.db,
    'SELECT username, id, email FROM users',
  )) {
    ids[user.username] = user.id;
    emails[user.username] = user.email;
  }
  bdsRequestId =
    (
      await row<{ id: number }>(
        t.db,
        "SELECT id FROM image_requests WHERE manufacturer_name = 'Blue Delta Systems' AND created_by_id = $1 ORDER BY id LIMIT 1",
        [ids.staff],
      )
    )?.id ?? 0;
  apexRequestId =
    (
      await row<{ id: number }>(
        t.db,
        "SELECT id FROM image_requests WHERE manufacturer_name = 'Apex Gaming' ORDER BY id LIMIT 1",
      )
    )?.id ?? 0;
});
afterAll(() => t.close());

describe('followers', () => {
  it('the creator follows a request, from the seed and from SubmitImageRequest', async () => {
    const following = await t.call('GetRequestFollowing', {
      as: 'staff',
      query: { requestId: bdsRequestId },
    });
    expect(expectOk(following).result).toEqual({ requestId: bdsRequestId, following: true });
    expect(
      await count(
        'SELECT count(*) AS n FROM image_requests r WHERE NOT EXISTS (SELECT 1 FROM request_followers f WHERE f.request_id = r.id AND f.user_id = r.created_by_id)',
      ),
    ).toBe(0);
    // A new request: its creator (jlee) follows it from the start.
    const template = expectOk(
      await t.call('GetRequest', { as: 'jlee', query: { requestId: bdsRequestId } }),
    ).result;
    const created = await t.callRaw('SubmitImageRequest', {
      as: 'jlee',
      body: {
        submittalAction: '00000000-0000-0000-0000-000000000000',
        components: template.components,
        name: 'Followed from the start',
        description: 'New',
        manufacturerId: template.manufacturerId,
        manufacturer: template.manufacturer,
        priority: false,
        organizationId: template.organizationId,
      },
    });
    expect(created.status).toBe(200);
    const newId = (created.body as { result: { id: number } }).result.id;
    expect(
      expectOk(await t.call('GetRequestFollowing', { as: 'jlee', query: { requestId: newId } }))
        .result.following,
    ).toBe(true);
  });

  it('follows and unfollows; an unknown or invisible request is 404 and changes nothing', async () => {
    const query = { requestId: bdsRequestId };
    expect(expectOk(await t.call('GetRequestFollowing', { as: 'jlee', query })).result).toEqual({
      requestId: bdsRequestId,
      following: false,
    });
    const followed = expectOk(await t.call('FollowRequest', { as: 'jlee', query }));
    expect(followed.result.following).toBe(true);
    // Twice is once.
    expectOk(await t.call('FollowRequest', { as: 'jlee', query }));
    expect(
      expectOk(await t.call('GetRequestFollowing', { as: 'jlee', query })).result.following,
    ).toBe(true);
    expect(expectOk(await t.call('UnfollowRequest', { as: 'jlee', query })).result.following).toBe(
      false,
    );
    expect(
      expectOk(await t.call('GetRequestFollowing', { as: 'jlee', query })).result.following,
    ).toBe(false);

    for (const op of ['FollowRequest', 'GetRequestFollowing', 'UnfollowRequest'] as const) {
      expect((await t.call(op, { as: 'vendor', query })).status).toBe(404);
      expect((await t.call(op, { as: 'jlee', query: { requestId: 99_999_999 } })).status).toBe(404);
    }
    expect(
      await count(
        'SELECT count(*) AS n FROM request_followers WHERE user_id = $1 AND request_id = $2',
        [ids.vendor, bdsRequestId],
      ),
    ).toBe(0);
    // The vendor may follow one of its own manufacturer's requests.
    expect(
      expectOk(await t.call('FollowRequest', { as: 'vendor', query: { requestId: apexRequestId } }))
        .result.following,
    ).toBe(true);
  });
});

describe('notifications', () => {
  it('tells every follower but the actor, with a change event each and one mail per inAppAndEmail follower', async () => {
    expectOk(await t.call('FollowRequest', { as: 'jlee', query: { requestId: bdsRequestId } }));
    const eventsBefore = await count(
      "SELECT count(*) AS n FROM change_events WHERE kind = 'notification'",
    );
    await addNote('admin', bdsRequestId, 'Wiring checked on bench 4.');

    for (const user of ['staff', 'jlee']) {
      const list = await notificationsOf(user);
      expect(list.unreadCount).toBe(1);
      expect(list.rowCount).toBe(1);
      expect(list.gridRows[0]).toMatchObject({
        requestId: bdsRequestId,
        activity: 'noteAdded',
        text: 'Wiring checked on bench 4.',
        actorName: 'Alex Morgan',
        read: false,
      });
      const mails = await mailsTo(user);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toContain('note added');
      expect(mails[0]?.text).toContain('Wiring checked on bench 4.');
      expect(mails[0]?.dedupeKey).toBe(`notification:${list.gridRows[0]?.id}`);
      const event = await row<{ recordId: string; requestId: number | null }>(
        t.db,
        `SELECT record_id AS "recordId", request_id AS "requestId" FROM change_events
          WHERE kind = 'notification' AND user_id = $1 ORDER BY id DESC LIMIT 1`,
        [ids[user]],
      );
      expect(event).toEqual({ recordId: list.gridRows[0]?.id, requestId: null });
    }
    // The actor hears nothing of their own change.
    expect((await notificationsOf('admin')).rowCount).toBe(0);
    expect(await mailsTo('admin')).toHaveLength(0);
    expect(await count("SELECT count(*) AS n FROM change_events WHERE kind = 'notification'")).toBe(
      eventsBefore + 2,
    );

    // Now staff acts: only jlee hears.
    await addNote('staff', bdsRequestId, 'Bench 4 signed off.');
    expect((await notificationsOf('staff')).rowCount).toBe(1);
    expect((await notificationsOf('jlee')).gridRows[0]).toMatchObject({
      text: 'Bench 4 signed off.',
      actorName: 'Sam Rivera',
    });
  });

  it('raises one for a status change, for attachments and for a removal', async () => {
    // A request put in the state 'Begin Review' leaves (moved there as an action would).
    const beginReview = await row<{ id: string; stateId: string; status: string }>(
      t.db,
      `SELECT a.id, s.id AS "stateId", s.description AS status FROM workflow_actions a
         JOIN workflow_states s ON s.id = a.state_id WHERE a.description = 'Begin Review' LIMIT 1`,
    );
    const requestId =
      (
        await row<{ id: number }>(
          t.db,
          `UPDATE image_requests SET state_id = $1, status = $2
            WHERE id = (SELECT min(r.id) FROM image_requests r JOIN organizations o ON o.id = r.organization_id
                         JOIN workflow_states s ON s.workflow_id = o.workflow_id WHERE s.id = $1 AND r.id <> ALL($3::int[]))
            RETURNING id`,
          [beginReview?.stateId, beginReview?.status, [bdsRequestId, apexRequestId]],
        )
      )?.id ?? 0;
    expectOk(await t.call('FollowRequest', { as: 'mgarcia', query: { requestId } }));
    expectOk(
      await t.call('ExecuteWorkflowAction', {
        as: 'admin',
        query: { requestId, actionId: beginReview?.id ?? '' },
      }),
    );
    const form = new FormData();
    form.append('requestId', String(requestId));
    form.append('fileDescription', 'Paytables');
    form.append('attachments', new Blob(['A'], { type: 'text/plain' }), 'paytable-a.txt');
    form.append('attachments', new Blob(['B'], { type: 'text/plain' }), 'paytable-b.txt');
    expect((await t.callRaw('AddAttachments', { as: 'admin', form })).status).toBe(200);
    expectOk(await t.call('RemoveImageRequest', { as: 'admin', query: { requestId } }));

    const about = (await notificationsOf('mgarcia')).gridRows.filter(
      (n) => n.requestId === requestId,
    );
    expect(about.map((n) => [n.activity, n.text])).toEqual([
      ['requestRemoved', 'Request removed'],
      ['attachmentAdded', 'paytable-a.txt, paytable-b.txt'],
      ['statusChanged', 'In Review'],
    ]);
    expect((await mailsTo('mgarcia')).map((m) => m.subject)).toEqual([
      expect.stringContaining('status changed to In Review'),
      expect.stringContaining('attachments added'),
      expect.stringContaining('request removed'),
    ]);
  });

  it('respects the preferences: inApp (no mail), none (nothing), inAppAndDailyDigest (one mail a day)', async () => {
    expect(expectOk(await t.call('GetNotificationPreferences', { as: 'pnovak' })).result).toEqual({
      delivery: 'inAppAndEmail',
    });
    expectOk(await t.call('FollowRequest', { as: 'pnovak', query: { requestId: bdsRequestId } }));

    expect(await setDelivery('pnovak', 'inApp')).toEqual({ delivery: 'inApp' });
    await addNote('admin', bdsRequestId, 'in-app only');
    expect((await notificationsOf('pnovak')).rowCount).toBe(1);
    expect(await mailsTo('pnovak')).toHaveLength(0);

    await setDelivery('pnovak', 'none');
    await addNote('admin', bdsRequestId, 'heard by no one');
    expect((await notificationsOf('pnovak')).rowCount).toBe(1);

    await setDelivery('pnovak', 'inAppAndDailyDigest');
    await addNote('admin', bdsRequestId, 'for the digest');
    expect((await notificationsOf('pnovak')).rowCount).toBe(2);
    expect(await mailsTo('pnovak')).toHaveLength(0);
    // The digest's day started when it was chosen: nothing is due yet.
    await queueDigests(t.db, 'http://lab.example');
    expect(await mailsTo('pnovak')).toHaveLength(0);
    // A day later: one mail with the unread notifications since the choice (not the older one).
    await t.db.query(
      "UPDATE users SET digest_sent_until = digest_sent_until - interval '1 day' WHERE id = $1",
      [ids.pnovak],
    );
    await t.db.query(
      "UPDATE notifications SET created_at = created_at - interval '1 day' WHERE user_id = $1",
      [ids.pnovak],
    );
    await queueDigests(t.db, 'http://lab.example');
    await queueDigests(t.db, 'http://lab.example');
    const digests = await mailsTo('pnovak');
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toBe('[Image Requests] 1 unread notification');
    expect(digests[0]?.text).toContain('for the digest');
    expect(digests[0]?.text).not.toContain('in-app only');
  });

  it("marks some read (only one's own) and all read", async () => {
    await addNote('admin', bdsRequestId, 'one more');
    const mine = await notificationsOf('jlee');
    expect(mine.unreadCount).toBeGreaterThan(1);
    const staffs = await notificationsOf('staff');
    const first = mine.gridRows[0]?.id ?? '';
    const marked = await t.call('MarkNotificationsRead', {
      as: 'jlee',
      body: { ids: [first, staffs.gridRows[0]?.id ?? ''] },
    });
    expect(expectOk(marked).result).toEqual({ unreadCount: mine.unreadCount - 1 });
    // staff's notification, named by jlee, stays unread.
    expect((await notificationsOf('staff')).unreadCount).toBe(staffs.unreadCount);
    const unread = expectOk(
      await t.call('GetNotifications', {
        as: 'jlee',
        query: { unreadOnly: true, itemsPerPage: 100 },
      }),
    ).result;
    expect(unread.gridRows.map((n) => n.id)).not.toContain(first);
    expect(unread.rowCount).toBe(mine.unreadCount - 1);
    expect((await notificationsOf('jlee')).gridRows[0]).toMatchObject({ id: first, read: true });

    expect(expectOk(await t.call('MarkAllNotificationsRead', { as: 'jlee' })).result).toEqual({
      unreadCount: 0,
    });
    expect((await notificationsOf('jlee')).unreadCount).toBe(0);
    expect((await notificationsOf('staff')).unreadCount).toBe(staffs.unreadCount);
  });

  it('never tells a follower who can no longer see the request, not even its id', async () => {
    const vendorEvents = () =>
      count(
        "SELECT count(*) AS n FROM change_events WHERE kind = 'notification' AND user_id = $1",
        [ids.vendor],
      );
    const eventsBefore = await vendorEvents();
    const mailsBefore = (await mailsTo('vendor')).length;
    const listedBefore = await notificationsOf('vendor');
    // As if the vendor had followed it before losing sight of it (a role or manufacturer change).
    await t.db.query('INSERT INTO request_followers (request_id, user_id) VALUES ($1, $2)', [
      bdsRequestId,
      ids.vendor,
    ]);
    await t.db.query(
      "INSERT INTO notifications (user_id, request_id, request_name, activity, text, actor_name) VALUES ($1, $2, 'old', 'noteAdded', 'old', 'Someone')",
      [ids.vendor, bdsRequestId],
    );
    await addNote('admin', bdsRequestId, 'not for vendors');
    expect(
      await count(
        'SELECT count(*) AS n FROM notifications WHERE user_id = $1 AND request_id = $2',
        [ids.vendor, bdsRequestId],
      ),
    ).toBe(1);
    expect(await vendorEvents()).toBe(eventsBefore);
    expect(await mailsTo('vendor')).toHaveLength(mailsBefore);
    // And the one it had is neither listed nor counted.
    expect(await notificationsOf('vendor')).toEqual(listedBefore);
    // Nor does a user who may not read requests at all (no canViewRequestsPage) see any.
    await t.db.query(
      "INSERT INTO notifications (user_id, request_id, request_name, activity, text, actor_name) VALUES ($1, $2, 'old', 'noteAdded', 'old', 'Someone')",
      [ids.viewer, apexRequestId],
    );
    expect(await notificationsOf('viewer')).toEqual({ rowCount: 0, unreadCount: 0, gridRows: [] });
    // While a request it may see is heard of.
    await addNote('admin', apexRequestId, 'for the vendor');
    expect((await notificationsOf('vendor')).gridRows[0]).toMatchObject({
      requestId: apexRequestId,
      text: 'for the vendor',
    });
  });

  it('a change that rolls back leaves no notification, change event or mail', async () => {
    const counts = () =>
      Promise.all([
        count('SELECT count(*) AS n FROM notifications'),
        count("SELECT count(*) AS n FROM change_events WHERE kind = 'notification'"),
        count('SELECT count(*) AS n FROM mail_outbox'),
      ]);
    const before = await counts();
    await expect(
      inTransaction(t.db, async (client) => {
        await notifyFollowers(client, 'http://lab.example', {
          requestId: bdsRequestId,
          activity: 'noteAdded',
          text: 'rolled back',
          actor: { userId: ids.admin ?? '', displayName: 'Alex Morgan' },
        });
        // It was written, inside the transaction...
        const inside = await row<{ n: number }>(client, 'SELECT count(*) AS n FROM notifications');
        expect(inside?.n).toBeGreaterThan(before[0]);
        throw new Error('the change fails after its notifications');
      }),
    ).rejects.toThrow('the change fails');
    // ...and is gone with it.
    expect(await counts()).toEqual(before);
    // Through the API: a refused note (removed request) notifies no one.
    const removed = await row<{ id: number }>(
      t.db,
      'UPDATE image_requests SET removed_at = now() WHERE id = (SELECT max(id) FROM image_requests) RETURNING id',
    );
    await t.db.query('INSERT INTO request_followers VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      removed?.id,
      ids.jlee,
    ]);
    const refused = await t.call('AddNote', {
      as: 'admin',
      body: { requestId: removed?.id ?? 0, noteText: 'too late' },
    });
    expect(refused.status).toBe(404);
    expect(await counts()).toEqual(before);
  });
});
