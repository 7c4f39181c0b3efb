import { createPool, type Db } from '../db/pool';
import {
  MAX_LIST_CACHE_BYTES,
  cachedListValue,
  recallListValue,
  rememberListValue,
} from './requestListCache';

/** The kept list values stay within their bounds, the least recently used going first. */

let db: Db;
beforeEach(() => {
  // Never connected: the cache is only keyed by its pool.
  db = createPool('postgres://nobody@127.0.0.1:1/none');
});
afterEach(async () => db.end());

const quarter = Math.floor(MAX_LIST_CACHE_BYTES / 4);

describe('requestListCache', () => {
  it('keeps at most its bytes, dropping the least recently used first', () => {
    for (const key of ['a', 'b', 'c']) rememberListValue(db, 1, key, { key }, quarter);
    // 'a' used again: 'b' is now the least recently used.
    expect(recallListValue(db, 1, 'a')).toEqual({ key: 'a' });
    rememberListValue(db, 1, 'd', { key: 'd' }, quarter);
    rememberListValue(db, 1, 'e', { key: 'e' }, quarter);
    expect(recallListValue(db, 1, 'b')).toBeUndefined();
    for (const key of ['a', 'c', 'd', 'e']) expect(recallListValue(db, 1, key)).toEqual({ key });
    // One value larger than the whole bound is not kept, and drops nothing.
    rememberListValue(db, 1, 'huge', { key: 'huge' }, MAX_LIST_CACHE_BYTES + 1);
    expect(recallListValue(db, 1, 'huge')).toBeUndefined();
    expect(recallListValue(db, 1, 'e')).toEqual({ key: 'e' });
  });

  it('serves nothing of another version, and keeps nothing for an older one', async () => {
    await cachedListValue(db, 5, 'k', async () => ({ n: 1 }));
    expect(recallListValue(db, 6, 'k')).toBeUndefined();
    rememberListValue(db, 5, 'k', { n: 2 });
    expect(recallListValue(db, 5, 'k')).toBeUndefined();
    expect(recallListValue(db, 6, 'k')).toBeUndefined();
  });

  it('hands out frozen values: no caller changes what the next is answered', async () => {
    const page = await cachedListValue(db, 1, 'p', async () => ({ rows: [{ name: 'kept' }] }));
    expect(() => {
      (page.rows as Array<{ name: string }>).push({ name: 'added' });
    }).toThrow(TypeError);
    expect(recallListValue<{ rows: Array<{ name: string }> }>(db, 1, 'p')?.rows).toEqual([
      { name: 'kept' },
    ]);
  });
});
