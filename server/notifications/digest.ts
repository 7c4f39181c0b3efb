import { loadAuthUser } from '../auth/authUser';
import { inTransaction, rows, type Db } from '../db/pool';
import { queueMails } from '../mail/outbox';
import { digestMail, type MailedNotification } from './mailText';

/** Users whose digest is due, claimed per transaction (several servers may run this at once). */
const BATCH = 50;

/**
 * Queues the daily digest of users who chose `inAppAndDailyDigest`: once their last digest is a
 * day old, one mail listing their unread notifications since then (none: no mail, and the next
 * look is a day later). Each user is claimed with FOR UPDATE SKIP LOCKED and moved on in the
 * transaction that queues the mail, so a digest is queued once whichever server runs it.
 */
export async function queueDigests(db: Db, publicUrl: string): Promise<number> {
  return inTransaction(db, async (client) => {
    const due = await rows<{ id: string; email: string; since: Date | null }>(
      client,
      `SELECT id, email, digest_sent_until AS since FROM users
        WHERE notification_delivery = 'inAppAndDailyDigest' AND removed_at IS NULL
          AND (digest_sent_until IS NULL OR digest_sent_until <= now() - interval '1 day')
        LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
    );
    for (const user of due) {
      // The read rule as it is now: nothing about a request the user can no longer see.
      const reader = (await loadAuthUser(client, user.id))?.user;
      const unread = await rows<MailedNotification>(
        client,
        `SELECT n.request_id AS "requestId", n.request_name AS "requestName", n.activity, n.text,
                n.actor_name AS "actorName", n.created_at AS "createdOn"
           FROM notifications n JOIN image_requests r ON r.id = n.request_id
          WHERE n.user_id = $1 AND n.read_at IS NULL AND n.created_at > coalesce($2::timestamptz, '-infinity')
            AND n.created_at <= now() AND ($3::int[] IS NULL OR r.manufacturer_id = ANY($3::int[]))
          ORDER BY n.created_at, n.id`,
        [user.id, user.since, reader ? reader.manufacturerIds : []],
      );
      if (unread.length && user.email && reader?.permissions.canViewRequestsPage) {
        const day = new Date().toISOString().slice(0, 10);
        await queueMails(client, [
          {
            dedupeKey: `digest:${user.id}:${day}`,
            to: user.email,
            ...digestMail(publicUrl, unread),
          },
        ]);
      }
      await client.query('UPDATE users SET digest_sent_until = now() WHERE id = $1', [user.id]);
    }
    return due.length;
  });
}

/** Queues every digest that is due, batch after batch. */
export async function queueAllDigests(db: Db, publicUrl: string): Promise<void> {
  while ((await queueDigests(db, publicUrl)) === BATCH);
}
