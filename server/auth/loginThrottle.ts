import { row, type Queryable } from '../db/pool';

export interface LoginThrottle {
  /** Failed sign-ins allowed per account within the window. */
  limit: number;
  windowMinutes: number;
}

const accountKey = (username: string) => username.trim().toLowerCase();

/** Whether the account (known or not) has used up its failed sign-ins for now. */
export async function accountThrottled(
  db: Queryable,
  username: string,
  throttle: LoginThrottle,
): Promise<boolean> {
  const found = await row<{ n: number }>(
    db,
    `SELECT count(*) AS n FROM login_failures WHERE username = $1 AND failed_at > now() - make_interval(mins => $2)`,
    [accountKey(username), throttle.windowMinutes],
  );
  return (found?.n ?? 0) >= throttle.limit;
}

/** Counts a failed sign-in, and forgets failures older than the window (any account). */
export async function recordLoginFailure(
  db: Queryable,
  username: string,
  address: string,
  throttle: LoginThrottle,
): Promise<void> {
  await db.query('INSERT INTO login_failures (username, address) VALUES ($1, $2)', [
    accountKey(username),
    address,
  ]);
  await db.query('DELETE FROM login_failures WHERE failed_at < now() - make_interval(mins => $1)', [
    throttle.windowMinutes,
  ]);
}

/** A successful sign-in starts the account's count afresh. */
export async function clearLoginFailures(db: Queryable, username: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE username = $1', [accountKey(username)]);
}
