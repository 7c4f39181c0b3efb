import type { components } from '@/api/generated/openapi';
import { row, rows, type Queryable } from '../db/pool';
import { pageWindow } from '../repositories/paging';

type Schemas = components['schemas'];
export type NotificationDelivery = Schemas['NotificationDelivery'];
export type NotificationActivity = Schemas['NotificationActivity'];

/** What a user reads of their notifications, and what they change: read marks and preferences. */

// The read rule's manufacturer half, applied at read time too: a notification about a request of a
// manufacturer the user can no longer see is neither listed nor counted ($2 null: no restriction).
const VISIBLE = `(n.user_id = $1 AND ($2::int[] IS NULL OR EXISTS (
    SELECT 1 FROM image_requests r WHERE r.id = n.request_id AND r.manufacturer_id = ANY($2::int[]))))`;

interface NotificationRecord {
  id: string;
  requestId: number;
  requestName: string;
  activity: NotificationActivity;
  text: string;
  actorName: string;
  createdOn: Date;
  read: boolean;
}

export async function unreadCount(
  db: Queryable,
  userId: string,
  manufacturerIds: number[] | null,
): Promise<number> {
  const found = await row<{ count: number }>(
    db,
    `SELECT count(*) AS count FROM notifications n WHERE ${VISIBLE} AND n.read_at IS NULL`,
    [userId, manufacturerIds],
  );
  return found?.count ?? 0;
}

/** One page of the user's notifications, newest first, with the counts the list shows. */
export async function listNotifications(
  db: Queryable,
  userId: string,
  manufacturerIds: number[] | null,
  query: { page?: number; itemsPerPage?: number; unreadOnly?: boolean },
): Promise<Schemas['NotificationList']> {
  const { limit, offset } = pageWindow(query);
  const filter = `${VISIBLE}${query.unreadOnly ? ' AND n.read_at IS NULL' : ''}`;
  const values = [userId, manufacturerIds];
  const [counts, page] = await Promise.all([
    row<{ rowCount: number; unreadCount: number }>(
      db,
      `SELECT count(*) FILTER (WHERE ${filter}) AS "rowCount",
              count(*) FILTER (WHERE n.read_at IS NULL) AS "unreadCount"
         FROM notifications n WHERE ${VISIBLE}`,
      values,
    ),
    rows<NotificationRecord>(
      db,
      `SELECT n.id, n.request_id AS "requestId", n.request_name AS "requestName", n.activity, n.text,
              n.actor_name AS "actorName", n.created_at AS "createdOn", n.read_at IS NOT NULL AS read
         FROM notifications n WHERE ${filter}
        ORDER BY n.created_at DESC, n.id DESC LIMIT ${limit} OFFSET ${offset}`,
      values,
    ),
  ]);
  return {
    rowCount: counts?.rowCount ?? 0,
    unreadCount: counts?.unreadCount ?? 0,
    gridRows: page.map((n) => ({ ...n, createdOn: n.createdOn.toISOString() })),
  };
}

/** Marks the given notifications of the user read (others' ids match nothing); all when ids is null. */
export async function markRead(db: Queryable, userId: string, ids: string[] | null): Promise<void> {
  await db.query(
    `UPDATE notifications SET read_at = now()
      WHERE user_id = $1 AND read_at IS NULL AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[]))`,
    [userId, ids],
  );
}

export async function deliveryOf(db: Queryable, userId: string): Promise<NotificationDelivery> {
  const found = await row<{ delivery: NotificationDelivery }>(
    db,
    'SELECT notification_delivery AS delivery FROM users WHERE id = $1',
    [userId],
  );
  return found?.delivery ?? 'inAppAndEmail';
}

export async function saveDelivery(
  db: Queryable,
  userId: string,
  delivery: NotificationDelivery,
): Promise<void> {
  // Choosing the digest starts its day now: the first one lists what comes from here on.
  await db.query(
    `UPDATE users SET notification_delivery = $2,
            digest_sent_until = CASE WHEN $2 = 'inAppAndDailyDigest' AND notification_delivery <> $2
                                     THEN now() ELSE digest_sent_until END
      WHERE id = $1`,
    [userId, delivery],
  );
}
