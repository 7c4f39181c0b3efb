/* global require, module */ // Node code (the Jest environment), not client code.
// The client tests' Jest environment: jest-fixed-jsdom (jsdom that keeps Node's fetch, streams
// and friends, for MSW) with one change that makes the client tests several times faster.
//
// jsdom's getComputedStyle matches the element against every selector of every stylesheet,
// and Testing Library calls it for each element and its ancestors (role queries, toBeVisible)
// as user-event does before each pointer action. antd's CSS-in-JS puts a few thousand distinct
// selectors on a page. nwsapi, jsdom's selector engine, keeps compiled selectors in an LRU
// cache of 1,000: walked in the same order every time, more selectors than that miss on every
// lookup, so each getComputedStyle recompiled every selector with `new Function` (about 70%
// of a client test's time). Its cache also builds a new prefixed key string per lookup, which
// V8 must hash again each time (another 15% once the cache hits). Here nwsapi's caches are
// plain Maps keyed by the selector text: same matching, same results, compiled once per file.
const Module = require('node:module');
const fs = require('node:fs');
const path = require('node:path');

// nwsapi's cache factory, replaced by a Map with the same interface; the bounded one stays
// defined (unused) under another name so the rest of the file is untouched.
const BOUNDED_CACHE = 'createCache = function(limit) {';
const MAP_CACHE = `createCache = function() {
    var map = new Map();
    return {
      clear: function() { map.clear(); },
      get: function(key) { return map.get(key); },
      has: function(key) { return map.has(key); },
      set: function(key, value) { map.set(key, value); return value; },
      size: function() { return map.size; }
    };
  },
  boundedCache = function(limit) {`;

function loadNwsapiWithMapCaches() {
  // The nwsapi that jsdom (under jest-environment-jsdom) requires.
  const environmentDir = path.dirname(require.resolve('jest-environment-jsdom/package.json'));
  const jsdomDir = path.dirname(
    require.resolve('jsdom/package.json', { paths: [environmentDir] }),
  );
  const file = require.resolve('nwsapi', { paths: [jsdomDir] });
  if (require.cache[file]) return;
  const source = fs.readFileSync(file, 'utf8');
  if (!source.includes(BOUNDED_CACHE))
    throw new Error(
      `${file} no longer has "${BOUNDED_CACHE}": check how nwsapi caches compiled ` +
        'selectors now, then update src/testing/jsdomEnvironment.cjs.',
    );
  const nwsapi = new Module(file, module);
  nwsapi.filename = file;
  nwsapi.paths = Module._nodeModulePaths(path.dirname(file));
  nwsapi._compile(source.replace(BOUNDED_CACHE, MAP_CACHE), file);
  nwsapi.loaded = true;
  require.cache[file] = nwsapi;
}

loadNwsapiWithMapCaches();

module.exports = require('jest-fixed-jsdom');
