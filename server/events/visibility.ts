import { canSeeManufacturer, passesGate, type AuthUser } from '../auth/authUser';
import type { OperationId } from '../contract/types';
import { prepared, rows, type Queryable } from '../db/pool';
import { MANUFACTURER_RESTRICTED, OPERATION_ACCESS } from '../generated/operationFacts';
import type { ChangeRow } from './changeLog';
import type { ChangeKind } from './publish';

/**
 * Who hears of a change: whoever may read the record through an operation that reads it, by that
 * operation's own rules (its generated x-access gate and, where it is manufacturer-restricted,
 * canSeeManufacturer: the rule every handler applies, and the one the reads' SQL predicate
 * `requestManufacturerAllowed` states; visibility.test.ts holds the two to the same table).
 * Nothing here restates a permission.
 */
const READ_OPERATIONS: Readonly<
  Record<Exclude<ChangeKind, 'notification'>, readonly OperationId[]>
> = {
  request: ['GetRequest'],
  note: ['GetNotes'],
  attachment: ['GetAttachments'],
  organization: ['GetOrganizations'],
  // One's own profile is always one's to read (GetUserInformation); see mayHear.
  user: ['GetUsers'],
  workflow: ['GetWorkflows'],
  // Platform Management's component types, and the request dialog's platforms.
  platform: ['GetComponentTypesForJurisdiction', 'GetManufacturerPlatforms'],
};

/** What visibility needs of a subscriber (or of a follower to notify). */
export type Audience = Pick<AuthUser, 'userId' | 'permissions' | 'manufacturerIds'>;

/** What it needs of a change. */
export type Subject = Pick<ChangeRow, 'kind' | 'recordId' | 'userId'>;

/**
 * THE rule, for the stream, its replay and the notifications of followers
 * (server/notifications/notify.ts): whether `audience` may hear of `change`, whose record belongs
 * to `manufacturerId` (undefined when that is unknown: a restricted audience then hears nothing).
 * A manufacturer-restricted audience hears nothing outside its manufacturers, not even an id.
 */
export function mayHear(
  audience: Audience,
  change: Subject,
  manufacturerId: number | undefined,
): boolean {
  if (change.kind === 'notification') return change.userId === audience.userId;
  if (change.kind === 'user' && change.recordId === audience.userId) return true;
  const readers = READ_OPERATIONS[change.kind].filter((operation) =>
    passesGate(audience, OPERATION_ACCESS[operation]),
  );
  if (readers.length === 0) return false;
  if (readers.some((operation) => !MANUFACTURER_RESTRICTED.has(operation))) return true;
  if (audience.manufacturerIds === null) return true;
  return manufacturerId !== undefined && canSeeManufacturer(audience, manufacturerId);
}

/** Whether the kind's readers are manufacturer-restricted: its changes need their manufacturer. */
const bound = (kind: ChangeKind) =>
  kind !== 'notification' &&
  READ_OPERATIONS[kind].some((operation) => MANUFACTURER_RESTRICTED.has(operation));

// A removed request is still found: the news of its removal reaches those who could see it.
const MANUFACTURERS_SQL = prepared(
  'SELECT id, manufacturer_id AS "manufacturerId" FROM image_requests WHERE id = ANY($1::int[])',
);

/** Decides, for one batch of changes, which audience may hear of which change. */
export type MayHear = (audience: Audience, change: ChangeRow) => boolean;

/**
 * `mayHear` for `changes`, with the manufacturers of the requests they are about read at once: one
 * query per batch whatever the number of audiences, and none when no audience is restricted.
 */
export async function whoMayHear(
  db: Queryable,
  changes: readonly ChangeRow[],
  audiences: Iterable<Pick<Audience, 'manufacturerIds'>>,
): Promise<MayHear> {
  let restricted = false;
  for (const audience of audiences) restricted ||= audience.manufacturerIds !== null;
  const requestIds = restricted
    ? [
        ...new Set(
          changes.flatMap((c) =>
            bound(c.kind) && c.kind !== 'platform' && c.requestId !== null ? [c.requestId] : [],
          ),
        ),
      ]
    : [];
  const requestManufacturer = new Map<number, number>();
  if (requestIds.length > 0)
    for (const found of await rows<{ id: number; manufacturerId: number }>(db, MANUFACTURERS_SQL, [
      requestIds,
    ]))
      requestManufacturer.set(found.id, found.manufacturerId);
  const manufacturerOf = (change: ChangeRow): number | undefined =>
    change.kind === 'platform'
      ? (change.manufacturerId ?? undefined)
      : change.requestId === null
        ? undefined
        : requestManufacturer.get(change.requestId);
  return (audience, change) => mayHear(audience, change, manufacturerOf(change));
}
