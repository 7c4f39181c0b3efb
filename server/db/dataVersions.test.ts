import { readDataVersions, VersionReads, type DataVersions } from './dataVersions';
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

function heldReads() {
  const sent: HeldRead[] = [];
  const reads = new VersionReads(
    () =>
      new Promise<DataVersions>((resolve, reject) => {
        sent.push({ finish: resolve, fail: reject });
      }),
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
    expect((await readDataVersions(t.db)).auth).toBe(before.auth + 1);
    await t.db.query(`UPDATE image_requests SET name = name WHERE id = (SELECT min(id) FROM image_requests)`);
    expect((await readDataVersions(t.db)).list).toBe(before.list + 1);
    expect((await readDataVersions(t.db)).today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
