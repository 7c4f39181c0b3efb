import { loadAuthUser, type AuthUser } from '../auth/authUser';
import { row, rows, type Queryable } from '../db/pool';
import { publishChange } from '../events/publish';
import { mayHear } from '../events/visibility';
import { queueMails } from '../mail/outbox';
import { notificationMail } from './mailText';
import type { NotificationActivity, NotificationDelivery } from './store';

/** Something that happened to a request that its followers hear of. */
export interface RequestActivity {
  requestId: number;
  activity: NotificationActivity;
  /** For people: the new status, the note's start, the files' names... */
  text: string;
  actor: Pick<AuthUser, 'userId' | 'displayName'>;
}

interface Follower {
  userId: string;
  email: string;
  delivery: NotificationDelivery;
  /** The request's, read in the change's transaction (a removal it made is seen). */
  requestName: string;
  manufacturerId: number;
}

// Who may hear of a change to request $1 by user $2: followers but the actor, live users, who did
// not choose `none`.
const TOLD = `f.request_id = $1 AND f.user_id <> $2 AND u.removed_at IS NULL
     AND u.notification_delivery <> 'none'`;

/**
 * Whether notifyFollowers would have anyone to consider: lets a write that is one statement on its
 * own (AddNote) stay one when no one follows. A follow that commits between this look and the write
 * misses that one change, as if it had come just after it.
 */
export async function hasFollowersBesides(
  db: Queryable,
  requestId: number,
  actorId: string,
): Promise<boolean> {
  const found = await row(
    db,
    `SELECT 1 FROM request_followers f JOIN users u ON u.id = f.user_id WHERE ${TOLD} LIMIT 1`,
    [requestId, actorId],
  );
  return found !== undefined;
}

/** The longest text a notification keeps (a note's start). */
const TEXT_LIMIT = 200;

const clip = (text: string) =>
  text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT - 1).trimEnd()}…` : text;

/**
 * Tells the followers of a request (all but the actor, and those who chose `none`) what happened:
 * a notification each, its `notification` change event, and for `inAppAndEmail` one queued mail.
 * Call it with the client of the transaction that makes the change, after the change: all of it
 * commits or rolls back with the change. A follower who may no longer read the request hears
 * nothing, not even its id: the event stream's rule for a `request` change (mayHear), applied to
 * the follower as loadAuthUser reads them now.
 */
export async function notifyFollowers(
  db: Queryable,
  publicUrl: string,
  change: RequestActivity,
): Promise<void> {
  const followers = await rows<Follower>(
    db,
    `SELECT u.id AS "userId", u.email, u.notification_delivery AS delivery,
            r.name AS "requestName", r.manufacturer_id AS "manufacturerId"
       FROM request_followers f JOIN users u ON u.id = f.user_id
       JOIN image_requests r ON r.id = f.request_id
      WHERE ${TOLD}`,
    [change.requestId, change.actor.userId],
  );
  const request = followers[0];
  if (!request) return;
  const subject = { kind: 'request', recordId: String(change.requestId), userId: null } as const;
  const recipients: Follower[] = [];
  for (const follower of followers) {
    const reader = (await loadAuthUser(db, follower.userId))?.user;
    if (reader && mayHear(reader, subject, request.manufacturerId)) recipients.push(follower);
  }
  if (!recipients.length) return;

  const text = clip(change.text);
  const created = await rows<{ id: string; userId: string; createdOn: Date }>(
    db,
    `INSERT INTO notifications (user_id, request_id, request_name, activity, text, actor_id, actor_name)
     SELECT unnest($1::uuid[]), $2, $3, $4, $5, $6, $7
     RETURNING id, user_id AS "userId", created_at AS "createdOn"`,
    [
      recipients.map((r) => r.userId),
      change.requestId,
      request.requestName,
      change.activity,
      text,
      change.actor.userId,
      change.actor.displayName,
    ],
  );
  for (const notification of created) {
    await publishChange(db, {
      kind: 'notification',
      recordId: notification.id,
      userId: notification.userId,
      actorId: change.actor.userId,
    });
  }
  const mailed = new Map(
    recipients.filter((r) => r.delivery === 'inAppAndEmail' && r.email).map((r) => [r.userId, r]),
  );
  await queueMails(
    db,
    created.flatMap((notification) => {
      const to = mailed.get(notification.userId)?.email;
      if (!to) return [];
      const mail = notificationMail(publicUrl, {
        requestId: change.requestId,
        requestName: request.requestName,
        activity: change.activity,
        text,
        actorName: change.actor.displayName,
        createdOn: notification.createdOn,
      });
      return [{ dedupeKey: `notification:${notification.id}`, to, ...mail }];
    }),
  );
}
