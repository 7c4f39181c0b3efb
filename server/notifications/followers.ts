import { row, type Queryable } from '../db/pool';

/** Who follows which request: its creator from the start, and whoever chooses to. */

export async function follow(db: Queryable, requestId: number, userId: string): Promise<void> {
  await db.query(
    'INSERT INTO request_followers (request_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [requestId, userId],
  );
}

export async function unfollow(db: Queryable, requestId: number, userId: string): Promise<void> {
  await db.query('DELETE FROM request_followers WHERE request_id = $1 AND user_id = $2', [
    requestId,
    userId,
  ]);
}

export async function isFollowing(
  db: Queryable,
  requestId: number,
  userId: string,
): Promise<boolean> {
  const found = await row(
    db,
    'SELECT 1 FROM request_followers WHERE request_id = $1 AND user_id = $2',
    [requestId, userId],
  );
  return found !== undefined;
}
