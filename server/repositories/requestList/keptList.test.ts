import { createPool, type Db } from '../../db/pool';
import {
  MAX_KEPT_LIST_BYTES,
  keptListValue,
  listKey,
  recallListValue,
  rememberListValue,
} from './keptList';

/** The kept list values stay within their bounds, the least recently used going first. */

let db: Db;
beforeEach(() => {
  // Never connected: the store is only keyed by its pool.
  db = createPool('postgres://nobody@127.0.0.1:1/none');
});
afterEach(async () => db.end());

const quarter = Math.floor(MAX_KEPT_LIST_BYTES / 4);
const key = (name: string) => listKey<{ key?: string; n?: number }>('page', name);

describe('keptList', () => {
  it('keeps at most its bytes, dropping the least recently used first', () => {
    for (const name of ['a', 'b', 'c']) rememberListValue(db, 1, key(name), { key: name }, quarter);
    // 'a' used again: 'b' is now the least recently used.
    expect(recallListValue(db, 1, key('a'))).toEqual({ key: 'a' });
    rememberListValue(db, 1, key('d'), { key: 'd' }, quarter);
    rememberListValue(db, 1, key('e'), { key: 'e' }, quarter);
    expect(recallListValue(db, 1, key('b'))).toBeUndefined();
    for (const name of ['a', 'c', 'd', 'e'])
      expect(recallListValue(db, 1, key(name))).toEqual({ key: name });
    // One value larger than the whole bound is not kept, and drops nothing.
    rememberListValue(db, 1, key('huge'), { key: 'huge' }, MAX_KEPT_LIST_BYTES + 1);
    expect(recallListValue(db, 1, key('huge'))).toBeUndefined();
    expect(recallListValue(db, 1, key('e'))).toEqual({ key: 'e' });
  });

  it('keeps at most 1,000 values', () => {
    for (let i = 0; i <= 1000; i += 1) rememberListValue(db, 1, key(`v${i}`), { n: i }, 1);
    expect(recallListValue(db, 1, key('v0'))).toBeUndefined();
    expect(recallListValue(db, 1, key('v1'))).toEqual({ n: 1 });
    expect(recallListValue(db, 1, key('v1000'))).toEqual({ n: 1000 });
  });

  it('serves nothing of another version, and keeps nothing for an older one', async () => {
    await keptListValue(db, 5, key('k'), async () => ({ n: 1 }));
    expect(recallListValue(db, 6, key('k'))).toBeUndefined();
    rememberListValue(db, 5, key('k'), { n: 2 });
    expect(recallListValue(db, 5, key('k'))).toBeUndefined();
    expect(recallListValue(db, 6, key('k'))).toBeUndefined();
  });

  it('keeps the values of each database apart', async () => {
    const other = createPool('postgres://nobody@127.0.0.1:1/other');
    try {
      rememberListValue(db, 1, key('k'), { n: 1 });
      expect(recallListValue(other, 1, key('k'))).toBeUndefined();
      expect(recallListValue(db, 1, key('k'))).toEqual({ n: 1 });
    } finally {
      await other.end();
    }
  });

  it('hands out frozen values: no caller changes what the next is answered', async () => {
    const pageKey = listKey<{ rows: Array<{ name: string }> }>('page', 'p');
    const page = await keptListValue(db, 1, pageKey, async () => ({ rows: [{ name: 'kept' }] }));
    expect(() => {
      page.rows.push({ name: 'added' });
    }).toThrow(TypeError);
    expect(recallListValue(db, 1, pageKey)?.rows).toEqual([{ name: 'kept' }]);
  });
});
