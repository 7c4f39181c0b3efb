import { createCache } from '@ant-design/cssinjs';

type StyleCache = ReturnType<typeof createCache>;

/**
 * antd's style cache (the one main.tsx gives its StyleProvider), changed to keep what it has
 * built. antd counts the mounted users of each generated style (a component's CSS, its CSS
 * variables, a theme's token) and forgets it when the count drops to 0. A route change unmounts
 * the old screen before the new one mounts, so everything the two share (list, pagination,
 * input, spinner, card…) dropped to 0 and was built again: the style objects, stylis, the hash,
 * then a search of the head's styles, about a third of the script time of going to Software Set
 * Validations (bench:ui). And a component's CSS variables are a <style> element of their own,
 * which antd takes out of the page at 0 and puts back for the next user: each is a change to
 * the page's styles, after which the browser works out the style of every element again (seven
 * of them in the commit that showed Software Set Validations, issue 20).
 *
 * So the cache holds one use of each entry itself, from the moment it is built: the count never
 * drops to 0, nothing is forgotten or taken out of the page. The entries are one per component
 * style, CSS variable set and theme token: a bounded set.
 */
export function createKeptStyleCache(): StyleCache {
  const cache = createCache();
  const update = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, next) =>
    update(key, (previous) => {
      const entry = next(previous);
      // Built just now: the cache's own use, besides the users antd counts.
      if (entry && !previous) return [entry[0] + 1, entry[1]];
      // Not expected while the cache holds its use; kept rather than forgotten all the same.
      return entry ?? (previous ? [0, previous[1]] : null);
    });
  return cache;
}
