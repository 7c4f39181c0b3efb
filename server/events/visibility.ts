import { passesGate, type AuthUser } from '../auth/authUser';
import type { OperationId } from '../contract/types';
import { rows, type Queryable } from '../db/pool';
import { sql, sqlParams, toQuery } from '../db/sql';
import { MANUFACTURER_RESTRICTED, OPERATION_ACCESS } from '../generated/operationFacts';
import { requestManufacturerAllowed } from '../repositories/requests';
import type { ChangeRow } from './changeLog';
import type { ChangeKind } from './publish';

/**
 * Who hears of a change: whoever may read the record through the operation that reads it, by
 * that operation's own rules (its generated x-access gate and, where it is manufacturer-restricted,
 * the request reads' manufacturer predicate). One rule per kind; nothing here restates them.
 */
const READ_OPERATION: Readonly<Record<Exclude<ChangeKind, 'notification'>, OperationId>> = {
  request: 'GetRequest',
  note: 'GetNotes',
  attachment: 'GetAttachments',
  organization: 'GetOrganizations',
  // One's own profile is always one's to read (GetUserInformation); see mayHear.
  user: 'GetUsers',
  workflow: 'GetWorkflows',
};

/** What visibility needs of a subscriber. */
export type Audience = Pick<AuthUser, 'userId' | 'permissions' | 'manufacturerIds'>;

/** Subscribers with the same manufacturer restriction see the same requests. */
const scopeKey = (manufacturerIds: number[] | null): string =>
  manufacturerIds === null ? '*' : [...manufacturerIds].sort((a, b) => a - b).join(',');

/**
 * Of `requestIds`, those each restricted scope may see: one query per distinct scope (not per
 * subscriber), with the request reads' predicate. A removed request is still matched, so the news
 * of its removal reaches those who could see it.
 */
async function requestsByScope(
  db: Queryable,
  requestIds: number[],
  audiences: readonly Audience[],
): Promise<Map<string, ReadonlySet<number>>> {
  const scopes = new Map<string, number[]>();
  for (const { manufacturerIds } of audiences)
    if (manufacturerIds !== null) scopes.set(scopeKey(manufacturerIds), manufacturerIds);
  const visible = new Map<string, ReadonlySet<number>>();
  if (requestIds.length === 0) return visible;
  for (const [key, manufacturerIds] of scopes) {
    const p = sqlParams({ requestIds, manufacturerIds });
    const found = await rows<{ id: number }>(
      db,
      toQuery(
        sql`SELECT r.id FROM image_requests r
             WHERE r.id = ANY(${p.requestIds}::int[]) AND ${requestManufacturerAllowed(p.manufacturerIds)}`,
      ),
    );
    visible.set(key, new Set(found.map((r) => r.id)));
  }
  return visible;
}

/** Decides, for one batch of changes, which subscriber may hear of which change. */
export type MayHear = (audience: Audience, change: ChangeRow) => boolean;

/** The rule for `changes` and `audiences`, after at most one query per restricted scope. */
export async function whoMayHear(
  db: Queryable,
  changes: readonly ChangeRow[],
  audiences: readonly Audience[],
): Promise<MayHear> {
  const requestIds = [
    ...new Set(
      changes
        .filter(
          (c) => c.kind !== 'notification' && MANUFACTURER_RESTRICTED.has(READ_OPERATION[c.kind]),
        )
        .flatMap((c) => (c.requestId === null ? [] : [c.requestId])),
    ),
  ];
  const byScope = await requestsByScope(db, requestIds, audiences);
  return (audience, change) => {
    if (change.kind === 'notification') return change.userId === audience.userId;
    if (change.kind === 'user' && change.recordId === audience.userId) return true;
    const operation = READ_OPERATION[change.kind];
    if (!passesGate(audience, OPERATION_ACCESS[operation])) return false;
    if (!MANUFACTURER_RESTRICTED.has(operation) || audience.manufacturerIds === null) return true;
    // A restricted subscriber hears of a request's record only when it may see that request.
    return (
      change.requestId !== null &&
      (byScope.get(scopeKey(audience.manufacturerIds))?.has(change.requestId) ?? false)
    );
  };
}
