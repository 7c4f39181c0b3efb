import { canSeeManufacturer } from '../auth/authUser';
import { noPermissions, type PermissionFlag } from '../auth/permissions';
import { row } from '../db/pool';
import { sql, sqlParams, toQuery } from '../db/sql';
import { requestManufacturerAllowed } from '../repositories/requests';
import { createTestApp, type TestApp } from '../test/testApp';
import type { ChangeRow } from './changeLog';
import type { ChangeKind } from './publish';
import { mayHear, whoMayHear, type Audience } from './visibility';

/**
 * The one visibility rule (issue 18) of the event stream, its replay and followers' notifications:
 * who hears of which change, as a table. A and B are two manufacturers.
 */
const [A, B] = [1, 2];
const SELF = 'self-user';

const audience = (flags: PermissionFlag[], manufacturerIds: number[] | null): Audience => {
  const permissions = noPermissions();
  for (const flag of flags) permissions[flag] = true;
  return { userId: SELF, permissions, manufacturerIds };
};

const AUDIENCES = {
  admin: audience(['canViewRequestsPage', 'canViewAdminPage'], null),
  staff: audience(['canViewRequestsPage'], null),
  vendorOfA: audience(['canViewRequestsPage'], [A]),
  vendorOfNone: audience(['canViewRequestsPage'], []),
  adminOfA: audience(['canViewAdminPage'], [A]),
  validator: audience(['canViewSoftwareValidationsPage'], [B]),
  viewer: audience([], null),
};
type Who = keyof typeof AUDIENCES;

interface Case {
  change: string;
  kind: ChangeKind;
  /** The manufacturer of its record (undefined: unknown, as a request the table no longer has). */
  manufacturer?: number;
  recordId?: string;
  userId?: string;
  hears: Who[];
}

const CASES: Case[] = [
  {
    change: 'request of A',
    kind: 'request',
    manufacturer: A,
    hears: ['admin', 'staff', 'vendorOfA'],
  },
  { change: 'request of B', kind: 'request', manufacturer: B, hears: ['admin', 'staff'] },
  { change: 'request, manufacturer unknown', kind: 'request', hears: ['admin', 'staff'] },
  { change: 'note on A', kind: 'note', manufacturer: A, hears: ['admin', 'staff', 'vendorOfA'] },
  { change: 'note on B', kind: 'note', manufacturer: B, hears: ['admin', 'staff'] },
  { change: 'attachment on B', kind: 'attachment', manufacturer: B, hears: ['admin', 'staff'] },
  {
    change: 'platform of A',
    kind: 'platform',
    manufacturer: A,
    hears: ['admin', 'staff', 'vendorOfA', 'adminOfA'],
  },
  {
    change: 'platform of B',
    kind: 'platform',
    manufacturer: B,
    hears: ['admin', 'staff', 'validator'],
  },
  { change: 'organization', kind: 'organization', hears: ['admin', 'adminOfA'] },
  { change: 'workflow', kind: 'workflow', hears: ['admin', 'adminOfA'] },
  {
    change: "another user's profile",
    kind: 'user',
    recordId: 'other',
    hears: ['admin', 'adminOfA'],
  },
  {
    change: 'their own profile',
    kind: 'user',
    recordId: SELF,
    hears: Object.keys(AUDIENCES) as Who[],
  },
  {
    change: 'their notification',
    kind: 'notification',
    userId: SELF,
    hears: Object.keys(AUDIENCES) as Who[],
  },
  { change: "another's notification", kind: 'notification', userId: 'other', hears: [] },
];

describe('mayHear: who hears of what', () => {
  it.each(CASES)('$change', ({ kind, manufacturer, recordId = 'r-1', userId = null, hears }) => {
    const heard = (Object.keys(AUDIENCES) as Who[]).filter((who) =>
      mayHear(AUDIENCES[who], { kind, recordId, userId }, manufacturer),
    );
    expect(heard).toEqual(hears);
  });
});

describe('the rule on a real database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => t?.close());

  const requestOf = async (manufacturer: string) => {
    const found = await row<{ id: number; manufacturerId: number }>(
      t.db,
      `SELECT id, manufacturer_id AS "manufacturerId" FROM image_requests
        WHERE manufacturer_name = $1 ORDER BY id LIMIT 1`,
      [manufacturer],
    );
    if (!found) throw new Error(`no request of ${manufacturer}`);
    return found;
  };

  it("canSeeManufacturer and the reads' SQL predicate agree, restriction by restriction", async () => {
    const apex = await requestOf('Apex Gaming');
    const blue = await requestOf('Blue Delta Systems');
    const restrictions = [
      null,
      [],
      [apex.manufacturerId],
      [blue.manufacturerId, apex.manufacturerId],
    ];
    for (const manufacturerIds of restrictions)
      for (const request of [apex, blue]) {
        const p = sqlParams({ id: request.id, manufacturerIds });
        const found = await row<{ allowed: boolean }>(
          t.db,
          toQuery(
            sql`SELECT ${requestManufacturerAllowed(p.manufacturerIds)} AS allowed
                  FROM image_requests r WHERE r.id = ${p.id}`,
          ),
        );
        expect({ manufacturerIds, request: request.id, allowed: found?.allowed }).toEqual({
          manufacturerIds,
          request: request.id,
          allowed: canSeeManufacturer({ manufacturerIds }, request.manufacturerId),
        });
      }
  });

  it("whoMayHear reads the requests' manufacturers: a vendor hears of theirs only", async () => {
    const apex = await requestOf('Apex Gaming');
    const blue = await requestOf('Blue Delta Systems');
    const change = (id: number, requestId: number | null): ChangeRow => ({
      id,
      kind: 'note',
      recordId: `n-${id}`,
      version: null,
      requestId,
      userId: null,
      manufacturerId: null,
      actorId: null,
      origin: null,
    });
    const changes = [change(1, apex.id), change(2, blue.id), change(3, 2_000_000_000)];
    const vendor = audience(['canViewRequestsPage'], [apex.manufacturerId]);
    const staff = audience(['canViewRequestsPage'], null);
    const heard = await whoMayHear(t.db, changes, [vendor, staff]);
    expect(changes.filter((c) => heard(vendor, c)).map((c) => c.id)).toEqual([1]);
    // A request the table does not hold (never, or pruned) reaches the unrestricted alone.
    expect(changes.filter((c) => heard(staff, c)).map((c) => c.id)).toEqual([1, 2, 3]);
  });
});
