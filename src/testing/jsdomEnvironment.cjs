/* global require, module */ // Node code (the Jest environment), not client code.
// The client tests' Jest environment: jest-fixed-jsdom (jsdom that keeps Node's fetch, streams
// and friends, for MSW) with one change that makes the suite several times faster.
//
// jsdom's getComputedStyle matches the element against every selector of every stylesheet,
// and Testing Library calls it for each element and its ancestors (role queries, toBeVisible)
// as user-event does before each pointer action. antd's CSS-in-JS puts a few thousand distinct
// selectors on a page. nwsapi, jsdom's selector engine, keeps compiled selectors in an LRU
// cache of 1,000: walked in the same order every time, more selectors than that miss on every
// lookup, so each getComputedStyle recompiled every selector with `new Function` (about 70%
// of a client test's time). Same matching, same results; only the cache is larger.
const Module = require('node:module');
const fs = require('node:fs');
const path = require('node:path');

const CACHE_LIMIT = 'CACHE_LIMIT = 1000,';
const LARGER_CACHE_LIMIT = 'CACHE_LIMIT = 100000,';

function loadNwsapiWithLargerCache() {
  // The nwsapi that jsdom (under jest-environment-jsdom) requires.
  const environmentDir = path.dirname(require.resolve('jest-environment-jsdom/package.json'));
  const jsdomDir = path.dirname(
    require.resolve('jsdom/package.json', { paths: [environmentDir] }),
  );
  const file = require.resolve('nwsapi', { paths: [jsdomDir] });
  if (require.cache[file]) return;
  const source = fs.readFileSync(file, 'utf8');
  if (!source.includes(CACHE_LIMIT))
    throw new Error(
      `${file} no longer has "${CACHE_LIMIT}": check whether nwsapi still caches compiled ` +
        'selectors in a bounded cache, then update src/testing/jsdomEnvironment.cjs.',
    );
  const nwsapi = new Module(file, module);
  nwsapi.filename = file;
  nwsapi.paths = Module._nodeModulePaths(path.dirname(file));
  nwsapi._compile(source.replace(CACHE_LIMIT, LARGER_CACHE_LIMIT), file);
  nwsapi.loaded = true;
  require.cache[file] = nwsapi;
}

loadNwsapiWithLargerCache();

module.exports = require('jest-fixed-jsdom');
