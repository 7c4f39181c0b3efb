import { readDataVersions, VersionReads, type DataVersions } from './dataVersions';
import { isDatabaseUnavailable } from './pool';
import { createTestApp, type TestApp } from '../test/testApp';

/**
 * Calls share a read of the versions only when that read was sent after they arrived: a read
 * under way when a call arrives may have taken its snapshot before a change the caller made
 * just before (its own write, another tab's logout), so that call waits for the next read.
 */

interface HeldRead {
  finish(versions: DataVersions): void;
  fail(error: Error): void;
}

function heldReads(timeoutMs?: number) {
  const sent: HeldRead[] = [];
  const reads = new VersionReads(
    () =>
      new Promise<DataVersions>((resolve, reject) => {
        sent.push({ finish: resolve, fail: reject });
      }),
    timeoutMs,
  );
  return { reads, sent };
}

const at = (n: number): DataVersions => ({ auth: n, list: n, today: '2026-11-23' });
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('VersionReads', () => {
  it('answers a call that arrives while a read is under way from the next read, shared by all that arrived meanwhile', async () => {
    const { reads, sent } = heldReads();
    const first = reads.get();
    expect(sent).toHaveLength(1);
    // Arrive while read 1 is under way: not answered by it, and no second read sent yet.
    const second = reads.get();
    const third = reads.get();
    expect(sent).toHaveLength(1);
    sent[0]?.finish(at(1));
    await expect(first).resolves.toEqual(at(1));
    await settled();
    // One read for both, sent once read 1 ended.
    expect(sent).toHaveLength(2);
    const fourth = reads.get(); // arrives while read 2 is under way
    sent[1]?.finish(at(2));
    await expect(second).resolves.toEqual(at(2));
    await expect(third).resolves.toEqual(at(2));
    await settled();
    expect(sent).toHaveLength(3);
    sent[2]?.finish(at(3));
    await expect(fourth).resolves.toEqual(at(3));
  });

  it('sends a read of its own for a call that arrives when none is under way', async () => {
    const { reads, sent } = heldReads();
    const first = reads.get();
    sent[0]?.finish(at(1));
    await first;
    await settled();
    const second = reads.get();
    expect(sent).toHaveLength(2);
    sent[1]?.finish(at(2));
    await expect(second).resolves.toEqual(at(2));
  });

  it('fails only the calls that waited for a failed read, and goes on with the next', async () => {
    const { reads, sent } = heldReads();
    const first = reads.get();
    const second = reads.get();
    sent[0]?.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await settled();
    sent[1]?.finish(at(5));
    await expect(second).resolves.toEqual(at(5));
  });
});

describe('VersionReads when the database does not answer', () => {
  it('fails the waiting calls as unavailable (503) once the read takes too long, and sends the next read', async () => {
    const { reads, sent } = heldReads(50);
    const stuck = reads.get();
    const waiting = reads.get();
    await expect(stuck).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    expect(isDatabaseUnavailable(await stuck.catch((error: unknown) => error))).toBe(true);
    await settled();
    // The stuck read no longer holds the calls that arrived after it.
    expect(sent).toHaveLength(2);
    sent[1]?.finish(at(7));
    await expect(waiting).resolves.toEqual(at(7));
    // Its late answer changes nothing.
    sent[0]?.finish(at(1));
    await settled();
    expect(sent).toHaveLength(2);
  });
});

describe('readDataVersions on a database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('shows a change committed before the call, though many calls share reads', async () => {
    const before = await readDataVersions(t.db);
    const together = await Promise.all(Array.from({ length: 20 }, () => readDataVersions(t.db)));
    expect(together.every((v) => v.auth === before.auth && v.list === before.list)).toBe(true);
    await t.db.query(`UPDATE users SET first_name = first_name || '' WHERE username = 'admin'`);
    const afterUser = await readDataVersions(t.db);
    expect(afterUser.auth).toBeGreaterThan(before.auth);
    expect(afterUser.list).toBe(before.list);
    await t.db.query(
      `UPDATE image_requests SET name = name WHERE id = (SELECT min(id) FROM image_requests)`,
    );
    const afterRequest = await readDataVersions(t.db);
    expect(afterRequest.list).toBeGreaterThan(before.list);
    expect(afterRequest.auth).toBe(afterUser.auth);
    expect(afterRequest.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('never gives a number again after the database goes back in time (a failover that lost commits, a restore)', async () => {
    await t.db.query(`UPDATE users SET first_name = first_name || '' WHERE username = 'admin'`);
    const kept = await readDataVersions(t.db);
    // At least the clock's microseconds since 1970 (a minute of slack between the two clocks).
    expect(kept.auth).toBeGreaterThan((Date.now() - 60_000) * 1000);
    // The database as an older copy had it: lower numbers than a server may have kept.
    await t.db.query(
      'UPDATE auth_version SET version = 1; UPDATE request_list_version SET version = 1',
    );
    await t.db.query(`UPDATE users SET first_name = first_name || '' WHERE username = 'admin'`);
    await t.db.query(
      `UPDATE image_requests SET name = name WHERE id = (SELECT min(id) FROM image_requests)`,
    );
    const next = await readDataVersions(t.db);
    expect(next.auth).toBeGreaterThan(kept.auth);
    expect(next.list).toBeGreaterThan(kept.list);
  });
});
