import { createCache } from '@ant-design/cssinjs';

type StyleCache = ReturnType<typeof createCache>;

/**
 * antd's style cache (the one main.tsx gives its StyleProvider), changed to keep what it has
 * built. antd counts the mounted users of each generated style and forgets the style when the
 * count drops to 0, while leaving its <style> element in the page. A route change unmounts the
 * old screen before the new one mounts, so every style the two share (list, pagination, input,
 * spinner, tabs…) dropped to 0 and was generated again (the style objects, stylis, the hash,
 * then a search of the head's styles): about a third of the script time of going to Software
 * Set Validations (bench:ui). Kept at a count of 0, it is found again instead. The cache holds
 * one entry per component style and theme token, a bounded set.
 */
export function createKeptStyleCache(): StyleCache {
  const cache = createCache();
  const update = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, next) =>
    update(key, (previous) => next(previous) ?? (previous ? [0, previous[1]] : null));
  return cache;
}
