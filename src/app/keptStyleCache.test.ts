import { createKeptStyleCache } from './keptStyleCache';

describe('createKeptStyleCache', () => {
  it('keeps a style whose last user unmounted, at a count of 0, for the next screen to find', () => {
    const cache = createKeptStyleCache();
    const style = ['.ant-list{}', 'hash'];
    cache.opUpdate('style%list', () => [1, style]);
    // antd's cleanup when the count drops to 0 answers null ("forget it").
    cache.opUpdate('style%list', () => null);
    expect(cache.opGet('style%list')).toEqual([0, style]);
    // Mounted again: the same value, counted again.
    cache.opUpdate('style%list', (previous) => (previous ? [previous[0] + 1, previous[1]] : null));
    expect(cache.opGet('style%list')).toEqual([1, style]);
  });

  it('stores nothing for a key it never had', () => {
    const cache = createKeptStyleCache();
    cache.opUpdate('style%none', () => null);
    expect(cache.opGet('style%none')).toBeNull();
  });
});
