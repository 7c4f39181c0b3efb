/* global require, module, process */ // Node code (the Jest environment), not client code.
// The client tests' Jest environment: jest-fixed-jsdom (jsdom that keeps Node's fetch, streams
// and friends, for MSW) with two changes to jsdom's getComputedStyle that make the client tests
// many times faster, both giving exactly jsdom's results.
//
// jsdom's getComputedStyle matches the element against every selector of every stylesheet,
// and Testing Library calls it for each element and its ancestors (role queries, toBeVisible)
// as user-event does before each pointer action. antd's CSS-in-JS puts a few thousand distinct
// selectors on a page.
//
// 1. nwsapi, jsdom's selector engine, keeps compiled selectors in an LRU cache of 1,000:
//    walked in the same order every time, more selectors than that miss on every lookup, so
//    each getComputedStyle recompiled every selector with `new Function` (about 70% of a client
//    test's time). Its cache also builds a new prefixed key string per lookup, which V8 must
//    hash again each time (another 15% once the cache hits). Here nwsapi's caches are plain
//    Maps keyed by the selector text: same matching, compiled once per file.
// 2. Even with every selector compiled, testing ~1,800 rules per element was still about 30%
//    of a client test's time. Here jsdom tests only the rules an index (styleRuleIndex.cjs)
//    says the element could match: about 100 of them. Same rules handled, in the same order;
//    src/testing/styleRuleIndex.test.tsx compares both on a rendered antd screen.
//    JEST_STYLE_RULE_INDEX=off turns the index off (to measure it, or to rule it out).
// 3. jsdom's HTMLCollection proxy looks a property up among the collection's named items (every
//    element's id and name) before checking that the property is not a built-in one, so each
//    `length` read walks the whole collection. `Array.from(head.children)`, which antd's
//    CSS-in-JS does for every style it adds, then costs the square of the hundreds of style
//    elements in head (5% of the eight heaviest screen files' time). Here the built-in check comes
//    first, and named items are looked up only where their result is used: same answers
//    (src/testing/htmlCollection.test.ts).
const Module = require('node:module');
const fs = require('node:fs');
const path = require('node:path');
const styleRuleIndex = require('./styleRuleIndex.cjs');

// The jsdom that jest-environment-jsdom requires, and the nwsapi that jsdom requires.
const jsdomDir = path.dirname(
  require.resolve('jsdom/package.json', {
    paths: [path.dirname(require.resolve('jest-environment-jsdom/package.json'))],
  }),
);

// Loads `file` from `source` into Node's module cache, before anything requires it.
function loadPatched(file, source) {
  const patched = new Module(file, module);
  patched.filename = file;
  patched.paths = Module._nodeModulePaths(path.dirname(file));
  patched._compile(source, file);
  patched.loaded = true;
  require.cache[file] = patched;
}

function outdated(file, what) {
  return new Error(
    `${file} no longer has ${what}: check the new code, then update src/testing/jsdomEnvironment.cjs` +
      ' (and styleRuleIndex.cjs).',
  );
}

// 1. nwsapi's cache factory, replaced by a Map with the same interface; the bounded one stays
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
  const file = require.resolve('nwsapi', { paths: [jsdomDir] });
  if (require.cache[file]) return;
  const source = fs.readFileSync(file, 'utf8');
  if (!source.includes(BOUNDED_CACHE)) throw outdated(file, `"${BOUNDED_CACHE}"`);
  loadPatched(file, source.replace(BOUNDED_CACHE, MAP_CACHE));
}

// 2. jsdom's walk over every rule of every sheet (style-rules.js, jsdom 26), checked to be
// exactly this so that an upgrade that changes it fails here rather than silently differs.
// It stays, renamed, for the equivalence test; the function of its name goes through the index.
const WALK = `function forEachMatchingSheetRuleOfElement(elementImpl, handleRule) {
  function handleSheet(sheet) {
    forEach.call(sheet.cssRules, rule => {
      if (rule.media) {
        if (indexOf.call(rule.media, "screen") !== -1) {
          forEach.call(rule.cssRules, innerRule => {
            if (matches(innerRule, elementImpl)) {
              handleRule(innerRule);
            }
          });
        }
      } else if (matches(rule, elementImpl)) {
        handleRule(rule);
      }
    });
  }

  if (!parsedDefaultStyleSheet) {
    parsedDefaultStyleSheet = cssom.parse(defaultStyleSheet);
  }

  handleSheet(parsedDefaultStyleSheet);
  forEach.call(elementImpl._ownerDocument.styleSheets._list, handleSheet);
}
`;
const INDEXED_WALK = `function forEachMatchingSheetRuleOfElement(elementImpl, handleRule) {
  if (!styleRuleIndex.state.enabled) {
    forEachMatchingSheetRuleOfElementUnindexed(elementImpl, handleRule);
    return;
  }
  if (!parsedDefaultStyleSheet) {
    parsedDefaultStyleSheet = cssom.parse(defaultStyleSheet);
  }
  styleRuleIndex.forEachMatchingRule(
    elementImpl,
    [parsedDefaultStyleSheet, ...elementImpl._ownerDocument.styleSheets._list],
    matches,
    handleRule
  );
}
const styleRuleIndex = require(${JSON.stringify(require.resolve('./styleRuleIndex.cjs'))});

${WALK.replace('forEachMatchingSheetRuleOfElement(', 'forEachMatchingSheetRuleOfElementUnindexed(')}`;

function loadStyleRulesWithIndex() {
  const file = path.join(jsdomDir, 'lib/jsdom/living/helpers/style-rules.js');
  if (require.cache[file]) return;
  const source = fs.readFileSync(file, 'utf8');
  if (!source.includes(WALK)) throw outdated(file, 'the rule walk styleRuleIndex.cjs replaces');
  loadPatched(file, source.replace(WALK, INDEXED_WALK));
}

// 3. The proxy handler's own-property lookup in jsdom's generated HTMLCollection: the named item
// is only used when `P in target` is false and P is not an index, so it is looked up only then.
const NAMED_LOOKUP = `    const namedValue = target[implSymbol].namedItem(P);

    if (namedValue !== null && !(P in target) && !ignoreNamedProps) {`;
const NAMED_LOOKUP_WHEN_USED = `    const namedValue = ignoreNamedProps || P in target ? null : target[implSymbol].namedItem(P);

    if (namedValue !== null && !(P in target) && !ignoreNamedProps) {`;

// Only HTMLCollection (children, getElementsBy*): the other collections' files require much of
// jsdom, which must not load before jest-environment-jsdom loads it.
function loadHTMLCollectionWithBuiltInsFirst() {
  const file = path.join(jsdomDir, 'lib/jsdom/living/generated/HTMLCollection.js');
  if (require.cache[file]) return;
  const source = fs.readFileSync(file, 'utf8');
  if (source.split(NAMED_LOOKUP).length !== 2)
    throw outdated(file, 'one named-property lookup before the built-in check');
  loadPatched(file, source.replace(NAMED_LOOKUP, NAMED_LOOKUP_WHEN_USED));
}

loadNwsapiWithMapCaches();
loadStyleRulesWithIndex();
loadHTMLCollectionWithBuiltInsFirst();
styleRuleIndex.state.enabled = process.env.JEST_STYLE_RULE_INDEX !== 'off';

const FixedJSDOMEnvironment = require('jest-fixed-jsdom');
const idlUtils = require(path.join(jsdomDir, 'lib/jsdom/living/generated/utils.js'));

class ClientTestEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    // For src/testing/styleRuleIndex.test.tsx: compare the results with and without the index.
    const window = this.global;
    window[Symbol.for('imageRequests.styleRuleIndex')] = {
      state: styleRuleIndex.state,
      // jsdom keeps each element's cascaded style until the next DOM change.
      clearStyleCache: () => {
        idlUtils.implForWrapper(window.document)._styleCache = null;
      },
    };
  }
}

module.exports = ClientTestEnvironment;
