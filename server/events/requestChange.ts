import { row, type Queryable } from '../db/pool';
import { publishChange } from './publish';

/**
 * Publishes a change of an image request with its version after the change, read in the change's
 * transaction (the writes move the version themselves: updateRequest, setRequestState).
 */
export async function publishRequestChange(
  db: Queryable,
  requestId: number,
  actorId: string,
): Promise<void> {
  const found = await row<{ version: number }>(
    db,
    'SELECT version FROM image_requests WHERE id = $1',
    [requestId],
  );
  await publishChange(db, {
    kind: 'request',
    recordId: requestId,
    version: found?.version ?? null,
    requestId,
    actorId,
  });
}
