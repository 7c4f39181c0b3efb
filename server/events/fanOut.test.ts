import type { AuthUser } from '../auth/authUser';
import { noPermissions } from '../auth/permissions';
import type { ChangeRow } from './changeLog';
import { audienceKey, sendBatch, type Subscriber } from './fanOut';
import { mayHear, type Audience } from './visibility';

/** The fan-out's sharing of frames between streams, without a server: what each stream gets. */

function user(userId: string, manufacturerIds: number[] | null): AuthUser {
  const permissions = noPermissions();
  permissions.canViewRequestsPage = true;
  return {
    userId,
    username: userId,
    firstName: '',
    lastName: '',
    email: '',
    displayName: userId,
    passwordChangedAt: new Date(0),
    isSuperUser: false,
    permissions,
    manufacturerIds,
    roleIds: [],
    hasSecondFactor: false,
  };
}

function subscriber(who: AuthUser, replayed: number[] = []) {
  const written: string[] = [];
  const sub: Subscriber = {
    user: who,
    audience: audienceKey(who),
    token: who.userId,
    sink: { write: (text) => written.push(text), end: () => undefined, onClose: () => undefined },
    waiting: null,
    replayed: new Set(replayed),
  };
  return { sub, written };
}

const change = (id: number, fields: Partial<ChangeRow>): ChangeRow => ({
  id,
  kind: 'note',
  recordId: `n-${id}`,
  version: null,
  requestId: 42,
  userId: null,
  manufacturerId: null,
  actorId: null,
  origin: null,
  ...fields,
});

// Request 42 is of manufacturer 1, request 43 of manufacturer 2.
const manufacturers: Record<number, number> = { 42: 1, 43: 2 };
const rule = (audience: Audience, c: ChangeRow) =>
  mayHear(audience, c, c.requestId === null ? undefined : manufacturers[c.requestId]);

it('gives streams of one audience the same text, and each user what is theirs alone', () => {
  const [alice, bob, carol, vendor, erin, frank] = [
    subscriber(user('alice', null)),
    subscriber(user('bob', null)),
    subscriber(user('carol', null), [2]),
    subscriber(user('vendor', [1])),
    subscriber(user('erin', null)),
    subscriber(user('frank', null)),
  ];
  const batch = [
    change(1, { actorId: 'alice', origin: 'tab-alice-1' }),
    change(2, { requestId: 43 }),
    change(3, { kind: 'notification', recordId: 'x', requestId: null, userId: 'bob' }),
  ];
  const all = [alice, bob, carol, vendor, erin, frank];
  expect(
    sendBatch(
      all.map((s) => s.sub),
      batch,
      rule,
    ),
  ).toBe(6);
  const ids = (written: string[]) =>
    [...written.join('').matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
  expect(ids(alice.written)).toEqual([1, 2]);
  expect(alice.written.join('')).toContain('"origin":"tab-alice-1"');
  expect(ids(bob.written)).toEqual([1, 2, 3]);
  // Carol's replay sent change 2 already.
  expect(ids(carol.written)).toEqual([1]);
  expect(ids(vendor.written)).toEqual([1]);
  // Nothing of the batch is about Erin or Frank: their audience's text, built once.
  expect(ids(erin.written)).toEqual([1, 2]);
  expect(frank.written[0]).toBe(erin.written[0]);
  for (const other of [bob, carol, vendor, erin])
    expect(other.written.join('')).not.toContain('origin');
  // One socket write per stream per batch.
  for (const s of [alice, bob, carol, vendor, erin]) expect(s.written).toHaveLength(1);
});

it('holds a batch for a stream still replaying', () => {
  const late = subscriber(user('dave', null));
  late.sub.waiting = [];
  sendBatch([late.sub], [change(5, {})], rule);
  expect(late.written).toEqual([]);
  expect(late.sub.waiting.map((c) => c.id)).toEqual([5]);
});
