import { prepared, row, type Queryable } from './pool';

/**
 * What a server may keep between calls is checked against these, read in one snapshot
 * (013_auth_version.sql): every committed change behind a kept value moves its number.
 */
export interface DataVersions {
  /** auth_version: users, their roles and role flags, revoked tokens. */
  auth: number;
  /** request_list_version: image_requests and workflow_actions. */
  list: number;
  /** The database's current date in UTC ('YYYY-MM-DD'): "past due" changes with it. */
  today: string;
}

// One tiny prepared statement in place of the signed-in user's query on every authenticated call.
const VERSIONS_SQL = prepared(`
  SELECT a.version AS auth, l.version AS list, (now() AT TIME ZONE 'UTC')::date AS today
    FROM auth_version a CROSS JOIN request_list_version l`);

export async function readDataVersions(db: Queryable): Promise<DataVersions> {
  const found = await row<DataVersions>(db, VERSIONS_SQL);
  // Both tables hold their one row from their migration on; a missing one is a broken database.
  if (!found) throw new Error('auth_version or request_list_version has lost its row');
  return found;
}
